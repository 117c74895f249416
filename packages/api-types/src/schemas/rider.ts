import { z } from 'zod';
import { complaintSchema, fileUrlSchema, idSchema, timestampSchema } from './common.ts';
import { documentSchema } from './document.ts';
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
  license_front: documentSchema.nullish(),
  license_back: documentSchema.nullish(),
});
export type RiderDocuments = z.infer<typeof riderDocumentsSchema>;

/**
 * A rider (delivery person), in the list and in detail. `rider_id` is the display code; `name`
 * or `first_name`/`last_name` carry the name. `assigned_region` may arrive comma-joined.
 */
export const riderSchema = z.object({
  id: idSchema,
  rider_id: z.union([z.string(), z.number()]).nullish(),
  name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  address: z.string().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  profile_photo: fileUrlSchema.nullish(),
  rating: numberishSchema.nullish(),
  average_rating: numberishSchema.nullish(),
  reviews_count: countSchema.nullish(),
  current_assigned_orders: countSchema.nullish(),
  eta: z.string().nullish(),
  availability_status: caseInsensitiveEnum(riderAvailabilities).nullish(),
  status: caseInsensitiveEnum(riderStatuses),
  assigned_region: commaListSchema.nullish(),
  vehicle_type: z.string().nullish(),
  vehicle_name: z.string().nullish(),
  license_plate: z.string().nullish(),
  average_delivery_time: z.union([z.string(), z.number()]).nullish(),
  delivered_orders_count: countSchema.nullish(),
  cancelled_orders_count: countSchema.nullish(),
  latest_complaint: complaintSchema.nullish(),
  license_status: z.string().nullish(),
  insurance: z.union([z.string(), z.boolean()]).nullish(),
  insurance_expire_date: z.string().nullish(),
  documents: riderDocumentsSchema.nullish(),
  order: z.array(orderSchema).nullish(),
  created_at: timestampSchema.nullish(),
});
export type Rider = z.infer<typeof riderSchema>;
