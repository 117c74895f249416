import { asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../src/db/index.ts';
import { listAnswer, pickPage } from '../src/http/page-pick.ts';
import {
  farCollectLimit,
  pickSearchedIds,
  pickSearchedPage,
  walkLimit,
} from '../src/http/searched-page.ts';
import { openTestDatabase } from './helpers/test-database.ts';

/** A list of its own: more rows than a page walk reads, tagged to match in chosen places. */
const probe = pgTable('searched_page_probe', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  tag: text('tag').notNull(),
  /** The owner's name, copied on the row as the people lists copy their user's (migration 0020). */
  ownerName: text('owner_name').notNull(),
});
/** The probe rows' owners, as users are to travelers: one for each row, with the row's id and name. */
const owner = pgTable('searched_page_probe_owner', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
const rowCount = 5000;

/** A pick of probe rows sorted on their owners' names, as a list sorted on its users' names. */
function ownerSorted(where: SQL, dir: typeof asc = asc) {
  return {
    table: probe,
    id: probe.id,
    where,
    joins: sql`join ${owner} on ${owner.id} = ${probe.id}`,
    order: [dir(owner.name), dir(probe.id)],
    matchOrder: [dir(probe.ownerName), dir(probe.id)],
  };
}
const window = { limit: 10, offset: 0 };

/** The database, and how many statements it was sent since (`executed()`). */
function counting(db: Database['db']) {
  const queries: SQL[] = [];
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (query: SQL) => {
        queries.push(query);
        return target.execute(query);
      };
    },
  });
  const dialect = new PgDialect();
  return {
    db: counted,
    executed: () => queries.length,
    /** The bound values of the last statement run. */
    lastParams: () => dialect.sqlToQuery(queries.at(-1)!).params,
  };
}

describe('a searched page', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Names sort with the ids; 'late' is on the last 15 rows only (past any walk), 'after' on
    // every row from 1,201 to those (past the walk, and more than a page collects), 'third' on
    // every third row before them, 'none' nowhere.
    const statements = [
      `create table "searched_page_probe" (id integer primary key, name text not null, tag text not null,
         owner_name text not null)`,
      `create index on "searched_page_probe" (name, id)`,
      `insert into "searched_page_probe"
         select n, 'name ' || lpad(n::text, 5, '0'),
           case when n > ${rowCount - 15} then 'late' when n > 1200 then 'after'
             when n % 3 = 0 then 'third' else 'other' end,
           'name ' || lpad(n::text, 5, '0')
         from generate_series(1, ${rowCount}) as n`,
      `analyze "searched_page_probe"`,
      `create table "searched_page_probe_owner" (id integer primary key, name text not null)`,
      `create index on "searched_page_probe_owner" (name, id)`,
      `insert into "searched_page_probe_owner" select id, name from "searched_page_probe"`,
      `analyze "searched_page_probe_owner"`,
    ];
    for (const statement of statements) await database.db.execute(sql.raw(statement));
  });

  afterAll(async () => {
    await database?.close();
  });

  /** The page as a plain ORDER BY over every row gives it. */
  async function expected(where: SQL, order: SQL[], page: typeof window) {
    const rows = await database.db.execute(
      sql`select id from ${probe} where ${where} order by ${sql.join(order, sql`, `)}
          limit ${page.limit} offset ${page.offset}`,
    );
    return rowsOf<{ id: number }>(rows).map((row) => Number(row.id));
  }

  const cases: [string, SQL, SQL[]][] = [
    ['beyond the walk', eq(probe.tag, 'late'), [asc(probe.name), asc(probe.id)]],
    ['beyond the walk, descending', eq(probe.tag, 'late'), [desc(probe.name), desc(probe.id)]],
    ['on every third row', eq(probe.tag, 'third'), [asc(probe.name), asc(probe.id)]],
    [
      'on thousands of rows past the walk',
      eq(probe.tag, 'after'),
      [asc(probe.name), asc(probe.id)],
    ],
    ['nowhere', eq(probe.tag, 'none'), [asc(probe.name), asc(probe.id)]],
  ];

  it.each(cases)('finds the rows of a search %s in the asked order', async (_, where, order) => {
    expect(walkLimit(window)).toBeLessThan(rowCount - 15);
    const pick = { table: probe, id: probe.id, where, order };
    for (const page of [window, { limit: 10, offset: 10 }]) {
      const wanted = await expected(where, order, page);
      expect(await pickSearchedIds(database.db, pick, page)).toEqual(wanted);
      // Counted first, as a search of three characters or more is.
      expect(await pickSearchedIds(database.db, pick, page, { countFirst: 3000 })).toEqual(wanted);
    }
  });

  it.each([
    // Counted while the page was picked (three letters or more count first).
    ['a few hundred rows', sql`${eq(probe.tag, 'third')} and ${lte(probe.id, 600)}`, 200, null],
    ['more rows than the total counts to', lte(probe.id, 2000), 210, 210],
    // Too many to collect: walked, then counted no further than the cap.
    ['thousands of rows', eq(probe.tag, 'after'), 210, 210],
  ] as const)(
    'totals a page of a search on %s, exactly up to the cap',
    async (_, where, total, cap) => {
      const query = { search: 'abc', page: 1, per_page: 10 };
      const order = [asc(probe.name), asc(probe.id)];
      const page = await pickPage(database.db, query, { table: probe, id: probe.id, where, order });
      expect(page.ids).toEqual(await expected(where, order, window));
      const { meta } = listAnswer(query, page.ids, page.total);
      expect(meta?.total).toBe(total);
      expect(meta?.total_capped_at ?? null).toBe(cap);
    },
  );

  it.each([
    // All of them within the first count: sorted there, in that one statement.
    ['a few rows', eq(probe.tag, 'late'), 15, 1],
    // More than the first count, and a page among the first rows: the same statement walks to
    // it, nothing more is read (collecting the matches first would cost more).
    ['hundreds of rows from the first', eq(probe.tag, 'third'), 51, 1],
    // More than the first count, none in the walk, more than a page collects: walked to the end.
    ['thousands of rows past the walk', eq(probe.tag, 'after'), 51, 3],
  ] as const)(
    'counted first, walks a search on %s past the count before it collects',
    async (_, where, counted, statements) => {
      const order = [asc(probe.name), asc(probe.id)];
      const pick = { table: probe, id: probe.id, where, order };
      const counter = counting(database.db);
      const page = await pickSearchedPage(counter.db, pick, window, { countFirst: 50 });
      expect(page.ids).toEqual(await expected(where, order, window));
      expect(page.counted).toBe(counted);
      expect(counter.executed()).toBe(statements);
    },
  );

  it('walks to the page at once a search counted first past as many as a page collects', async () => {
    const order = [asc(probe.name), asc(probe.id)];
    const where = lte(probe.id, 4000);
    const counter = counting(database.db);
    const pick = { table: probe, id: probe.id, where, order };
    const page = await pickSearchedPage(counter.db, pick, window, { countFirst: 3000 });
    expect(page.ids).toEqual(await expected(where, order, window));
    expect(page.counted).toBe(3001);
    // The count, then the sort order walked to the page's end: no shorter walk, no collecting.
    expect(counter.executed()).toBe(2);
  });

  /** The page of a pick sorted on a joined table, as a plain ORDER BY over every row gives it. */
  async function expectedJoined(pick: ReturnType<typeof ownerSorted>) {
    const rows = await database.db.execute(
      sql`select ${probe.id} as id from ${probe} ${pick.joins} where ${pick.where}
          order by ${sql.join(pick.order, sql`, `)} limit 10`,
    );
    return rowsOf<{ id: number }>(rows).map((row) => Number(row.id));
  }

  it('counts and walks in one statement a search sorted on a joined table', async () => {
    const pick = ownerSorted(eq(probe.tag, 'third'));
    const counter = counting(database.db);
    // 400 matches among the first 1,200 names: the walk finds the first ten.
    const page = await pickSearchedPage(counter.db, pick, window, { countFirst: 50 });
    expect(page.ids).toEqual(await expectedJoined(pick));
    expect(page.counted).toBe(51);
    expect(counter.executed()).toBe(1);
  });

  it.each([
    // More than the first count, fewer than a page collects, none in the walk: collected and
    // sorted in the first statement, never walked.
    [
      'hundreds of rows past the walk',
      sql`${eq(probe.tag, 'after')} and ${lte(probe.id, 2500)}`,
      1,
    ],
    // More than a page collects, none in the walk: counted and walked, then collected and sorted.
    ['thousands of rows past the walk', eq(probe.tag, 'after'), 2],
  ] as const)(
    'counts a search on %s sorted on a joined table as far as a page collects before it walks',
    async (_, where, statements) => {
      for (const dir of [asc, desc]) {
        const pick = ownerSorted(where, dir);
        const counter = counting(database.db);
        const page = await pickSearchedPage(counter.db, pick, window, { countFirst: 50 });
        expect(page.ids).toEqual(await expectedJoined(pick));
        // As a count to 50 gives it.
        expect(page.counted).toBe(51);
        // Read backward, the walk meets those rows at once.
        expect(counter.executed()).toBe(dir === asc ? statements : 1);
        // Past a page's collecting, the far matches are collected, not walked to.
        if (dir === asc && statements === 2) {
          expect(counter.lastParams()).toContain(farCollectLimit + 1);
        }
      }
    },
  );

  it('sorts the collected matches of a search on a joined table by their own owners', async () => {
    // The owners' names (and their copies) run against the rows' own: a sort that read the row's
    // name, or lost the owner of a match, would answer another page.
    await database.db.execute(
      sql`update ${owner} set name = 'owner ' || lpad((${rowCount} - id)::text, 5, '0')`,
    );
    await database.db.execute(
      sql`update ${probe} set owner_name = 'owner ' || lpad((${rowCount} - id)::text, 5, '0')`,
    );
    try {
      for (const dir of [asc, desc]) {
        const pick = ownerSorted(eq(probe.tag, 'late'), dir);
        const counter = counting(database.db);
        const page = await pickSearchedPage(counter.db, pick, window, { countFirst: 50 });
        expect(page.ids).toEqual(await expectedJoined(pick));
        expect(page.ids[0]).toBe(dir === asc ? rowCount : rowCount - 14);
        expect(counter.executed()).toBe(1);
      }
    } finally {
      await database.db.execute(sql`update ${owner} set name = 'name ' || lpad(id::text, 5, '0')`);
      await database.db.execute(sql`update ${probe} set owner_name = name`);
    }
  });

  it('finds the late rows whichever way it gets there', async () => {
    const pick = {
      table: probe,
      id: probe.id,
      where: eq(probe.tag, 'late'),
      order: [asc(probe.name)],
    };
    const ids = await pickSearchedIds(database.db, pick, { limit: 20, offset: 0 });
    expect(ids).toHaveLength(15);
    expect(ids[0]).toBe(rowCount - 14);
  });
});
