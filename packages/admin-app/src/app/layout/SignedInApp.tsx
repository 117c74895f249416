import { Route, Routes } from 'react-router';
import { activityRoutes } from '../../features/activity/routes.tsx';
import { dashboardRoutes } from '../../features/dashboard/routes.tsx';
import { notificationRoutes } from '../../features/notifications/routes.tsx';
import { orderRoutes } from '../../features/orders/routes.tsx';
import { partnerRoutes } from '../../features/partners/routes.tsx';
import { productRoutes } from '../../features/products/routes.tsx';
import { refundRoutes } from '../../features/refunds/routes.tsx';
import { riderRoutes } from '../../features/riders/routes.tsx';
import { settingsRoutes } from '../../features/settings/routes.tsx';
import { supportRoutes } from '../../features/support/routes.tsx';
import { travelerRoutes } from '../../features/travelers/routes.tsx';
import { lazyScreen, preloadRoute } from '../../lib/lazy-screen.ts';
import { SignedInLayout } from './SignedInLayout.tsx';

const NotFound = lazyScreen(() => import('../NotFound.tsx'), 'NotFound');

/** Every area's signed-in routes, inside the shell; paths are absolute (src/lib/paths.ts). */
const signedInRoutes = (
  <Route element={<SignedInLayout />}>
    {dashboardRoutes}
    {travelerRoutes}
    {partnerRoutes}
    {riderRoutes}
    {productRoutes}
    {orderRoutes}
    {refundRoutes}
    {supportRoutes}
    {settingsRoutes}
    {notificationRoutes}
    {activityRoutes}
    <Route path="*" element={<NotFound />} />
  </Route>
);

// The screen of the address being opened, and its first call, start as soon as this chunk runs,
// beside the shell's first render, not after it (see lazyScreen).
void preloadRoute(signedInRoutes, window.location);

/**
 * Starts the screens and first calls of `location` and answers when the screens' chunks are in:
 * the sign-in guard waits for it before drawing the shell (see useSignedInAppReady).
 */
export const preloadSignedInRoute = (location: { pathname: string; search: string }) =>
  preloadRoute(signedInRoutes, location);

/**
 * The signed-in half of the route table: the shell and every area's routes. It is one chunk
 * with the shell, loaded once the user is known to be signed in, so the sign-in page does not
 * carry the route table of screens it cannot open (the /login budget). Its paths are
 * absolute, matched below the app table's catch-all.
 */
export function SignedInApp() {
  return <Routes>{signedInRoutes}</Routes>;
}
