import { mutate } from 'swr';
import { isEndpointKey } from '../data/endpoint-key.ts';
import { forgetPreloaded } from '../data/preload-endpoint.ts';

// Reads refetched because another admin changed something, by endpoint name and when. A list
// page whose answer comes from such a refetch holds rows that would move (D58).
const marks = new Map<string, number>();

/** How long after a live event a list answer counts as live. */
const liveWindowMs = 3000;

/** Refetches every cached read of the named endpoints (`GET /partners`), marked as live. */
export function revalidateLive(names: readonly string[]): Promise<unknown> {
  const now = Date.now();
  for (const name of names) marks.set(name, now);
  forgetPreloaded();
  const wanted = new Set(names);
  return mutate((key) => isEndpointKey(key) && wanted.has(key[0]));
}

/** Whether answers of the endpoint now are a live refetch, not one the admin asked for. */
export function isLiveRefresh(name: string): boolean {
  const at = marks.get(name);
  return at !== undefined && Date.now() - at < liveWindowMs;
}

/** The admin's own change refetches at once: its answers are not held (revalidate.ts). */
export function clearLiveMarks(names: Iterable<string>): void {
  for (const name of names) marks.delete(name);
}
