import { loadConfig } from '../../src/config.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The real startServer with `env`, on a new database of the suite's PostgreSQL; closing it also
 * drops that database. Tests of the embedded cluster's own start use `temporary://` instead.
 */
export async function startTestServer(env: Record<string, string>): Promise<RunningServer> {
  const database = await createTestDatabase();
  try {
    const server = await startServer(loadConfig({ ...env, DATABASE_URL: database.url }));
    return {
      ...server,
      async close() {
        await server.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
