import { describe, expect, it } from 'vitest';
import { normaliseNotification, anyNotificationSchema } from './notification.ts';
import {
  normaliseNotifications,
  notificationsResponseSchema,
  unreadOnly,
} from './notifications.ts';

const unread = {
  id: '9b1d6c0e-0000-4000-8000-000000000001',
  type: 'App\\Notifications\\NewOrder',
  data: { title: 'New order', message: 'Order #ORD-301 placed', url: '/orders/ordersdetail/301' },
  read_at: null,
  created_at: '2026-11-20T09:00:00Z',
};
const read = {
  ...unread,
  id: '9b1d6c0e-0000-4000-8000-000000000002',
  read_at: '2026-11-20T10:00:00Z',
};

describe('normaliseNotifications', () => {
  it.each([
    ['an array under data', { data: [unread, read] }],
    ['an object holding notifications under data', { data: { notifications: [unread, read] } }],
    ['a bare array', [unread, read]],
    ['a bare object holding notifications', { notifications: [unread, read] }],
  ])('reads %s', (_, body) => {
    const list = normaliseNotifications(notificationsResponseSchema.parse(body));
    expect(list.map((notification) => notification.id)).toEqual([unread.id, read.id]);
  });

  it('refuses an answer with no list', () => {
    expect(notificationsResponseSchema.safeParse({ data: { items: [] } }).success).toBe(false);
  });
});

describe('unreadOnly', () => {
  it('keeps those without read_at', () => {
    const list = normaliseNotifications(notificationsResponseSchema.parse([unread, read]));
    expect(unreadOnly(list).map((notification) => notification.id)).toEqual([unread.id]);
  });
});

describe('normaliseNotification', () => {
  it('keeps the REST shape', () => {
    expect(normaliseNotification(anyNotificationSchema.parse(unread))).toEqual(unread);
  });

  it('turns the flat realtime shape into the REST shape, unread', () => {
    const live = anyNotificationSchema.parse({
      title: 'New message',
      url: '/support/chatsupport/14',
      id: 'abc',
      type: 'App\\Notifications\\SupportMessage',
    });
    expect(normaliseNotification(live, '2026-11-20T11:00:00Z')).toEqual({
      id: 'abc',
      type: 'App\\Notifications\\SupportMessage',
      data: {
        title: 'New message',
        message: 'No message provided',
        url: '/support/chatsupport/14',
      },
      read_at: null,
      created_at: '2026-11-20T11:00:00Z',
    });
  });

  it('refuses a notification without an id', () => {
    expect(anyNotificationSchema.safeParse({ title: 'x' }).success).toBe(false);
  });
});
