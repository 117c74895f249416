/**
 * One page of a list: its window, the ids it holds (picked on the list's own table, so the rows
 * an OFFSET skips are never built) and its capped total, answered as `{data, meta}`.
 */
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery, PageMeta } from '@packlight/api-types';
import { rowsOf, type Db } from '../db/index.ts';
import { searchesByTrigram } from './list-query.ts';
import { pickSearchedPage } from './searched-page.ts';

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

/** A list call's answer in one piece. */
export interface ListAnswer<T> {
  data: T[];
  meta?: PageMeta;
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
