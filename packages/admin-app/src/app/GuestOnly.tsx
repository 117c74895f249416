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

/**
 * /login and /signup: a signed-in user goes back where they came from, or to the dashboard; a
 * sign-in waiting for its second factor goes on to /two-factor (docs/product/part-1.md §2).
 */
export function GuestOnly() {
  const { status, pending } = useAuth();
  const location = useLocation();

  if (status === 'checking') return <AuthCheck />;
  if (pending) return <Navigate to={paths.twoFactor.href()} replace />;
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
