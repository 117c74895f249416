import type { ActivityAction, ActivitySubjectType } from '@packlight/api-types';
import { recordActivity } from '../activity/record.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import type { Db } from './index.ts';

/**
 * A status change guarded by the status it starts from. `change` is one UPDATE ... WHERE id =
 * and status in (allowed) RETURNING, so two administrators acting at once cannot both pass;
 * when it changes nothing, `currentStatus` tells an unknown id (404) from a status that does not
 * allow the action (422 on `status`: "This rider is Active and cannot be activated.").
 * The change, its activity entry (D50) and `then` run in one transaction.
 * Answers the changed rows.
 */
export async function changeStatusOnce<Row extends { id: number }>(
  db: Db,
  options: {
    change: (tx: Db) => Promise<readonly Row[]>;
    currentStatus: (tx: Db) => Promise<string | null>;
    noun: string;
    /** The action as a past participle: accepted, suspended, activated. */
    done: string;
    /** What the trail says: the subject's type, the new status, the verb for the old status. */
    activity: {
      subjectType: ActivitySubjectType;
      to: string;
      action: (before: string | null) => ActivityAction;
    };
    /** More of the same change, in its transaction (ending the account's sessions). */
    then?: (tx: Db, changed: readonly Row[]) => Promise<void>;
  },
): Promise<readonly Row[]> {
  return db.transaction(async (tx) => {
    const before = await options.currentStatus(tx);
    const changed = await options.change(tx);
    if (changed.length > 0) {
      await recordActivity(
        tx,
        changed.map((row) => ({
          action: options.activity.action(before),
          subjectType: options.activity.subjectType,
          subjectId: row.id,
          changes: { status: { before, after: options.activity.to } },
        })),
      );
      await options.then?.(tx, changed);
      return changed;
    }
    const status = await options.currentStatus(tx);
    if (status === null) throw notFound();
    throw validationFailed({
      status: [`This ${options.noun} is ${status} and cannot be ${options.done}.`],
    });
  });
}
