import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthProvider } from '../lib/auth/AuthProvider.tsx';
import { ThemeProvider } from '../lib/theme/ThemeProvider.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/**
 * The root route: app-wide providers (auth needs the router: it navigates on sign-out). It reads
 * no location itself, so a change of the address (each search keystroke writes one) re-renders
 * only what reads it, not every provider below.
 */
export function AppRoot() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <PathErrorBoundary>
          {/* A screen's chunk arrives too quickly to be worth a spinner. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PathErrorBoundary>
      </AuthProvider>
    </ThemeProvider>
  );
}

/** The error boundary, cleared when the path changes, so navigating away recovers. */
function PathErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}
