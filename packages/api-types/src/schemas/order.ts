import * as z from 'zod/mini';
import { partySchema } from './address.ts';
import { fileUrlSchema, idSchema, recordVersionSchema, timestampSchema } from './common.ts';
import { enumField, idField } from './fields.ts';
import { listQuerySchema } from './list.ts';
import { coordinateSchema, countSchema, moneySchema } from './values.ts';

/** One line of an order. Money here and below is in dollars (see `moneySchema`). */
export const orderItemSchema = z.object({
  id: z.nullish(idSchema),
  product_id: z.nullish(z.union([idSchema, z.string()])),
  product_image: z.nullish(fileUrlSchema),
  product_name: z.nullish(z.string()),
  price: z.nullish(moneySchema),
  quantity: z.nullish(countSchema),
  total: z.nullish(moneySchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A payment (or payout) recorded against an order. */
export const transactionSchema = z.object({
  id: z.union([idSchema, z.string()]),
  payment_method: z.nullish(z.string()),
  amount: z.nullish(moneySchema),
  fee: z.nullish(moneySchema),
  status: z.nullish(z.string()),
  created_at: z.nullish(timestampSchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The rider as an order shows them (null while none is assigned). */
export const orderRiderSchema = z.object({
  id: idSchema,
  rider_id: z.nullish(z.union([z.string(), z.number()])),
  name: z.nullish(z.string()),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  profile_photo: z.nullish(fileUrlSchema),
  vehicle_type: z.nullish(z.string()),
  latitude: z.nullish(coordinateSchema),
  longitude: z.nullish(coordinateSchema),
});
export type OrderRider = z.infer<typeof orderRiderSchema>;

/**
 * An order, in lists (with the flat `*_name`/`*_photo` helpers) and in detail (items, parties,
 * transactions). `status` stays an open string: the spec counts unknown values rather than
 * rejecting them (see `orderStatuses` for the known ones). Pending with no rider = unassigned.
 */
export const orderSchema = z.object({
  id: idSchema,
  status: z.nullish(z.string()),
  /** The record's version; its ETag is `etagOf(version)`, for If-Match (D55). */
  version: recordVersionSchema,
  created_at: z.nullish(timestampSchema),
  eta: z.nullish(z.string()),
  subtotal: z.nullish(moneySchema),
  discount: z.nullish(moneySchema),
  shipping: z.nullish(moneySchema),
  total_price: z.nullish(moneySchema),
  items_count: z.nullish(countSchema),
  /** The Contact Person card: who receives the order, when it is not the traveler. */
  contact_name: z.nullish(z.string()),
  contact_phone: z.nullish(z.string()),
  items: z.nullish(z.array(orderItemSchema)),
  transactions: z.nullish(z.array(transactionSchema)),
  rider: z.nullish(orderRiderSchema),
  traveler: z.nullish(partySchema),
  partner: z.nullish(partySchema),
  traveler_name: z.nullish(z.string()),
  partner_name: z.nullish(z.string()),
  rider_name: z.nullish(z.string()),
  traveler_photo: z.nullish(fileUrlSchema),
  partner_photo: z.nullish(fileUrlSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The orders list's `?sort=` names: the server sorts on each through an index, and the app
 * keeps only these in its address. A name outside them is ignored.
 */
export const orderSorts = [
  'id',
  'created_at',
  'status',
  'eta',
  'total_price',
  'items_count',
  'traveler_name',
  'partner_name',
  'rider_name',
] as const;
export type OrderSort = (typeof orderSorts)[number];

/** POST /orders/assign-rider: give a pending order to one rider. */
export const assignRiderPayloadSchema = z.object({
  order_id: idField('order_id'),
  rider_id: idField('rider_id'),
});
export type AssignRiderPayload = z.input<typeof assignRiderPayloadSchema>;

/**
 * The orders list's tabs (docs/product/decisions.md D43): `pending` is a Pending order with no
 * rider, `closed` one that is Delivered, Completed or Cancelled, `assigned` every other order (a
 * rider is delivering it). A server-side filter, so each tab pages on its own.
 */
export const orderAssignments = ['pending', 'assigned', 'closed'] as const;
export type OrderAssignment = (typeof orderAssignments)[number];

/** GET /orders: the list query plus the tab's `assignment` filter. */
export const orderListQuerySchema = z.extend(listQuerySchema, {
  assignment: z.optional(enumField('assignment', orderAssignments)),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
