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

/**
 * A screen in its own chunk, rendered by React.lazy, whose chunk can also be asked for before it
 * renders (`preloadScreen`, `preloadRouteScreens`). Without that, opening a signed-in address is
 * a chain of downloads, each found only when the one before has run: the app, then the shell,
 * then the screen (issue #16: first row within 0.6 s).
 *
 * @param load the dynamic import of the screen's module
 * @param name the module's export that is the screen
 */
export function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name] & ComponentType> {
  const screen = lazy(() =>
    load().then((module) => ({ default: module[name] as Module[Name] & ComponentType })),
  );
  loaders.set(screen, load);
  return screen;
}

/** Starts the download of a `lazyScreen`'s chunk (the browser keeps one copy: no waste). */
export function preloadScreen(screen: object): void {
  void loaders.get(screen)?.();
}

/**
 * What a route may carry in its `handle`: `preload` asks for the data its screen's first render
 * will read (see preloadEndpoint), given the address's query string.
 */
export interface ScreenRouteHandle {
  preload?: (search: string) => void;
}

/**
 * Starts, for the address being opened, the download of every lazyScreen the route table
 * `routes` would render there and the first calls those routes' handles name, so the screen's
 * code and data load beside the shell's instead of one after the other.
 */
export function preloadRoute(routes: ReactNode, location: { pathname: string; search: string }) {
  for (const match of matchRoutes(createRoutesFromChildren(routes), location.pathname) ?? []) {
    const { element, handle } = match.route;
    if (isValidElement(element) && typeof element.type !== 'string') preloadScreen(element.type);
    (handle as ScreenRouteHandle | undefined)?.preload?.(location.search);
  }
}
