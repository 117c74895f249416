import { and, eq } from 'drizzle-orm';
import type { RiderStatus, RiderStatusAction } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { riders } from '../db/schema/index.ts';
import { revokeSessions } from '../auth/account-standing.ts';
import { changeStatusOnce } from '../db/status-change.ts';

interface Transition {
  from: RiderStatus;
  to: RiderStatus;
  done: string;
  message: string;
}

/** docs/product/part-2.md §4: the rider details toggle suspends an active rider and activates a suspended one. */
const transitions: Record<RiderStatusAction, Transition> = {
  active: {
    from: 'Suspended',
    to: 'Active',
    done: 'activated',
    message: 'Rider activated successfully!',
  },
  suspended: {
    from: 'Active',
    to: 'Suspended',
    done: 'suspended',
    message: 'Rider suspended successfully!',
  },
};

/**
 * Applies a status action if the rider's status allows it; answers the success message. A
 * suspended rider also goes Offline, so the assign-rider table stops offering them as available.
 */
export async function changeRiderStatus(
  db: Db,
  id: number,
  action: RiderStatusAction,
): Promise<string> {
  const transition = transitions[action];
  await changeStatusOnce(db, {
    change: (tx) =>
      tx
        .update(riders)
        .set({
          status: transition.to,
          ...(transition.to === 'Suspended' ? { availabilityStatus: 'Offline' as const } : {}),
        })
        .where(and(eq(riders.id, id), eq(riders.status, transition.from)))
        .returning({ id: riders.id, userId: riders.userId }),
    currentStatus: async (tx) => {
      const [rider] = await tx
        .select({ status: riders.status })
        .from(riders)
        .where(eq(riders.id, id));
      return rider?.status ?? null;
    },
    noun: 'rider',
    done: transition.done,
    activity: {
      subjectType: 'rider',
      to: transition.to,
      action: () => (transition.to === 'Active' ? 'activated' : 'suspended'),
    },
    // A suspended rider's sessions end with the decision, not when they expire.
    then: async (tx, changed) => {
      if (transition.to === 'Suspended')
        await revokeSessions(
          tx,
          changed.map((row) => row.userId),
        );
    },
  });
  return transition.message;
}
