import {
  partnerEndpoints,
  type PartnerFormPayload,
  type PartnerStatusAction,
  type RequestInformationPayload,
} from '@packlight/api-types';
import { call, download, type DownloadedFile } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';
import {
  pageQuery,
  tabCountText,
  useListPage,
  type ListState,
  type ListStateUpdate,
} from '../../lib/list/index.ts';
import { saveFile } from '../../lib/save-file.ts';
import { partnerPageExtras, partnerTabStatus, type PartnerTab } from './partner-tabs.ts';

// The partners area's one door to the server: a hook per read, a function per write. Writes
// revalidate what they change and reject on failure; the screens say what happened.

/** One page of the shown tab's partners, searched, sorted and paged by the server. */
export function usePartnerPage(state: ListState, update: ListStateUpdate) {
  return useListPage(partnerEndpoints.list, state, update, partnerPageExtras(state));
}

/**
 * How many partners a tab holds under the current search, as `tabCountText` shows it: the total
 * of the tab's first page at the list's page size. Undefined until known. `isWanted` false holds
 * the call back, so the list on screen is asked for first.
 */
export function usePartnerCount(
  tab: PartnerTab,
  state: ListState,
  isWanted: boolean,
): string | undefined {
  const { search, per_page } = pageQuery(state);
  const answer = useEndpoint(
    partnerEndpoints.list,
    isWanted ? { query: { search, status: partnerTabStatus[tab], page: 1, per_page } } : null,
  );
  return tabCountText(answer.data?.meta);
}

/** One partner with products, orders and documents; `null` waits (no valid id in the address). */
export function usePartner(id: number | null) {
  return useEndpoint(partnerEndpoints.detail, id === null ? null : { params: { id } });
}

/** Every cached list page, count and profile: a change to a partner shows in all of them. */
const refreshPartners = () => revalidateEndpoints(partnerEndpoints.list, partnerEndpoints.detail);

/**
 * Accept (approve or reactivate), reject or suspend; answers the server's message. `ifMatch`
 * (the profile's version) refuses it with 412 when the partner changed since it was shown.
 */
export async function setPartnerStatus(
  id: number,
  status: PartnerStatusAction,
  ifMatch?: string,
): Promise<string> {
  try {
    const answer = await call(partnerEndpoints.statusUpdate, {
      body: { id, status },
      ...(ifMatch ? { ifMatch } : {}),
    });
    return answer.message;
  } finally {
    void refreshPartners();
  }
}

/** Mails the partner a request for more information (docs/product/part-2.md §7). */
export async function requestPartnerInformation(
  payload: RequestInformationPayload,
): Promise<string> {
  const answer = await call(partnerEndpoints.requestInformation, { body: payload });
  return answer.message;
}

/** Adds a partner (multipart, availability as JSON). */
export async function createPartner(payload: PartnerFormPayload): Promise<void> {
  try {
    await call(partnerEndpoints.store, { body: payload });
  } finally {
    void refreshPartners();
  }
}

/** The partner as it is now, straight from the server (a form's conflict view). */
export async function fetchPartner(id: number) {
  return (await call(partnerEndpoints.detail, { params: { id } })).data;
}

/** Saves a partner's edit; files only when newly chosen; 412 when `ifMatch` is stale (D55). */
export async function updatePartner(
  id: number,
  payload: PartnerFormPayload,
  ifMatch?: string,
): Promise<void> {
  try {
    await call(partnerEndpoints.update, {
      params: { id },
      body: payload,
      ...(ifMatch ? { ifMatch } : {}),
    });
  } finally {
    void refreshPartners();
  }
}

/** Saves every document of the partner as one zip (partner-{id}-documents.zip). */
export async function downloadPartnerDocuments(id: number): Promise<DownloadedFile> {
  const file = await download(partnerEndpoints.downloadDocuments, { params: { id } });
  saveFile(file);
  return file;
}
