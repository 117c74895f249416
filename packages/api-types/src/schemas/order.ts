import { z } from 'zod';
import { partySchema } from './address.ts';
import { fileUrlSchema, idSchema, timestampSchema } from './common.ts';
import { idField } from './fields.ts';
import { coordinateSchema, countSchema, moneySchema } from './values.ts';

/** One line of an order. Money here and below is in dollars (see `moneySchema`). */
export const orderItemSchema = z.object({
  id: idSchema.nullish(),
  product_id: z.union([idSchema, z.string()]).nullish(),
  product_image: fileUrlSchema.nullish(),
  product_name: z.string().nullish(),
  price: moneySchema.nullish(),
  quantity: countSchema.nullish(),
  total: moneySchema.nullish(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A payment (or payout) recorded against an order. */
export const transactionSchema = z.object({
  id: z.union([idSchema, z.string()]),
  payment_method: z.string().nullish(),
  amount: moneySchema.nullish(),
  fee: moneySchema.nullish(),
  status: z.string().nullish(),
  created_at: timestampSchema.nullish(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The rider as an order shows them (null while none is assigned). */
export const orderRiderSchema = z.object({
  id: idSchema,
  rider_id: z.union([z.string(), z.number()]).nullish(),
  name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  profile_photo: fileUrlSchema.nullish(),
  vehicle_type: z.string().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
});
export type OrderRider = z.infer<typeof orderRiderSchema>;

/**
 * An order, in lists (with the flat `*_name`/`*_photo` helpers) and in detail (items, parties,
 * transactions). `status` stays an open string: the spec counts unknown values rather than
 * rejecting them (see `orderStatuses` for the known ones). Pending with no rider = unassigned.
 */
export const orderSchema = z.object({
  id: idSchema,
  status: z.string().nullish(),
  created_at: timestampSchema.nullish(),
  eta: z.string().nullish(),
  subtotal: moneySchema.nullish(),
  discount: moneySchema.nullish(),
  shipping: moneySchema.nullish(),
  total_price: moneySchema.nullish(),
  items_count: countSchema.nullish(),
  items: z.array(orderItemSchema).nullish(),
  transactions: z.array(transactionSchema).nullish(),
  rider: orderRiderSchema.nullish(),
  traveler: partySchema.nullish(),
  partner: partySchema.nullish(),
  traveler_name: z.string().nullish(),
  partner_name: z.string().nullish(),
  rider_name: z.string().nullish(),
  traveler_photo: fileUrlSchema.nullish(),
  partner_photo: fileUrlSchema.nullish(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /orders/assign-rider: give a pending order to one rider. */
export const assignRiderPayloadSchema = z.object({
  order_id: idField('order_id'),
  rider_id: idField('rider_id'),
});
export type AssignRiderPayload = z.input<typeof assignRiderPayloadSchema>;
