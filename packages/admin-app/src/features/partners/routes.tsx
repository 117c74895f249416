import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const PartnersScreen = lazy(() =>
  import('./PartnersScreen.tsx').then((module) => ({ default: module.PartnersScreen })),
);

/** The partners area's signed-in routes; each screen is its own chunk. */
export const partnerRoutes = (
  <>
    <Route path={paths.partners.path} element={<PartnersScreen />} />
  </>
);
