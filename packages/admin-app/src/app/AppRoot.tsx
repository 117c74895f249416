import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../lib/auth/AuthProvider.tsx';
import { ThemeProvider } from '../lib/theme/ThemeProvider.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** The root route: app-wide providers (auth needs the router: it navigates on sign-out). */
export function AppRoot() {
  const { pathname } = useLocation();
  return (
    <ThemeProvider>
      <AuthProvider>
        <RouteErrorBoundary resetKey={pathname}>
          {/* A screen's chunk arrives too quickly to be worth a spinner. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AuthProvider>
    </ThemeProvider>
  );
}
