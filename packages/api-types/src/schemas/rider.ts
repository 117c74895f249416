import * as z from 'zod/mini';
import {
  complaintSchema,
  fileUrlSchema,
  idSchema,
  recordVersionSchema,
  timestampSchema,
} from './common.ts';
import { documentSchema } from './document.ts';
import { enumField } from './fields.ts';
import { listQuerySchema } from './list.ts';
import { riderAvailabilities, riderStatuses } from './options.ts';
import { orderSchema } from './order.ts';
import {
  caseInsensitiveEnum,
  commaListSchema,
  coordinateSchema,
  countSchema,
  numberishSchema,
} from './values.ts';

/** A rider's licence images. */
export const riderDocumentsSchema = z.object({
  license_front: z.nullish(documentSchema),
  license_back: z.nullish(documentSchema),
});
export type RiderDocuments = z.infer<typeof riderDocumentsSchema>;

/**
 * A rider (delivery person), in the list and in detail. `rider_id` is the display code; `name`
 * or `first_name`/`last_name` carry the name. `assigned_region` may arrive comma-joined.
 */
export const riderSchema = z.object({
  id: idSchema,
  rider_id: z.nullish(z.union([z.string(), z.number()])),
  name: z.nullish(z.string()),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  address: z.nullish(z.string()),
  latitude: z.nullish(coordinateSchema),
  longitude: z.nullish(coordinateSchema),
  profile_photo: z.nullish(fileUrlSchema),
  rating: z.nullish(numberishSchema),
  average_rating: z.nullish(numberishSchema),
  reviews_count: z.nullish(countSchema),
  current_assigned_orders: z.nullish(countSchema),
  eta: z.nullish(z.string()),
  availability_status: z.nullish(caseInsensitiveEnum(riderAvailabilities)),
  status: caseInsensitiveEnum(riderStatuses),
  /** The record's version; its ETag is `etagOf(version)`, for If-Match (D55). */
  version: recordVersionSchema,
  assigned_region: z.nullish(commaListSchema),
  vehicle_type: z.nullish(z.string()),
  vehicle_name: z.nullish(z.string()),
  license_plate: z.nullish(z.string()),
  average_delivery_time: z.nullish(z.union([z.string(), z.number()])),
  delivered_orders_count: z.nullish(countSchema),
  cancelled_orders_count: z.nullish(countSchema),
  latest_complaint: z.nullish(complaintSchema),
  license_status: z.nullish(z.string()),
  insurance: z.nullish(z.union([z.string(), z.boolean()])),
  insurance_expire_date: z.nullish(z.string()),
  documents: z.nullish(riderDocumentsSchema),
  order: z.nullish(z.array(orderSchema)),
  created_at: z.nullish(timestampSchema),
});
export type Rider = z.infer<typeof riderSchema>;

/**
 * GET /riders: the list query plus `standing`, the rider's own status. The assign-rider choice asks
 * for Active riders only, since the server refuses a suspended one (docs/product/decisions.md D12).
 */
export const riderListQuerySchema = z.extend(listQuerySchema, {
  standing: z.optional(enumField('standing', riderStatuses)),
});
export type RiderListQuery = z.infer<typeof riderListQuerySchema>;

/**
 * The riders list's `?sort=` names: the server sorts on each through an index, and the app keeps
 * only these in its address. A name outside them is ignored.
 */
export const riderSorts = [
  'id',
  'rider_id',
  'name',
  'email',
  'rating',
  'status',
  'availability_status',
  'current_assigned_orders',
  'created_at',
] as const;
export type RiderSort = (typeof riderSorts)[number];
