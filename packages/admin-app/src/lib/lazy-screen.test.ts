import { createElement } from 'react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answerWaitMs, lazyScreen, preloadRoute, type ScreenRouteHandle } from './lazy-screen.ts';

/** A promise with its resolve function, to settle by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Several turns: the answer passes through a few chained promises.
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
};

describe('preloadRoute', () => {
  it("loads the address's screen, asks its handle, and answers once both are done", async () => {
    const module = deferred<{ Screen: () => null }>();
    const load = vi.fn(() => module.promise);
    const Screen = lazyScreen(load, 'Screen');
    const asked = deferred<void>();
    const handle: ScreenRouteHandle = { preload: vi.fn(() => asked.promise) };
    const routes = createElement(Route, {
      path: '/travelers',
      element: createElement(Screen),
      handle,
    });

    const ready = preloadRoute(routes, { pathname: '/travelers', search: '?search=ma' });

    expect(load).toHaveBeenCalledTimes(1);
    expect(handle.preload).toHaveBeenCalledWith('?search=ma');
    // The call is asked before the screen's chunks, so it is not queued behind them.
    expect(vi.mocked(handle.preload!).mock.invocationCallOrder[0]).toBeLessThan(
      load.mock.invocationCallOrder[0]!,
    );
    module.resolve({ Screen: () => null });
    expect(await settled(ready)).toBe(false);
    asked.resolve();
    expect(await settled(ready)).toBe(true);
  });

  it('answers without a call that hangs once its time is up, not before', async () => {
    vi.useFakeTimers();
    try {
      const Screen = lazyScreen(() => Promise.resolve({ Screen: () => null }), 'Screen');
      const handle: ScreenRouteHandle = { preload: () => new Promise<void>(() => undefined) };
      const routes = createElement(Route, {
        path: '/orders',
        element: createElement(Screen),
        handle,
      });

      const ready = preloadRoute(routes, { pathname: '/orders', search: '' });
      vi.advanceTimersByTime(answerWaitMs - 1);
      expect(await settled(ready)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await settled(ready)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers when a chunk fails too, and loads nothing for another address', async () => {
    const load = vi.fn((): Promise<{ Screen: () => null }> => Promise.reject(new Error('offline')));
    const Screen = lazyScreen(load, 'Screen');
    const routes = createElement(Route, { path: '/partners', element: createElement(Screen) });

    expect(await settled(preloadRoute(routes, { pathname: '/riders', search: '' }))).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(await settled(preloadRoute(routes, { pathname: '/partners', search: '' }))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
