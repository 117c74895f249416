import { and, asc, desc, eq } from 'drizzle-orm';
import type { ListQuery, SupportMessage, SupportTicket } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { recordActivity } from '../activity/record.ts';
import {
  supportMessages,
  supportTickets,
  users,
  type SupportMessageRow,
} from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  inIdOrder,
  type ListAnswer,
  searchTextWhere,
  statusWhere,
  sortColumns,
} from '../http/list-query.ts';
import { answerList, type StreamedList } from '../http/streamed-list.ts';

// Only the columns a ticket's answer shows: whole rows would also read the ticket's and the
// sender's stored search text and search pieces (migration 0008), for every row of a whole list.
const listFields = {
  ticket: {
    id: supportTickets.id,
    ticketCode: supportTickets.ticketCode,
    subject: supportTickets.subject,
    message: supportTickets.message,
    createdAt: supportTickets.createdAt,
    status: supportTickets.status,
    version: supportTickets.version,
    orderId: supportTickets.orderId,
  },
  sender: {
    id: users.id,
    type: users.type,
    name: users.name,
    email: users.email,
    profilePhoto: users.profilePhoto,
  },
};

function ticketsWithSender(db: Db) {
  return db
    .select(listFields)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId));
}

type ListRow = Awaited<ReturnType<typeof ticketsWithSender>>[number];

function ticketResource({ ticket, sender }: ListRow): SupportTicket {
  return {
    id: ticket.id,
    ticket_id: ticket.ticketCode,
    sender: {
      id: sender.id,
      type: sender.type,
      name: sender.name,
      email: sender.email,
      profile_photo: sender.profilePhoto,
    },
    subject: ticket.subject,
    message: ticket.message,
    created_at: ticket.createdAt.toISOString(),
    status: ticket.status,
    version: ticket.version,
    order_id: ticket.orderId,
  };
}

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

const sortable = {
  id: supportTickets.id,
  ticket_id: supportTickets.ticketCode,
  created_at: supportTickets.createdAt,
  status: supportTickets.status,
  subject: supportTickets.subject,
  // The sender's name and type, copied onto the ticket by triggers (migration 0008).
  name: supportTickets.senderName,
  user_type: supportTickets.senderType,
};

/** GET /support-tickets: newest first (the list's default) unless sorted otherwise. */
export async function listTickets(
  db: Db,
  query: ListQuery,
): Promise<ListAnswer<SupportTicket> | StreamedList<SupportTicket>> {
  const where = and(
    searchTextWhere(query, supportTickets.searchText),
    statusWhere(query, supportTickets.status),
  );
  const order = indexedSortOrder(query, sortable, supportTickets.id, [
    desc(supportTickets.createdAt),
    desc(supportTickets.id),
  ]);
  const pick = {
    table: supportTickets,
    id: supportTickets.id,
    where,
    order,
    collectColumns: sortColumns(sortable),
  };
  const load = async (ids: number[]) => {
    const rows =
      ids.length === 0 ? [] : await ticketsWithSender(db).where(amongIds(supportTickets.id, ids));
    return inIdOrder(ids, rows, (row) => row.ticket.id).map(ticketResource);
  };
  return answerList(db, query, pick, load);
}

/** A ticket without its chat; null if there is none. */
export async function findTicket(db: Db, id: number): Promise<SupportTicket | null> {
  const [row] = await ticketsWithSender(db).where(eq(supportTickets.id, id));
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
