import { Route } from 'react-router';
import { lazyScreen, type ScreenRouteHandle } from '../../lib/lazy-screen.ts';
import { preloadListPageOnDemand } from '../../lib/list/preload-list-page.ts';
import { paths } from '../../lib/paths.ts';

const TravelersScreen = lazyScreen(() => import('./TravelersScreen.tsx'), 'TravelersScreen');
const TravelerProfileScreen = lazyScreen(
  () => import('./TravelerProfileScreen.tsx'),
  'TravelerProfileScreen',
);

const travelersHandle: ScreenRouteHandle = {
  preload: preloadListPageOnDemand(() => import('./list-rules.ts')),
};

/** The travelers area's signed-in routes; each screen is its own chunk. */
export const travelerRoutes = (
  <>
    <Route path={paths.travelers.path} element={<TravelersScreen />} handle={travelersHandle} />
    <Route path={paths.travelerProfile.path} element={<TravelerProfileScreen />} />
  </>
);
