import { readdir, readFile } from 'node:fs/promises';
import type { TestApp } from './test-app.ts';

/** A file to upload in a form: bytes and the type the client declares. */
export const upload = (bytes: Uint8Array, type = 'image/png') => new Blob([bytes], { type });

/** A multipart form of `base` with `fields` over it; null leaves a field out, a Blob is a file. */
export function formOf(
  base: Record<string, string | Blob>,
  fields: Record<string, string | Blob | null> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...base, ...fields })) {
    if (value === null) continue;
    if (value instanceof Blob) form.append(key, value, `${key}.png`);
    else form.append(key, value);
  }
  return form;
}

/** Files under the app's storage, so a refused form can be shown to have stored nothing. */
export async function storedFileCount(t: TestApp): Promise<number> {
  const files = await readdir(t.services.storage.root, { recursive: true }).catch(() => []);
  return files.filter((file) => file.includes('.')).length;
}

/** The bytes stored under a public /storage path. */
export const storedBytes = async (t: TestApp, path: string) =>
  new Uint8Array(await readFile(t.services.storage.fileOf(path) as string));
