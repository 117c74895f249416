import { Route } from 'react-router';
import { lazyScreen, type ScreenRouteHandle } from '../../lib/lazy-screen.ts';
import { preloadListPageOnDemand } from '../../lib/list/preload-list-page.ts';
import { paths } from '../../lib/paths.ts';

const PartnersScreen = lazyScreen(() => import('./PartnersScreen.tsx'), 'PartnersScreen');

const PartnerProfileScreen = lazyScreen(
  () => import('./PartnerProfileScreen.tsx'),
  'PartnerProfileScreen',
);

const AddPartnerScreen = lazyScreen(() => import('./PartnerFormScreen.tsx'), 'AddPartnerScreen');
const UpdatePartnerScreen = lazyScreen(
  () => import('./PartnerFormScreen.tsx'),
  'UpdatePartnerScreen',
);

const PartnerDocumentsScreen = lazyScreen(
  () => import('./PartnerDocumentsScreen.tsx'),
  'PartnerDocumentsScreen',
);

const partnersHandle: ScreenRouteHandle = {
  preload: preloadListPageOnDemand(() => import('./list-rules.ts')),
};

/** The partners area's signed-in routes; each screen is its own chunk. */
export const partnerRoutes = (
  <>
    <Route path={paths.partners.path} element={<PartnersScreen />} handle={partnersHandle} />
    <Route path={paths.partnerProfile.path} element={<PartnerProfileScreen />} />
    <Route path={paths.addPartner.path} element={<AddPartnerScreen />} />
    <Route path={paths.updatePartner.path} element={<UpdatePartnerScreen />} />
    <Route path={paths.documents.path} element={<PartnerDocumentsScreen />} />
  </>
);
