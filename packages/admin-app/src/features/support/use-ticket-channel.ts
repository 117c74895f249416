import { useEffect, useRef } from 'react';
import {
  supportMessageSentEvent,
  supportMessageSentSchema,
  supportTicketChannel,
  type SupportMessage,
} from '@packlight/api-types';
import { useEcho } from '../../lib/realtime/index.ts';

export interface TicketChannelHandlers {
  /** Each `SupportMessageSent` of the ticket, checked against the contract. */
  onMessage: (message: SupportMessage) => void;
  /**
   * The channel was joined, or joined again after a dropped socket: whatever was sent before
   * that was never delivered live, so the screen asks for the thread again.
   */
  onJoined: () => void;
}

/**
 * Listens on the ticket's private channel `support.ticket.{id}` (docs/product/decisions.md D21)
 * while the chat is open, and leaves it when the screen closes or the ticket changes.
 */
export function useTicketChannel(ticketId: number | null, handlers: TicketChannelHandlers) {
  const echo = useEcho();
  // The subscription stays put while the handlers change identity.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!echo || ticketId === null) return;
    const name = supportTicketChannel(ticketId);
    echo
      .private(name)
      .listen(supportMessageSentEvent, (payload: unknown) => {
        const parsed = supportMessageSentSchema.safeParse(payload);
        if (parsed.success) latest.current.onMessage(parsed.data);
        else console.warn('Ignored a malformed chat message', payload);
      })
      // pusher-js joins its channels again after a reconnect, and says so here each time.
      .subscribed(() => latest.current.onJoined());
    return () => echo.leave(name);
  }, [echo, ticketId]);
}
