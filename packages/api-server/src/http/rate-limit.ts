import type { Context } from 'hono';
import { HttpError } from './errors.ts';

/** Where the time comes from; tests hold it still or move it on. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A rule: at most `max` hits per `decaySeconds` for one key. */
export interface Limit {
  key: string;
  max: number;
  decaySeconds: number;
}

/**
 * Laravel's RateLimiter, in memory: counts hits per key in a fixed window. One process keeps its
 * own counts (behind a load balancer each process limits on its own, which still bounds guessing).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  private entry(key: string) {
    const now = this.clock.now().getTime();
    const found = this.hits.get(key);
    if (found && found.resetAt > now) return found;
    if (found) this.hits.delete(key);
    return null;
  }

  /** Seconds until the first of `limits` that is used up frees again; null when none is. */
  retryAfter(limits: readonly Limit[]): number | null {
    const now = this.clock.now().getTime();
    let wait: number | null = null;
    for (const limit of limits) {
      const found = this.entry(limit.key);
      if (found && found.count >= limit.max) {
        const seconds = Math.max(1, Math.ceil((found.resetAt - now) / 1000));
        wait = Math.max(wait ?? 0, seconds);
      }
    }
    return wait;
  }

  /** Counts one hit against each limit. */
  hit(limits: readonly Limit[]): void {
    const now = this.clock.now().getTime();
    for (const limit of limits) {
      const found = this.entry(limit.key);
      if (found) found.count++;
      else this.hits.set(limit.key, { count: 1, resetAt: now + limit.decaySeconds * 1000 });
    }
    // Keep memory bounded: forget expired windows now and then.
    if (this.hits.size > 10_000) {
      for (const [key, value] of this.hits) if (value.resetAt <= now) this.hits.delete(key);
    }
  }

  clear(keys: readonly string[]): void {
    for (const key of keys) this.hits.delete(key);
  }

  /** Forgets every count (tests). */
  reset(): void {
    this.hits.clear();
  }
}

/** Laravel's 429: 'Too Many Attempts.' with Retry-After. */
export function tooManyAttempts(retryAfter: number): HttpError {
  return new HttpError(
    429,
    { message: 'Too Many Attempts.' },
    { 'Retry-After': String(retryAfter) },
  );
}

/** Throws 429 when any of the limits is used up. */
export function ensureNotLimited(limiter: RateLimiter, limits: readonly Limit[]): void {
  const wait = limiter.retryAfter(limits);
  if (wait !== null) throw tooManyAttempts(wait);
}

/**
 * The caller's network address (the socket's; proxies' headers are not trusted). In-process calls
 * (tests) have none and share one bucket.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
