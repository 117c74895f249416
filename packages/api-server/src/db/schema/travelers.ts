import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('travelers_status_index').on(table.status),
    index('travelers_created_at_index').on(table.createdAt),
  ],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('traveler_addresses_traveler_id_index').on(table.travelerId)],
);

export type TravelerRow = typeof travelers.$inferSelect;
export type TravelerAddressRow = typeof travelerAddresses.$inferSelect;
