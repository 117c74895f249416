/**
 * A start of the embedded database that cannot go on, in one line that says what to do. The
 * server prints the message alone (src/main.ts), never a stack, and has changed no data.
 */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

/** A data folder this process cannot write, and what to do about it. */
export function unwritableFolder(folder: string, code: string): string {
  return (
    `The data folder ${folder} is not writable (${code}): set DATA_DIR to a folder this user ` +
    'can write, or fix its permissions.'
  );
}
