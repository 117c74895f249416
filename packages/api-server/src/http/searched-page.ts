/**
 * How a searched page is picked; bench/marketplace.ts (the searched list rows) proves it.
 *
 * The planner estimates how many rows a search matches from the words of the table, not from
 * where in the sort order they sit, and may walk a whole index for a page that is not there. So
 * the sort order is walked no further than `walkLimit` rows, which finds a page of any common
 * search at once. When that walk holds no full page, the matches are counted through the
 * search's own index, up to `collectLimit`: that few are collected (in a common table expression,
 * planned alone) and sorted, with a first sort key, `id * 0`, that no index gives, so the planner
 * cannot go back to walking an index. More than that many are common enough to walk the sort
 * order to the end of the page.
 *
 * Why not plain SQL (the search as a filter, ORDER BY ... LIMIT): sorted by a name, a common
 * word's page then takes seconds at 100k rows against tens of ms here (docs/architecture.md,
 * "Speed at 100,000 rows", measured with bench/marketplace.ts `--only GET`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/index.ts';
import type { PagePick } from './page-pick.ts';

/**
 * How many rows of the sort order a searched page reads before it gives up walking: enough for
 * a page of a search that matches one row in a hundred, wherever the page is.
 */
export function walkLimit(window: { limit: number; offset: number }): number {
  return Math.max(1000, 100 * (window.offset + window.limit));
}

/**
 * The most matches a searched page collects and sorts itself (a few ms); a search with more
 * matches is dense enough that walking the sort order finds its page.
 */
export const collectLimit = 3000;

/** How many matches a searched page collects when its walk found none, before it walks further. */
export const farCollectLimit = 50_000;

/**
 * The page's ids found by walking the sort order no further than `walk` rows: the ids of the
 * matches among them, in order, as many as the window asks (fewer when the walk ends first).
 */
function walkedIds(pick: PagePick, window: { limit: number; offset: number }, walk: number): SQL {
  return sql`select walked.id from (
      select ${pick.id} as id, ${pick.where ?? sql`true`} as hit from ${pick.table}
      ${pick.joins ?? sql``} order by ${sql.join(pick.order, sql`, `)} limit ${walk}
    ) as walked where walked.hit limit ${window.limit} offset ${window.offset}`;
}

/**
 * One statement that counts a search's matches (no more than `most + 1`) and, when they are no
 * more than `most`, sorts them and answers the page's ids. The matches are kept (whole, or their
 * `collectColumns`) in a common table expression named as the list's table, so the sort reads
 * them there, not again from the table; a sort on a joined table uses `matchOrder`. With `walk`,
 * more than `most` matches walk the sort order in the same statement: the walk comes first among
 * the common table expressions, where the list's table is still the table.
 */
function countAndSortMatches(
  pick: PagePick,
  window: { limit: number; offset: number },
  most: number,
  walk: SQL | undefined,
): SQL {
  const order = pick.matchOrder ?? pick.order;
  return sql`with ${walk ? sql`walk as (select array(${walk}) as ids), ` : sql``}${pick.table} as (
      select ${pick.collectColumns ?? sql`*`} from ${pick.table} where ${pick.where ?? sql`true`}
      limit ${most + 1}
    )
    select counted.n, case when counted.n <= ${most} then array(
      select ${pick.id} from ${pick.table}
      order by ${pick.id} * 0, ${sql.join(order, sql`, `)}
      limit ${window.limit} offset ${window.offset}
    ) end as ids,
    ${walk ? sql`case when counted.n > ${most} then (select walk.ids from walk) end` : sql`null`}
      as walked
    from (select count(*)::int as n from ${pick.table}) as counted`;
}

/**
 * A search's matches counted, no further than `most + 1`, and, when they are no more than `most`,
 * the page's ids sorted among them (`ids` is null past `most`), in one statement. With `walk`,
 * past `most` the same statement walks that many rows of the sort order for the page (`walked`:
 * the matches it met, a full page or fewer).
 */
export async function countAndSortSearch(
  db: Db,
  pick: PagePick,
  window: { limit: number; offset: number },
  most: number,
  walk?: number,
): Promise<{ counted: number; ids: number[] | null; walked: number[] | null }> {
  const walking = walk === undefined ? undefined : walkedIds(pick, window, walk);
  const found = await db.execute<{ n: number; ids: number[] | null; walked: number[] | null }>(
    countAndSortMatches(pick, window, most, walking),
  );
  const [row] = rowsOf<{ n: number; ids: number[] | null; walked: number[] | null }>(found);
  return {
    counted: Number(row?.n ?? 0),
    ids: row?.ids?.map(Number) ?? null,
    walked: row?.walked?.map(Number) ?? null,
  };
}

/** How a searched page is picked: see `pickSearchedIds`. */
export interface SearchedPickOptions {
  /**
   * Count the matches first, no further than this many (a text of three characters or more,
   * found through its trigram index, most often matches few rows): when they are no more, the
   * page is sorted among them in the same statement. Past it, the text is common enough that
   * walking the sort order most often finds the page at once. A sort on a joined table, whose
   * walk costs more than the count, counts as far as a page collects before it walks.
   */
  countFirst?: number;
}

/**
 * The ids of one page of a searched list, in order: see the file's header. With `countFirst`,
 * the matches are counted (that far) before any walk, and a text found past that count is walked
 * before it is collected.
 */
export async function pickSearchedIds(
  db: Db,
  pick: PagePick,
  window: { limit: number; offset: number },
  options: SearchedPickOptions = {},
): Promise<number[]> {
  return (await pickSearchedPage(db, pick, window, options)).ids;
}

/**
 * `pickSearchedIds`, with how many rows match when it counted them on the way: an exact number
 * no greater than the count's limit, or that limit plus one for "more" (the first count past
 * `countFirst`), so the page's total needs no count of its own.
 */
export async function pickSearchedPage(
  db: Db,
  pick: PagePick,
  window: { limit: number; offset: number },
  options: SearchedPickOptions = {},
): Promise<{ ids: number[]; counted?: number }> {
  const where = pick.where ?? sql`true`;
  const order = sql.join(pick.order, sql`, `);
  const most = Math.max(collectLimit, window.offset + window.limit);
  const walk = walkLimit(window);
  let counted: number | undefined;
  let pastCollecting = false;
  let walkedAlready = options.countFirst === undefined;
  let ids: number[];
  if (options.countFirst === undefined) {
    const walked = await db.execute<{ id: number }>(walkedIds(pick, window, walk));
    ids = rowsOf<{ id: number }>(walked).map((row) => Number(row.id));
  } else {
    // Counted and, past the count, walked in one statement; past a count as far as a page
    // collects (GET /search), the sort order is walked to the page's end instead, so the
    // statement does not plan a walk it would seldom take.
    const walkToo = options.countFirst < most ? walk : undefined;
    walkedAlready = walkToo !== undefined;
    // A sort on a joined table (a users column) walks the users of every kind, which costs more
    // than counting through the search's index: it counts as far as a page collects first.
    const limit = pick.joins && walkToo ? most : options.countFirst;
    const first = await countAndSortSearch(db, pick, window, limit, walkToo);
    // Given as a count to `countFirst` would have given it: exact up to it, else one more.
    const firstCount = Math.min(first.counted, options.countFirst + 1);
    if (first.ids) return { ids: first.ids, counted: firstCount };
    counted = firstCount;
    pastCollecting = first.counted > most;
    ids = first.walked ?? [];
  }
  if (ids.length === window.limit) return { ids, counted };
  // The first count already went past as many matches as a page collects.
  if (!pastCollecting) {
    const found = await countAndSortSearch(db, pick, window, most);
    if (found.ids) return { ids: found.ids, counted: found.counted };
  }
  // Thousands of matches, none within the walk, sit far down the sort order, and a walk to them
  // reads every row before ('olivia' by a user's name: most of the users). A sort on a joined
  // table collects up to `farCollectLimit` matches and sorts them instead; a short common text
  // ('z') on the list's own table is found sooner by walking on. bench/scale-postgres.ts.
  if (walkedAlready && pick.matchOrder) {
    const found = await countAndSortSearch(db, pick, window, farCollectLimit);
    if (found.ids) return { ids: found.ids, counted };
  }
  const picked = await db.execute<{ id: number }>(
    sql`select ${pick.id} as id from ${pick.table} ${pick.joins ?? sql``} where ${where}
        order by ${order} limit ${window.limit} offset ${window.offset}`,
  );
  return { ids: rowsOf<{ id: number }>(picked).map((row) => Number(row.id)), counted };
}
