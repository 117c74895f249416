// Screens whose chunks load beside the shell's, with the route's first call. It pays: with plain
// React.lazy a cold list shows its first row later by more than the 50 ms such code must save
// (scripts/bench/first-row-ab.mjs; docs/architecture.md "First-paint code").

import {
  isValidElement,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';

type Loader = () => Promise<unknown>;

/** How to fetch each screen's chunk, by the lazy component that renders it. */
const loaders = new WeakMap<object, Loader>();

const noop = () => undefined;

/** How long `preloadRoute` waits at most for the first calls' answers. */
export const answerWaitMs = 1_000;

/**
 * A React.lazy screen whose chunk can be asked for before it renders (`preloadScreen`,
 * `preloadRoute`), so a signed-in address is not a chain of downloads (app, shell, screen). Once
 * the chunk is here the loader hands React.lazy a thenable that answers at once: a promise it has
 * not seen settle would suspend, and Suspense throttling would hold a preloaded screen back.
 * @param load the dynamic import of the screen's module
 * @param name the module's export that is the screen
 */
export function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name] & ComponentType> {
  type Screen = { default: Module[Name] & ComponentType };
  let loaded: { module: Module } | undefined;
  let loading: Promise<Module> | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        // A failed download (a dropped connection) may be asked for again.
        loading = undefined;
        throw error;
      },
    ));
  const screen = lazy(() => {
    if (loaded === undefined) {
      return fetchModule().then((module) => ({ default: module[name] }) as Screen);
    }
    const ready = { default: loaded.module[name] } as Screen;
    // Typed as the promise React.lazy asks for; React only calls `then` on it.
    return { then: (resolve: (value: Screen) => void) => resolve(ready) } as Promise<Screen>;
  });
  loaders.set(screen, fetchModule);
  return screen;
}

/**
 * Starts the download of a `lazyScreen`'s chunk (the browser keeps one copy: no waste) and
 * answers when it has arrived. A failed download is the screen's to report when it renders and
 * asks again, so the answer resolves then too.
 */
export function preloadScreen(screen: object): Promise<void> {
  const load = loaders.get(screen);
  return load ? load().then(noop, noop) : Promise.resolve();
}

/**
 * What a route may carry in its `handle`: `preload` asks for the data its screen's first render
 * will read (see preloadEndpoint), given the address's query string, and may answer a promise
 * settling once that data is in SWR's cache or the call failed (never rejecting).
 */
export interface ScreenRouteHandle {
  preload?: (search: string) => void | Promise<void>;
}

/**
 * Starts, for the address being opened, the download of every lazyScreen the route table
 * `routes` would render there and the first calls those routes' handles name, so the screen's
 * code and data load beside the shell's. Answers when those chunks have arrived and those calls
 * have answered (or either failed, or `answerWaitMs` passed), so the first render shows the
 * first rows, not a loading state (the screen benches' first row).
 */
export function preloadRoute(
  routes: ReactNode,
  location: { pathname: string; search: string },
): Promise<void> {
  const answers: Promise<void>[] = [];
  const chunks: Promise<void>[] = [];
  const matches = matchRoutes(createRoutesFromChildren(routes), location.pathname) ?? [];
  // The calls first: the browser fetches a handful of files at a time from one server, in the
  // order asked, so a call (or the small rules module it needs) asked after the screens' many
  // chunks would wait behind all of them (the first-row figure of the screen benches).
  for (const { route } of matches) {
    const asked = (route.handle as ScreenRouteHandle | undefined)?.preload?.(location.search);
    if (asked) answers.push(asked.then(noop, noop));
  }
  for (const { route } of matches) {
    const { element } = route;
    if (isValidElement(element) && typeof element.type !== 'string') {
      chunks.push(preloadScreen(element.type));
    }
  }
  // A call that hangs must not hold the shell: past the limit the screen shows its own loading.
  const answered = Promise.race([
    Promise.all(answers),
    new Promise((resolve) => setTimeout(resolve, answerWaitMs)),
  ]);
  return Promise.all([answered, ...chunks]).then(noop);
}
