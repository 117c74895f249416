import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListQuery, PageMeta, Traveler } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { travelers, users } from '../db/schema/index.ts';
import { listAnswer, pageWindow, searchWhere, sortOrder, statusWhere } from '../http/list-query.ts';
import { ordersCount, travelerListItem } from './traveler-json.ts';

/** `?sort=` names: the list's columns (Traveler Name, Phone Number, Orders, Status) and a few more. */
const sortable = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  country: travelers.country,
  status: travelers.status,
  orders: ordersCount,
  last_active: travelers.lastActiveAt,
  created_at: travelers.createdAt,
  id: travelers.id,
};

/** Spec 1, section 5: name or email case-insensitively, or phone as a substring. */
const searched = (query: ListQuery) => searchWhere(query, [users.name, users.email, users.phone]);

function filters(query: ListQuery): SQL | undefined {
  return and(searched(query), statusWhere(query, travelers.status));
}

/** How many travelers the filters keep. Every traveler has one users row, so without a search
 * the join changes no count and is left out (it cost most of a page's time at 100k travelers). */
async function countTravelers(db: Db, query: ListQuery): Promise<number> {
  const counted = searched(query)
    ? db.select({ n: count() }).from(travelers).innerJoin(users, eq(users.id, travelers.userId))
    : db.select({ n: count() }).from(travelers);
  const [total] = await counted.where(filters(query));
  return total?.n ?? 0;
}

/** GET /travelers: the whole filtered, sorted list, or one page of it with `meta`. Newest first. */
export async function listTravelers(
  db: Db,
  query: ListQuery,
): Promise<{ data: Traveler[]; meta?: PageMeta }> {
  const where = filters(query);
  const window = pageWindow(query);
  let rows = db
    .select({ item: travelerListItem.as('item') })
    .from(travelers)
    .innerJoin(users, eq(users.id, travelers.userId))
    .where(where)
    .orderBy(...sortOrder(query, sortable, [desc(travelers.id)]))
    .$dynamic();
  if (window) rows = rows.limit(window.limit).offset(window.offset);
  // One JSON array in the subquery's order (a sorted subquery is not flattened into its caller).
  const page = rows.as('page');
  const [result] = await db
    .select({ items: sql<Traveler[]>`coalesce(json_agg(${page.item}), '[]'::json)` })
    .from(page);
  const items = result?.items ?? [];
  if (!window) return listAnswer(query, items, items.length);
  return listAnswer(query, items, await countTravelers(db, query));
}
