/**
 * The support tickets list, declared once: what a listed ticket shows (by its API field), the
 * `?sort=` names the contract lists (`ticketSorts`), the search and the status filter. The page,
 * the whole list and the detail read `ticketShown`; `ticketResource` turns its dates into the
 * API's (docs/architecture.md, "Adding a list column").
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ListQuery, SupportTicket, TicketSort } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { supportTickets, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  loadShown,
  searchTextWhere,
  sortColumns,
  statusWhere,
  type Sortable,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';

/**
 * What a ticket shows, by API field: the ticket's row and its sender's account. Only these
 * columns are read, not the stored search text and pieces (migration 0008).
 */
export const ticketShown = {
  id: supportTickets.id,
  ticket_id: supportTickets.ticketCode,
  sender: {
    id: users.id,
    type: users.type,
    name: users.name,
    email: users.email,
    profile_photo: users.profilePhoto,
  },
  subject: supportTickets.subject,
  message: supportTickets.message,
  created_at: supportTickets.createdAt,
  status: supportTickets.status,
  version: supportTickets.version,
  order_id: supportTickets.orderId,
};

/**
 * `?sort=` names and what they sort on, each through an index of the tickets table: the
 * sender's name and type are copied onto the ticket by triggers (migration 0008).
 */
export const ticketSortColumns: Record<TicketSort, Sortable> = {
  id: supportTickets.id,
  ticket_id: supportTickets.ticketCode,
  created_at: supportTickets.createdAt,
  status: supportTickets.status,
  subject: supportTickets.subject,
  name: supportTickets.senderName,
  user_type: supportTickets.senderType,
};

/** The tickets of a page, a whole list's batch or a detail, with their sender. */
export function shownTickets(db: Db, ids: number[]) {
  return db
    .select(ticketShown)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(amongIds(supportTickets.id, ids));
}

/** A ticket as the API shows it: its shown fields, the date as ISO text. */
export function ticketResource(
  shown: Awaited<ReturnType<typeof shownTickets>>[number],
): SupportTicket {
  return { ...shown, created_at: shown.created_at.toISOString() };
}

/** GET /support-tickets: newest first (the list's default) unless sorted otherwise. */
export async function listTickets(db: Db, query: ListQuery) {
  const pick = {
    table: supportTickets,
    id: supportTickets.id,
    where: and(
      searchTextWhere(query, supportTickets.searchText),
      statusWhere(query, supportTickets.status),
    ),
    order: indexedSortOrder(query, ticketSortColumns, supportTickets.id, [
      desc(supportTickets.createdAt),
      desc(supportTickets.id),
    ]),
    collectColumns: sortColumns(ticketSortColumns),
  };
  const load = loadShown((ids) => shownTickets(db, ids), ticketResource);
  return answerList(db, query, pick, load);
}
