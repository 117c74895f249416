import { mutate } from 'swr';
import { endpointName, type EndpointAddress } from '@packlight/api-types';
import { isEndpointKey } from './endpoint-key.ts';
import { forgetPreloaded } from './preload-endpoint.ts';
import { clearLiveMarks } from '../live/live-refresh.ts';
import { forgetVersions } from '../live/record-versions.ts';

/**
 * Refetches every cached read of the given entries (all pages, searches and ids), as a mutation
 * that changed them must: `revalidateEndpoints(travelerEndpoints.list, travelerEndpoints.detail)`.
 */
export function revalidateEndpoints(...endpoints: EndpointAddress[]): Promise<unknown> {
  const names = new Set(endpoints.map(endpointName));
  clearLiveMarks(names);
  forgetPreloaded();
  return mutate((key) => isEndpointKey(key) && names.has(key[0]));
}

/** Forgets every cached answer without refetching: the next user must not see the last one's. */
export function clearEndpointCache(): Promise<unknown> {
  forgetPreloaded();
  forgetVersions();
  return mutate(() => true, undefined, { revalidate: false });
}

/**
 * Refetches every cached read: after the admin's role changed, what each answer holds (search
 * hits, counts, the records a list shows) may differ (decisions.md D71).
 */
export function revalidateEveryEndpoint(): Promise<unknown> {
  forgetPreloaded();
  return mutate(isEndpointKey);
}
