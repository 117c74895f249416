import { useEffect } from 'react';
import { userChannel } from '@packlight/api-types';
import { useAuth } from '../../lib/auth/context.ts';
import { useEcho } from '../../lib/realtime/index.ts';
import { refreshTicketList } from './api.ts';

/** The notification types the server sends about tickets (a ticket opened, a message received). */
const aboutTickets = /Support/;

/**
 * Keeps the ticket list current while it is open: a ticket opened or answered by its user
 * notifies every administrator on their private channel, and the list asks for its page again.
 * (The list is also asked again when the window regains focus, SWR's default.)
 */
export function useLiveTicketList() {
  const echo = useEcho();
  const { user } = useAuth();
  const type = user?.type;
  const id = user?.id;

  useEffect(() => {
    if (!echo || type === undefined || id === undefined) return;
    const channel = echo.private(userChannel(type, id));
    const listener = (payload: unknown) => {
      const kind = (payload as { type?: unknown } | null)?.type;
      if (typeof kind === 'string' && aboutTickets.test(kind)) void refreshTicketList();
    };
    channel.notification(listener);
    return () => {
      channel.stopListeningForNotification(listener);
    };
  }, [echo, type, id]);
}
