import { z } from 'zod';
import { laravelMessages } from './messages.ts';

/**
 * Optional server-side paging for list calls. The spec's app loads whole lists and filters on the
 * client, so every parameter is optional and a call without `page` answers the full (filtered,
 * sorted) list without `meta`. With `page`, the answer holds that page and `meta`.
 * - `search`: the same fields the app's search box matches for that list.
 * - `status`: case-insensitive match on the status column.
 * - `sort`: a column name of that list (others are ignored); `dir`: asc (default) or desc.
 */
export const listQuerySchema = z.object({
  search: z.string().trim().max(255, laravelMessages.maxString('search', 255)).optional(),
  status: z.string().trim().max(50, laravelMessages.maxString('status', 50)).optional(),
  sort: z.string().trim().max(50, laravelMessages.maxString('sort', 50)).optional(),
  dir: z.enum(['asc', 'desc'], { error: laravelMessages.selected('dir') }).optional(),
  page: z.coerce
    .number({ error: laravelMessages.integer('page') })
    .int(laravelMessages.integer('page'))
    .min(1, laravelMessages.minNumber('page', 1))
    .optional(),
  per_page: z.coerce
    .number({ error: laravelMessages.integer('per page') })
    .int(laravelMessages.integer('per page'))
    .min(1, laravelMessages.between('per page', 1, 100))
    .max(100, laravelMessages.between('per page', 1, 100))
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Where a page sits in the whole list (only when the call asked for a `page`). */
export const pageMetaSchema = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  last_page: z.number().int().min(1),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The answer of a list call: `{data: [...]}`, plus `meta` when paged. */
export const listAnswerOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema.optional() });
