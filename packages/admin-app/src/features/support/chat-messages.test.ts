import { describe, expect, it } from 'vitest';
import type { SupportMessage } from '@packlight/api-types';
import {
  dropMessage,
  isMine,
  mergeMessages,
  pendingMessage,
  senderOf,
  type ThreadMessage,
} from './chat-messages.ts';

const admin = { id: 1, type: 'admin' };
const message = (id: number, at: string, extra: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  ticket_id: 7,
  message: `message ${id}`,
  sender_id: 1,
  sender_type: 'admin',
  created_at: at,
  status: 'sent',
  ...extra,
});
const ids = (thread: readonly ThreadMessage[]) => thread.map((item) => item.id);

describe('mergeMessages', () => {
  it('orders the thread by creation time, whatever order messages arrive in', () => {
    const thread = mergeMessages(
      [],
      [message(3, '2026-05-03T10:00:00Z'), message(1, '2026-05-01T10:00:00Z')],
    );
    expect(ids(mergeMessages(thread, [message(2, '2026-05-02T10:00:00Z')]))).toEqual([1, 2, 3]);
  });

  it('ignores a message whose id is already there (answer and broadcast of one message)', () => {
    const thread = mergeMessages([], [message(1, '2026-05-01T10:00:00Z')]);
    const again = mergeMessages(thread, [message(1, '2026-05-01T10:00:00Z', { message: 'x' })]);
    expect(again).toHaveLength(1);
    expect(again[0]?.message).toBe('message 1');
  });

  it('replaces the pending copy that has the same temporary id', () => {
    const pending = pendingMessage(7, admin, 'hello', 'tmp-1', new Date('2026-05-02T10:00:00Z'));
    const thread = mergeMessages([message(1, '2026-05-01T10:00:00Z')], [pending]);
    expect(thread[1]?.status).toBe('pending');

    const saved = message(9, '2026-05-02T10:00:01Z', { message: 'hello', tempId: 'tmp-1' });
    const replaced = mergeMessages(thread, [saved]);
    expect(ids(replaced)).toEqual([1, 9]);
    expect(replaced[1]?.status).toBe('sent');
    // The broadcast of the same message after the answer changes nothing.
    expect(mergeMessages(replaced, [saved])).toEqual(replaced);
  });

  it('adds a message whose temporary id matches nothing on screen', () => {
    const thread = mergeMessages([], [message(4, '2026-05-01T10:00:00Z', { tempId: 'elsewhere' })]);
    expect(ids(thread)).toEqual([4]);
  });
});

describe('dropMessage', () => {
  it('removes only the failed pending copy', () => {
    const pending = pendingMessage(7, admin, 'hi', 'tmp-2', new Date('2026-05-02T10:00:00Z'));
    const thread = [message(1, '2026-05-01T10:00:00Z'), pending];
    expect(ids(dropMessage(thread, 'tmp-2'))).toEqual([1]);
  });
});

describe('isMine', () => {
  it('needs both the sender id and the sender type to match', () => {
    expect(isMine(message(1, '2026-05-01T10:00:00Z'), admin)).toBe(true);
    expect(isMine(message(1, '2026-05-01T10:00:00Z', { sender_type: 'traveler' }), admin)).toBe(
      false,
    );
    expect(isMine(message(1, '2026-05-01T10:00:00Z', { sender_id: 2 }), admin)).toBe(false);
    expect(isMine(message(1, '2026-05-01T10:00:00Z'), null)).toBe(false);
  });
});

describe('senderOf', () => {
  const ticket = {
    sender: { id: 5, type: 'traveler', name: 'Mina Park', email: 'm@x.test', profile_photo: null },
  };
  it("names the ticket's sender for their messages, and Support for other staff", () => {
    const fromUser = message(1, '2026-05-01T10:00:00Z', { sender_id: 5, sender_type: 'traveler' });
    expect(senderOf(fromUser, ticket).name).toBe('Mina Park');
    expect(senderOf(message(2, '2026-05-01T10:00:00Z', { sender_id: 3 }), ticket).name).toBe(
      'Support',
    );
  });
});
