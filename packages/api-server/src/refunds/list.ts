/**
 * The refunds list, declared once: what a listed refund shows (by its API field), the `?sort=`
 * names the contract lists (`refundSorts`), the search and the status filter. The page, the whole
 * list and the detail read `refundShown`; `refundResource` turns its stored forms (cents, dates)
 * into the API's (docs/architecture.md, "Adding a list column").
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListQuery, RefundSort } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, partners, refunds, travelers, users } from '../db/schema/index.ts';
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
import { refundResource } from './resource.ts';

const travelerUser = alias(users, 'traveler_user');
const partnerUser = alias(users, 'partner_user');

/** A party's account, as a refund shows it. */
const account = (user: typeof travelerUser | typeof partnerUser) => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  profile_photo: user.profilePhoto,
});

/**
 * What a refund shows, by API field: the refund's row, its order and both parties. Only these
 * columns are read, not the stored search text and pieces (migration 0008).
 */
export const refundShown = {
  id: refunds.id,
  refund_id: refunds.refundCode,
  orderId: refunds.orderId,
  reason: refunds.reason,
  requested_at: refunds.requestedAt,
  status: refunds.status,
  version: refunds.version,
  amount: refunds.amountCents,
  order: {
    id: orders.id,
    status: orders.status,
    created_at: orders.createdAt,
    total_price: orders.totalCents,
    traveler_name: travelerUser.name,
    // The order's business, as the lists name it; an unnamed business goes by its owner.
    partner_name: sql<string | null>`coalesce(${partners.businessName}, ${partnerUser.name})`,
  },
  traveler: { id: travelers.id, ...account(travelerUser) },
  partner: { id: partners.id, business_name: partners.businessName, ...account(partnerUser) },
};

/**
 * `?sort=` names and what they sort on, each through an index of the refunds table: the parties'
 * names are copied from the order by triggers (migration 0008).
 */
export const refundSortColumns: Record<RefundSort, Sortable> = {
  id: refunds.id,
  refund_id: refunds.refundCode,
  orderId: refunds.orderId,
  traveler_name: refunds.travelerName,
  partner_name: refunds.partnerName,
  requested_at: refunds.requestedAt,
  status: refunds.status,
  amount: refunds.amountCents,
};

/** The refunds of a page, a whole list's batch or a detail, with their order and parties. */
export function shownRefunds(db: Db, ids: number[]) {
  return db
    .select(refundShown)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(travelers, eq(travelers.id, orders.travelerId))
    .innerJoin(travelerUser, eq(travelerUser.id, travelers.userId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .innerJoin(partnerUser, eq(partnerUser.id, partners.userId))
    .where(amongIds(refunds.id, ids));
}

/** GET /refunds: newest request first unless sorted; searched by refund, order and party names. */
export async function listRefunds(db: Db, query: ListQuery) {
  const pick = {
    table: refunds,
    id: refunds.id,
    where: and(searchTextWhere(query, refunds.searchText), statusWhere(query, refunds.status)),
    order: indexedSortOrder(query, refundSortColumns, refunds.id, [
      desc(refunds.requestedAt),
      desc(refunds.id),
    ]),
    collectColumns: sortColumns(refundSortColumns),
  };
  const load = loadShown((ids) => shownRefunds(db, ids), refundResource);
  return answerList(db, query, pick, load);
}
