import * as z from 'zod/mini';

/**
 * The records an admin opens and changes, as the live events and the presence channels name them
 * (decisions D55-D57).
 */
export const recordTypes = [
  'partner',
  'rider',
  'traveler',
  'product',
  'order',
  'refund',
  'ticket',
] as const;
export type RecordType = (typeof recordTypes)[number];

/**
 * How an endpoint touches one record: `read` answers its `ETag`; `change` honours `If-Match`
 * (412 when the record changed since it was read) and is announced live; `create`, `delete` and
 * `bulk` (many ids) are announced only.
 */
export interface RecordBinding {
  readonly type: RecordType;
  readonly role: 'read' | 'change' | 'create' | 'delete' | 'bulk';
  /** Where the id is: a path parameter, an input field, or the answer's `data.id`. */
  readonly idFrom: 'params' | 'input' | 'answer';
  /** The parameter or field holding the id (a list of ids for `bulk`). */
  readonly idKey: string;
}

/** The request header an edit or status action sends with the `ETag` it read. */
export const ifMatchHeader = 'If-Match';
/** The answer header of a record read or change: the record's version, `"v7"`. */
export const etagHeader = 'ETag';

/** The ETag of a record version. */
export const etagOf = (version: number) => `"v${version}"`;

/** The version an ETag names; null when it names none of ours. */
export function versionOfEtag(etag: string): number | null {
  const match = /^(?:W\/)?"v([1-9]\d{0,9})"$/.exec(etag.trim());
  return match ? Number(match[1]) : null;
}

/** The 412 message of a stale If-Match. */
export const staleRecordMessage =
  'This record was changed by someone else since you opened it. Check it and try again.';

/** What `record.changed` carries on the admin channel. */
export const recordChangedSchema = z.object({
  type: z.enum(recordTypes),
  id: z.number(),
  action: z.enum(['changed', 'created', 'deleted']),
  /** The fields the change sent (empty when unknown). */
  fields: z.array(z.string()),
  actor: z.object({ id: z.number(), name: z.string() }),
  /** The record's version after the change; null for a delete. */
  version: z.nullable(z.number()),
  at: z.string(),
});
export type RecordChanged = z.output<typeof recordChangedSchema>;
