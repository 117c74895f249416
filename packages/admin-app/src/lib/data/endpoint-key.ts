import { endpointName, type Endpoint } from '@packlight/api-types';
import { callUrl, type CallOptions } from '../api.ts';

/**
 * The SWR key of a read: the entry's name and the exact URL, e.g.
 * `['GET /travelers', '/travelers?page=2']`. The name groups every variant of a call, so a
 * mutation can revalidate all of them (`revalidateEndpoint`).
 */
export type EndpointKey = readonly [name: string, url: string];

export function endpointKey<E extends Endpoint>(
  endpoint: E,
  options?: CallOptions<E>,
): EndpointKey {
  return [endpointName(endpoint), callUrl(endpoint, options)];
}

export function isEndpointKey(key: unknown): key is EndpointKey {
  return (
    Array.isArray(key) &&
    key.length === 2 &&
    typeof key[0] === 'string' &&
    typeof key[1] === 'string'
  );
}
