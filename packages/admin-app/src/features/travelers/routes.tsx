import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const TravelersScreen = lazy(() =>
  import('./TravelersScreen.tsx').then((module) => ({ default: module.TravelersScreen })),
);
const TravelerProfileScreen = lazy(() =>
  import('./TravelerProfileScreen.tsx').then((module) => ({
    default: module.TravelerProfileScreen,
  })),
);

/** The travelers area's signed-in routes; each screen is its own chunk. */
export const travelerRoutes = (
  <>
    <Route path={paths.travelers.path} element={<TravelersScreen />} />
    <Route path={paths.travelerProfile.path} element={<TravelerProfileScreen />} />
  </>
);
