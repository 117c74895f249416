import { lazyScreen } from '../../lib/lazy-screen.ts';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const SupportScreen = lazyScreen(() => import('./SupportScreen.tsx'), 'SupportScreen');
const TicketChatScreen = lazyScreen(() => import('./TicketChatScreen.tsx'), 'TicketChatScreen');

/** The support area's signed-in routes; each screen is its own chunk. */
export const supportRoutes = (
  <>
    <Route path={paths.support.path} element={<SupportScreen />} />
    <Route path={paths.ticketChat.path} element={<TicketChatScreen />} />
  </>
);
