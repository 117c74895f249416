import { useContext, type ReactNode } from 'react';
import { RouterProvider as RACRouterProvider } from 'react-aria-components';
import { KitRouterContext } from './router-context';

/**
 * The app's router (from the kit's `RouterProvider`) handed to React Aria, around a piece whose
 * React Aria links navigate: menu items, search results, notification links. Each such piece
 * wraps itself, so the kit's `RouterProvider` stays free of React Aria's link code and a page
 * that shows none of them loads none of it (issue #16).
 */
export function RACRouter({ children }: { children: ReactNode }) {
  const { navigate, useHref } = useContext(KitRouterContext);
  // Without an app router React Aria's links are the browser's, as the kit's native ones are.
  if (!navigate) return children;
  return (
    <RACRouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RACRouterProvider>
  );
}
