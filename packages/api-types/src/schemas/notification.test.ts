import { describe, expect, it } from 'vitest';
import { notificationSchema } from './notification.ts';

describe('notificationSchema', () => {
  it('reads the REST shape, giving a default message', () => {
    expect(
      notificationSchema.parse({
        id: '9b1d6c0e-1f1a-4c55-9a8e-1b2c3d4e5f60',
        type: 'App\\Notifications\\NewOrder',
        data: { title: 'New order', message: null, url: '/orders/ordersdetail/301' },
        read_at: null,
        created_at: '2026-11-20T09:00:00Z',
      }).data,
    ).toEqual({
      title: 'New order',
      message: 'No message provided',
      url: '/orders/ordersdetail/301',
    });
  });

  it('refuses one without content', () => {
    expect(notificationSchema.safeParse({ id: 'x', read_at: null }).error?.issues[0]?.path).toEqual(
      ['data'],
    );
  });
});
