import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { sortIndexes } from './sort-indexes.ts';
import { createdAt, searchText, timestamps, version } from './columns.ts';
import { users } from './users.ts';

/** One weekday's opening hours ('9:00 AM'); days not listed are closed. */
export interface StoredAvailabilityDay {
  checked: boolean;
  start_time: string | null;
  end_time: string | null;
}
export type StoredAvailability = Record<string, StoredAvailabilityDay>;

/**
 * A business seller. The users row (type partner) is the owner: name, email, phone, photo.
 * Status Active is what the list calls Approved; sign-up files a Pending one.
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name'),
    /** The business type. */
    category: text('category'),
    /** A short place name (neighbourhood, city) beside the full address. */
    location: text('location'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    taxId: text('tax_id'),
    status: text('status', { enum: ['Active', 'Pending', 'Suspended'] })
      .notNull()
      .default('Pending'),
    availability: jsonb('availability').$type<StoredAvailability>(),
    averageRating: doublePrecision('average_rating'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    latestComplaint: text('latest_complaint'),
    /** Owner name, email, business name and phone (migration 0008). */
    searchText: searchText(),
    /** The owner's name and email, copied by triggers (migration 0020): a search's matches are
     * sorted on them without reading each match's owner. */
    userName: text('user_name'),
    userEmail: text('user_email'),
    /** Total of the partner's orders that were not cancelled, in cents: kept by triggers on
     * orders (migration 0008), so the list sorts on it through an index instead of summing every
     * partner's orders per request. */
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
    version: version(),
    ...timestamps(),
  },
  (table) => [
    index('partners_status_index').on(table.status),
    index('partners_created_at_index').on(table.createdAt),
    index('partners_business_name_index').on(table.businessName),
    // Each sort ends on the id in the same direction, so one index reads a page either way.
    ...sortIndexes('partners', table.id, {
      business_name: table.businessName,
      category: table.category,
      status: table.status,
      average_rating: table.averageRating,
      sales_cents: table.salesCents,
      created_at: table.createdAt,
    }),
  ],
);

/** A partner's verification file: a licence or the owner's id card, front or back. */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['license', 'owner_id_card'] }).notNull(),
    side: text('side', { enum: ['front', 'back'] }).notNull(),
    /** A path under /storage. */
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('partner_documents_partner_id_index').on(table.partnerId)],
);

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerDocumentRow = typeof partnerDocuments.$inferSelect;
