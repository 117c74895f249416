import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, searchText, timestamps, timestampTz, version } from './columns.ts';
import { users } from './users.ts';

/** A customer: the users row (type traveler) holds name, email, phone and photo. */
export const travelers = pgTable(
  'travelers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country'),
    status: text('status', { enum: ['Active', 'Suspended'] })
      .notNull()
      .default('Active'),
    lastActiveAt: timestampTz('last_active_at'),
    /** How many orders the traveler has: kept by triggers on orders (migration 0003), so the list
     * can sort on it through an index instead of counting every traveler's orders. */
    ordersCount: integer('orders_count').notNull().default(0),
    /** Set by DELETE /travelers/{id}: the account is gone, but its orders, and with them every
     * partner's sales and revenue, stay as they were. Deleted travelers are in no list or count. */
    deletedAt: timestampTz('deleted_at'),
    /** The user's name, email and phone (users.search_text), copied by triggers (migration 0008). */
    searchText: searchText(),
    /** The user's name, email and phone, copied by triggers (migration 0020): a search's matches
     * are sorted on them without reading each match's user. */
    userName: text('user_name'),
    userEmail: text('user_email'),
    userPhone: text('user_phone'),
    version: version(),
    ...timestamps(),
  },
  (table) => [
    index('travelers_status_index').on(table.status),
    index('travelers_created_at_index').on(table.createdAt),
    // The list sorts on a column, then newest first (id desc) to break ties. A column with few
    // values (status, country, the orders count) needs an index in that exact order, one per
    // direction (with Postgres's default NULLS FIRST for DESC, or they would not match), for ORDER BY ... LIMIT to read a page off the index instead of sorting them all.
    index('travelers_status_id_index').on(table.status, table.id.desc().nullsFirst()),
    index('travelers_status_desc_id_index').on(
      table.status.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('travelers_country_id_index').on(table.country, table.id.desc().nullsFirst()),
    index('travelers_country_desc_id_index').on(
      table.country.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('travelers_orders_count_id_index').on(table.ordersCount, table.id.desc().nullsFirst()),
    index('travelers_orders_count_desc_id_index').on(
      table.ordersCount.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('travelers_last_active_at_index').on(table.lastActiveAt),
  ],
);

/**
 * How many travelers have each status, kept by triggers on travelers (migration 0003): the list's
 * exact total without a search, which counting 100,000 rows would otherwise make most of a page's
 * time.
 */
export const travelerStatusCounts = pgTable(
  'traveler_status_counts',
  {
    status: text('status').notNull(),
    /**
     * Which of 16 rows per status a write lands on (its connection's process id, modulo 16), so
     * parallel traveler writes do not queue on one row's lock until they commit (migration 0006).
     * A status's count is the sum of its rows; one row may go negative.
     */
    shard: smallint('shard').notNull().default(0),
    travelers: integer('travelers').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.status, table.shard] })],
);

/** A traveler's shipping or billing address. */
export const travelerAddresses = pgTable(
  'traveler_addresses',
  {
    id: serial('id').primaryKey(),
    travelerId: integer('traveler_id')
      .notNull()
      .references(() => travelers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['shipping', 'billing'] }).notNull(),
    name: text('name'),
    country: text('country'),
    phone: text('phone'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (table) => [index('traveler_addresses_traveler_id_index').on(table.travelerId)],
);

export type TravelerRow = typeof travelers.$inferSelect;
export type TravelerAddressRow = typeof travelerAddresses.$inferSelect;
