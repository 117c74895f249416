import { Route } from 'react-router';
import { lazyScreen, type ScreenRouteHandle } from '../../lib/lazy-screen.ts';
import { preloadListPageOnDemand } from '../../lib/list/preload-list-page.ts';
import { paths } from '../../lib/paths.ts';

const SupportScreen = lazyScreen(() => import('./SupportScreen.tsx'), 'SupportScreen');
const TicketChatScreen = lazyScreen(() => import('./TicketChatScreen.tsx'), 'TicketChatScreen');

const supportHandle: ScreenRouteHandle = {
  preload: preloadListPageOnDemand(() => import('./list-rules.ts')),
};

/** The support area's signed-in routes; each screen is its own chunk. */
export const supportRoutes = (
  <>
    <Route path={paths.support.path} element={<SupportScreen />} handle={supportHandle} />
    <Route path={paths.ticketChat.path} element={<TicketChatScreen />} />
  </>
);
