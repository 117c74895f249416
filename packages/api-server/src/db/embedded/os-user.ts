/**
 * PostgreSQL refuses to run as root. A root caller (CI, a container) runs the cluster as the
 * `postgres` user, made as a system account when the machine has none, as Debian's package does.
 */
import { execFile } from 'node:child_process';
import { chmod, chown, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The uid and gid the cluster's programs run as; empty when they run as the caller. */
export type RunAs = { uid: number; gid: number } | Record<string, never>;

let resolved: Promise<RunAs> | undefined;

async function idsOf(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Who runs the cluster: the caller, or (as root) `postgres`, created on first need. */
export function clusterUser(): Promise<RunAs> {
  resolved ??= (async () => {
    if (process.platform === 'win32' || userInfo().uid !== 0) return {};
    try {
      return await idsOf('postgres');
    } catch {
      // Another process may make it at the same moment: its user serves as well.
      await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']).catch(
        () => undefined,
      );
      return idsOf('postgres');
    }
  })();
  return resolved;
}

/** Hands `path` to the cluster's user (a no-op unless the caller is root). */
export async function giveToClusterUser(path: string): Promise<void> {
  const user = await clusterUser();
  if ('uid' in user) await chown(path, user.uid, user.gid);
}

/**
 * Lets the cluster's user through `folder` (search only, no listing) when it runs as another
 * user: a DATA_DIR made by mkdtemp is 0700, and PostgreSQL must reach its cluster inside.
 */
export async function letClusterUserThrough(folder: string): Promise<void> {
  if (!('uid' in (await clusterUser()))) return;
  const { mode } = await stat(folder);
  if ((mode & 0o001) === 0) await chmod(folder, mode | 0o011);
}
