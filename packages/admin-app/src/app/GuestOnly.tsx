import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/context.ts';
import { paths } from '../lib/paths.ts';
import { AuthCheck } from './AuthCheck.tsx';

/** The page a guarded route sent the visitor away from, if it is one of ours. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  // Only same-app paths: "//host" would leave the site.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : paths.dashboard.href();
}

/** Sign-in pages: a signed-in user goes back where they came from, or to the dashboard. */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'checking') return <AuthCheck />;
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
