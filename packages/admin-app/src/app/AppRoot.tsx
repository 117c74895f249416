import { Outlet } from 'react-router';
import { AuthProvider } from '../lib/auth/AuthProvider.tsx';

/** The root route: app-wide providers that need the router (auth navigates on sign-out). */
export function AppRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
