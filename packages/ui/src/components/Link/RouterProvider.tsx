import type { ReactNode } from 'react';
import {
  RouterProvider as RACRouterProvider,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';

/** What a link's `href` is, as React Aria types it. */
type Href = NonNullable<RACLinkProps['href']>;

export interface RouterProviderProps {
  /** Your router's navigate, called with a link's `href` and `routerOptions`. */
  navigate: (path: Href, routerOptions: RACLinkProps['routerOptions']) => void;
  /**
   * Turns a link's `href` into the address the `<a>` shows (e.g. with the router's base path).
   * @default the href as it is
   */
  useHref?: (href: Href) => string;
  children: ReactNode;
}

/**
 * The app's router for every kit link, menu item, tab and search result: wrap the app once,
 * `<RouterProvider navigate={navigate} useHref={useHref}>`. React Aria's own provider: kit links
 * navigate client-side on a plain click and leave modifier-clicks and new tabs to the browser.
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  return (
    <RACRouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RACRouterProvider>
  );
}
