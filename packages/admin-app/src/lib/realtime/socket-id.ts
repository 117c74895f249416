import type { EchoConnection } from './connect.ts';

// This tab's socket, for the X-Socket-ID header of its writes: the server leaves the socket that
// caused a change out of the change's broadcast (Pusher's rule), so a tab shows its own change
// from its own refetch and never holds it as another admin's (D58). Echo's interceptors would add
// the header; the app runs it without them (connect.ts). A type-only import: no socket code here.
let held: EchoConnection | null = null;

/** Remembers the tab's connection while it is open; null when it closes. */
export function holdSocket(connection: EchoConnection | null): void {
  held = connection;
}

/** The connected socket's id, or undefined before it connects (or with no connection). */
export function currentSocketId(): string | undefined {
  return held?.socketId() || undefined;
}
