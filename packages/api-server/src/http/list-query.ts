/**
 * What a list declaration (`<area>/list.ts`) builds its query from: the search, the status
 * filter, the sort order, and loading a page's rows by id in order. How a page is picked and
 * answered is `page-pick.ts` and `streamed-list.ts`.
 */
import { asc, desc, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@packlight/api-types';

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

/**
 * A list's loader for a page or a whole list's batch: the shown rows of the ids (none read for
 * no ids), put back in the ids' order and turned into the API's items.
 */
export function loadShown<Row extends { id: number }, Item>(
  shown: (ids: number[]) => Promise<Row[]>,
  resource: (row: Row) => Item,
): (ids: number[]) => Promise<Item[]> {
  return async (ids) => {
    if (ids.length === 0) return [];
    return inIdOrder(ids, await shown(ids), (row) => row.id).map((row) => resource(row));
  };
}
