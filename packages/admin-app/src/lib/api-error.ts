import { errorMessageSchema, validationErrorSchema } from '@packlight/api-types';

/** A call the server refused: its status, its message and Laravel's per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's own `message`, when the answer carried one. */
    readonly serverMessage: string | undefined,
    /** Laravel's `errors`: a list of messages per field (empty unless a 422). */
    readonly fieldErrors: Readonly<Record<string, readonly string[]>>,
    fallbackMessage: string,
  ) {
    super(serverMessage ?? fallbackMessage);
  }

  /** The first message for a field, as forms show it. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

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
