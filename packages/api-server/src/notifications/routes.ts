import { endpoints } from '@packlight/api-types';
import type { Registrar } from '../http/registrar.ts';
import { alertCards } from './alert-cards.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationResource,
  unreadNotifications,
} from './queries.ts';
import type { Services } from '../services.ts';

export function registerNotificationRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.notifications.list, async ({ auth, db }) => ({
    data: (await unreadNotifications(db, auth.user.id)).map(notificationResource),
  }));

  routes.route(endpoints.notifications.latest, async ({ db }) => ({
    data: await alertCards(db, services.clock.now()),
  }));

  routes.route(endpoints.notifications.markRead, async ({ params, auth, db }) => {
    await markNotificationRead(db, auth.user.id, String(params.id), services.clock.now());
    return { success: true, message: 'Notification marked as read.' };
  });

  routes.route(endpoints.notifications.markAllRead, async ({ auth, db }) => {
    const marked = await markAllNotificationsRead(db, auth.user.id, services.clock.now());
    const noun = marked === 1 ? 'notification' : 'notifications';
    return { success: true, message: `${marked} ${noun} marked as read.` };
  });
}
