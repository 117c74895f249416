import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { Endpoint, ResponseOf } from '@packlight/api-types';
import { call, type CallOptions } from '../api.ts';
import { endpointKey } from './endpoint-key.ts';
import { takePreloaded } from './preload-endpoint.ts';

/**
 * Reads an endpoint through SWR: cached, deduplicated and revalidated, the answer checked
 * against the contract by `call`. Pass `null` as options to wait (e.g. until an id is known).
 */
export function useEndpoint<E extends Endpoint>(
  endpoint: E,
  options?: CallOptions<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, Error>,
): SWRResponse<ResponseOf<E>, Error> {
  const key = options === null ? null : endpointKey(endpoint, options);
  return useSWR(
    key,
    // An answer asked for ahead (preloadEndpoint) is taken rather than asked again. `call`'s
    // rest-tuple type cannot see that options fit; endpointKey checked them already.
    () =>
      (key && (takePreloaded(key) as Promise<ResponseOf<E>> | undefined)) ??
      (call as (e: E, o?: CallOptions<E>) => Promise<ResponseOf<E>>)(
        endpoint,
        options ?? undefined,
      ),
    config,
  );
}
