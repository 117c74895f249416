import { Route, Routes } from 'react-router';
import { accountRoutes, guestRoutes } from '../features/auth/routes.tsx';
import { AppRoot } from './AppRoot.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { SignedInApp } from './signed-in-app.ts';

// Every screen is its own chunk, so /login never downloads the signed-in app: each area lists
// its routes with React.lazy screens in its own routes.tsx. The sign-in and account routes are
// placed here; the signed-in ones, with the shell, in layout/SignedInApp.tsx, a chunk of its
// own behind the sign-in guard (signed-in-app.ts). We use the router's declarative mode (D28):
// its data-router half (loaders, actions) would add to every page features SWR already covers.

/** The route table of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppRoot />}>
        <Route element={<GuestOnly />}>{guestRoutes}</Route>
        {accountRoutes}
        <Route element={<RequireAuth />}>
          <Route path="*" element={<SignedInApp />} />
        </Route>
      </Route>
    </Routes>
  );
}
