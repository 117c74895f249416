import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { accountRoutes, guestRoutes } from '../features/auth/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { notificationRoutes } from '../features/notifications/routes.tsx';
import { orderRoutes } from '../features/orders/routes.tsx';
import { partnerRoutes } from '../features/partners/routes.tsx';
import { productRoutes } from '../features/products/routes.tsx';
import { refundRoutes } from '../features/refunds/routes.tsx';
import { riderRoutes } from '../features/riders/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { supportRoutes } from '../features/support/routes.tsx';
import { travelerRoutes } from '../features/travelers/routes.tsx';
import { AppRoot } from './AppRoot.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireAuth } from './RequireAuth.tsx';

// Every screen is its own chunk, so /login never downloads the signed-in app: each area lists
// its routes with React.lazy screens in its own routes.tsx, and this table places them behind
// the right guard. We use the router's declarative mode: the data-router half (loaders,
// actions) would add ~16 kB gzip to every page for features SWR already covers.
const SignedInLayout = lazy(() =>
  import('./layout/SignedInLayout.tsx').then((module) => ({ default: module.SignedInLayout })),
);
const NotFound = lazy(() =>
  import('./NotFound.tsx').then((module) => ({ default: module.NotFound })),
);

/** The route table of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppRoot />}>
        <Route element={<GuestOnly />}>{guestRoutes}</Route>
        {accountRoutes}
        <Route element={<RequireAuth />}>
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
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
