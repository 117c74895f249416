import type { SWRConfiguration } from 'swr';
import { ApiError, ContractError } from '../api-error.ts';

/** docs/product/part-1.md §9: three retries, exponential delay capped at 30 s. */
export const maxRetries = 3;
const maxRetryDelayMs = 30_000;

/** A refusal (4xx) or a contract breach will not heal by asking again; a 5xx or network may. */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ContractError) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return true;
}

export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), maxRetryDelayMs);
}

export const swrConfig: SWRConfiguration = {
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (!isWorthRetrying(error) || retryCount > maxRetries) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
};
