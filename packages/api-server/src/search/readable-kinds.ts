import type { Permission } from '@packlight/api-types';

/**
 * Runs a kind's search only when the role reads that kind (D71); otherwise the kind is empty, as
 * if nothing matched, and its statement is never sent.
 */
export function onlyIfReads<T>(
  reads: ReadonlySet<Permission>,
  permission: Permission,
  query: () => PromiseLike<T[]>,
): PromiseLike<T[]> | T[] {
  return reads.has(permission) ? query() : [];
}
