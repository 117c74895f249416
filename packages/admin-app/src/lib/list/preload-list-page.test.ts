import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import { travelerEndpoints } from '@packlight/api-types';
import { forgetPreloaded, takePreloaded } from '../data/preload-endpoint.ts';
import { memoryStorage } from '../test-storage.ts';
import { preloadListPageOnDemand, type ListPreload } from './preload-list-page.ts';

const listPreload: ListPreload = {
  endpoint: travelerEndpoints.list,
  rules: { statuses: ['Active'], sorts: ['name'], pageSizes: [10, 25], defaultPageSize: 10 },
  extras: (state) => ({ scope: state.status === '' ? 'all' : 'some' }),
};

const page = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null },
};

describe('preloadListPageOnDemand', () => {
  const fetchMock = vi.fn<typeof fetch>();

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
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks for the address's page, with the list's own values, once its module is in", async () => {
    const preload = preloadListPageOnDemand(() => Promise.resolve({ listPreload }));
    preload('?sort=name&dir=desc&per_page=25&status=active');
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/travelers?status=Active&sort=name&dir=desc&page=1&per_page=25&scope=some',
    );
  });

  it('asks at once when the module is already in, so a screen about to render finds it', async () => {
    const load = vi.fn(() => Promise.resolve({ listPreload }));
    const preload = preloadListPageOnDemand(load);
    preload('');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    forgetPreloaded();
    preload('?page=2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    const key = ['GET /travelers', '/travelers?page=2&per_page=10&scope=all'] as const;
    await expect(takePreloaded(key)).resolves.toMatchObject({ meta: { total: 0 } });
  });

  it('settles once the answer is in, so the sign-in guard draws the rows at once', async () => {
    let answered = false;
    const preload = preloadListPageOnDemand(() => Promise.resolve({ listPreload }));
    const ready = preload('')?.then(() => (answered = true));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await ready;
    expect(answered).toBe(true);
    const key = ['GET /travelers', '/travelers?page=1&per_page=10&scope=all'] as const;
    expect(cache.get(unstable_serialize(key))?.data).toMatchObject({ meta: { total: 0 } });
  });

  it('asks nothing when the module cannot load (the screen reports that)', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    preloadListPageOnDemand(() => failed)('');
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
