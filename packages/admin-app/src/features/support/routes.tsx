import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const SupportScreen = lazy(() =>
  import('./SupportScreen.tsx').then((module) => ({ default: module.SupportScreen })),
);
const TicketChatScreen = lazy(() =>
  import('./TicketChatScreen.tsx').then((module) => ({ default: module.TicketChatScreen })),
);

/** The support area's signed-in routes; each screen is its own chunk. */
export const supportRoutes = (
  <>
    <Route path={paths.support.path} element={<SupportScreen />} />
    <Route path={paths.ticketChat.path} element={<TicketChatScreen />} />
  </>
);
