import { asc, eq } from 'drizzle-orm';
import type { SupportMessage, SupportTicket } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { recordActivity } from '../activity/record.ts';
import { supportMessages, supportTickets, type SupportMessageRow } from '../db/schema/index.ts';
import { shownTickets, ticketResource } from './ticket-list.ts';

/** A stored chat message as the API answers and broadcasts it; `tempId` only to its sender. */
export function messageResource(row: SupportMessageRow, tempId?: string): SupportMessage {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    message: row.message,
    sender_id: row.senderId,
    sender_type: row.senderType,
    created_at: row.createdAt.toISOString(),
    status: 'sent',
    ...(tempId === undefined ? {} : { tempId }),
  };
}

/** A ticket without its chat; null if there is none. */
export async function findTicket(db: Db, id: number): Promise<SupportTicket | null> {
  const [row] = await shownTickets(db, [id]);
  return row ? ticketResource(row) : null;
}

/** A ticket with its chat in the order it was written; null if there is none. */
export async function findTicketWithMessages(db: Db, id: number): Promise<SupportTicket | null> {
  const ticket = await findTicket(db, id);
  if (!ticket) return null;
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return { ...ticket, messages: messages.map((row) => messageResource(row)) };
}

/** Sets a ticket's status; false when there is no such ticket. */
export async function updateTicketStatus(
  db: Db,
  id: number,
  status: SupportTicket['status'],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for('update');
    if (!before) return false;
    await tx.update(supportTickets).set({ status }).where(eq(supportTickets.id, id));
    await recordActivity(tx, {
      action: 'status_changed',
      subjectType: 'ticket',
      subjectId: id,
      changes: { status: { before: before.status, after: status } },
    });
    return true;
  });
}
