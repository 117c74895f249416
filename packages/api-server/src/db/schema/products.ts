import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { searchText, timestamps, version } from './columns.ts';
import { sortIndexes } from './sort-indexes.ts';
import { partners } from './partners.ts';

/** A clothing piece a partner sells or rents. Money in integer cents. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The display code, e.g. PRD-00042. */
    productCode: text('product_code').notNull().unique(),
    name: text('name').notNull(),
    category: text('category'),
    /** 'Rental' or 'Purchase'. */
    type: text('type').notNull().default('Purchase'),
    status: text('status', { enum: ['Pending', 'Active', 'Suspended'] })
      .notNull()
      .default('Pending'),
    verificationStatus: text('verification_status'),
    buyPriceCents: integer('buy_price_cents').notNull().default(0),
    depositCents: integer('deposit_cents'),
    stock: integer('stock').notNull().default(0),
    conditionGrade: text('condition_grade'),
    size: text('size'),
    color: text('color'),
    material: text('material'),
    /** Rental terms (rental products only): days, and the fee per late day. */
    minRentalDays: integer('min_rental_days'),
    maxRentalDays: integer('max_rental_days'),
    lateFeeCents: integer('late_fee_cents'),
    /** Name, product id, the partner owner's name and business name (migration 0008). */
    searchText: searchText(),
    /** The partner owner's name, copied by triggers (migration 0008) for the list's sort. */
    partnerName: text('partner_name'),
    version: version(),
    ...timestamps(),
  },
  (table) => [
    index('products_partner_id_index').on(table.partnerId),
    index('products_status_index').on(table.status),
    index('products_created_at_index').on(table.createdAt),
    ...sortIndexes('products', table.id, {
      name: table.name,
      partner_name: table.partnerName,
      condition_grade: table.conditionGrade,
      stock: table.stock,
      status: table.status,
      buy_price_cents: table.buyPriceCents,
      created_at: table.createdAt,
    }),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A path under /storage; the first by position is the primary image. */
    imagePath: text('image_path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_images_product_id_index').on(table.productId)],
);

/** A video: a link to a video site, or an uploaded file with an optional thumbnail. */
export const productVideos = pgTable(
  'product_videos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    videoUrl: text('video_url'),
    videoPath: text('video_path'),
    thumbnailPath: text('thumbnail_path'),
  },
  (table) => [index('product_videos_product_id_index').on(table.productId)],
);

export type ProductRow = typeof products.$inferSelect;
