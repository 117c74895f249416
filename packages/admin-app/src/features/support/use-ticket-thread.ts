import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SupportMessage } from '@packlight/api-types';
import { sendTicketMessage } from './api.ts';
import {
  dropMessage,
  mergeMessages,
  pendingMessage,
  type Reader,
  type ThreadMessage,
} from './chat-messages.ts';
import { useTicketChannel } from './use-ticket-channel.ts';

let tempCount = 0;
/** A temporary id for an optimistic copy; unique within the page, and never a number. */
const newTempId = () => `tmp-${Date.now().toString(36)}-${(tempCount += 1)}`;

export interface TicketThread {
  messages: readonly ThreadMessage[];
  /**
   * Shows the message at once as pending and posts it; resolves when the server has it. On
   * failure the copy is removed again and the promise rejects, so the screen can give the text back.
   */
  send: (text: string) => Promise<void>;
}

/**
 * A ticket's messages as the chat shows them (docs/product/part-2.md §4): the fetched thread,
 * the reader's optimistic copies, and live messages from the ticket channel, merged by id and
 * temporary id and ordered by creation time. `fetched` is asked again each time the channel is
 * joined (`refetch`): what was sent before that, or while the socket was down, is merged in too.
 */
export function useTicketThread(
  ticketId: number,
  fetched: readonly SupportMessage[] | null | undefined,
  reader: Reader | null,
  refetch: () => void,
): TicketThread {
  const [thread, setThread] = useState<ThreadMessage[]>(() => mergeMessages([], fetched ?? []));

  useEffect(() => {
    if (fetched) setThread((current) => mergeMessages(current, fetched));
  }, [fetched]);

  const handlers = useMemo(
    () => ({
      onMessage: (message: SupportMessage) =>
        setThread((current) => mergeMessages(current, [message])),
      onJoined: refetch,
    }),
    [refetch],
  );
  useTicketChannel(ticketId, handlers);

  const send = useCallback(
    async (text: string) => {
      if (!reader) throw new Error('Nobody is signed in to send this message.');
      const tempId = newTempId();
      setThread((current) =>
        mergeMessages(current, [pendingMessage(ticketId, reader, text, tempId, new Date())]),
      );
      try {
        const saved = await sendTicketMessage(ticketId, text, tempId);
        // The answer names the copy it replaces, whatever the server echoed.
        setThread((current) => mergeMessages(current, [{ ...saved, tempId }]));
      } catch (error) {
        setThread((current) => dropMessage(current, tempId));
        throw error;
      }
    },
    [ticketId, reader],
  );

  return { messages: thread, send };
}
