import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^15, r=8 costs 32 MB and a few dozen ms per hash: slow for guessing, fine for one sign-in.
const defaults = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 64;
const saltLength = 16;

function derive(
  password: string,
  salt: Buffer,
  options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>,
) {
  // Node's 32 MB default maxmem is just below what N=2^15, r=8 needs (128 * N * r plus overhead).
  const maxmem = 256 * options.N * options.r;
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, defaults);
  const { N, r, p } = defaults;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * True when the password matches the stored hash. A missing or unreadable hash still costs one
 * derivation, so a sign-in for an unknown email takes as long as one with a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored === null ? null : parseHash(stored);
  if (!parsed) {
    await derive(password, randomBytes(saltLength), defaults);
    return false;
  }
  const actual = await derive(password, parsed.salt, parsed.options);
  return timingSafeEqual(actual, parsed.hash);
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const decoded = Buffer.from(hash, 'base64');
  const valid =
    Object.values(options).every((value) => Number.isSafeInteger(value) && value > 0) &&
    decoded.length === keyLength;
  return valid ? { options, salt: Buffer.from(salt, 'base64'), hash: decoded } : null;
}
