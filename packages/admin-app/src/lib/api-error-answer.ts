import { errorMessageSchema, validationErrorSchema } from '@packlight/api-types';
import { ApiError } from './api-error.ts';

// Reading an error answer needs the contract's error schemas (zod): loaded when a call fails,
// not with every page.

/** Reads an error answer of any shape: Laravel's 422, a `{message}`, or something else. */
export function apiErrorFrom(status: number, body: unknown, request: string): ApiError {
  const validation = validationErrorSchema.safeParse(body);
  if (validation.success) {
    return new ApiError(status, validation.data.message, validation.data.errors, '');
  }
  const plain = errorMessageSchema.safeParse(body);
  return new ApiError(
    status,
    plain.success ? plain.data.message : undefined,
    {},
    `${request} failed with status ${status}`,
  );
}
