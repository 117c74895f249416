import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery, PageMeta } from '@packlight/api-types';

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

/** The `{data, meta?}` answer of a list call: `meta` only when a page was asked for. */
export function listAnswer<T>(
  query: ListQuery,
  rows: T[],
  total: number,
): { data: T[]; meta?: PageMeta } {
  if (query.page === undefined) return { data: rows };
  const perPage = query.per_page ?? 10;
  return {
    data: rows,
    meta: {
      current_page: query.page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** Selected beside a list's columns: how many rows match in all, whichever page is asked. */
export const matchingTotal = sql<number>`(count(*) over ())::int`;

interface ListSelect<T> extends PromiseLike<T[]> {
  limit(limit: number): PromiseLike<T[]> & { offset(offset: number): PromiseLike<T[]> };
}

/**
 * The asked page of a list, or all of it, and how many rows match. The total rides on every row
 * (`matchingTotal`), so one query does both; a page past the end has no rows, and then the total
 * is read from the first row instead. `select` builds a fresh query each time (drizzle's builders
 * change in place).
 */
export async function pageOf<T extends { total: number }>(
  query: ListQuery,
  select: () => ListSelect<T>,
): Promise<{ rows: T[]; total: number }> {
  const window = pageWindow(query);
  if (!window) {
    const rows = await select();
    return { rows, total: rows.length };
  }
  const rows = await select().limit(window.limit).offset(window.offset);
  const first = rows[0] ?? (window.offset > 0 ? (await select().limit(1))[0] : undefined);
  return { rows, total: first?.total ?? 0 };
}
