import { describe, expect, it } from 'vitest';
import { normaliseUserResponse, userResponseSchema } from './user.ts';

const user = { id: 1, type: 'admin', name: 'Ada Admin', email: 'admin@packlight.test' };

describe('normaliseUserResponse', () => {
  it('reads data.data (a Laravel resource)', () => {
    expect(normaliseUserResponse(userResponseSchema.parse({ data: { data: user } }))).toEqual(user);
  });

  it('reads data', () => {
    expect(normaliseUserResponse(userResponseSchema.parse({ data: user }))).toEqual(user);
  });

  it('refuses an answer without a user', () => {
    expect(userResponseSchema.safeParse({ data: { data: { id: 1 } } }).success).toBe(false);
  });
});
