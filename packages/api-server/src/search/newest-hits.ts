/**
 * The first hits of one kind of record for GET /search, newest first (id descending, D68), in
 * one statement. In id order the matches of a common text are spread over the whole list, so
 * a short walk back from the newest row meets a group's hits at once ('a', 'smith', 'olivia');
 * a rarer text ('zq', a number) is collected through its search index, few rows, and sorted;
 * a text matching more rows than that, none of them within the walk, is walked to its hits,
 * which its number of matches keeps near. bench/marketplace.ts and bench/scale-postgres.ts
 * (the GET /api/search rows) hold each case.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { farCollectLimit } from '../http/searched-page.ts';

/**
 * How many of the newest rows a search reads first: five hits within them is a common text
 * ('a', 'smith'); a few hits tell a text on about one row in a hundred ('olivia'), which a
 * longer walk (`furtherWalk`) meets at once; none is most likely a rarer one ('zq', '1599').
 */
export const nearWalk = 200;

/** How far the walk goes on after the near rows held some hits but not a group's worth. */
export const furtherWalk = 2000;

/**
 * The most matches collected and sorted when the walk found too few: more are spread densely
 * enough that walking on finds a group's worth soon, unless they cluster in id order (record
 * codes, 'PRD-00'), which the far walk's limit bounds before they are collected after all.
 */
export const newestCollect = 1000;

/** How far the walk goes on past `newestCollect` matches before it collects them all. */
export const farWalk = 20_000;

/** The most matches collected past `farWalk` (the lists' own limit); beyond, the walk goes on. */
const farCollect = farCollectLimit;

/** What one kind's hits are picked from. */
export interface NewestPick {
  /** The kind's table. */
  table: PgTable;
  /** Its primary key, whose order is the hits' order (newest first). */
  id: AnyColumn;
  /** Which rows are hits (the search text's match, or a number's lookup). */
  where: SQL;
  /** A lookup by a key (a record's number): its few rows are collected without a walk first. */
  lookup?: boolean;
}

/**
 * Whether a row is among the newest `limit` hits (the statement sorts them by id, descending).
 * The ids are picked once, in a scalar subquery whose `case` runs a branch only when the ones
 * before did not answer: the near walk, the further one, the matches collected, the far walk,
 * all matches collected, a walk to the end. A walk with no row limit has `offset 0`, which keeps
 * the planner from moving the test into it and planning the search on its own estimates.
 */
export function amongNewestHits(pick: NewestPick, limit: number): SQL {
  const { table, id, where } = pick;
  const walk = (rows: SQL) => sql`array(
      select walked.id from (
        select ${id} as id, ${where} as hit from ${table} order by ${id} desc ${rows}
      ) as walked where walked.hit limit ${limit}
    )`;
  const newest = (matches: string) =>
    sql`array(select id from ${sql.identifier(matches)} order by id desc limit ${limit})`;
  const matching = (most: number) =>
    sql`(select ${id} as id from ${table} where ${where} limit ${most + 1})`;
  return sql`${id} = any((
    with near as materialized (select ${walk(sql`limit ${pick.lookup ? 0 : nearWalk}`)} as ids),
    further as materialized (select ${walk(sql`limit ${furtherWalk}`)} as ids),
    matches as ${matching(newestCollect)},
    far as materialized (select ${walk(sql`limit ${farWalk}`)} as ids),
    far_matches as ${matching(farCollect)}
    select case
      when cardinality(near.ids) = ${limit} then near.ids
      when cardinality(near.ids) > 0 and (select cardinality(ids) from further) = ${limit}
        then (select ids from further)
      when (select count(*) from matches) <= ${newestCollect} then ${newest('matches')}
      when (select cardinality(ids) from far) = ${limit} then (select ids from far)
      when (select count(*) from far_matches) <= ${farCollect} then ${newest('far_matches')}
      else ${walk(sql`offset 0`)}
    end
    from near
  )::int[])`;
}
