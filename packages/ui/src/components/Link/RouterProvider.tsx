import { useMemo, type ComponentProps } from 'react';
import { RouterProvider as RACRouterProvider } from 'react-aria-components';
import { KitRouterContext, type Href } from '../private/router-context';

export type RouterProviderProps = ComponentProps<typeof RACRouterProvider>;

const sameHref = (href: Href) => href;

/**
 * The app's router for every kit link, menu item, tab and search result: wrap the app once,
 * `<RouterProvider navigate={navigate} useHref={useHref}>`. It feeds React Aria's RouterProvider
 * (menus, tabs, search results) and the kit's native links (`Link`, `Breadcrumbs`), which
 * navigate client-side on a plain click and leave modifier-clicks and new tabs to the browser.
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref: useHref ?? sameHref }), [navigate, useHref]);
  return (
    <RACRouterProvider navigate={navigate} useHref={useHref}>
      <KitRouterContext.Provider value={router}>{children}</KitRouterContext.Provider>
    </RACRouterProvider>
  );
}
