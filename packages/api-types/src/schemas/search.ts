import { z } from 'zod';
import { fileUrlSchema, idSchema } from './common.ts';
import { requiredString } from './fields.ts';

/** GET /search query: the text typed in the header search box. */
export const searchQuerySchema = z.object({ text: requiredString('text', { max: 100 }) });
export type SearchQuery = z.input<typeof searchQuerySchema>;

const hitFields = {
  id: idSchema,
  name: z.string().nullish(),
  email: z.string().nullish(),
  profile_photo: fileUrlSchema.nullish(),
};

export const partnerHitSchema = z.object({ ...hitFields, business_name: z.string().nullish() });
export const travelerHitSchema = z.object(hitFields);
/** Riders are named by `name` or `first_name`/`last_name`. */
export const riderHitSchema = z.object({
  ...hitFields,
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
});

/** Search results grouped as the header shows them. */
export const searchGroupsSchema = z.object({
  partners: z.array(partnerHitSchema).default([]),
  travelers: z.array(travelerHitSchema).default([]),
  riders: z.array(riderHitSchema).default([]),
});
export type SearchGroups = z.infer<typeof searchGroupsSchema>;

/** One hit of the flat answer shape, tagged with what it is. */
export const searchHitSchema = z.discriminatedUnion('type', [
  partnerHitSchema.extend({ type: z.literal('partner') }),
  travelerHitSchema.extend({ type: z.literal('traveler') }),
  riderHitSchema.extend({ type: z.literal('rider') }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;
