import { and, eq, inArray } from 'drizzle-orm';
import type { PartnerStatus, PartnerStatusAction } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';

interface Transition {
  from: readonly PartnerStatus[];
  to: PartnerStatus;
  done: string;
  message: string;
}

/**
 * What each action of POST /partners/status-update does (spec 2, section 4): a pending
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

/**
 * Applies a status action if the partner's status allows it; answers the success message.
 * The check and the change are one statement, so two admins acting at once cannot both pass.
 */
export async function changePartnerStatus(
  db: Db,
  id: number,
  action: PartnerStatusAction,
): Promise<string> {
  const transition = transitions[action];
  const [changed] = await db
    .update(partners)
    .set({ status: transition.to })
    .where(and(eq(partners.id, id), inArray(partners.status, [...transition.from])))
    .returning({ id: partners.id });
  if (changed) return transition.message;

  const [partner] = await db
    .select({ status: partners.status })
    .from(partners)
    .where(eq(partners.id, id));
  if (!partner) throw notFound();
  throw validationFailed({
    status: [`This partner is ${partner.status} and cannot be ${transition.done}.`],
  });
}
