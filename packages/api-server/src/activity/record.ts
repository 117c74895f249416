import type { ActivityAction, ActivitySubjectType } from '@packlight/api-types';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { activity, users, type StoredChange } from '../db/schema/index.ts';
import { subjectLabelSql, userLabelSql } from './labels.ts';
import { currentActor } from './scope.ts';

/** What a change tells the trail; the actor and address come from the request (scope.ts). */
export interface ActivityEntryInput {
  action: ActivityAction;
  subjectType?: ActivitySubjectType;
  subjectId?: number | null;
  /** The record's name, when it is gone before the entry is written (labels.ts reads it otherwise). */
  subjectLabel?: string | null;
  changes?: Record<string, StoredChange> | null;
  /** Who acted, when the request's caller is not yet known (a sign-in, an accepted invitation). */
  actorId?: number;
}

const actorNameOf = (id: number) =>
  sql`(select ${userLabelSql} from ${users} where ${users.id} = ${id})`;

/** Rows per INSERT: a bulk change of thousands of records stays far below the parameter limit. */
const rowsPerInsert = 1000;

/**
 * Appends entries to the trail (D50), one or many (a bulk status change records one per record,
 * in a few statements). Call it with the transaction of the change it records, so the entries
 * and the change commit together or not at all.
 */
export async function recordActivity(
  tx: Db,
  entries: ActivityEntryInput | readonly ActivityEntryInput[],
): Promise<void> {
  const scope = currentActor();
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry: ActivityEntryInput) => {
    const actorId = entry.actorId ?? scope.id;
    return {
      action: entry.action,
      actorId,
      // The name as it reads now, so the entry still names the actor if the account changes.
      actorName: actorId === null ? null : actorNameOf(actorId),
      subjectType: entry.subjectType ?? null,
      subjectId: entry.subjectId ?? null,
      subjectLabel:
        entry.subjectLabel ??
        (entry.subjectType && entry.subjectId
          ? subjectLabelSql(entry.subjectType, entry.subjectId)
          : null),
      changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
      ip: scope.ip,
    };
  });
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await tx.insert(activity).values(rows.slice(start, start + rowsPerInsert));
  }
}

/** How a field's values are kept: as they are, or (secrets, files) by the field's name only. */
export interface ChangeOptions {
  /** Fields whose values are never kept (passwords, secrets, files). */
  byNameOnly?: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose values differ from `before`, each with both values; a field named
 * in `byNameOnly` is listed without them.
 */
export function changedFields(
  before: object,
  after: object,
  options: ChangeOptions = {},
): Record<string, StoredChange> {
  const old = before as Record<string, unknown>;
  const changes: Record<string, StoredChange> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || same(old[field], value)) continue;
    changes[field] = options.byNameOnly?.includes(field)
      ? {}
      : { before: old[field] ?? null, after: value };
  }
  return changes;
}

/** Newly chosen files, by field name only (D50). */
export function chosenFiles(paths: Readonly<Record<string, string | undefined>>) {
  return Object.fromEntries(
    Object.entries(paths)
      .filter(([, path]) => path !== undefined)
      .map(([field]): [string, StoredChange] => [field, {}]),
  );
}
