import * as z from 'zod/mini';
import { fileUrlSchema, idSchema } from './common.ts';
import { optionalString } from './fields.ts';

/**
 * GET /search?query=: the text typed in the header search box. Blank is allowed and finds nothing,
 * so a cleared box never answers 422.
 */
export const searchQuerySchema = z.object({ query: optionalString('query', { max: 100 }) });
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

/** Search results grouped as the header shows them. */
export const searchGroupsSchema = z.object({
  partners: z._default(z.array(partnerHitSchema), []),
  travelers: z._default(z.array(travelerHitSchema), []),
  riders: z._default(z.array(riderHitSchema), []),
});
export type SearchGroups = z.infer<typeof searchGroupsSchema>;

/** One hit of the flat answer shape, tagged with what it is. */
export const searchHitSchema = z.discriminatedUnion('type', [
  z.extend(partnerHitSchema, { type: z.literal('partner') }),
  z.extend(travelerHitSchema, { type: z.literal('traveler') }),
  z.extend(riderHitSchema, { type: z.literal('rider') }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;
