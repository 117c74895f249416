import { readFile } from 'node:fs/promises';
import { zipSync, type Zippable } from 'fflate';
import type { Storage } from './storage.ts';

/** A stored file to archive: what to call it (no extension, no folders) and its public path. */
export interface ArchiveEntry {
  name: string;
  path: string;
}

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** `license-front.png`, then `license-front-2.png` for a second file of the same name. */
function entryNames(entries: readonly ArchiveEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map(({ name, path }) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return `${name}${count > 1 ? `-${count}` : ''}${path.slice(path.lastIndexOf('.'))}`;
  });
}

/**
 * One zip of stored files, or null when none of them is on disk. A row whose file has gone is
 * left out rather than failing the whole download.
 */
export async function zipStoredFiles(
  storage: Storage,
  entries: readonly ArchiveEntry[],
): Promise<Uint8Array | null> {
  const names = entryNames(entries);
  const files: Zippable = {};
  for (const [i, entry] of entries.entries()) {
    const file = storage.fileOf(entry.path);
    if (!file) continue;
    try {
      files[names[i] as string] = new Uint8Array(await readFile(file));
    } catch (error) {
      if (!isMissingFile(error)) throw error;
    }
  }
  if (Object.keys(files).length === 0) return null;
  // Images are compressed already; deflating them again costs time and saves nothing.
  return zipSync(files, { level: 0 });
}
