import { and, eq, sql } from 'drizzle-orm';
import { staleRecordMessage, versionOfEtag, type RecordType } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import {
  orders,
  partners,
  products,
  refunds,
  riders,
  supportTickets,
  travelers,
} from '../db/schema/index.ts';
import { HttpError, notFound } from './errors.ts';

/** The table holding each record type's id and version (D55). */
const tables = {
  partner: partners,
  rider: riders,
  traveler: travelers,
  product: products,
  order: orders,
  refund: refunds,
  ticket: supportTickets,
} as const;

/** 412 with Laravel's `{message}` when an If-Match names a version the record no longer has. */
export const preconditionFailed = () => new HttpError(412, { message: staleRecordMessage });

/** A record's current version; null when there is no such record. */
export async function readVersion(db: Db, type: RecordType, id: number): Promise<number | null> {
  const table = tables[type];
  const [row] = await db
    .select({ version: table.version })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.version ?? null;
}

/**
 * What an If-Match header asks for: `*` (any version), the versions it lists, or nothing (no
 * header: old clients change the record unconditionally).
 */
export type Precondition =
  { kind: 'none' } | { kind: 'any' } | { kind: 'versions'; versions: number[] };

export function preconditionOf(header: string | undefined): Precondition {
  if (header === undefined || header.trim() === '') return { kind: 'none' };
  if (header.trim() === '*') return { kind: 'any' };
  const versions = header
    .split(',')
    .map(versionOfEtag)
    .filter((version) => version !== null);
  return { kind: 'versions', versions };
}

/**
 * Claims a record for a change, first in the change's transaction: one conditional UPDATE that
 * moves its version on only if If-Match still names it. The row stays locked until the
 * transaction ends, so of two changes racing from one version the second finds a newer version
 * and gets 412, never a silent overwrite. 404 when there is no such record.
 */
export async function claimRecord(
  tx: Db,
  type: RecordType,
  id: number,
  precondition: Precondition,
): Promise<void> {
  const table = tables[type];
  const expected =
    precondition.kind === 'versions'
      ? sql`${table.version} in (${sql.join(
          precondition.versions.length > 0
            ? precondition.versions.map((v) => sql`${v}`)
            : [sql`null`],
          sql`, `,
        )})`
      : undefined;
  const claimed = await tx
    .update(table)
    .set({ version: sql`${table.version} + 1` })
    .where(and(eq(table.id, id), expected))
    .returning({ id: table.id });
  if (claimed.length > 0) return;
  if ((await readVersion(tx, type, id)) === null) throw notFound();
  throw preconditionFailed();
}
