import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../lib/auth/AuthProvider.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** The root route: app-wide providers that need the router (auth navigates on sign-out). */
export function AppRoot() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <RouteErrorBoundary resetKey={pathname}>
        {/* A screen's chunk arrives too quickly to be worth a spinner. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AuthProvider>
  );
}
