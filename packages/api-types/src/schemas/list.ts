import * as z from 'zod/mini';
import { laravelMessages } from './messages.ts';

/**
 * A whole number as a query string carries it: decimal digits only (`Number()` would also take
 * `0x10` and `1e3`), at most nine of them so that an offset computed from it stays a safe number.
 */
export const queryWholeNumber = (field: string) =>
  z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number))], {
      error: laravelMessages.integer(field),
    }),
    z.number().check(z.int(laravelMessages.integer(field))),
  );

/**
 * Optional server-side paging for list calls. The spec's app loads whole lists and filters on the
 * client, so every parameter is optional and a call without `page` answers the full (filtered,
 * sorted) list without `meta`. With `page`, the answer holds that page and `meta`.
 * - `search`: the same fields the app's search box matches for that list.
 * - `status`: case-insensitive match on the status column.
 * - `sort`: a column name of that list (others are ignored); `dir`: asc (default) or desc.
 */
export const listQuerySchema = z.object({
  search: z.optional(
    /* @__PURE__ */ z
      .string({ error: /* @__PURE__ */ laravelMessages.string('search') })
      .check(z.trim(), z.maxLength(255, /* @__PURE__ */ laravelMessages.maxString('search', 255))),
  ),
  status: z.optional(
    /* @__PURE__ */ z
      .string({ error: /* @__PURE__ */ laravelMessages.string('status') })
      .check(z.trim(), z.maxLength(50, /* @__PURE__ */ laravelMessages.maxString('status', 50))),
  ),
  sort: z.optional(
    /* @__PURE__ */ z
      .string({ error: /* @__PURE__ */ laravelMessages.string('sort') })
      .check(z.trim(), z.maxLength(50, /* @__PURE__ */ laravelMessages.maxString('sort', 50))),
  ),
  dir: z.optional(
    z.enum(['asc', 'desc'], { error: /* @__PURE__ */ laravelMessages.selected('dir') }),
  ),
  page: z.optional(
    /* @__PURE__ */ queryWholeNumber('page').check(
      z.gte(1, /* @__PURE__ */ laravelMessages.minNumber('page', 1)),
    ),
  ),
  per_page: z.optional(
    /* @__PURE__ */ queryWholeNumber('per page').check(
      z.gte(1, /* @__PURE__ */ laravelMessages.between('per page', 1, 100)),
      z.lte(100, /* @__PURE__ */ laravelMessages.between('per page', 1, 100)),
    ),
  ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * Where a page sits in the whole list (only when the call asked for a `page`).
 * - `total_capped_at`: present only when the matches were counted no further than this many (a
 *   search of one or two letters can match most of 100,000 rows). `total` then equals it and the
 *   real number is higher, so a label should read "more than {total}"; `last_page` still reaches
 *   past the asked page. Absent (as from the Laravel back end), `total` is exact.
 */
export const pageMetaSchema = z.object({
  current_page: /* @__PURE__ */ z.number().check(z.int(), z.gte(1)),
  per_page: /* @__PURE__ */ z.number().check(z.int(), z.gte(1)),
  total: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
  last_page: /* @__PURE__ */ z.number().check(z.int(), z.gte(1)),
  total_capped_at: /* @__PURE__ */ z.optional(z.number().check(z.int(), z.gte(1))),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The answer of a list call: `{data: [...]}`, plus `meta` when paged. */
/* @__NO_SIDE_EFFECTS__ */
export const listAnswerOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), meta: z.optional(pageMetaSchema) });
