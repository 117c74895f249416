import { and, eq, inArray } from 'drizzle-orm';
import type { ProductStatus, ProductStatusAction } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { products } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { recordActivity } from '../activity/record.ts';

interface Transition {
  from: readonly ProductStatus[];
  to: ProductStatus;
  /** Accepting verifies a piece and rejecting marks it so; a suspension keeps what it was. */
  verification?: string;
  verb: string;
  done: string;
}

/**
 * docs/product/part-2.md §4: Accept makes a Pending (or reactivates a Suspended) product Active; Reject
 * turns a Pending or Active one down to Suspended; Suspend takes an Active one off sale.
 */
const transitions: Record<ProductStatusAction, Transition> = {
  accept: {
    from: ['Pending', 'Suspended'],
    to: 'Active',
    verification: 'Verified',
    verb: 'accepted',
    done: 'Product activated successfully!',
  },
  reject: {
    from: ['Pending', 'Active'],
    to: 'Suspended',
    verification: 'Rejected',
    verb: 'rejected',
    done: 'Product rejected successfully!',
  },
  suspended: {
    from: ['Active'],
    to: 'Suspended',
    verb: 'suspended',
    done: 'Product suspended successfully!',
  },
};

/** The trail's verb for each action (D50). */
const activityVerbs = { accept: 'approved', reject: 'rejected', suspended: 'suspended' } as const;

/**
 * Applies a status action; answers the success message. The update only matches a product in a
 * state the action starts from, so a refused action changes nothing, even under a race.
 */
export async function updateProductStatus(
  db: Db,
  id: number,
  action: ProductStatusAction,
): Promise<string> {
  const transition = transitions[action];
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, id));
    const [updated] = await tx
      .update(products)
      .set({
        status: transition.to,
        ...(transition.verification ? { verificationStatus: transition.verification } : {}),
      })
      .where(and(eq(products.id, id), inArray(products.status, [...transition.from])))
      .returning({ id: products.id });
    if (updated) {
      await recordActivity(tx, {
        action: activityVerbs[action],
        subjectType: 'product',
        subjectId: id,
        changes: { status: { before: before?.status ?? null, after: transition.to } },
      });
      return transition.done;
    }

    const [product] = await tx
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, id));
    if (!product) throw notFound();
    throw validationFailed({
      status: [`This product is ${product.status} and cannot be ${transition.verb}.`],
    });
  });
}
