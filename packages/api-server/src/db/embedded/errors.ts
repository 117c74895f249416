/**
 * A start of the embedded database that cannot go on, in one line that says what to do. The
 * server prints the message alone (src/main.ts), never a stack, and has changed no data.
 */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}
