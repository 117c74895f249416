// The answers asked for ahead: the route's first page (preload-list-page.ts) and a list's next
// query. It pays as the list preload's carrier, for well under a kB on a signed-in route
// (scripts/bench/first-row-ab.mjs; docs/architecture.md "First-paint code").

import { mutate } from 'swr';
import type { Endpoint, ResponseOf } from '@packlight/api-types';
import { call, type CallOptions } from '../api.ts';
import { endpointKey, type EndpointKey } from './endpoint-key.ts';

/** How long an answer asked for ahead stays good to take: a screen takes it within moments. */
const freshForMs = 5_000;

/**
 * Answers asked for ahead, by their endpoint key (as JSON), each with when it was asked and a
 * promise settling once it is in SWR's cache (or failed, or was taken or forgotten first).
 */
const preloaded = new Map<
  string,
  { answer: Promise<unknown>; askedAt: number; settled: Promise<void> }
>();

/**
 * Asks for a read before the screen that shows it renders: the first `useEndpoint` fetch of the
 * same endpoint and options takes this answer. Used for an address being opened and a list's
 * next query, so the call runs while React renders; asking again soon after does nothing. Not
 * SWR's `preload`, whose answers never expire: one no screen took would be served, however old,
 * to the next screen. Answers once the answer is in SWR's cache or the call failed (never
 * rejecting): the sign-in guard waits for that.
 */
export function preloadEndpoint<E extends Endpoint>(
  endpoint: E,
  options?: CallOptions<E>,
): Promise<void> {
  const now = Date.now();
  for (const [key, held] of preloaded) {
    if (now - held.askedAt >= freshForMs) preloaded.delete(key);
  }
  const swrKey = endpointKey(endpoint, options);
  const key = JSON.stringify(swrKey);
  const asked = preloaded.get(key);
  if (asked) return asked.settled;
  const answer = (call as (e: E, o?: CallOptions<E>) => Promise<ResponseOf<E>>)(endpoint, options);
  const held = { answer, askedAt: now, settled: Promise.resolve() };
  preloaded.set(key, held);
  // An answer that arrives before a screen took it goes into SWR's cache, so the screen's first
  // render draws it, not a loading state and then it in a second render (the screen benches'
  // first row). The screen's own first fetch still takes it from here: no second call. A failure
  // is the taker's to report; until then it must not be unhandled.
  held.settled = answer.then(
    async (data) => {
      if (preloaded.get(key) === held) await mutate(swrKey, data, { revalidate: false });
    },
    () => undefined,
  );
  return held.settled;
}

/** The answer asked for ahead for `key`, taken once, if it is still fresh. */
export function takePreloaded(key: EndpointKey): Promise<unknown> | undefined {
  const id = JSON.stringify(key);
  const held = preloaded.get(id);
  preloaded.delete(id);
  return held && Date.now() - held.askedAt < freshForMs ? held.answer : undefined;
}

/** Forgets every answer asked for ahead: a write may have changed what they hold. */
export function forgetPreloaded(): void {
  preloaded.clear();
}
