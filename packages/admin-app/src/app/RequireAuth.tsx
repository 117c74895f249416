import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/context.ts';
import { paths } from '../lib/paths.ts';
import { AuthCheck } from './AuthCheck.tsx';
import { useSignedInAppReady } from './signed-in-app.ts';

/** Lets only signed-in users through; everyone else goes to /login, remembering where to return. */
export function RequireAuth() {
  const { status, pending } = useAuth();
  const location = useLocation();
  const appReady = useSignedInAppReady(status === 'signed-in');

  if (status === 'checking') return <AuthCheck />;
  if (status === 'signed-out') {
    if (pending) return <Navigate to={paths.twoFactor.href()} replace />;
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={paths.login.href()} replace state={{ from }} />;
  }
  // The same loading screen while the signed-in app's code arrives, so nothing flashes empty.
  if (!appReady) return <AuthCheck />;
  return <Outlet />;
}
