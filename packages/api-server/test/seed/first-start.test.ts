import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { seedsInChild } from '../../src/seed/first-seed.ts';
import { demoAdmin } from '../../src/seed/demo.ts';
import { startServer } from '../../src/server.ts';

/**
 * Demo mode's first start on an empty data folder creates and seeds the embedded database in a
 * child process (the seed command), then serves it; a restart finds it seeded.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'packlight-first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const demo = () =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_DIST: '/nonexistent/dist',
    LOG_LEVEL: 'silent',
  });

async function travelersTotal(url: string): Promise<number> {
  const signIn = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  const { token } = ((await signIn.json()) as { data: { token: string } }).data;
  const list = await fetch(`${url}/api/travelers?page=1&per_page=1`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await list.json()) as { meta: { total: number } }).meta.total;
}

describe('the first start in demo mode', () => {
  it('seeds a new embedded database in a child process, then serves it', async () => {
    expect(seedsInChild(dataDir, join(dataDir, 'db'))).toBe(true);
    // A database somewhere else than the seed command's DATA_DIR/db is seeded in process.
    expect(seedsInChild(dataDir, join(dataDir, 'elsewhere'))).toBe(false);
    const server = await startServer(demo());
    try {
      expect(seedsInChild(dataDir, join(dataDir, 'db'))).toBe(false);
      expect(await travelersTotal(server.url)).toBeGreaterThan(100);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('finds the data on a restart and seeds nothing more', async () => {
    const server = await startServer(demo());
    try {
      const total = await travelersTotal(server.url);
      expect(total).toBeGreaterThan(100);
      expect(seedsInChild(dataDir, join(dataDir, 'db'))).toBe(false);
    } finally {
      await server.close();
    }
  }, 120_000);
});
