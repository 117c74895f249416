import { and, inArray, ne } from 'drizzle-orm';
import type { TravelerBulkStatus, TravelerStatus } from '@packlight/api-types';
import { revokeSessions } from '../auth/account-standing.ts';
import type { Db } from '../db/index.ts';
import { travelers } from '../db/schema/index.ts';
import { chosenTravelerIds } from './queries.ts';
import { recordActivity } from '../activity/record.ts';

/** docs/product/part-1.md §4: Activate makes a traveler Active, Deactivate (and row Suspend) Suspended. */
const targetOf: Record<TravelerBulkStatus, TravelerStatus> = {
  Activate: 'Active',
  Deactivate: 'Suspended',
};

const pastTense: Record<TravelerBulkStatus, string> = {
  Activate: 'activated',
  Deactivate: 'suspended',
};

/** POST /travelers/bulk-update: every id must exist, or nothing changes. */
export async function bulkUpdateTravelers(
  db: Db,
  ids: readonly number[],
  action: TravelerBulkStatus,
): Promise<{ success: true; message: string }> {
  const status = targetOf[action];
  const count = await db.transaction(async (tx) => {
    const chosen = await chosenTravelerIds(tx, ids);
    const changed = await tx
      .update(travelers)
      .set({ status })
      .where(and(inArray(travelers.id, chosen), ne(travelers.status, status)))
      .returning({ id: travelers.id, userId: travelers.userId });
    await recordActivity(
      tx,
      changed.map((row) => ({
        action: status === 'Active' ? ('activated' as const) : ('suspended' as const),
        subjectType: 'traveler' as const,
        subjectId: row.id,
        changes: {
          status: { before: status === 'Active' ? 'Suspended' : 'Active', after: status },
        },
      })),
    );
    // Suspended travelers' sessions end with the decision, not when they expire.
    if (status === 'Suspended')
      await revokeSessions(
        tx,
        changed.map((row) => row.userId),
      );
    return chosen.length;
  });
  const noun = count === 1 ? 'traveler' : 'travelers';
  return { success: true, message: `${count} ${noun} ${pastTense[action]}.` };
}
