import * as z from 'zod/mini';
import { fileUrlSchema, idSchema } from './common.ts';
import { addressTypes } from './options.ts';
import { caseInsensitiveEnum, coordinateSchema } from './values.ts';

/** A traveler's shipping or billing address. Maps link by coordinates when present, else by text. */
export const addressSchema = z.object({
  id: z.nullish(idSchema),
  type: caseInsensitiveEnum(addressTypes),
  name: z.nullish(z.string()),
  country: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  address: z.nullish(z.string()),
  latitude: z.nullish(coordinateSchema),
  longitude: z.nullish(coordinateSchema),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A traveler or partner as an order, refund or ticket shows them: contact card plus location.
 * Traveler parties also carry their addresses.
 */
export const partySchema = z.object({
  id: z.nullish(idSchema),
  name: z.nullish(z.string()),
  business_name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  profile_photo: z.nullish(fileUrlSchema),
  address: z.nullish(z.string()),
  latitude: z.nullish(coordinateSchema),
  longitude: z.nullish(coordinateSchema),
  addresses: z.nullish(z.array(addressSchema)),
});
export type Party = z.infer<typeof partySchema>;
