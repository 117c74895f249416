import { adminChannel, recordChangedEvent, type RecordChanged } from '@packlight/api-types';
import type { Broadcaster } from './broadcaster.ts';

/** The full (subscribed) name of the admins' channel: private-admin. */
export const adminChannelName = `private-${adminChannel}`;

/**
 * Announces a record change to every admin's open lists and pages (D56), after it committed.
 * Pass the caller's socket id: their own page already shows the change. Never rejects: the
 * change is stored, and listeners see it on their next fetch if the broadcast fails.
 */
export async function announceRecordChange(
  broadcaster: Broadcaster,
  change: RecordChanged,
  exceptSocketId: string | null,
): Promise<void> {
  try {
    await broadcaster.publish([adminChannelName], recordChangedEvent, change, { exceptSocketId });
  } catch (error) {
    console.error(`Announcing ${change.type} ${change.id} failed:`, error);
  }
}
