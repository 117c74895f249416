import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { validationErrorFrom, type ValidationError } from '@packlight/api-types';

/** An error that is an answer: thrown anywhere in a handler, sent as `body` with `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: { message: string } | ValidationError,
    /** Extra answer headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

/**
 * Laravel's 422 from zod issues. The contract builds the body, so server and app agree on its
 * shape and on the "(and N more errors)" summary.
 */
export function invalidInput(issues: readonly z.core.$ZodIssue[]): HttpError {
  return new HttpError(422, validationErrorFrom(issues));
}

/**
 * Laravel's 422 for a rule checked by hand (`{email: ['These credentials ...']}`), or one message
 * per field as a Map (field names taken from the caller's input, which a plain object would mix
 * up with its inherited properties).
 */
export function validationFailed(
  errors: Record<string, string[]> | ReadonlyMap<string, string>,
): HttpError {
  const entries: [string, string[]][] =
    errors instanceof Map
      ? [...errors].map(([field, message]) => [field, [message]])
      : Object.entries(errors);
  return invalidInput(
    entries.flatMap(([field, messages]) =>
      messages.map((message) => ({ code: 'custom' as const, path: [field], message, input: null })),
    ),
  );
}

export const unauthenticated = () => new HttpError(401, { message: 'Unauthenticated.' });
export const forbidden = () => new HttpError(403, { message: 'This action is unauthorized.' });
export const notFound = () => new HttpError(404, { message: 'Not Found.' });
