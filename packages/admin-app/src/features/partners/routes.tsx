import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const PartnersScreen = lazy(() =>
  import('./PartnersScreen.tsx').then((module) => ({ default: module.PartnersScreen })),
);

const PartnerProfileScreen = lazy(() =>
  import('./PartnerProfileScreen.tsx').then((module) => ({
    default: module.PartnerProfileScreen,
  })),
);

const AddPartnerScreen = lazy(() =>
  import('./PartnerFormScreen.tsx').then((module) => ({ default: module.AddPartnerScreen })),
);
const UpdatePartnerScreen = lazy(() =>
  import('./PartnerFormScreen.tsx').then((module) => ({ default: module.UpdatePartnerScreen })),
);

const PartnerDocumentsScreen = lazy(() =>
  import('./PartnerDocumentsScreen.tsx').then((module) => ({
    default: module.PartnerDocumentsScreen,
  })),
);

/** The partners area's signed-in routes; each screen is its own chunk. */
export const partnerRoutes = (
  <>
    <Route path={paths.partners.path} element={<PartnersScreen />} />
    <Route path={paths.partnerProfile.path} element={<PartnerProfileScreen />} />
    <Route path={paths.addPartner.path} element={<AddPartnerScreen />} />
    <Route path={paths.updatePartner.path} element={<UpdatePartnerScreen />} />
    <Route path={paths.documents.path} element={<PartnerDocumentsScreen />} />
  </>
);
