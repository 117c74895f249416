/**
 * The Pusher protocol's words as the embedded hub speaks them: close and error codes, the
 * server frame, and the loose parsing of what clients send.
 */
import type { RawData } from 'ws';

/**
 * Close codes and error codes of the Pusher protocol, with what pusher-js does on each:
 * 4000-4099 refused (no retry), 4100-4199 retry after a pause, 4200-4299 retry at once.
 * Codes of 4300 and above are only ever sent as `pusher:error` messages, never as close codes.
 */
export const closeCodes = {
  unknownAppKey: 4001,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

/** The protocol versions pusher-js may ask for in `?protocol=`. */
export const protocolVersions = new Set(['5', '6', '7']);

/** A client's frame, before its fields are checked. */
export interface ClientFrame {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

/** A presence channel member as its signed channel_data names it. */
export interface PresenceMember {
  userId: string;
  info: unknown;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A server frame: `data` is always a JSON string, the only form pusher-js parses. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(
    channel === undefined
      ? { event, data: JSON.stringify(data) }
      : { event, channel, data: JSON.stringify(data) },
  );
}

/** A received frame's text, whichever form `ws` handed it in. */
export function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('utf8');
  return raw.toString('utf8');
}

/** The member a presence channel_data names (`{user_id, user_info}`); null without a user_id. */
export function presenceMemberOf(channelData: string): PresenceMember | null {
  const parsed = parseLoosely(channelData);
  if (!isObject(parsed)) return null;
  const id = parsed.user_id;
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return null;
  return { userId: String(id), info: parsed.user_info ?? null };
}

/** JSON when it parses, else the text itself: clients send `data` either way. */
export function parseLoosely(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
