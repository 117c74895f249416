import { eq } from 'drizzle-orm';
import type { SupportMessage } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { supportMessages, supportTickets } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { announceToAdmins, storeAdminNotifications } from '../notifications/admin-notifications.ts';
import { broadcastSupportMessage, type Broadcaster, type ChannelUser } from '../realtime/index.ts';
import { messageResource } from './queries.ts';

export interface TicketMessage {
  ticketId: number;
  /** An administrator, or the user who opened the ticket. */
  sender: ChannelUser;
  message: string;
  /** The sender's optimistic copy, echoed so it is replaced rather than doubled. */
  tempId?: string;
  /** The sender's socket (X-Socket-ID): it shows the message already. */
  exceptSocketId?: string | null;
}

/**
 * Stores a chat message and sends it live to the ticket's channel. A message from the ticket's
 * user (not from an administrator) also notifies every administrator, who must answer it.
 */
export async function postTicketMessage(
  db: Db,
  broadcaster: Broadcaster,
  { ticketId, sender, message, tempId, exceptSocketId }: TicketMessage,
): Promise<SupportMessage> {
  const fromAdmin = sender.type === 'admin';
  const { row, notices } = await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ userId: supportTickets.userId, code: supportTickets.ticketCode })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId));
    if (!ticket) throw notFound();
    if (!fromAdmin && ticket.userId !== sender.id) throw forbidden();

    const [row] = await tx
      .insert(supportMessages)
      .values({ ticketId, senderId: sender.id, senderType: sender.type, message })
      .returning();
    if (!row) throw new Error('Inserting a support message returned no row');
    const notices = fromAdmin
      ? []
      : await storeAdminNotifications(tx, {
          type: 'App\\Notifications\\SupportMessageReceived',
          permission: 'support:read',
          title: 'New message on a ticket',
          message: `${ticket.code}: ${message.length > 80 ? `${message.slice(0, 79)}…` : message}`,
          url: `/support/chatsupport/${ticketId}`,
        });
    return { row, notices };
  });

  const answer = messageResource(row, tempId);
  await broadcastSupportMessage(broadcaster, ticketId, answer, exceptSocketId);
  await announceToAdmins(broadcaster, notices);
  return answer;
}
