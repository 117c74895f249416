/**
 * Activity trail benchmark on PostgreSQL (not a test): every filter of GET /activity, alone and
 * combined, on a trail of a million entries, through the same query the route runs
 * (src/activity/queries.ts). Budget: p95 20 ms per filtered page (decisions.md D51).
 *
 *   node scripts/with-postgres.mjs -- pnpm --filter @packlight/api-server exec tsx \
 *     bench/activity-trail.ts [--entries 1000000] [--runs 40]
 *
 * The entries are written by one INSERT ... SELECT from generate_series: 50 actors, every
 * subject type with ids up to 100,000, every action, spread over the last year.
 *
 * The last line of output is a JSON array of {name, unit, min, median, p95, max, budget, size}.
 */
import { parseArgs } from 'node:util';
import { activityActions, activitySubjectTypes } from '@packlight/api-types';
import { sql } from 'drizzle-orm';
import { listActivity, type ActivityFilters } from '../src/activity/queries.ts';
import { openDatabase, rowsOf } from '../src/db/index.ts';
import { summary } from './timing.ts';

const { values: args } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '40' },
  },
});
const entries = Number(args.entries);
const runs = Number(args.runs);
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl.startsWith('postgres')) {
  throw new Error('Run it inside scripts/with-postgres.mjs: it needs DATABASE_URL');
}
const sizeLabel = `${entries >= 1_000_000 ? `${entries / 1_000_000}M` : `${entries / 1000}k`} entries`;
const budgetMs = 20;
const subjectIds = 100_000;
const actors = 50;
const dayMs = 86_400_000;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const anyId = (most: number) => 1 + Math.floor(Math.random() * most);
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 10);

/** Each case makes a fresh filter per run, so no run reads pages the one before warmed. */
const cases: { name: string; filters: () => ActivityFilters & { page?: number } }[] = [
  { name: 'newest first, page 1', filters: () => ({}) },
  { name: 'newest first, page 40', filters: () => ({ page: 40 }) },
  {
    name: 'one record (subject_type + subject_id)',
    filters: () => ({ subject_type: pick(activitySubjectTypes), subject_id: anyId(subjectIds) }),
  },
  { name: 'one record type', filters: () => ({ subject_type: pick(activitySubjectTypes) }) },
  { name: 'one actor', filters: () => ({ actor_id: anyId(actors) }) },
  { name: 'one action', filters: () => ({ action: pick(activityActions) }) },
  {
    name: 'a date range (one week)',
    filters: () => {
      const start = anyId(350);
      return { from: day(start + 7), to: day(start) };
    },
  },
  {
    name: 'actor + action',
    filters: () => ({ actor_id: anyId(actors), action: pick(activityActions) }),
  },
  {
    name: 'record type + action + date range',
    filters: () => ({
      subject_type: pick(activitySubjectTypes),
      action: pick(activityActions),
      from: day(60),
      to: day(30),
    }),
  },
  {
    name: 'actor + date range (one day)',
    filters: () => {
      const start = anyId(360);
      return { actor_id: anyId(actors), from: day(start), to: day(start) };
    },
  },
];

const fixed = (n: number) => Number(n.toFixed(1));
const database = await openDatabase({ database: { kind: 'postgres', url: databaseUrl } });
const { db } = database;
try {
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from activity`),
  );
  if (count < entries) {
    const started = performance.now();
    const types = sql.raw(`array[${activitySubjectTypes.map((t) => `'${t}'`).join(',')}]`);
    const actions = sql.raw(`array[${activityActions.map((a) => `'${a}'`).join(',')}]`);
    await db.execute(sql`
      insert into activity (action, actor_id, actor_name, subject_type, subject_id, subject_label,
        changes, ip, created_at)
      select (${actions})[(1 + (n * 7) % ${activityActions.length})::int],
        (1 + (n * 13) % ${actors})::int, 'Admin ' || (1 + (n * 13) % ${actors}),
        (${types})[(1 + (n * 3) % ${activitySubjectTypes.length})::int],
        (1 + (n * 7919) % ${subjectIds})::int, 'Record ' || n,
        jsonb_build_object('status', jsonb_build_object('before', 'Active', 'after', 'Suspended')),
        '127.0.0.1', now() - (random() * interval '365 days')
      from generate_series(${count + 1}::bigint, ${entries}::bigint) as n`);
    await db.execute(sql`analyze activity`);
    console.error(
      `Wrote ${entries - count} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const rows = [];
  for (const each of cases) {
    const times: number[] = [];
    for (let run = -3; run < runs; run++) {
      const filters = each.filters();
      const started = performance.now();
      await listActivity(db, { ...filters, per_page: 25 });
      if (run >= 0) times.push(performance.now() - started);
    }
    const stats = summary(times);
    const row = {
      name: `GET /api/activity, ${each.name} (p95)`,
      unit: 'ms',
      min: fixed(stats.min),
      median: fixed(stats.median),
      p95: fixed(stats.p95),
      max: fixed(stats.max),
      budget: budgetMs,
      size: sizeLabel,
    };
    rows.push(row);
    console.error(`${row.name}: p95 ${row.p95} ms`);
  }
  process.exitCode = rows.every((row) => row.p95 <= row.budget) ? 0 : 1;
  console.log(JSON.stringify(rows));
} finally {
  await database.close();
}
