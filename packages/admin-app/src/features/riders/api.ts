import {
  riderEndpoints,
  type RiderFormPayload,
  type RiderStatusAction,
} from '@packlight/api-types';
import { call, download, type DownloadedFile } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';
import { useListPage, type ListState, type ListStateUpdate } from '../../lib/list/index.ts';
import { saveFile } from '../../lib/save-file.ts';

// The riders area's one door to the server: a hook per read, a function per write. Writes
// revalidate what they change and reject on failure; the screens say what happened.

/** One page of riders, searched, filtered (Online/Offline) and sorted by the server. */
export function useRiderPage(state: ListState, update: ListStateUpdate) {
  return useListPage(riderEndpoints.list, state, update);
}

/** One rider with work details, documents and orders; `null` waits (no valid id). */
export function useRider(id: number | null) {
  return useEndpoint(riderEndpoints.detail, id === null ? null : { params: { id } });
}

/** Every cached list page and profile: a change to a rider shows in both. */
const refreshRiders = () => revalidateEndpoints(riderEndpoints.list, riderEndpoints.detail);

/** Activates or suspends a rider; answers the server's message, which names the new state. */
export async function setRiderStatus(
  id: number,
  status: RiderStatusAction,
  ifMatch?: string,
): Promise<string> {
  try {
    const answer = await call(riderEndpoints.statusUpdate, {
      body: { id, status },
      ...(ifMatch ? { ifMatch } : {}),
    });
    return answer.message;
  } finally {
    void refreshRiders();
  }
}

/** The rider as it is now, straight from the server (a form's conflict view). */
export async function fetchRider(id: number) {
  return (await call(riderEndpoints.detail, { params: { id } })).data;
}

/** Adds a rider (multipart; regions comma-joined). */
export async function createRider(payload: RiderFormPayload): Promise<void> {
  try {
    await call(riderEndpoints.store, { body: payload });
  } finally {
    void refreshRiders();
  }
}

/** Saves a rider's edit; files only when newly chosen. */
export async function updateRider(
  id: number,
  payload: RiderFormPayload,
  ifMatch?: string,
): Promise<void> {
  try {
    await call(riderEndpoints.update, {
      params: { id },
      body: payload,
      ...(ifMatch ? { ifMatch } : {}),
    });
  } finally {
    void refreshRiders();
  }
}

/** Saves the rider's licence images as one zip (rider-{id}-documents.zip). */
export async function downloadRiderDocuments(id: number): Promise<DownloadedFile> {
  const file = await download(riderEndpoints.downloadDocuments, { params: { id } });
  saveFile(file);
  return file;
}
