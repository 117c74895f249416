import { lazyScreen } from '../../lib/lazy-screen.ts';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const SettingsScreen = lazyScreen(() => import('./SettingsScreen.tsx'), 'SettingsScreen');

/** The settings area's signed-in route; its screen is its own chunk. */
export const settingsRoutes = (
  <>
    <Route path={paths.settings.path} element={<SettingsScreen />} />
  </>
);
