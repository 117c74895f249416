import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const RidersScreen = lazy(() =>
  import('./RidersScreen.tsx').then((module) => ({ default: module.RidersScreen })),
);

const RiderProfileScreen = lazy(() =>
  import('./RiderProfileScreen.tsx').then((module) => ({ default: module.RiderProfileScreen })),
);

const AddRiderScreen = lazy(() =>
  import('./RiderFormScreen.tsx').then((module) => ({ default: module.AddRiderScreen })),
);
const UpdateRiderScreen = lazy(() =>
  import('./RiderFormScreen.tsx').then((module) => ({ default: module.UpdateRiderScreen })),
);

/** The riders area's signed-in routes; each screen is its own chunk. */
export const riderRoutes = (
  <>
    <Route path={paths.riders.path} element={<RidersScreen />} />
    <Route path={paths.riderProfile.path} element={<RiderProfileScreen />} />
    <Route path={paths.addRider.path} element={<AddRiderScreen />} />
    <Route path={paths.updateRider.path} element={<UpdateRiderScreen />} />
  </>
);
