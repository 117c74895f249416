import { attributeName, laravelMessages, pngOrJpeg } from '@packlight/api-types';
import { sniffImage, type Storage } from './storage.ts';

/** The largest image a form may upload (5 MB, in Laravel's `max:` unit). */
export const maxImageKilobytes = 5120;

export interface CheckedImage {
  type: 'png' | 'jpg';
  bytes: Uint8Array;
}

export interface ImageCheck<Field extends string> {
  images: Partial<Record<Field, CheckedImage>>;
  /** Laravel-style messages by field, for the form's one 422 with its other rules. */
  errors: Record<string, string[]>;
}

/**
 * Checks a form's uploads by size and by their bytes (the declared type is the client's word).
 * Fields without a file are left out.
 */
export async function checkImages<Field extends string>(
  uploads: Partial<Record<Field, Blob | null | undefined>>,
): Promise<ImageCheck<Field>> {
  const checked: Partial<Record<Field, CheckedImage>> = {};
  const errors: Record<string, string[]> = {};
  for (const [field, upload] of Object.entries(uploads) as [Field, Blob | null | undefined][]) {
    if (!upload) continue;
    if (upload.size > maxImageKilobytes * 1024) {
      errors[field] = [
        `The ${attributeName(field)} field must not be greater than ${maxImageKilobytes} kilobytes.`,
      ];
      continue;
    }
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const type = sniffImage(bytes);
    if (type) checked[field] = { type, bytes };
    else errors[field] = [laravelMessages.mimes(field, pngOrJpeg.extensions)];
  }
  return { images: checked, errors };
}

/**
 * Deletes a file an upload replaced. The demo pictures are one pool shared by many rows, so
 * only files this server stored for one upload are deleted.
 */
async function removeReplacedUpload(
  storage: Storage,
  path: string | null | undefined,
): Promise<void> {
  if (path && !path.startsWith('/storage/demo/')) await storage.remove(path);
}

/**
 * Stores checked images, then runs the database write that records their paths. If the write
 * fails, the new files are deleted again; once it succeeds, so are the files it replaced.
 */
export async function commitUploads<Field extends string, T>(
  storage: Storage,
  images: Partial<Record<Field, CheckedImage>>,
  folderOf: (field: Field) => string,
  write: (
    paths: Partial<Record<Field, string>>,
  ) => Promise<{ result: T; replaced: (string | null)[] }>,
): Promise<T> {
  const paths: Partial<Record<Field, string>> = {};
  for (const [field, image] of Object.entries(images) as [Field, CheckedImage][]) {
    paths[field] = await storage.save(folderOf(field), image.type, image.bytes);
  }
  let written: Awaited<ReturnType<typeof write>>;
  try {
    written = await write(paths);
  } catch (error) {
    await Promise.all(
      Object.values<string>(paths as Record<Field, string>).map((path) => storage.remove(path)),
    );
    throw error;
  }
  await Promise.all(written.replaced.map((path) => removeReplacedUpload(storage, path)));
  return written.result;
}
