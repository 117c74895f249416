import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords as Laravel Fortify (pragmarx/google2fa) makes them: RFC 6238 with
 * SHA-1, 6 digits, 30-second steps, a base32 secret, and a window of one step either side. The
 * algorithm is otpauth's; what is ours is the window and the replay rule.
 */

export const totpStepSeconds = 30;
export const totpDigits = 6;

function totpOf(secret: string, label = 'Packlight', issuer = ''): TOTP | null {
  let key: Secret;
  try {
    key = Secret.fromBase32(secret.replace(/[\s=]/g, '').toUpperCase());
  } catch {
    return null;
  }
  return new TOTP({
    issuer,
    label,
    secret: key,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpStepSeconds,
  });
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) as 32 base32 characters. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second step a moment falls in. */
export function totpStep(nowMs: number): number {
  return TOTP.counter({ period: totpStepSeconds, timestamp: nowMs });
}

/** The code an authenticator app shows for `secret` at `nowMs`. */
export function totpCode(secret: string, nowMs: number): string {
  const totp = totpOf(secret);
  if (!totp) throw new Error('The TOTP secret is not base32');
  return totp.generate({ timestamp: nowMs });
}

/**
 * The step whose code `code` is, within one step of now and later than `lastUsedStep` (a code,
 * once used, is refused: Fortify's replay protection); null when it matches none.
 */
export function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null = null,
): number | null {
  const totp = totpOf(secret);
  if (!totp || !/^\d{6}$/.test(code)) return null;
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = totpStep(nowMs) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** The otpauth:// address authenticator apps read from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const totp = totpOf(secret, account, issuer);
  if (!totp) throw new Error('The TOTP secret is not base32');
  return totp.toString();
}
