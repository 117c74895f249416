/** One socket of the embedded hub, and the rules it is held to on its own. */
import { WebSocket } from 'ws';
import { closeCodes, type PresenceMember } from './hub-frames.ts';

export interface Connection {
  ws: WebSocket;
  address: string;
  socketId: string;
  channels: Set<string>;
  /** Who this socket is on each presence channel it joined. */
  presence: Map<string, PresenceMember>;
  lastSeen: number;
  pingSentAt: number | null;
  eventWindowStart: number;
  eventsInWindow: number;
}

/** A socket just opened: seen now, on no channel. */
export function newConnection(ws: WebSocket, address: string, socketId: string): Connection {
  const now = Date.now();
  return {
    ws,
    address,
    socketId,
    channels: new Set(),
    presence: new Map(),
    lastSeen: now,
    pingSentAt: null,
    eventWindowStart: now,
    eventsInWindow: 0,
  };
}

/**
 * Why a client event (a whisper) of this socket on `channel` is refused, or null to pass it on.
 * Pusher's rules: only on private and presence channels the socket joined, and at most
 * `perSecond` of them in any one-second window.
 */
export function clientEventRefusal(
  connection: Connection,
  channel: unknown,
  perSecond: number,
): { code: number; message: string } | null {
  if (typeof channel !== 'string' || !/^(private|presence)-/.test(channel)) {
    const message = 'Client events are only allowed on private and presence channels';
    return { code: closeCodes.unauthorized, message };
  }
  if (!connection.channels.has(channel)) {
    const message = `Client event rejected: not subscribed to ${channel}`;
    return { code: closeCodes.unauthorized, message };
  }
  const now = Date.now();
  if (now - connection.eventWindowStart >= 1000) {
    connection.eventWindowStart = now;
    connection.eventsInWindow = 0;
  }
  if (++connection.eventsInWindow > perSecond) {
    const message = `Client event rejected: more than ${perSecond} per second`;
    return { code: closeCodes.clientEventRejected, message };
  }
  return null;
}

/**
 * Closes a socket with `code`, waits up to `graceMs` for the client's side of the closing
 * handshake, then cuts it: a restart must not wait on a client that never answers.
 */
export function closeWithin(
  ws: WebSocket,
  code: number,
  reason: string,
  graceMs: number,
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) return resolve();
    const timer = setTimeout(() => {
      ws.terminate();
      resolve();
    }, graceMs);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.close(code, reason);
  });
}
