import { useMemo, useState } from 'react';
import { supportEndpoints, type SupportTicket } from '@packlight/api-types';
import {
  Card,
  ChatThread,
  MessageComposer,
  PersonCell,
  Stack,
  toast,
  type ChatMessage,
} from '@packlight/ui';
import { usePermission } from '../../lib/access/use-permission.ts';
import { useAuth } from '../../lib/auth/context.ts';
import { errorText } from '../../lib/api-error.ts';
import { formatDay } from '../../lib/format.ts';
import { isMine, senderOf } from './chat-messages.ts';
import { canReply, ticketLabel } from './ticket-rules.ts';
import { useTicketThread } from './use-ticket-thread.ts';
import * as styles from './TicketChat.css.ts';

export interface TicketChatProps {
  /** The ticket with its messages, as fetched. */
  ticket: SupportTicket;
  /** Asks the server for the ticket again (the channel was joined, or joined again). */
  refetch: () => void;
}

/** The first message, thread and composer of one ticket (TicketHeader heads the page). */
export function TicketChat({ ticket, refetch }: TicketChatProps) {
  const { user } = useAuth();
  const reader = useMemo(() => (user ? { id: user.id, type: user.type } : null), [user]);
  const { messages, send } = useTicketThread(ticket.id, ticket.messages, reader, refetch);
  const [draft, setDraft] = useState('');
  // A role that only reads tickets sees the conversation without the composer (D71).
  const mayReply = usePermission(supportEndpoints.sendMessage) && canReply(ticket, user?.type);

  const shown = useMemo(
    () =>
      messages.map((message): ChatMessage => {
        const mine = isMine(message, reader);
        const sender = mine ? null : senderOf(message, ticket);
        return {
          id: message.id,
          body: message.message,
          createdAt: message.created_at,
          isMine: mine,
          status: message.status ?? 'sent',
          senderName: sender?.name,
          avatar: sender?.photo,
        };
      }),
    [messages, reader, ticket],
  );

  function onSend(text: string) {
    send(text).catch((error: unknown) => {
      // Nothing typed is lost: the text goes back into the box, before anything typed since.
      setDraft((current) => (current ? `${text}\n${current}` : text));
      toast.danger(`Message not sent. ${errorText(error, 'Please try again.')}`);
    });
  }

  const label = ticketLabel(ticket);
  return (
    <Stack gap="lg">
      <Card title="Message" headingLevel={2}>
        <Stack gap="sm">
          <PersonCell
            src={ticket.sender?.profile_photo}
            name={ticket.sender?.name || 'User'}
            secondary={[ticket.sender?.email, formatDay(ticket.created_at)]
              .filter(Boolean)
              .join(' · ')}
          />
          <p className={styles.firstMessage}>{ticket.message}</p>
        </Stack>
      </Card>
      <Card title="Conversation" headingLevel={2}>
        <ChatThread
          messages={shown}
          aria-label={`Messages of ticket ${label}`}
          className={styles.thread}
        />
        {mayReply && (
          <MessageComposer
            value={draft}
            onChange={setDraft}
            onSend={onSend}
            label={`Reply to ticket ${label}`}
            className={styles.composer}
          />
        )}
      </Card>
    </Stack>
  );
}
