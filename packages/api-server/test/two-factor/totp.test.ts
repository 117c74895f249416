import { describe, expect, it } from 'vitest';
import {
  generateTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
  verifyTotp,
} from '../../src/two-factor/totp.ts';

describe('TOTP', () => {
  // RFC 6238 appendix B (SHA-1 key "12345678901234567890"), last six of the eight digits.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 vector at %i s', (seconds, code) => {
    expect(totpCode(secret, seconds * 1000)).toBe(code);
  });

  it('matches RFC 4226 HOTP vectors at the start of each step', () => {
    const codes = [0, 1, 2, 9].map((counter) => totpCode(secret, counter * 30_000));
    expect(codes).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('makes 32-character base32 secrets and refuses foreign characters', () => {
    const fresh = generateTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(fresh);
    expect(verifyTotp('ABC1', '123456', Date.now())).toBeNull();
    expect(() => totpCode('ABC1', Date.now())).toThrow(/base32/);
  });

  it('accepts one step either side and nothing further', () => {
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    expect(verifyTotp(secret, totpCode(secret, at - 30_000), at)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, at + 30_000), at)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, at + 60_000), at)).toBeNull();
    expect(verifyTotp(secret, '12345', at)).toBeNull();
  });

  it('refuses codes at or before the last used step', () => {
    const at = 1111111111 * 1000;
    const step = verifyTotp(secret, '050471', at);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, '050471', at, step)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, at + 30_000), at, step)).toBe(step! + 1);
  });

  it('writes the otpauth:// address authenticator apps read', () => {
    const uri = new URL(otpauthUri(secret, 'admin@packlight.dev', 'Packlight'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Packlight:admin@packlight.dev');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'Packlight',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
