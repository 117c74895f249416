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
