import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, searchText, timestamps, version } from './columns.ts';
import { sortIndexes } from './sort-indexes.ts';
import { users } from './users.ts';

/** A delivery person. The users row (type rider) holds names, email, phone and photo. */
export const riders = pgTable(
  'riders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The display code, e.g. RD-0042. */
    riderCode: text('rider_code').notNull().unique(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status', { enum: ['Active', 'Suspended'] })
      .notNull()
      .default('Active'),
    availabilityStatus: text('availability_status', { enum: ['Online', 'Offline'] })
      .notNull()
      .default('Offline'),
    vehicleType: text('vehicle_type'),
    vehicleName: text('vehicle_name'),
    licensePlate: text('license_plate'),
    licenseStatus: text('license_status'),
    insuranceExpireDate: date('insurance_expire_date', { mode: 'string' }),
    averageRating: doublePrecision('average_rating'),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** Minutes from pick-up to delivery, averaged. */
    averageDeliveryMinutes: integer('average_delivery_minutes'),
    latestComplaint: text('latest_complaint'),
    /** Name, email, rider id and phone (migration 0008). */
    searchText: searchText(),
    /** The user's name and email, copied by triggers (migration 0020): a search's matches are
     * sorted on them without reading each match's user. */
    userName: text('user_name'),
    userEmail: text('user_email'),
    /** Orders assigned and not yet finished: kept by triggers on orders (migration 0008). */
    currentOrdersCount: integer('current_orders_count').notNull().default(0),
    version: version(),
    ...timestamps(),
  },
  (table) => [
    index('riders_status_index').on(table.status),
    index('riders_availability_status_index').on(table.availabilityStatus),
    ...sortIndexes('riders', table.id, {
      average_rating: table.averageRating,
      status: table.status,
      availability_status: table.availabilityStatus,
      current_orders_count: table.currentOrdersCount,
      created_at: table.createdAt,
    }),
  ],
);

/** The regions a rider serves (Brooklyn, Queens, Manhattan). */
export const riderRegions = pgTable(
  'rider_regions',
  {
    riderId: integer('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.riderId, table.region] }),
    index('rider_regions_region_index').on(table.region),
  ],
);

/** A rider's licence images. */
export const riderDocuments = pgTable(
  'rider_documents',
  {
    id: serial('id').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['license_front', 'license_back'] }).notNull(),
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rider_documents_rider_id_index').on(table.riderId)],
);

export type RiderRow = typeof riders.$inferSelect;
