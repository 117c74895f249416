import { HttpError } from '../http/errors.ts';
import type { FileAnswer } from '../http/registrar.ts';
import type { Storage } from './storage.ts';
import { zipStoredFiles, type ArchiveEntry } from './zip.ts';

/**
 * GET /{partners|riders}/{id}/documents/download: one zip of the owner's document scans, named
 * `partner-12-documents.zip`; 404 with a message when none of the files is on disk.
 */
export async function documentsDownload(
  storage: Storage,
  owner: { noun: 'partner' | 'rider'; id: number },
  entries: readonly ArchiveEntry[],
): Promise<FileAnswer> {
  const zip = await zipStoredFiles(storage, entries);
  if (!zip) {
    throw new HttpError(404, { message: `This ${owner.noun} has no documents to download.` });
  }
  return {
    fileName: `${owner.noun}-${owner.id}-documents.zip`,
    contentType: 'application/zip',
    body: zip,
  };
}
