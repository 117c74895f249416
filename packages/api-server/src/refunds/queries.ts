import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { ListQuery, Refund } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { orders, partners, refundImages, refunds, travelers, users } from '../db/schema/index.ts';
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
import { dollars } from '../db/money.ts';
import { findOrder } from '../orders/queries.ts';
import { partnerParty, travelerParty } from '../orders/parties.ts';

const travelerUser = alias(users, 'traveler_user');
const partnerUser = alias(users, 'partner_user');
const partnerName = sql<string | null>`coalesce(${partners.businessName}, ${partnerUser.name})`;

/** A party's account, as a refund shows it. */
const accountFields = (account: typeof travelerUser | typeof partnerUser) => ({
  name: account.name,
  email: account.email,
  phone: account.phone,
  profilePhoto: account.profilePhoto,
});

// Only the columns a refund's answer shows: whole rows would also read the refund's, the order's
// and each party's stored search text and search pieces (migration 0008).
const listFields = {
  refund: {
    id: refunds.id,
    refundCode: refunds.refundCode,
    reason: refunds.reason,
    requestedAt: refunds.requestedAt,
    status: refunds.status,
    version: refunds.version,
    amountCents: refunds.amountCents,
  },
  order: {
    id: orders.id,
    status: orders.status,
    createdAt: orders.createdAt,
    totalCents: orders.totalCents,
  },
  travelerId: travelers.id,
  traveler: accountFields(travelerUser),
  partner: { id: partners.id, businessName: partners.businessName },
  partnerOwner: accountFields(partnerUser),
  partnerName,
};

/** Refunds joined to their order and both parties. */
function withParties<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(travelers, eq(travelers.id, orders.travelerId))
    .innerJoin(travelerUser, eq(travelerUser.id, travelers.userId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .innerJoin(partnerUser, eq(partnerUser.id, partners.userId));
}

function refundsWithParties(db: Db) {
  return withParties(db.select(listFields).from(refunds).$dynamic());
}

type ListRow = Awaited<ReturnType<typeof refundsWithParties>>[number];

function refundResource(row: ListRow): Refund {
  const { refund, order, traveler, partner, partnerOwner } = row;
  return {
    id: refund.id,
    refund_id: refund.refundCode,
    orderId: order.id,
    reason: refund.reason,
    requested_at: refund.requestedAt.toISOString(),
    status: refund.status,
    version: refund.version,
    amount: dollars(refund.amountCents),
    order: {
      id: order.id,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      total_price: dollars(order.totalCents),
      traveler_name: traveler.name,
      partner_name: row.partnerName,
    },
    traveler: {
      id: row.travelerId,
      name: traveler.name,
      email: traveler.email,
      phone: traveler.phone,
      profile_photo: traveler.profilePhoto,
    },
    partner: {
      id: partner.id,
      name: partnerOwner.name,
      business_name: partner.businessName,
      email: partnerOwner.email,
      phone: partnerOwner.phone,
      profile_photo: partnerOwner.profilePhoto,
    },
  };
}

const sortable = {
  id: refunds.id,
  refund_id: refunds.refundCode,
  orderId: refunds.orderId,
  // Copied from the order's parties by triggers (migration 0008), for an index per sort.
  traveler_name: refunds.travelerName,
  partner_name: refunds.partnerName,
  requested_at: refunds.requestedAt,
  status: refunds.status,
  amount: refunds.amountCents,
};

/** GET /refunds: newest request first unless sorted; searched by refund, order and party names. */
export async function listRefunds(
  db: Db,
  query: ListQuery,
): Promise<ListAnswer<Refund> | StreamedList<Refund>> {
  const where = and(searchTextWhere(query, refunds.searchText), statusWhere(query, refunds.status));
  const order = indexedSortOrder(query, sortable, refunds.id, [
    desc(refunds.requestedAt),
    desc(refunds.id),
  ]);
  const pick = {
    table: refunds,
    id: refunds.id,
    where,
    order,
    collectColumns: sortColumns(sortable),
  };
  const load = async (ids: number[]) => {
    const rows =
      ids.length === 0 ? [] : await refundsWithParties(db).where(amongIds(refunds.id, ids));
    return inIdOrder(ids, rows, (row) => row.refund.id).map(refundResource);
  };
  return answerList(db, query, pick, load);
}

/** A refund with its evidence, the whole order, and both parties; null if there is none. */
export async function findRefund(db: Db, id: number): Promise<Refund | null> {
  const [row] = await refundsWithParties(db).where(eq(refunds.id, id)).limit(1);
  if (!row) return null;
  const images = await db
    .select()
    .from(refundImages)
    .where(eq(refundImages.refundId, id))
    .orderBy(asc(refundImages.id));
  return {
    ...refundResource(row),
    images: images.map((image) => ({ id: image.id, image_path: image.imagePath })),
    order: await findOrder(db, row.order.id),
    traveler: await travelerParty(db, row.travelerId),
    partner: await partnerParty(db, row.partner.id),
  };
}
