import { createBrowserRouter } from 'react-router';
import { paths } from '../lib/paths.ts';
import { AppRoot } from './AppRoot.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';

// Every screen is its own chunk, so /login never downloads the signed-in app.
export const router = createBrowserRouter([
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    // Shown only while the first screen's chunk loads, too briefly to be worth a spinner.
    HydrateFallback: () => null,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            path: paths.login.path,
            lazy: async () => ({
              Component: (await import('../features/auth/LoginScreen.tsx')).LoginScreen,
            }),
          },
        ],
      },
      {
        path: paths.twoFactor.path,
        lazy: async () => ({
          Component: (await import('../features/auth/TwoFactorScreen.tsx')).TwoFactorScreen,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.dashboard.path,
            lazy: async () => ({
              Component: (await import('../features/dashboard/DashboardScreen.tsx'))
                .DashboardScreen,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./NotFound.tsx')).NotFound }),
          },
        ],
      },
    ],
  },
]);
