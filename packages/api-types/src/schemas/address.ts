import { z } from 'zod';
import { fileUrlSchema, idSchema } from './common.ts';
import { addressTypes } from './options.ts';
import { caseInsensitiveEnum, coordinateSchema } from './values.ts';

/** A traveler's shipping or billing address. Maps link by coordinates when present, else by text. */
export const addressSchema = z.object({
  id: idSchema.nullish(),
  type: caseInsensitiveEnum(addressTypes),
  name: z.string().nullish(),
  country: z.string().nullish(),
  phone: z.string().nullish(),
  address: z.string().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A traveler or partner as an order, refund or ticket shows them: contact card plus location.
 * Traveler parties also carry their addresses.
 */
export const partySchema = z.object({
  id: idSchema.nullish(),
  name: z.string().nullish(),
  business_name: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  profile_photo: fileUrlSchema.nullish(),
  address: z.string().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  addresses: z.array(addressSchema).nullish(),
});
export type Party = z.infer<typeof partySchema>;
