import { travelerEndpoints, type TravelerBulkStatus } from '@packlight/api-types';
import { call, download, type DownloadedFile } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';
import { useListPage, type ListState, type ListStateUpdate } from '../../lib/list/index.ts';
import { saveFile } from '../../lib/save-file.ts';

// The travelers area's one door to the server: a hook per read, a function per write. Writes
// revalidate what they change and reject on failure; the screens say what happened. Answers are
// checked by the endpoint table's schemas, loaded with the route (D39).

/** One page of travelers, searched, filtered and sorted by the server. */
export function useTravelerPage(state: ListState, update: ListStateUpdate) {
  return useListPage(travelerEndpoints.list, state, update);
}

/** One traveler with addresses and orders; `null` waits (no valid id in the address). */
export function useTraveler(id: number | null) {
  return useEndpoint(travelerEndpoints.detail, id === null ? null : { params: { id } });
}

/** Every cached list page and profile: a change to a traveler shows in both. */
const refreshTravelers = () =>
  revalidateEndpoints(travelerEndpoints.list, travelerEndpoints.detail);

/**
 * Activate or Deactivate (suspend) travelers; row Suspend sends Deactivate too
 * (docs/product/part-1.md §4). `ifMatch` (a row's version, one traveler only) refuses it with 412
 * when the traveler changed since it was listed (D55).
 */
export async function setTravelersStatus(
  ids: readonly number[],
  status: TravelerBulkStatus,
  ifMatch?: string,
): Promise<void> {
  try {
    await call(travelerEndpoints.bulkUpdate, {
      body: { ids: [...ids], status },
      ...(ifMatch ? { ifMatch } : {}),
    });
  } finally {
    void refreshTravelers();
  }
}

/** Deletes an account; 412 when `ifMatch` (the row's version) is stale (D55). */
export async function deleteTraveler(id: number, ifMatch?: string): Promise<void> {
  try {
    await call(travelerEndpoints.remove, { params: { id }, ...(ifMatch ? { ifMatch } : {}) });
  } finally {
    void refreshTravelers();
  }
}

/** Saves the chosen travelers as CSV under the server's file name; resolves to that file. */
export async function exportTravelers(ids: readonly number[]): Promise<DownloadedFile> {
  const file = await download(travelerEndpoints.export, { body: { ids: [...ids] } });
  saveFile(file);
  return file;
}
