import type { SupportMessage, SupportTicket, User } from '@packlight/api-types';

/** Who is reading the chat: the signed-in user's id and type. */
export type Reader = Pick<User, 'id' | 'type'>;

/**
 * A message of the thread as the screen holds it: the server's, or an optimistic copy whose `id`
 * is its temporary id (a string) and whose status is `pending` until the server answers.
 */
export type ThreadMessage = SupportMessage | (Omit<SupportMessage, 'id'> & { id: string });

const time = (message: ThreadMessage) => {
  const parsed = Date.parse(message.created_at);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** Oldest first; equal times keep their arrival order (the sort is stable). */
const byCreation = (a: ThreadMessage, b: ThreadMessage) => time(a) - time(b);

/**
 * Adds messages to a thread by the rules of docs/product/part-2.md §4: a message carrying the
 * `tempId` of a pending copy replaces that copy, a message whose id is already there is ignored
 * (the sender's answer and the broadcast of the same message both arrive), and the thread stays
 * ordered by creation time.
 */
export function mergeMessages(
  thread: readonly ThreadMessage[],
  incoming: readonly ThreadMessage[],
): ThreadMessage[] {
  let next = [...thread];
  for (const message of incoming) {
    if (next.some((existing) => existing.id === message.id)) continue;
    const replaced = message.tempId
      ? next.findIndex((existing) => existing.id === message.tempId)
      : -1;
    if (replaced === -1) next.push(message);
    else next[replaced] = message;
  }
  next = next.sort(byCreation);
  return next;
}

/** The thread without the pending copy `tempId` (its send failed). */
export function dropMessage(thread: readonly ThreadMessage[], tempId: string): ThreadMessage[] {
  return thread.filter((message) => message.id !== tempId);
}

/** An optimistic copy of a message the reader is sending, shown at once as pending. */
export function pendingMessage(
  ticketId: number,
  reader: Reader,
  text: string,
  tempId: string,
  now: Date,
): ThreadMessage {
  return {
    id: tempId,
    tempId,
    ticket_id: ticketId,
    message: text,
    sender_id: reader.id,
    sender_type: reader.type,
    created_at: now.toISOString(),
    status: 'pending',
  };
}

/** A message is the reader's only when both the sender id AND type match (part-2.md §4). */
export function isMine(message: ThreadMessage, reader: Reader | null): boolean {
  return (
    reader !== null &&
    message.sender_id != null &&
    String(message.sender_id) === String(reader.id) &&
    message.sender_type === reader.type
  );
}

/**
 * Who wrote an incoming message: the ticket's sender, or, for another member of staff, 'Support'.
 * Messages carry only the sender's id and type; the ticket names its own sender.
 */
export function senderOf(
  message: ThreadMessage,
  ticket: Pick<SupportTicket, 'sender'>,
): { name: string; photo: string | null | undefined } {
  const sender = ticket.sender;
  if (
    sender &&
    message.sender_id != null &&
    String(message.sender_id) === String(sender.id) &&
    (sender.type == null || message.sender_type === sender.type)
  ) {
    return { name: sender.name || 'User', photo: sender.profile_photo };
  }
  return { name: 'Support', photo: null };
}
