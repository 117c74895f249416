import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@packlight/api-types';
import {
  fromBroadcast,
  toBellItem,
  withArrived,
  withoutNotification,
} from './notification-items.ts';

const stored = (id: string, title: string | null = 'Title'): AppNotification => ({
  id,
  type: 'App\\Notifications\\Test',
  data: { title, message: 'Hello', url: null },
  read_at: null,
  created_at: '2026-01-02T03:04:05.000Z',
});

describe('notification items', () => {
  it('show the title, message, link and date, with a heading for untitled ones', () => {
    expect(toBellItem(stored('a'))).toEqual({
      id: 'a',
      title: 'Title',
      message: 'Hello',
      url: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(toBellItem(stored('b', null)).title).toBe('Notification');
  });

  it('read a live notification (flat, as Laravel broadcasts it) as unread, dated on arrival', () => {
    const arrived = new Date('2026-05-06T07:08:09.000Z');
    const payload = {
      id: 'uuid-1',
      type: 'App\\Notifications\\PartnerApplicationReceived',
      title: 'New partner application',
      message: '',
      url: '/partners/profile/3',
    };
    expect(fromBroadcast(payload, arrived)).toEqual({
      id: 'uuid-1',
      type: 'App\\Notifications\\PartnerApplicationReceived',
      data: {
        title: 'New partner application',
        message: 'No message provided',
        url: '/partners/profile/3',
      },
      read_at: null,
      created_at: '2026-05-06T07:08:09.000Z',
    });
    expect(fromBroadcast({ nothing: true }, arrived)).toBeNull();
  });

  it('put a new one on top, once, and take a read one out', () => {
    const list = [stored('a'), stored('b')];
    expect(withArrived(list, stored('c')).map(({ id }) => id)).toEqual(['c', 'a', 'b']);
    expect(withArrived(list, stored('b')).map(({ id }) => id)).toEqual(['b', 'a']);
    expect(withoutNotification(list, 'a').map(({ id }) => id)).toEqual(['b']);
  });
});
