import { eq, getTableColumns, getTableName, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Db } from '../db/index.ts';
import * as schema from '../db/schema/index.ts';
import type { Storage } from '../files/storage.ts';
import { createUser } from '../users/queries.ts';
import {
  defaultDemoCounts,
  defaultDemoSeed,
  generateDemoData,
  type DemoData,
  type DemoDataOptions,
} from './generate.ts';
import { bulkLoad } from './bulk-load.ts';
import { buildPendingIndexes } from './pending-indexes.ts';
import { inPostgresTransaction } from './copy-postgres.ts';
import { writeDemoImages } from './images.ts';

export const demoAdmin = {
  email: 'admin@packlight.dev',
  password: 'packlight-demo',
} as const;

export type DemoCounts = Pick<DemoDataOptions, keyof typeof defaultDemoCounts>;

export interface SeedOptions {
  /** Where the demo pictures go; without it no files are written (rows still name them). */
  storage?: Storage;
  counts?: Partial<DemoCounts>;
  seed?: number;
  now?: Date;
  /**
   * How the lists' derived fields (search texts, party names, counts) are filled: 'bulk' (the
   * default) with the triggers off, by one INSERT per list from its staged rows; 'triggers' row
   * by row as any other insert, which the bulk way must equal.
   */
  derive?: 'bulk' | 'triggers';
}

export interface SeedResult {
  seeded: boolean;
  rows: Record<string, number>;
  milliseconds: number;
}

/** Creates the demo administrator unless some administrator exists already; answers its id. */
async function ensureAdmin(db: Db): Promise<number> {
  const [admin] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.type, 'admin'))
    .orderBy(schema.users.id)
    .limit(1);
  if (admin) return admin.id;
  const created = await createUser(db, {
    type: 'admin',
    firstName: 'Admin',
    lastName: 'Packlight',
    name: 'Admin Packlight',
    email: demoAdmin.email,
    password: demoAdmin.password,
  });
  return created.id;
}

/** In insert order: every table before the ones that point at it. */
const tablesInOrder: [keyof DemoData, PgTable][] = [
  ['users', schema.users],
  ['travelers', schema.travelers],
  ['travelerAddresses', schema.travelerAddresses],
  ['partners', schema.partners],
  ['partnerDocuments', schema.partnerDocuments],
  ['riders', schema.riders],
  ['riderRegions', schema.riderRegions],
  ['riderDocuments', schema.riderDocuments],
  ['products', schema.products],
  ['productImages', schema.productImages],
  ['orders', schema.orders],
  ['orderItems', schema.orderItems],
  ['transactions', schema.transactions],
  ['refunds', schema.refunds],
  ['refundImages', schema.refundImages],
  ['supportTickets', schema.supportTickets],
  ['supportMessages', schema.supportMessages],
  ['notifications', schema.notifications],
];

/**
 * Demo mode's data: the administrator (admin@packlight.dev, kept if present), then, when the
 * marketplace tables are still empty, the generated travelers, partners, riders, products,
 * orders, refunds and tickets with their pictures. Running it again changes nothing, but builds
 * any index an earlier seed, cut short after its commit, left pending.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  await buildPendingIndexes(db);
  const adminId = await ensureAdmin(db);
  const [existing] = await db
    .select({
      travelers: sql<number>`(select count(*) from ${schema.travelers})::int`,
      partners: sql<number>`(select count(*) from ${schema.partners})::int`,
      orders: sql<number>`(select count(*) from ${schema.orders})::int`,
    })
    .from(sql`(select 1) as one`);
  if (existing && existing.travelers + existing.partners + existing.orders > 0) {
    return { seeded: false, rows: {}, milliseconds: performance.now() - started };
  }

  const [maxUser] = await db.select({ id: max(schema.users.id) }).from(schema.users);
  const data = generateDemoData({
    seed: options.seed ?? defaultDemoSeed,
    ...defaultDemoCounts,
    ...options.counts,
    now: options.now ?? new Date(),
    firstUserId: (maxUser?.id ?? 0) + 1,
    adminId,
  });
  const images = options.storage ? writeDemoImages(options.storage) : Promise.resolve();

  const rows: Record<string, number> = {};
  for (const [key] of tablesInOrder) rows[key] = data[key].length;
  // The rows brought their own ids: move each id sequence past them.
  const sequenceResets = tablesInOrder
    .filter(([, table]) => 'id' in getTableColumns(table) && table !== schema.notifications)
    .map(([, table]) => {
      const name = getTableName(table);
      return (
        `select setval(pg_get_serial_sequence('"${name}"', 'id'), ` +
        `coalesce((select max(id) from "${name}"), 0) + 1, false)`
      );
    });
  const client = (db as unknown as { $client: Pool }).$client;
  const tables = tablesInOrder.map(([key, table]): [PgTable, Record<string, unknown>[]] => [
    table,
    data[key] as Record<string, unknown>[],
  ]);
  await inPostgresTransaction(client, async (load) => {
    if (options.derive === 'triggers') {
      for (const [table, given] of tables) await load.copy(table, given);
    } else {
      await bulkLoad(load, tables);
    }
    for (const statement of sequenceResets) await load.run(statement);
  });
  await buildPendingIndexes(db);
  // Statistics at once, for the first lists: autovacuum would analyze the new rows later.
  await db.execute(sql`analyze`);
  await images;
  return { seeded: true, rows, milliseconds: performance.now() - started };
}
