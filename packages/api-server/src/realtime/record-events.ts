import { recordChangedEvent, type RecordChanged } from '@packlight/api-types';
import type { Broadcaster } from './broadcaster.ts';
import { roleChannelName } from './role-events.ts';

/**
 * Announces a record change to the open lists and pages of the admins who may read it (D56,
 * D71), after it committed: on the channel of each role in `roleIds`, those that hold the
 * record's read permission. Pass the caller's socket id: their own page already shows the change.
 * Never rejects: the change is stored, and listeners see it on their next fetch if the broadcast
 * fails.
 */
export async function announceRecordChange(
  broadcaster: Broadcaster,
  change: RecordChanged,
  exceptSocketId: string | null,
  roleIds: readonly number[],
): Promise<void> {
  if (roleIds.length === 0) return;
  try {
    await broadcaster.publish(roleIds.map(roleChannelName), recordChangedEvent, change, {
      exceptSocketId,
    });
  } catch (error) {
    console.error(`Announcing ${change.type} ${change.id} failed:`, error);
  }
}
