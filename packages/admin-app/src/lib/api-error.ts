// No contract schemas here: screens that only check what a failure was (the sign-in forms) must
// not pull zod into their chunk. Reading an error answer is the api client's job (api.ts).

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

/** The answer broke the contract: a server bug, named so it is found at once. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
}

/**
 * What to tell a person about a failed call: the server's own message, else `fallback` (a lost
 * connection or a contract breach has no message a person could act on). Toasts and notices use
 * it, so a refusal reads the same everywhere.
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * Why a call failed, in words a person can act on, when the server gave no message of its own:
 * offline, unreachable, or a fault on the server's side (the one feedback pattern, D46).
 */
export function failureReason(error: unknown): string {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'You are offline.';
  if (!(error instanceof ApiError) && !(error instanceof ContractError)) {
    return 'The server could not be reached.';
  }
  if (error instanceof ApiError && error.status >= 500) return 'The server had a problem.';
  return 'Please try again.';
}

/** What a failed action tells a person: the server's message, else why it failed. */
export function failureText(error: unknown): string {
  return errorText(error, failureReason(error));
}
