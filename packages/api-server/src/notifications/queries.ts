import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { notifications, type NotificationRow } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';

/** Laravel's morph type for notifications sent to a users row. */
const userMorph = 'App\\Models\\User';

/** The bell shows a badge of "9+" and a short list; older unread ones wait for "Mark all". */
const unreadShown = 50;

const ownedBy = (userId: number) =>
  and(eq(notifications.notifiableType, userMorph), eq(notifications.notifiableId, userId));

/** A notification as GET /notifications answers it (Laravel's DatabaseNotification JSON). */
export function notificationResource(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    data: {
      title: row.data.title ?? null,
      message: row.data.message ?? null,
      url: row.data.url ?? null,
    },
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's unread notifications, newest first. */
export async function unreadNotifications(db: Db, userId: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(ownedBy(userId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(unreadShown);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks one of the user's notifications read (again is fine: the first time is kept). Someone
 * else's, like one that does not exist, is 404: the answer must not tell which ids exist.
 */
export async function markNotificationRead(
  db: Db,
  userId: number,
  id: string,
  now: Date,
): Promise<void> {
  // Not a UUID names no notification; Postgres would refuse to compare it with the uuid column.
  if (!uuid.test(id)) throw notFound();
  const [own] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), ownedBy(userId)));
  if (!own) throw notFound();
  if (own.readAt === null) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  }
}

/** Marks every unread notification of the user read; answers how many there were. */
export async function markAllNotificationsRead(db: Db, userId: number, now: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownedBy(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}
