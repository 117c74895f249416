import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { jsonBatchColumns, keptJsonBatch } from '../db/json-batch.ts';
import {
  centsAsDollars,
  complaint,
  float8SpelledAsJs,
  isoMoment,
  jsonObject,
  type JsonPart,
} from '../db/json-text.ts';
import { idsInOrder, preparedOnce } from '../db/rows-by-ids.ts';
import { orders, partnerDocuments, partners, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  inIdOrder,
  searchTextWhere,
  statusWhere,
} from '../http/list-query.ts';
import { answerList } from '../http/streamed-list.ts';
import { orderSummaries } from '../orders/summaries.ts';
import { partnerProducts } from './products.ts';
import { partnerDocumentsResource, partnerResource, type PartnerRecord } from './resource.ts';

function selectPartners(db: Db) {
  return db
    .select({ partner: partners, owner: users })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .$dynamic();
}

type PartnerSelectRow = Awaited<ReturnType<typeof selectPartners>>[number];

// The partner's sales (orders not cancelled) are kept in partners.sales_cents by triggers.
const toRecord = ({ partner, owner }: PartnerSelectRow): PartnerRecord => ({
  partner,
  owner,
  salesCents: partner.salesCents,
});

// Only the columns a listed partner shows: whole rows would also read the partner's and the
// owner's stored search text and search pieces (migration 0008), 1-3 kB a row, for every row of
// a whole list.
const shownColumns = {
  partner: {
    id: partners.id,
    businessName: partners.businessName,
    category: partners.category,
    location: partners.location,
    address: partners.address,
    latitude: partners.latitude,
    longitude: partners.longitude,
    taxId: partners.taxId,
    status: partners.status,
    availability: partners.availability,
    averageRating: partners.averageRating,
    reviewsCount: partners.reviewsCount,
    latestComplaint: partners.latestComplaint,
    createdAt: partners.createdAt,
  },
  owner: {
    name: users.name,
    email: users.email,
    phone: users.phone,
    profilePhoto: users.profilePhoto,
  },
  // The partner's sales (orders not cancelled), kept by triggers.
  salesCents: partners.salesCents,
};

/** A key JavaScript puts first in an object (an array index), whatever order it came in. */
const indexKey = (key: SQL) => sql`${key} ~ '^(0|[1-9][0-9]*)$'`;

/**
 * The opening hours (a jsonb object of days, each an object of strings, booleans and nulls:
 * StoredAvailability) as JSON.stringify writes the object the driver reads from them: jsonb's own
 * text puts a space after each colon and comma. Keys keep jsonb's order, which is the order the
 * driver's JSON.parse reads them in.
 */
const availabilityText = sql`case
  when coalesce(jsonb_typeof(${partners.availability}), 'null') = 'null' then '{}'
  when jsonb_typeof(${partners.availability}) <> 'object' then ${partners.availability}::text
  else concat('{', (
    select string_agg(concat(to_json(day.key)::text, ':', case
      when jsonb_typeof(day.value) <> 'object' then day.value::text
      else concat('{', (
        select string_agg(concat(to_json(field.key)::text, ':', field.value::text), ','
          order by field.n)
        from jsonb_each(day.value) with ordinality as field(key, value, n)
      ), '}') end), ',' order by day.n)
    from jsonb_each(${partners.availability}) with ordinality as day(key, value, n)
  ), '}') end`;

/**
 * Whether `availabilityText` is what JSON.stringify writes: only strings, booleans and nulls in
 * the days (jsonb writes 1.50 where JavaScript writes 1.5), no deeper objects, no index keys.
 */
const availabilitySpelledAsJs = sql`case
  when coalesce(jsonb_typeof(${partners.availability}), 'null') = 'null' then true
  when jsonb_typeof(${partners.availability}) <> 'object' then false
  else not exists (
    select from jsonb_each(${partners.availability}) as day(key, value)
    where ${indexKey(sql`day.key`)} or case
      when jsonb_typeof(day.value) <> 'object' then true
      else exists (select from jsonb_each(day.value) as field(key, value)
        where ${indexKey(sql`field.key`)}
          or jsonb_typeof(field.value) not in ('string', 'boolean', 'null')) end
  ) end`;

const availability: JsonPart = {
  json: sql`coalesce(${partners.availability}::json, '{}'::json)`,
  text: availabilityText,
};

/** A partner of the list (`partnerResource`, the same fields in the same order) as JSON text. */
const partnerListItem = jsonObject({
  id: partners.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  profile_photo: users.profilePhoto,
  business_name: partners.businessName,
  category: partners.category,
  location: partners.location,
  address: partners.address,
  latitude: partners.latitude,
  longitude: partners.longitude,
  tax_id: partners.taxId,
  status: partners.status,
  availability,
  total_sales: centsAsDollars(partners.salesCents),
  average_rating: partners.averageRating,
  reviews_count: partners.reviewsCount,
  latest_complaint: complaint(partners.latestComplaint),
  created_at: isoMoment(partners.createdAt),
});

/** Whether the partner's float8 columns and hours are spelled as JavaScript spells them. */
const partnerSpelledAsJs = sql`${float8SpelledAsJs(partners.latitude)}
  and ${float8SpelledAsJs(partners.longitude)} and ${float8SpelledAsJs(partners.averageRating)}
  and ${availabilitySpelledAsJs}`;

// Built once per database: building the JSON fragments costs more than a small batch.
const jsonQueries = new WeakMap<Db, ReturnType<typeof prepareJsonQuery>>();

function prepareJsonQuery(db: Db) {
  return db
    .select(jsonBatchColumns(partnerListItem, partnerSpelledAsJs))
    .from(idsInOrder)
    .innerJoin(partners, sql`${partners.id} = page.id`)
    .innerJoin(users, eq(users.id, partners.userId))
    .prepare('partner_list_json');
}

/** A whole list's batch of partners as JSON text, in the order of `ids`. */
const partnerListJson = (db: Db, ids: number[]) =>
  keptJsonBatch(db, 'partner_list_json', preparedOnce(db, jsonQueries, prepareJsonQuery), ids);

/** The list's `?status=`: the tab the app calls Approved holds the Active partners. */
function statusQuery(query: ListQuery): ListQuery {
  return query.status?.trim().toLowerCase() === 'approved' ? { ...query, status: 'Active' } : query;
}

/** `?sort=` names; name and email are the owner's (users columns, read through their index). */
const sortable = {
  id: partners.id,
  name: users.name,
  email: users.email,
  business_name: partners.businessName,
  category: partners.category,
  status: partners.status,
  average_rating: partners.averageRating,
  total_sales: partners.salesCents,
  created_at: partners.createdAt,
};

/** GET /partners: searched on owner name, email and business name, filtered, sorted, paged. */
export async function listPartners(db: Db, query: ListQuery) {
  const where = and(
    searchTextWhere(query, partners.searchText),
    statusWhere(statusQuery(query), partners.status),
  );
  const order = indexedSortOrder(query, sortable, partners.id, [
    desc(partners.createdAt),
    desc(partners.id),
  ]);
  const ownerSort = query.sort === 'name' || query.sort === 'email';
  const pick = {
    table: partners,
    id: partners.id,
    where,
    joins: ownerSort ? sql`join ${users} on ${users.id} = ${partners.userId}` : undefined,
    order,
  };
  const load = async (ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select(shownColumns)
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .where(amongIds(partners.id, ids));
    return inIdOrder(ids, rows, (row) => row.partner.id).map(partnerResource);
  };
  return answerList(db, query, pick, load, (ids) => partnerListJson(db, ids));
}

/** A partner and its owner, or null for an unknown id. */
export async function findPartner(db: Db, id: number): Promise<PartnerRecord | null> {
  const [row] = await selectPartners(db).where(eq(partners.id, id));
  return row ? toRecord(row) : null;
}

export async function partnerDocumentRows(db: Db, partnerId: number) {
  return db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, partnerId))
    .orderBy(asc(partnerDocuments.id));
}

/** GET /partners/{id}: the partner with documents, products and orders; null when unknown. */
export async function partnerDetail(db: Db, id: number) {
  const record = await findPartner(db, id);
  if (!record) return null;
  const [documents, products, order] = await Promise.all([
    partnerDocumentRows(db, id),
    partnerProducts(db, id),
    orderSummaries(db, eq(orders.partnerId, id)),
  ]);
  return {
    ...partnerResource(record),
    documents: partnerDocumentsResource(documents),
    products,
    order,
  };
}
