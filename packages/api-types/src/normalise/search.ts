import * as z from 'zod/mini';
import { searchGroupsSchema, searchHitSchema, type SearchGroups } from '../schemas/search.ts';

/**
 * GET /search answers groups `{partners, travelers, riders}`, or a flat list whose items carry
 * `type` (partner, traveler, rider). Both read as groups.
 */
export const searchResponseSchema = z.object({
  data: z.union([searchGroupsSchema, z.array(searchHitSchema)]),
});
export type SearchResponse = z.input<typeof searchResponseSchema>;

/** No results; also what a failed search shows (docs/product/part-1.md §7). A fresh object each call. */
export const emptySearchGroups = (): SearchGroups => ({
  partners: [],
  travelers: [],
  riders: [],
  products: [],
  orders: [],
  refunds: [],
  tickets: [],
});

/** The groups of either answer shape, each hit without its `type` tag. */
export function normaliseSearchResults(body: z.output<typeof searchResponseSchema>): SearchGroups {
  if (!Array.isArray(body.data)) return body.data;
  const groups = emptySearchGroups();
  for (const { type, ...hit } of body.data) {
    if (type === 'partner') groups.partners.push(hit);
    else if (type === 'traveler') groups.travelers.push(hit);
    else groups.riders.push(hit);
  }
  return groups;
}
