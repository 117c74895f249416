import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { travelers, users } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';

/**
 * DELETE /travelers/{id}: deletes the account, i.e. the traveler's users row; the schema's
 * cascades take the traveler, addresses, orders and sign-in tokens with it.
 */
export async function removeTraveler(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [traveler] = await tx
      .select({ userId: travelers.userId })
      .from(travelers)
      .where(eq(travelers.id, id))
      .for('update');
    if (!traveler) throw notFound();
    await tx.delete(users).where(eq(users.id, traveler.userId));
  });
}
