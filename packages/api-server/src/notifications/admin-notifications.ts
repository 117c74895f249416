import type { Permission } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { notifications, type NotificationRow } from '../db/schema/index.ts';
import { notifyUser, type Broadcaster } from '../realtime/index.ts';
import { adminIdsWith } from '../roles/queries.ts';

/** A domain event the administrators who look after its area should hear of. */
export interface AdminNotice {
  /** The notification class, Laravel style: 'App\\Notifications\\OrderPlaced'. */
  type: string;
  /** Only active admins whose role holds it are told (D71): it reads the record named. */
  permission: Permission;
  title: string;
  message: string;
  /** Where the app takes the reader (an in-app path). */
  url?: string | null;
}

/**
 * Stores the notice once per administrator who may read what it names. Call it inside the
 * transaction that made the change, so a rolled-back change notifies no one; then
 * `announceToAdmins` once committed.
 */
export async function storeAdminNotifications(
  db: Db,
  notice: AdminNotice,
): Promise<NotificationRow[]> {
  const admins = await adminIdsWith(db, notice.permission);
  if (admins.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      admins.map((id) => ({
        type: notice.type,
        notifiableType: 'App\\Models\\User',
        notifiableId: id,
        data: { title: notice.title, message: notice.message, url: notice.url ?? null },
      })),
    )
    .returning();
}

/**
 * Broadcasts stored notifications live on each administrator's channel. Only after the commit:
 * a listener that fetches on the event must find the row.
 */
export async function announceToAdmins(
  broadcaster: Broadcaster,
  rows: readonly NotificationRow[],
): Promise<void> {
  await Promise.all(
    rows.map((row) => notifyUser(broadcaster, { id: row.notifiableId, type: 'admin' }, row)),
  );
}

/** Stores and announces in one go, for changes that are a single statement. */
export async function notifyAdmins(
  db: Db,
  broadcaster: Broadcaster,
  notice: AdminNotice,
): Promise<void> {
  await announceToAdmins(broadcaster, await storeAdminNotifications(db, notice));
}
