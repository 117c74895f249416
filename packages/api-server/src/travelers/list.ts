/**
 * The travelers list, declared once: what a listed traveler shows (by its API field), the
 * `?sort=` names the contract lists (`travelerSorts`), the search and the status filter. The
 * page, the whole list and the dashboard's newest travelers read `travelerShown`;
 * `travelerResource` adds the traveler's orders and turns dates (docs/architecture.md, "Adding a
 * list column").
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ListQuery, Traveler, TravelerSort } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, travelers, travelerStatusCounts, users } from '../db/schema/index.ts';
import {
  amongIds,
  inIdOrder,
  searchTextWhere,
  sortOrder,
  statusWhere,
  type Sortable,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';
import { displayName, travelerResource } from './resource.ts';

/** What a traveler shows, by API field, over `travelers` joined to its `users` row. */
export const travelerShown = {
  id: travelers.id,
  name: displayName,
  email: users.email,
  phone: users.phone,
  country: travelers.country,
  profile_photo: users.profilePhoto,
  status: travelers.status,
  version: travelers.version,
  last_active: travelers.lastActiveAt,
};

// Every sort ends on travelers.id desc, and migration 0003 indexes each travelers column in both
// directions with that tie-break, so a page is read off an index: ORDER BY ... LIMIT 10 stops
// after ten rows instead of sorting the table. The users columns are sorted through their own
// index, the few equal names or phones then sorted by id (an incremental sort).

/** `?sort=` names and what they sort on (the list's columns and a few more). */
export const travelerSortColumns: Record<TravelerSort, Sortable> = {
  id: travelers.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  country: travelers.country,
  status: travelers.status,
  orders: travelers.ordersCount,
  last_active: travelers.lastActiveAt,
  created_at: travelers.createdAt,
};

/** The sorts on a users column: only they need the join to pick a page. */
const usersSorts: ReadonlySet<string> = new Set<TravelerSort>(['name', 'email', 'phone']);

/** The same sorts for a search's collected matches: the user's columns copied on the traveler. */
const matchSortable = {
  ...travelerSortColumns,
  name: travelers.userName,
  email: travelers.userEmail,
  phone: travelers.userPhone,
};

/**
 * GET /travelers: the filtered, sorted list, newest first; one page with `meta`, or the whole
 * list streamed. Searched on name or email case-insensitively, or phone as a substring
 * (docs/product/part-1.md §5), on the traveler's copy of users.search_text (migration 0008). An
 * unsearched page's total is read from the per-status counts the triggers keep.
 */
export async function listTravelers(db: Db, query: ListQuery) {
  const joins =
    query.sort !== undefined && usersSorts.has(query.sort)
      ? sql`join ${users} on ${users.id} = ${travelers.userId}`
      : undefined;
  const pick = {
    table: travelers,
    id: travelers.id,
    where: and(
      searchTextWhere(query, travelers.searchText),
      statusWhere(query, travelers.status),
      isNull(travelers.deletedAt),
    ),
    joins,
    order: sortOrder(query, travelerSortColumns, [desc(travelers.id)]),
    total: sql`(select sum(${travelerStatusCounts.travelers})::int from ${travelerStatusCounts}
      where ${statusWhere(query, travelerStatusCounts.status) ?? sql`true`})`,
    // A search's collected matches keep only the columns a sort reads, not the search pieces.
    collectColumns: sql.join(Object.values(matchSortable), sql`, `),
    ...(joins && { matchOrder: sortOrder(query, matchSortable, [desc(travelers.id)]) }),
  };
  return answerList(db, query, pick, (ids) => travelerItems(db, ids));
}

/** The given travelers as the list shows them, without their orders. */
export function travelerShownRows(db: Db, ids: number[]) {
  return db
    .select(travelerShown)
    .from(travelers)
    .innerJoin(users, eq(users.id, travelers.userId))
    .where(amongIds(travelers.id, ids));
}

/** The list rows of the given travelers, in that order, each with its orders. */
export async function travelerItems(db: Db, ids: number[]): Promise<Traveler[]> {
  if (ids.length === 0) return [];
  const [rows, history] = await Promise.all([
    travelerShownRows(db, ids),
    db
      .select({
        travelerId: orders.travelerId,
        id: orders.id,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(amongIds(orders.travelerId, ids))
      .orderBy(asc(orders.id)),
  ]);
  const ordersOf = new Map<number, typeof history>();
  for (const order of history) {
    const held = ordersOf.get(order.travelerId);
    if (held) held.push(order);
    else ordersOf.set(order.travelerId, [order]);
  }
  return inIdOrder(ids, rows, (row) => row.id).map((row) =>
    travelerResource(row, ordersOf.get(row.id) ?? []),
  );
}
