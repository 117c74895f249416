import {
  asc,
  desc,
  getTableName,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { ListQuery, PageMeta } from '@packlight/api-types';
import { rowsOf, type Db } from '../db/index.ts';
import { pickSearchedPage } from './searched-page.ts';

/** A column or expression a list may be searched or sorted on. */
export type Sortable = AnyColumn | SQL;

/** `%text%` for ILIKE, with the pattern characters of the user's text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What `users.search_text` puts between the fields it joins: chr(31), the unit separator. */
export const searchTextSeparator = '\u001f';

/**
 * The list's search (`?search=`) on the list's `search_text` (migration 0008): a lower-cased text
 * that joins the searched fields, matched with one LIKE. Three characters or more are found
 * through its trigram index. One or two hold no trigram: they are looked up in the row's
 * `search_grams`, every one- and two-character piece of the text, whose GIN index finds a rare
 * piece ('zq') at once, while a common one ('a') lets the planner walk the sort order and stop
 * early; the substring match itself is tested first.
 */
export function searchTextWhere(query: ListQuery, column: AnyColumn): SQL | undefined {
  const text = query.search?.trim();
  if (!text) return undefined;
  // The separator itself would match across two fields.
  if (text.includes(searchTextSeparator)) return sql`false`;
  if (searchesByTrigram(query)) return sql`${column} like lower(${containsPattern(text)})`;
  const grams = sql`${sql.identifier(getTableName(column.table))}.${sql.identifier('search_grams')}`;
  // The same match on the text itself goes first, so a row is tested on its few dozen characters
  // before its hundred pieces (the array test costs more per row). It is written as the function,
  // which no index serves, so the planner still finds rows through the pieces' index and never
  // through the trigram one (which a text too short for a trigram would send to many rows).
  return sql`textlike(${column}, lower(${containsPattern(text)})) and ${grams} @> array[lower(${text})]`;
}

/**
 * A list's sort columns, as `PagePick.collectColumns`: what a search's collected matches keep, so
 * they are collected without their search text and pieces.
 */
export function sortColumns(sortable: Record<string, Sortable>): SQL {
  return sql.join([...new Set(Object.values(sortable))], sql`, `);
}

/** Whether the search is long enough (three characters) for the trigram index. */
export function searchesByTrigram(query: ListQuery): boolean {
  return [...(query.search?.trim() ?? '')].length > 2;
}

/**
 * The status filter (`?status=`), compared case-insensitively as docs/product/part-1.md asks. A
 * column of known statuses is compared with the one the text names (none: nothing matches), so
 * the status index can serve the filter; `lower(status)` could use none. `statuses` names them for
 * an open-text column whose values the server writes (orders).
 */
export function statusWhere(
  query: ListQuery,
  column: Sortable,
  statuses?: readonly string[],
): SQL | undefined {
  const status = query.status?.trim().toLowerCase();
  if (!status) return undefined;
  const known =
    statuses ?? ('enumValues' in column ? (column.enumValues as string[] | undefined) : undefined);
  if (!known) return sql`lower(${column}) = ${status}`;
  const value = known.find((candidate) => candidate.toLowerCase() === status);
  if (value !== undefined) return sql`${column} = ${value}`;
  // An open-text column may hold a status outside the list; an enum column cannot.
  return statuses ? sql`lower(${column}) = ${status}` : sql`false`;
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
 * proportion to the rows it reads, so a common text is counted only this far: twenty pages of
 * ten, further than anyone pages instead of typing one more letter. Past it, the answer says
 * `total_capped_at` and the app shows "more than" (bench/marketplace.ts).
 */
export const exactCountAhead = 200;

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
/** A list call's answer in one piece. */
export interface ListAnswer<T> {
  data: T[];
  meta?: PageMeta;
}

export function listAnswer<T>(
  query: ListQuery,
  rows: T[],
  total: number | CappedCount,
): ListAnswer<T> {
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

/**
 * ORDER BY for a list whose every sortable column has an index on (column, id): the column in
 * the asked direction, ties broken by the id in the same direction, so that one index serves both
 * directions (read backward for `desc`). Without a known sort, the list's default order.
 */
export function indexedSortOrder(
  query: ListQuery,
  columns: Readonly<Record<string, Sortable>>,
  id: AnyColumn,
  fallback: readonly SQL[],
): SQL[] {
  const column = query.sort && Object.hasOwn(columns, query.sort) ? columns[query.sort] : undefined;
  if (!column) return [...fallback];
  const direction = query.dir === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

/** Which rows of a list one page holds: picked on the list's own table, by id. */
export interface PagePick {
  /** The list's own table. */
  table: SQLWrapper;
  id: AnyColumn;
  /** The search and filters, on the list's own columns only (so counting needs no join). */
  where: SQL | undefined;
  /** Joins the sort needs (a users column), if any. */
  joins?: SQL;
  order: SQL[];
  /**
   * The exact number of rows of the unsearched list, when a kept count holds it (the travelers'
   * per-status counts); without it the matches are counted no further than `countCap`.
   */
  total?: SQL;
  /**
   * With `joins`, required: the same order for a search's collected matches, which are kept
   * without the join: on the row's own copies of the joined columns (migration 0020).
   */
  matchOrder?: SQL[];
  /**
   * The only columns a search's collected matches keep, those the order (or `matchOrder`) reads;
   * by default they are kept whole, search pieces and all, which costs more to count.
   */
  collectColumns?: SQL;
}

/**
 * The ids of the asked page, in order, and how many rows match. Only ids are picked, so the rows
 * an OFFSET skips and the rows a sort compares are never built; the caller loads the page's few
 * rows with everything they show. A page shorter than asked (and not past the end) already tells
 * the total; otherwise the matches are counted no further than `countCap`, without the sort.
 * A searched page is picked by `pickSearchedIds`.
 */
export async function pickPage(
  db: Db,
  query: ListQuery,
  pick: PagePick,
): Promise<{ ids: number[]; total: number | CappedCount }> {
  const window = pageWindow(query) ?? { limit: 10, offset: 0 };
  const where = pick.where ?? sql`true`;
  let ids: number[];
  let counted: number | undefined;
  const cap = countCap(query);
  if (query.search?.trim()) {
    // Counted first as far as the total counts, so a count past it is the total's too.
    ({ ids, counted } = await pickSearchedPage(db, pick, window, {
      countFirst: searchesByTrigram(query) ? cap : undefined,
    }));
  } else {
    const picked = await db.execute<{ id: number }>(
      sql`select ${pick.id} as id from ${pick.table} ${pick.joins ?? sql``} where ${where}
          order by ${sql.join(pick.order, sql`, `)} limit ${window.limit} offset ${window.offset}`,
    );
    ids = rowsOf<{ id: number }>(picked).map((row) => Number(row.id));
  }
  if (ids.length > 0 && ids.length < window.limit) {
    return { ids, total: window.offset + ids.length };
  }
  if (ids.length === 0 && window.offset === 0) return { ids, total: 0 };
  // The matches were counted while the page was picked, exactly or past the cap (listAnswer
  // then shows the cap).
  if (counted !== undefined) return { ids, total: { counted, cap } };
  if (pick.total && !query.search?.trim()) {
    const kept = await db.execute<{ n: number | null }>(sql`select ${pick.total} as n`);
    return { ids, total: Number(rowsOf<{ n: number | null }>(kept)[0]?.n ?? 0) };
  }
  const matching = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${pick.table} where ${where}
        limit ${cap + 1}) as matching`,
  );
  return { ids, total: { counted: Number(rowsOf<{ n: number }>(matching)[0]?.n ?? 0), cap } };
}

/**
 * Keeps the rows whose `id` is among `ids`, for loading a page or a streamed batch by id: one
 * array parameter, which the id's index scans for every id at once. `inArray` bound one parameter
 * per id; a join with the ids unnested added a relation and a de-duplication that the embedded
 * database planned and ran on every batch (bench/marketplace.ts, `--only whole`).
 */
export function amongIds(id: AnyColumn, ids: readonly number[]): SQL {
  return sql`${id} = any(${`{${ids.join(',')}}`}::int[])`;
}

/** Rows loaded by id, put back in the order of `ids`. */
export function inIdOrder<T>(ids: readonly number[], rows: T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
