import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { EmbeddedDatabaseError } from '../db/embedded/errors.ts';
import { openDatabase } from '../db/index.ts';
import { Storage } from '../files/storage.ts';
import { defaultDemoCounts, defaultDemoSeed } from '../seed/generate.ts';
import { demoAdmin, seedDemoData, type DemoCounts } from '../seed/demo.ts';

const usage = `Usage: pnpm --filter @packlight/api-server seed [options]

Migrates the database and seeds the demo data, unless it holds data already.
  --travelers N  --partners N  --riders N  --products N
  --orders N     --refunds N   --tickets N   (defaults: ${Object.entries(defaultDemoCounts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')})
  --seed N       the random seed (default ${defaultDemoSeed}); the same seed gives the same data
`;

// `pnpm seed`: prepare a database (migrations + demo data) without starting the server.
async function seed(): Promise<void> {
  const names = Object.keys(defaultDemoCounts) as (keyof DemoCounts)[];
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const number = (name: string, value: unknown) => {
    const parsed = Number(value);
    if (!Number.isSafeInteger(parsed) || parsed < 0) {
      throw new ConfigError(`--${name} must be a whole number, got ${String(value)}\n\n${usage}`);
    }
    return parsed;
  };
  const counts: Partial<DemoCounts> = {};
  for (const name of names) {
    const value = (values as Record<string, unknown>)[name];
    if (value !== undefined) counts[name] = number(name, value);
  }

  const config = loadConfig();
  if (config.mode === 'production') {
    // The demo administrator has a published password: never on a production database.
    throw new ConfigError('Refusing to seed demo data with NODE_ENV=production.');
  }
  const database = await openDatabase(config);
  // Ctrl+C stops the embedded cluster too, or leaves it to the next start after a few seconds
  // (a running COPY holds its connection); a seed cut short is rolled back or left pending.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(130), 5_000).unref();
      void database.close().finally(() => process.exit(130));
    });
  }
  try {
    const result = await seedDemoData(database.db, {
      storage: new Storage(join(config.dataDir, 'storage')),
      counts,
      seed: values.seed === undefined ? undefined : number('seed', values.seed),
    });
    if (result.seeded) {
      const rows = Object.entries(result.rows)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ');
      console.log(`Seeded in ${(result.milliseconds / 1000).toFixed(1)} s: ${rows}`);
    } else {
      console.log('The database already holds data: nothing seeded.');
    }
  } finally {
    await database.close();
  }
  console.log(`Demo sign-in: ${demoAdmin.email} / ${demoAdmin.password}`);
}

seed().catch((error: unknown) => {
  const plain = error instanceof ConfigError || error instanceof EmbeddedDatabaseError;
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
});
