import { describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '../api-error.ts';
import { isWorthRetrying, retryDelayMs } from './swr-config.ts';

describe('retries', () => {
  it('retry server failures and lost connections, never refusals or contract breaches', () => {
    expect(isWorthRetrying(new ApiError(503, undefined, {}, 'down'))).toBe(true);
    expect(isWorthRetrying(new ApiError(429, undefined, {}, 'slow down'))).toBe(true);
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    expect(isWorthRetrying(new ApiError(404, undefined, {}, 'gone'))).toBe(false);
    expect(isWorthRetrying(new ApiError(422, 'bad', {}, 'bad'))).toBe(false);
    expect(isWorthRetrying(new ContractError('breach'))).toBe(false);
  });

  it('wait exponentially longer, capped at 30 s', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(10)).toBe(30_000);
  });
});
