/**
 * The embedded cluster in a process of its own, for test/db/embedded-cluster.test.ts: starts
 * the cluster in CLUSTER_DIR, commits a row when asked (ROW), and reports the PostgreSQL
 * postmaster's pid; or reports the start's error message.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from '../../src/db/embedded/cluster.ts';

const dir = process.env.CLUSTER_DIR!;
try {
  const cluster = await startCluster(dir);
  if (process.env.ROW) {
    const client = new pg.Client({ connectionString: cluster.url() });
    await client.connect();
    await client.query('create table if not exists kept (note text)');
    await client.query('insert into kept values ($1)', [process.env.ROW]);
    await client.end();
  }
  const postmaster = Number((await readFile(join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  process.send?.({ postmaster });
  process.on('disconnect', () => void cluster.stop().then(() => process.exit(0)));
} catch (error) {
  process.send?.({ error: (error as Error).message });
  process.exit(1);
}
