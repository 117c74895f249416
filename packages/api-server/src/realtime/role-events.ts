import { adminRoleChannel, roleChangedEvent, type RoleRef } from '@packlight/api-types';
import type { Broadcaster } from './broadcaster.ts';

/** The full (subscribed) name of a role's channel: private-admin.role.3 (D71). */
export const roleChannelName = (roleId: number) => `private-${adminRoleChannel(roleId)}`;

/**
 * Tells open apps that a role changed, after the change committed: an admin's own channel when
 * they were given another role, a role's channel when an owner edited it. The app then asks
 * GET /user again and follows the new permissions. Never rejects: the server already enforces
 * the new role on the next call, whatever the socket hears.
 */
export async function announceRoleChange(
  broadcaster: Broadcaster,
  channels: readonly string[],
  role: RoleRef,
): Promise<void> {
  try {
    const payload = { role: { id: role.id, key: role.key, name: role.name } };
    await broadcaster.publish(channels, roleChangedEvent, payload);
  } catch (error) {
    console.error(`Announcing the change of role ${role.id} failed:`, error);
  }
}
