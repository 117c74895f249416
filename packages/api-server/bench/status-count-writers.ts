/**
 * Hot-row benchmark (not a test): do parallel traveler writes queue on the trigger-kept status
 * counts? Needs a real Postgres:
 *
 *   node scripts/with-postgres.mjs -- pnpm --filter @packlight/api-server exec tsx \
 *     bench/status-count-writers.ts [--seconds 5] [--work-ms 5]
 *
 * Each writer runs sign-up-like transactions: a users row and a travelers row (whose trigger
 * updates the count of its status), then `--work-ms` of the rest of the request's transaction
 * (pg_sleep stands for the other inserts and round trips a real request makes), then commit. One
 * writer, then four at once; with a single counter row per status the four queue on its lock
 * from their insert to their commit, and four writers barely beat one.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/index.ts';
import { travelers, users } from '../src/db/schema/index.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    'work-ms': { type: 'string', default: '5' },
  },
});
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('DATABASE_URL must point at a real Postgres (see scripts/with-postgres.mjs)');
  process.exit(2);
}
const seconds = Number(args.seconds);
const workSeconds = Number(args['work-ms']) / 1000;

const database = await openDatabase({ database: { kind: 'postgres', url } });
const { db } = database;
let serial = 0;

async function writer(until: number): Promise<number> {
  let done = 0;
  while (Date.now() < until) {
    const n = serial++;
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ type: 'traveler', email: `bench-${process.pid}-${n}@example.test` })
        .returning({ id: users.id });
      await tx.insert(travelers).values({ userId: user!.id });
      await tx.execute(sql`select pg_sleep(${workSeconds})`);
    });
    done++;
  }
  return done;
}

async function measure(writers: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  const counts = await Promise.all(Array.from({ length: writers }, () => writer(until)));
  return counts.reduce((sum, count) => sum + count, 0) / seconds;
}

const one = await measure(1);
const four = await measure(4);
const countOf = async (query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n;
};
const counted = await countOf(sql`select sum(travelers)::int as n from traveler_status_counts`);
const actual = await countOf(sql`select count(*)::int as n from travelers`);
console.log(`1 writer:  ${one.toFixed(1)} traveler writes/s`);
console.log(`4 writers: ${four.toFixed(1)} traveler writes/s (${(four / one).toFixed(2)}x)`);
console.log(`counts kept: ${counted} of ${actual} travelers`);
await database.close();
