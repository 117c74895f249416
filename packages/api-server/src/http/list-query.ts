import {
  asc,
  count,
  desc,
  ilike,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { ListQuery, PageMeta } from '@packlight/api-types';
import type { Db } from '../db/index.ts';

/** A column or expression a list may be searched or sorted on. */
export type Sortable = AnyColumn | SQL;

/** `%text%` for ILIKE, with the pattern characters of the user's text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The list's search (`?search=`): a case-insensitive substring match on any of the columns.
 * Undefined when there is nothing to search for, so it can go straight into `and(...)`.
 */
export function searchWhere(query: ListQuery, columns: readonly Sortable[]): SQL | undefined {
  const text = query.search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** What `users.search_text` puts between the fields it joins: chr(31), the unit separator. */
const searchTextSeparator = '\u001f';

/**
 * The same search on a lower-cased text that joins the searched fields (`users.search_text`): one
 * LIKE on one column, which a single trigram index serves and a scan reads far faster than ILIKE.
 * The pattern is lower-cased by the database, as the column is. Text of one or two characters
 * holds no trigram, and the index would then hand back every row to recheck (~250 ms at 100,000);
 * `|| ''` keeps it out, so such a search reads rows in the order the query wants and stops early.
 */
export function searchTextWhere(query: ListQuery, column: Sortable): SQL | undefined {
  const text = query.search?.trim();
  if (!text) return undefined;
  // The separator itself would match across two fields.
  if (text.includes(searchTextSeparator)) return sql`false`;
  const searched = text.length < 3 ? sql`(${column} || '')` : sql`${column}`;
  return sql`${searched} like lower(${containsPattern(text)})`;
}

/** The status filter (`?status=`), compared case-insensitively as docs/product/part-1.md asks. */
export function statusWhere(query: ListQuery, column: Sortable): SQL | undefined {
  const status = query.status?.trim();
  if (!status) return undefined;
  return sql`lower(${column}) = ${status.toLowerCase()}`;
}

/**
 * ORDER BY for `?sort=&dir=`: a known column first, then the fallback (which should end on a
 * unique column, so pages never overlap). An unknown sort name is ignored, as the contract says.
 */
export function sortOrder(
  query: ListQuery,
  columns: Readonly<Record<string, Sortable>>,
  fallback: readonly SQL[],
): SQL[] {
  const column = query.sort && Object.hasOwn(columns, query.sort) ? columns[query.sort] : undefined;
  if (!column) return [...fallback];
  return [query.dir === 'desc' ? desc(column) : asc(column), ...fallback];
}

/** LIMIT/OFFSET of the asked page, or null for the whole list (no `page`). */
export function pageWindow(query: ListQuery): { limit: number; offset: number } | null {
  if (query.page === undefined) return null;
  const limit = query.per_page ?? 10;
  return { limit, offset: (query.page - 1) * limit };
}

/**
 * How many matches past the asked page are counted exactly. Counting a search costs time in
 * proportion to the rows it counts, so 'a' (93,000 of 100,000 travelers) took 100-180 ms; 1,000
 * rows count in a few milliseconds on the embedded database, and 1,000 is a hundred pages of ten,
 * further than anyone pages instead of typing one more letter. Past it, the answer says
 * `total_capped_at` and the app shows "more than".
 */
export const exactCountAhead = 1000;

/** The most rows a page's total is counted to: the end of the asked page plus `exactCountAhead`. */
export function countCap(query: ListQuery): number {
  const window = pageWindow(query);
  return (window ? window.offset + window.limit : 0) + exactCountAhead;
}

/** A count stopped at `limit cap + 1` rows: `counted` above `cap` means "more than `cap`". */
export interface CappedCount {
  counted: number;
  cap: number;
}

/**
 * The `{data, meta?}` answer of a list call: `meta` only when a page was asked for. `total` is an
 * exact number or a `CappedCount`; one that went past its cap is given as the cap, and the meta
 * says so in `total_capped_at`.
 */
export function listAnswer<T>(
  query: ListQuery,
  rows: T[],
  total: number | CappedCount,
): { data: T[]; meta?: PageMeta } {
  if (query.page === undefined) return { data: rows };
  const perPage = query.per_page ?? 10;
  const capped = typeof total === 'number' || total.counted <= total.cap ? null : total.cap;
  const shown = capped ?? (typeof total === 'number' ? total : total.counted);
  return {
    data: rows,
    meta: {
      current_page: query.page,
      per_page: perPage,
      total: shown,
      last_page: Math.max(1, Math.ceil(shown / perPage)),
      ...(capped === null ? {} : { total_capped_at: capped }),
    },
  };
}

interface ListSelect<T> extends PromiseLike<T[]>, SQLWrapper {
  limit(
    limit: number,
  ): PromiseLike<T[]> & SQLWrapper & { offset(offset: number): PromiseLike<T[]> };
}

/**
 * The asked page of a list, or all of it, and how many rows match. A page shorter than asked
 * (and not past the end) already tells the total; otherwise the matches are counted no further
 * than `countCap`, since counting every match of a common search cost more than the page. `select`
 * builds a fresh query each time (drizzle's builders change in place).
 */
export async function pageOf<T>(
  db: Db,
  query: ListQuery,
  select: () => ListSelect<T>,
): Promise<{ rows: T[]; total: number | CappedCount }> {
  const window = pageWindow(query);
  if (!window) {
    const rows = await select();
    return { rows, total: rows.length };
  }
  const rows = await select().limit(window.limit).offset(window.offset);
  if (rows.length > 0 && rows.length < window.limit) {
    return { rows, total: window.offset + rows.length };
  }
  if (rows.length === 0 && window.offset === 0) return { rows, total: 0 };
  const cap = countCap(query);
  const [counted] = await db
    .select({ n: count() })
    .from(sql`(${select().limit(cap + 1)}) as matching`);
  return { rows, total: { counted: counted?.n ?? 0, cap } };
}
