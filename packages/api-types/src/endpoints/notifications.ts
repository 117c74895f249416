import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { notificationsResponseSchema } from '../normalise/notifications.ts';
import { actionAnswerSchema, dataOf } from '../schemas/common.ts';
import { alertCardSchema } from '../schemas/dashboard.ts';

export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    response: notificationsResponseSchema,
    summary: "The signed-in user's notifications (read ones included; the panel keeps unread).",
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/notifications/latest',
    response: dataOf(z.array(alertCardSchema)),
    summary: "The dashboard's Alerts Panel cards.",
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/{id}/read',
    params: z.object({ id: z.string().min(1) }),
    response: actionAnswerSchema,
    summary: 'Mark one notification read (ids are UUIDs).',
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read-all',
    response: actionAnswerSchema,
    summary: "Mark all the user's notifications read.",
  }),
};
