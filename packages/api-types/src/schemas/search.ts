import * as z from 'zod/mini';
import { fileUrlSchema, idSchema } from './common.ts';
import { enumField, optionalString } from './fields.ts';

/**
 * GET /search?query=: the text typed in the header search box. Blank is allowed and finds nothing,
 * so a cleared box never answers 422.
 */
export const searchQuerySchema = z.object({
  query: optionalString('query', { max: 100 }),
  /**
   * `all` adds products, orders, refunds and tickets (the command palette); without it the answer
   * holds the three groups the header shows, as the spec names them.
   */
  scope: z.optional(enumField('scope', ['people', 'all'])),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** The fields every hit carries; a traveler hit is just these. */
export const travelerHitSchema = z.object({
  id: idSchema,
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  profile_photo: z.nullish(fileUrlSchema),
});
export const partnerHitSchema = z.extend(travelerHitSchema, {
  business_name: z.nullish(z.string()),
});
/** Riders are named by `name` or `first_name`/`last_name`. */
export const riderHitSchema = z.extend(travelerHitSchema, {
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
});

/** A product hit: its name, code (PRD-00042) and partner. */
export const productHitSchema = z.object({
  id: idSchema,
  name: z.string(),
  product_code: z.string(),
  partner_name: z.nullish(z.string()),
});
/** An order hit, found by its number (1599, #ORD-1599) or its parties' names. */
export const orderHitSchema = z.object({
  id: idSchema,
  status: z.string(),
  traveler_name: z.nullish(z.string()),
  partner_name: z.nullish(z.string()),
});
/** A refund hit, found by its number (RF-00070, 70) or its parties' names. */
export const refundHitSchema = z.object({
  id: idSchema,
  refund_code: z.string(),
  status: z.string(),
  traveler_name: z.nullish(z.string()),
});
/** A ticket hit, found by its number (TCK-00042, 42) or its subject and sender. */
export const ticketHitSchema = z.object({
  id: idSchema,
  ticket_code: z.string(),
  subject: z.string(),
  status: z.string(),
});

/**
 * Search results grouped: the header shows the first three; `scope=all` fills the other four.
 */
export const searchGroupsSchema = z.object({
  partners: z._default(z.array(partnerHitSchema), []),
  travelers: z._default(z.array(travelerHitSchema), []),
  riders: z._default(z.array(riderHitSchema), []),
  products: z._default(z.array(productHitSchema), []),
  orders: z._default(z.array(orderHitSchema), []),
  refunds: z._default(z.array(refundHitSchema), []),
  tickets: z._default(z.array(ticketHitSchema), []),
});
export type SearchGroups = z.infer<typeof searchGroupsSchema>;

/** One hit of the flat answer shape, tagged with what it is. */
export const searchHitSchema = z.discriminatedUnion('type', [
  z.extend(partnerHitSchema, { type: z.literal('partner') }),
  z.extend(travelerHitSchema, { type: z.literal('traveler') }),
  z.extend(riderHitSchema, { type: z.literal('rider') }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;
