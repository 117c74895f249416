import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { supportMessages, supportTickets, users } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { announceToAdmins, storeAdminNotifications } from '../notifications/admin-notifications.ts';
import { displayCode, nextId } from '../db/display-codes.ts';
import type { Broadcaster } from '../realtime/index.ts';

export interface NewTicket {
  /** The traveler's, partner's or rider's users row. */
  userId: number;
  subject: string;
  message: string;
  orderId?: number | null;
}

/**
 * A user opens a support ticket: Pending, its first message also the chat's first line (as the
 * chat screen lists it), and every administrator is told.
 */
export async function openTicket(
  db: Db,
  broadcaster: Broadcaster,
  { userId, subject, message, orderId = null }: NewTicket,
): Promise<{ id: number }> {
  const { id, notices } = await db.transaction(async (tx) => {
    const [user] = await tx.select({ type: users.type }).from(users).where(eq(users.id, userId));
    if (!user) throw validationFailed({ user_id: ['The selected user is invalid.'] });

    const id = await nextId(tx, supportTickets);
    const code = displayCode('TCK', id);
    await tx
      .insert(supportTickets)
      .values({ id, ticketCode: code, userId, subject, message, orderId, status: 'Pending' });
    await tx
      .insert(supportMessages)
      .values({ ticketId: id, senderId: userId, senderType: user.type, message });
    const notices = await storeAdminNotifications(tx, {
      type: 'App\\Notifications\\SupportTicketOpened',
      permission: 'support:read',
      title: 'New support ticket',
      message: `${subject} (${code})`,
      url: `/support/chatsupport/${id}`,
    });
    return { id, notices };
  });
  await announceToAdmins(broadcaster, notices);
  return { id };
}
