import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { broadcastingAuthAnswerSchema, broadcastingAuthPayloadSchema } from './broadcasting.ts';

describe('broadcasting auth', () => {
  it('takes what pusher-js sends', () => {
    const payload = { socket_id: '123.456', channel_name: 'private-support.ticket.14' };
    expect(broadcastingAuthPayloadSchema.parse(payload)).toEqual(payload);
    expect(
      fieldErrors(broadcastingAuthPayloadSchema, { socket_id: 'abc', channel_name: '' }),
    ).toEqual({
      socket_id: ['The socket id field format is invalid.'],
      channel_name: ['The channel name field is required.'],
    });
  });

  it('answers a signature', () => {
    expect(broadcastingAuthAnswerSchema.parse({ auth: 'app-key:ab12' })).toEqual({
      auth: 'app-key:ab12',
    });
    expect(broadcastingAuthAnswerSchema.safeParse({ data: { auth: 'x' } }).success).toBe(false);
  });
});
