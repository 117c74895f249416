import { preload } from 'swr';
import type { Endpoint, ResponseOf } from '@packlight/api-types';
import { call, type CallOptions } from '../api.ts';
import { endpointKey } from './endpoint-key.ts';

/**
 * Asks for a read before any screen renders it: the first `useEndpoint` with the same endpoint
 * and options takes this answer instead of calling again (SWR's preload). Used for the screen of
 * the address being opened, so its call runs beside the download of its code (issue #16).
 */
export function preloadEndpoint<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): void {
  void preload(endpointKey(endpoint, options), () => {
    const answer = (call as (e: E, o?: CallOptions<E>) => Promise<ResponseOf<E>>)(
      endpoint,
      options,
    );
    // The screen that takes the answer reports a failure; until then it must not be unhandled.
    answer.catch(() => undefined);
    return answer;
  });
}
