import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { demoAdmin, seedDemoData } from '../seed/demo.ts';

// `pnpm seed`: prepare a database (migrations + demo data) without starting the server.
async function seed(): Promise<void> {
  const config = loadConfig();
  if (config.mode === 'production') {
    // The demo administrator has a published password: never on a production database.
    throw new ConfigError('Refusing to seed demo data with NODE_ENV=production.');
  }
  const database = await openDatabase(config);
  try {
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  console.log(`Demo data is in place. Demo sign-in: ${demoAdmin.email} / ${demoAdmin.password}`);
}

seed().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
