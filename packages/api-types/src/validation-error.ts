import type * as z from 'zod/mini';
import type { ValidationError } from './schemas/common.ts';

/** Where issues about the input as a whole (not one field) are filed. */
export const wholeInputKey = 'request';

/**
 * Laravel's 422 body from zod issues: messages listed per field (nested fields dotted, as
 * `ids.0`), and the first message as the summary with "(and N more errors)" as Laravel adds it.
 */
export function validationErrorFrom(issues: readonly z.core.$ZodIssue[]): ValidationError {
  // A Map, not a plain object: a field named `constructor` or `toString` must not find the
  // object's own properties (a query key is any text a caller chooses).
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : wholeInputKey;
    const list = byField.get(key) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    byField.set(key, list);
  }
  const errors: Record<string, string[]> = Object.fromEntries(byField);
  const all = [...byField.values()].flat();
  const more = all.length - 1;
  const first = all[0] ?? 'The given data was invalid.';
  return {
    message: more > 0 ? `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : first,
    errors,
  };
}
