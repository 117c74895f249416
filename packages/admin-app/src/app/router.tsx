import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../lib/paths.ts';
import { AppRoot } from './AppRoot.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireAuth } from './RequireAuth.tsx';

// Every screen is its own chunk, so /login never downloads the signed-in app. We use the
// router's declarative mode: the data-router half (loaders, actions) would add ~16 kB gzip to
// every page for features SWR already covers.
const LoginScreen = lazy(() =>
  import('../features/auth/LoginScreen.tsx').then((module) => ({ default: module.LoginScreen })),
);
const TwoFactorScreen = lazy(() =>
  import('../features/auth/TwoFactorScreen.tsx').then((module) => ({
    default: module.TwoFactorScreen,
  })),
);
const DashboardScreen = lazy(() =>
  import('../features/dashboard/DashboardScreen.tsx').then((module) => ({
    default: module.DashboardScreen,
  })),
);
const NotFound = lazy(() =>
  import('./NotFound.tsx').then((module) => ({ default: module.NotFound })),
);

/** The route table of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppRoot />}>
        <Route element={<GuestOnly />}>
          <Route path={paths.login.path} element={<LoginScreen />} />
        </Route>
        <Route path={paths.twoFactor.path} element={<TwoFactorScreen />} />
        <Route element={<RequireAuth />}>
          <Route path={paths.dashboard.path} element={<DashboardScreen />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
