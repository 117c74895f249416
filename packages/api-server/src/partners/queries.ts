import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { jsonBatchColumns, keptJsonBatches } from '../db/json-batch.ts';
import {
  centsAsDollars,
  complaint,
  float8SpelledAsJs,
  isoMoment,
  jsonObject,
  type JsonPart,
} from '../db/json-text.ts';
import { idsInOrder } from '../db/rows-by-ids.ts';
import { orders, partnerDocuments, partners, users } from '../db/schema/index.ts';
import {
  amongIds,
  indexedSortOrder,
  inIdOrder,
  lookedUp,
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

/** The opening hours as jsonb writes them; none reads as `{}`, as `partnerResource` answers. */
const storedHours = sql`case
  when coalesce(jsonb_typeof(${partners.availability}), 'null') = 'null' then '{}'
  else ${partners.availability}::text end`;

/**
 * Whether jsonb's text of the hours is what JSON.stringify writes, but for the spaces
 * `availabilityText` takes out: not when it has a backslash (an escape), a `[` (an array's items
 * are not all after `, "`), a key JavaScript puts first (an array index), or a number (jsonb
 * writes 1.50 where JavaScript writes 1.5). Without a backslash, every `"` opens or closes a
 * string, so no string holds `": `: a number is a value after a key, or the whole text.
 */
const hoursSpelledAsJs = sql`${storedHours} !~ '[\\\\[]|"(0|[1-9][0-9]*)": |": [-0-9]|^[-0-9]'`;

/**
 * The opening hours (StoredAvailability) as JSON.stringify writes the object the driver reads from
 * them. jsonb writes a space after each key's colon and after each comma; in a text
 * `hoursSpelledAsJs` passes, no string holds `": ` or `, "`, so those spaces are the only ones
 * taken out. Keys keep jsonb's order, the order JSON.parse reads them in. Other hours keep
 * jsonb's text, the same JSON, which JavaScript then writes again (db/json-batch.ts).
 */
const availabilityText = sql`case when ${hoursSpelledAsJs}
  then replace(replace(${storedHours}, '": ', '":'), ', "', ',"')
  else ${storedHours} end`;

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
  and ${hoursSpelledAsJs}`;

/** A whole list's batch of partners as JSON text, in the order of `ids`. */
const partnerListJson = keptJsonBatches('partner_list_json', (db) =>
  db
    .select(jsonBatchColumns(partnerListItem, partnerSpelledAsJs))
    .from(idsInOrder)
    .innerJoin(partners, sql`${partners.id} = page.id`)
    .innerJoin(users, eq(users.id, partners.userId)),
);

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

/** The same sorts for a search's collected matches: each match's user read by its id. */
const matchSortable = {
  ...sortable,
  name: lookedUp(users.name, users.id, partners.userId),
  email: lookedUp(users.email, users.id, partners.userId),
};

/** GET /partners: searched on owner name, email and business name, filtered, sorted, paged. */
export async function listPartners(db: Db, query: ListQuery) {
  const where = and(
    searchTextWhere(query, partners.searchText),
    statusWhere(statusQuery(query), partners.status),
  );
  const newestFirst = [desc(partners.createdAt), desc(partners.id)];
  const order = indexedSortOrder(query, sortable, partners.id, newestFirst);
  const ownerSort = query.sort === 'name' || query.sort === 'email';
  const pick = {
    table: partners,
    id: partners.id,
    where,
    joins: ownerSort ? sql`join ${users} on ${users.id} = ${partners.userId}` : undefined,
    order,
    ...(ownerSort && {
      matchOrder: indexedSortOrder(query, matchSortable, partners.id, newestFirst),
      collectColumns: sql`${partners.id}, ${partners.userId}`,
    }),
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
