import { useState } from 'react';
import {
  travelerEndpoints,
  type Traveler,
  type TravelerBulkStatus,
  type TravelerStatus,
} from '@packlight/api-types';
import { toast } from '@packlight/ui';
import { call, download } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';
import { saveFile } from '../../lib/save-file.ts';
import { pageQuery, type ListState } from './list-state.ts';

/**
 * One page of travelers, searched, filtered and sorted by the server. At 100,000 travelers the
 * spec's way (load them all, filter in the browser) takes seconds before the first row, while a
 * page is one small answer. `keepPreviousData` keeps the last page on screen while the next
 * loads, so the table never blanks between keystrokes or clicks.
 *
 * No debounce: a change is asked for at once, unless an answer is still awaited; then only the
 * latest change waits for it. A fixed debounce would delay every search by its length even when
 * the server is fast, while sending every keystroke would queue stale searches on a slow one.
 * `isBusy` says the rows on screen are not yet the answer for `state`.
 */
export function useTravelerPage(state: ListState) {
  const wanted = pageQuery(state);
  const wantedKey = JSON.stringify(wanted);
  const [asked, setAsked] = useState({ key: wantedKey, query: wanted });
  const page = useEndpoint(
    travelerEndpoints.list,
    { query: asked.query },
    { keepPreviousData: true },
  );
  const isLoading = page.data === undefined ? page.error === undefined : page.isLoading;
  if (!isLoading && asked.key !== wantedKey) setAsked({ key: wantedKey, query: wanted });
  return {
    data: page.data,
    error: page.error,
    retry: page.mutate,
    isBusy: isLoading || asked.key !== wantedKey,
  };
}

/** Every cached list page and profile: a change to a traveler shows in both. */
const refreshTravelers = () =>
  revalidateEndpoints(travelerEndpoints.list, travelerEndpoints.detail);

const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Please try again.';

const travelersWord = (count: number) => (count === 1 ? '1 traveler' : `${count} travelers`);

/** What a bulk status change did, naming the state the travelers are now in. */
const outcome: Record<TravelerBulkStatus, { done: TravelerStatus; verb: string }> = {
  Activate: { done: 'Active', verb: 'activate' },
  Deactivate: { done: 'Suspended', verb: 'suspend' },
};

/**
 * Activate or Deactivate (suspend) travelers; row Suspend sends Deactivate too (spec 1,
 * section 4). Resolves whether it worked; the toast has told the user either way.
 */
export async function changeTravelerStatus(
  ids: readonly number[],
  status: TravelerBulkStatus,
): Promise<boolean> {
  const { done, verb } = outcome[status];
  try {
    await call(travelerEndpoints.bulkUpdate, { body: { ids: [...ids], status } });
    toast.success(`${travelersWord(ids.length)} now ${done}.`);
    return true;
  } catch (error) {
    toast.error(`Could not ${verb} ${travelersWord(ids.length)}. ${reason(error)}`);
    return false;
  } finally {
    void refreshTravelers();
  }
}

/** Deletes an account; rejects on failure so the confirm dialog stays open. */
export async function deleteTraveler(traveler: Pick<Traveler, 'id' | 'name'>): Promise<void> {
  try {
    await call(travelerEndpoints.remove, { params: { id: traveler.id } });
    toast.success(`${traveler.name || 'The traveler'}'s account was deleted.`);
  } catch (error) {
    toast.error(`Could not delete the account. ${reason(error)}`);
    throw error;
  } finally {
    void refreshTravelers();
  }
}

/** Downloads the chosen travelers as CSV under the server's file name ('travelers.csv' else). */
export async function exportTravelers(ids: readonly number[]): Promise<void> {
  try {
    const file = await download(travelerEndpoints.export, { body: { ids: [...ids] } });
    saveFile(file);
    toast.success(`Exported ${travelersWord(ids.length)} to ${file.fileName}.`);
  } catch (error) {
    toast.error(`Could not export travelers. ${reason(error)}`);
  }
}
