import { etagOf, type Endpoint, type RecordType } from '@packlight/api-types';

// The ETag of each record as last read (D55), so a change of it can send If-Match. Kept apart
// from the SWR cache: a form takes the version its values came from once, at its start.
const versions = new Map<string, string>();

const keyOf = (type: RecordType, id: number) => `${type}.${id}`;

/** The ETag of the record as last read; undefined before it was read. */
export function versionOf(type: RecordType, id: number): string | undefined {
  return versions.get(keyOf(type, id));
}

/**
 * The If-Match of a list row's action: the ETag of the version the row was listed at (D55);
 * undefined when the back end lists no versions (the action then goes unconditionally).
 */
export function rowVersion(row: { version?: number | null | undefined }): string | undefined {
  return typeof row.version === 'number' ? etagOf(row.version) : undefined;
}

/** Forgets every version: the next user starts afresh. */
export function forgetVersions(): void {
  versions.clear();
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Notes the ETag a record read or change answered, by the entry's `record` binding. */
export function rememberVersion(
  endpoint: Endpoint,
  etag: string | null,
  params: unknown,
  body: unknown,
): void {
  const binding = endpoint.record;
  if (!binding || etag === null || binding.role === 'bulk') return;
  const source = binding.idFrom === 'params' ? params : binding.idFrom === 'input' ? body : null;
  const id = isObject(source) ? Number(source[binding.idKey]) : Number.NaN;
  if (Number.isSafeInteger(id)) versions.set(keyOf(binding.type, id), etag);
}
