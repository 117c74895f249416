import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/auth/password.ts';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const first = await hashPassword('packlight-demo');
    const second = await hashPassword('packlight-demo');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('packlight-demo', first)).toBe(true);
    expect(await verifyPassword('packlight-demO', first)).toBe(false);
  });

  it('refuses a missing or unreadable hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
