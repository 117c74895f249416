import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where demo mode keeps its realtime signing secret, inside the data folder. */
export const demoSecretFile = (dataDir: string) => join(dataDir, 'realtime-secret');

/**
 * The demo hub's signing secret: random on first start, then read back, so sockets keep working
 * across restarts. It is kept in the data folder readable by its owner only; anything derived
 * from a path could be recomputed by whoever guesses the path, and would sign their publishes.
 */
export function demoRealtimeSecret(dataDir: string): string {
  const file = demoSecretFile(dataDir);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting at once on one folder, one writes and both read its secret.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readSecret(file);
  if (!written) throw new Error(`${file} holds no realtime secret; delete it to make a new one`);
  return written;
}

function readSecret(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return /^[0-9a-f]{64}$/.test(text) ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
