import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';
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
 * Laravel's RateLimiter: counts hits per key in a fixed window. The counts live in the database
 * (table rate_limits), so every server process behind a load balancer shares them.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the first of `limits` that is used up frees again; null when none is. */
  async retryAfter(limits: readonly Limit[]): Promise<number | null> {
    if (limits.length === 0) return null;
    const now = this.clock.now();
    const rows = await this.db
      .select()
      .from(rateLimits)
      .where(
        and(
          inArray(
            rateLimits.key,
            limits.map((limit) => limit.key),
          ),
          gt(rateLimits.resetAt, now),
        ),
      );
    let wait: number | null = null;
    for (const limit of limits) {
      const found = rows.find((row) => row.key === limit.key);
      if (found && found.hits >= limit.max) {
        const seconds = Math.max(1, Math.ceil((found.resetAt.getTime() - now.getTime()) / 1000));
        wait = Math.max(wait ?? 0, seconds);
      }
    }
    return wait;
  }

  /**
   * Counts one hit against each limit, in one statement per limit that no other process can split,
   * and answers the seconds until the first limit this hit went over frees again (null: none).
   */
  async hit(limits: readonly Limit[]): Promise<number | null> {
    const now = this.clock.now();
    let wait: number | null = null;
    for (const limit of limits) {
      const resetAt = new Date(now.getTime() + limit.decaySeconds * 1000);
      // An expired window starts again at one hit.
      const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
      const [counted] = await this.db
        .insert(rateLimits)
        .values({ key: limit.key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      if (counted && counted.hits > limit.max) {
        const seconds = Math.max(1, Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000));
        wait = Math.max(wait ?? 0, seconds);
      }
    }
    // Keep the table small: now and then, forget windows that ended.
    if (Math.random() < 0.01) {
      await this.db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
    }
    return wait;
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
  }

  /** Forgets every count (tests). */
  async reset(): Promise<void> {
    await this.db.delete(rateLimits);
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

/**
 * Counts this request against every limit first, then throws 429 if it went over any: parallel
 * requests cannot all pass a check made before any of them counted.
 */
export async function consumeOrRefuse(
  limiter: RateLimiter,
  limits: readonly Limit[],
): Promise<void> {
  const wait = await limiter.hit(limits);
  if (wait !== null) throw tooManyAttempts(wait);
}

/** Throws 429 when any of the limits is used up. */
export async function ensureNotLimited(
  limiter: RateLimiter,
  limits: readonly Limit[],
): Promise<void> {
  const wait = await limiter.retryAfter(limits);
  if (wait !== null) throw tooManyAttempts(wait);
}

/** The caller's network address, through trusted proxies only (client-address.ts). */
export { clientAddress } from './client-address.ts';
