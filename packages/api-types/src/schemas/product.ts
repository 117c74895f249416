import * as z from 'zod/mini';
import { fileUrlSchema, idSchema, recordVersionSchema, timestampSchema } from './common.ts';
import { enumField, idField } from './fields.ts';
import { productStatusActions, productStatuses } from './options.ts';
import { caseInsensitiveEnum, countSchema, moneySchema } from './values.ts';

export const productImageSchema = z.object({ id: z.nullish(idSchema), image_url: fileUrlSchema });
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product video: a link to a video site (`video_url`) or an uploaded file (`video_path`). */
export const productVideoSchema = z.object({
  id: z.nullish(idSchema),
  video_url: z.nullish(z.string()),
  video_path: z.nullish(fileUrlSchema),
  thumbnail: z.nullish(fileUrlSchema),
});
export type ProductVideo = z.infer<typeof productVideoSchema>;

export const rentalStatsSchema = z.object({
  completed_rentals: z.nullish(countSchema),
  cancelled_rentals: z.nullish(countSchema),
});

/** The partner as a product shows them. */
export const productPartnerSchema = z.object({
  id: z.nullish(idSchema),
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  profile_photo: z.nullish(fileUrlSchema),
  business_name: z.nullish(z.string()),
});

/**
 * A product (clothing piece), in lists and in detail. Rental products (`type` 'Rental') carry
 * rental days and fees; money is in dollars. A partner's product list says `inactive` for what is
 * awaiting approval, which reads as Pending.
 */
export const productSchema = z.object({
  id: idSchema,
  product_id: z.nullish(z.union([z.string(), z.number()])),
  name: z.nullish(z.string()),
  category: z.nullish(z.string()),
  type: z.nullish(z.string()),
  status: caseInsensitiveEnum(productStatuses, { inactive: 'Pending' }),
  /** The record's version; its ETag is `etagOf(version)`, for If-Match (D55). */
  version: recordVersionSchema,
  verification_status: z.nullish(z.string()),
  buy_price: z.nullish(moneySchema),
  deposit: z.nullish(moneySchema),
  stock: z.nullish(countSchema),
  condition_grade: z.nullish(z.string()),
  partner: z.nullish(productPartnerSchema),
  min_rental: z.nullish(countSchema),
  max_rental: z.nullish(countSchema),
  late_fee: z.nullish(moneySchema),
  size: z.nullish(z.string()),
  color: z.nullish(z.string()),
  material: z.nullish(z.string()),
  rental_stats: z.nullish(rentalStatsSchema),
  primary_image: z.nullish(fileUrlSchema),
  images: z.nullish(z.array(productImageSchema)),
  videos: z.nullish(z.array(productVideoSchema)),
  created_at: z.nullish(timestampSchema),
});
export type Product = z.infer<typeof productSchema>;

/**
 * The products list's `?sort=` names: the server sorts on each through an index, and the app
 * keeps only these in its address. A name outside them is ignored.
 */
export const productSorts = [
  'id',
  'product_id',
  'name',
  'partner_name',
  'condition_grade',
  'stock',
  'status',
  'buy_price',
  'created_at',
] as const;
export type ProductSort = (typeof productSorts)[number];

/** POST /products/status-update: accept makes Active; reject and suspended make it Suspended. */
export const productStatusUpdatePayloadSchema = z.object({
  id: idField('id'),
  status: enumField('status', productStatusActions),
});
export type ProductStatusUpdatePayload = z.input<typeof productStatusUpdatePayloadSchema>;
