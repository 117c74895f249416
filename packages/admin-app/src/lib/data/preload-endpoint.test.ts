import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import { travelerEndpoints } from '@packlight/api-types';
import { memoryStorage } from '../test-storage.ts';
import { endpointKey } from './endpoint-key.ts';
import { forgetPreloaded, preloadEndpoint, takePreloaded } from './preload-endpoint.ts';

const page = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null },
};

describe('preloadEndpoint', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const options = { query: { search: 'ma', page: 1, per_page: 10 } };
  const key = endpointKey(travelerEndpoints.list, options);

  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } }),
    );
  });

  afterEach(async () => {
    forgetPreloaded();
    await mutate(() => true, undefined, { revalidate: false });
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('calls once for the same read, and the first taker gets that answer', async () => {
    preloadEndpoint(travelerEndpoints.list, options);
    preloadEndpoint(travelerEndpoints.list, options);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/travelers?search=ma&page=1&per_page=10',
    );
    await expect(takePreloaded(key)).resolves.toMatchObject({ data: [], meta: { total: 0 } });
    expect(takePreloaded(key)).toBeUndefined();
  });

  it('answers nothing for another read', () => {
    preloadEndpoint(travelerEndpoints.list, options);
    expect(takePreloaded(endpointKey(travelerEndpoints.list, { query: { page: 2 } }))).toBe(
      undefined,
    );
  });

  it('lets an answer nobody took go stale after five seconds', () => {
    vi.useFakeTimers();
    preloadEndpoint(travelerEndpoints.list, options);
    vi.advanceTimersByTime(5_000);
    expect(takePreloaded(key)).toBeUndefined();
    preloadEndpoint(travelerEndpoints.list, options);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets every answer when told to (a write may have changed them)', () => {
    preloadEndpoint(travelerEndpoints.list, options);
    forgetPreloaded();
    expect(takePreloaded(key)).toBeUndefined();
  });

  it("puts an answer no screen took yet in SWR's cache, still to be taken once", async () => {
    preloadEndpoint(travelerEndpoints.list, options);
    const cached = () => cache.get(unstable_serialize(key))?.data;
    await vi.waitFor(() => expect(cached()).toMatchObject({ data: [], meta: { total: 0 } }));
    // The very answer: a screen's first fetch finds what its first render drew.
    expect(await takePreloaded(key)).toBe(cached());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("leaves SWR's cache alone for an answer taken or forgotten before it came", async () => {
    preloadEndpoint(travelerEndpoints.list, options);
    const taken = takePreloaded(key);
    await taken;
    preloadEndpoint(travelerEndpoints.list, { query: { page: 2 } });
    forgetPreloaded();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.get(unstable_serialize(key))?.data).toBeUndefined();
    const second = endpointKey(travelerEndpoints.list, { query: { page: 2 } });
    expect(cache.get(unstable_serialize(second))?.data).toBeUndefined();
  });

  it("answers once the answer is in SWR's cache, the same for a second ask", async () => {
    const first = preloadEndpoint(travelerEndpoints.list, options);
    const second = preloadEndpoint(travelerEndpoints.list, options);
    expect(cache.get(unstable_serialize(key))?.data).toBeUndefined();
    await Promise.all([first, second]);
    expect(cache.get(unstable_serialize(key))?.data).toMatchObject({ meta: { total: 0 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers, without rejecting, when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(preloadEndpoint(travelerEndpoints.list, options)).resolves.toBeUndefined();
    expect(cache.get(unstable_serialize(key))?.data).toBeUndefined();
    await expect(takePreloaded(key)).rejects.toThrow('Failed to fetch');
  });

  it('keeps a failed call from being an unhandled rejection until it is taken', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    preloadEndpoint(travelerEndpoints.list, options);
    await expect(takePreloaded(key)).rejects.toThrow('Failed to fetch');
  });
});
