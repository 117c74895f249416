import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { notificationsResponseSchema } from '../normalise/notifications.ts';
import { actionAnswerSchema, dataOf } from '../schemas/common.ts';
import { alertCardSchema } from '../schemas/dashboard.ts';

export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    // The signed-in admin's own notifications: each was stored for their role's areas (D71).
    permission: null,
    response: notificationsResponseSchema,
    summary: "The signed-in user's notifications (read ones included; the panel keeps unread).",
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/notifications/latest',
    permission: 'dashboard:read',
    response: dataOf(z.array(alertCardSchema)),
    summary: "The dashboard's Alerts Panel cards.",
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/{id}/read',
    permission: null,
    params: z.object({ id: /* @__PURE__ */ z.string().check(z.minLength(1)) }),
    response: actionAnswerSchema,
    summary: 'Mark one notification read (ids are UUIDs).',
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read-all',
    permission: null,
    response: actionAnswerSchema,
    summary: "Mark all the user's notifications read.",
  }),
};
