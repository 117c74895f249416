import { and, eq, inArray } from 'drizzle-orm';
import type { PartnerStatus, PartnerStatusAction } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners } from '../db/schema/index.ts';
import { revokeSessions } from '../auth/account-standing.ts';
import { changeStatusOnce } from '../db/status-change.ts';

interface Transition {
  from: readonly PartnerStatus[];
  to: PartnerStatus;
  done: string;
  message: string;
}

/**
 * What each action of POST /partners/status-update does (docs/product/part-2.md §4): a pending
 * application is accepted or rejected, a suspended partner is accepted back, an active one is
 * suspended. Rejecting leaves the partner Suspended, the only status that is not selling.
 */
const transitions: Record<PartnerStatusAction, Transition> = {
  accept: {
    from: ['Pending', 'Suspended'],
    to: 'Active',
    done: 'accepted',
    message: 'Partner activated successfully!',
  },
  reject: {
    from: ['Pending'],
    to: 'Suspended',
    done: 'rejected',
    message: 'Partner rejected successfully!',
  },
  suspended: {
    from: ['Active'],
    to: 'Suspended',
    done: 'suspended',
    message: 'Partner suspended successfully!',
  },
};

/** The trail's verb for each action; accepting a suspended partner reads "activated". */
const verbs = { accept: 'approved', reject: 'rejected', suspended: 'suspended' } as const;

/** Applies a status action if the partner's status allows it; answers the success message. */
export async function changePartnerStatus(
  db: Db,
  id: number,
  action: PartnerStatusAction,
): Promise<string> {
  const transition = transitions[action];
  await changeStatusOnce(db, {
    change: (tx) =>
      tx
        .update(partners)
        .set({ status: transition.to })
        .where(and(eq(partners.id, id), inArray(partners.status, [...transition.from])))
        .returning({ id: partners.id, userId: partners.userId }),
    currentStatus: async (tx) => {
      const [partner] = await tx
        .select({ status: partners.status })
        .from(partners)
        .where(eq(partners.id, id));
      return partner?.status ?? null;
    },
    noun: 'partner',
    done: transition.done,
    activity: {
      subjectType: 'partner',
      to: transition.to,
      action: (before) =>
        action === 'accept' && before !== 'Pending' ? 'activated' : verbs[action],
    },
    // A rejected or suspended partner's sessions end with the decision, not when they expire.
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
