import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const SettingsScreen = lazy(() =>
  import('./SettingsScreen.tsx').then((module) => ({ default: module.SettingsScreen })),
);

/** The settings area's signed-in route; its screen is its own chunk. */
export const settingsRoutes = (
  <>
    <Route path={paths.settings.path} element={<SettingsScreen />} />
  </>
);
