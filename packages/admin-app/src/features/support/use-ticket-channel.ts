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
   * The socket came back after a drop: messages sent meanwhile were never delivered, so the
   * screen asks for the thread again.
   */
  onReconnect: () => void;
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
    echo.private(name).listen(supportMessageSentEvent, (payload: unknown) => {
      const parsed = supportMessageSentSchema.safeParse(payload);
      if (parsed.success) latest.current.onMessage(parsed.data);
      else console.warn('Ignored a malformed chat message', payload);
    });

    const connection = echo.connector.pusher.connection;
    let wasDropped = false;
    const onStateChange = ({ current: state }: { current: string }) => {
      if (state === 'connected' && wasDropped) latest.current.onReconnect();
      wasDropped = state !== 'connected';
    };
    connection.bind('state_change', onStateChange);
    return () => {
      connection.unbind('state_change', onStateChange);
      echo.leave(name);
    };
  }, [echo, ticketId]);
}
