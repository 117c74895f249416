import { useMemo, type ReactNode } from 'react';
import { KitRouterContext, type Href, type RouterOptions } from '../private/router-context';

export interface RouterProviderProps {
  /** Your router's navigate, called with a link's `href` and `routerOptions`. */
  navigate: (path: Href, routerOptions: RouterOptions) => void;
  /**
   * Turns a link's `href` into the address the `<a>` shows (e.g. with the router's base path).
   * @default the href as it is
   */
  useHref?: (href: Href) => string;
  children: ReactNode;
}

const sameHref = (href: Href) => href;

/**
 * The app's router for every kit link, menu item, tab and search result: wrap the app once,
 * `<RouterProvider navigate={navigate} useHref={useHref}>`. Kit links (`Link`, `Breadcrumbs`,
 * tabs, sidebar entries) navigate client-side on a plain click and leave modifier-clicks and new
 * tabs to the browser; the kit's menus, search results and notifications hand it to React Aria
 * when their code loads, so this provider itself carries none of React Aria's (issue #16).
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref: useHref ?? sameHref }), [navigate, useHref]);
  return <KitRouterContext.Provider value={router}>{children}</KitRouterContext.Provider>;
}
