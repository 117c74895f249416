/**
 * One server per data folder: a lock file holding the owner's process id, made atomically. A
 * file whose process is gone (a server killed with -9) is stale and taken over; a live owner is
 * given a few seconds (a restart under `tsx watch`), then the start stops with a clear error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { EmbeddedDatabaseError } from './errors.ts';

const patienceMs = 3_000;

/** The state field of /proc/PID/stat, or null off Linux. */
function linuxState(pid: number | string): { state: string; group: number } | null {
  const file = `/proc/${pid}/stat`;
  const stat = existsSync(file) ? readFileSync(file, 'utf8') : null;
  // pid (command) state ppid pgrp ...; the command may hold spaces and parentheses.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields ? { state: fields[0]!, group: Number(fields[2]) } : null;
}

/**
 * Whether process `pid` still runs (EPERM: it does, as another user). A zombie, dead but not yet
 * reaped (a container whose first process reaps none), still answers signals: Linux says which.
 */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return linuxState(pid)?.state !== 'Z';
}

/** Whether any process of group `group` still runs (zombies aside, on Linux). */
export function groupAlive(group: number): boolean {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-group, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  return readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    const found = linuxState(entry);
    return found !== null && found.group === group && found.state !== 'Z';
  });
}

async function ownerOf(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  return text === null ? null : Number(text.trim());
}

/** Takes `file` for this process; resolves to the function that gives it back. */
export async function takeOwnership(file: string): Promise<() => Promise<void>> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return async () => {
        if ((await ownerOf(file)) === process.pid) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await ownerOf(file);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      if (Date.now() > deadline) {
        throw new EmbeddedDatabaseError(
          `Another Packlight server (process ${owner}) is using ${file.replace(/\.pid$/, '')}: ` +
            `stop it first, or set DATA_DIR to another folder. If none runs, delete ${file}.`,
        );
      }
      await sleep(100);
    } else {
      await rm(file, { force: true });
    }
  }
}
