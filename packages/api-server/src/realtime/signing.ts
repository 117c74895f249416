import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A Pusher-protocol application: its id (HTTP API), public key (sockets) and signing secret. */
export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
}

const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    // Spend the same work as a comparison would, then refuse.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/**
 * The `auth` a client sends to join a private channel: `KEY:hex(HMAC(secret, "socket:channel"))`;
 * a presence channel also signs its member's `channel_data`: `"socket:channel:data"`.
 */
export function channelSignature(
  app: RealtimeApp,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const signed =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, signed)}`;
}

/** Checks a subscription's `auth` against the signature the server would have given. */
export function isValidChannelSignature(
  app: RealtimeApp,
  socketId: string,
  channel: string,
  auth: string,
  channelData?: string,
): boolean {
  return safeEqual(auth, channelSignature(app, socketId, channel, channelData));
}

/** The Pusher HTTP API string to sign: method, path and the sorted query without the signature. */
function stringToSign(method: string, path: string, query: Record<string, string>): string {
  const pairs = Object.keys(query)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${query[name]}`);
  return `${method.toUpperCase()}\n${path}\n${pairs.join('&')}`;
}

/** Requests older or newer than this are refused, as Pusher, Reverb and soketi do. */
export const apiTimestampToleranceSeconds = 600;

/** Checks a signed Pusher HTTP API request; the reason is for the 401 answer. */
export function verifyApiRequest(
  app: RealtimeApp,
  request: { method: string; path: string; query: URLSearchParams; body: string },
  now: Date = new Date(),
): { ok: true } | { ok: false; reason: string } {
  const query = Object.fromEntries(request.query.entries());
  if (query.auth_key !== app.key) return { ok: false, reason: 'Unknown auth_key' };
  if (query.auth_version !== '1.0') return { ok: false, reason: 'auth_version must be 1.0' };
  const timestamp = Number(query.auth_timestamp);
  const skew = Math.abs(now.getTime() / 1000 - timestamp);
  if (!Number.isFinite(timestamp) || skew > apiTimestampToleranceSeconds) {
    return {
      ok: false,
      reason: `Timestamp expired: more than ${apiTimestampToleranceSeconds}s off`,
    };
  }
  if (request.body !== '' && !safeEqual(query.body_md5 ?? '', md5Hex(request.body))) {
    return { ok: false, reason: 'body_md5 does not match the body' };
  }
  const expected = hmacHex(app.secret, stringToSign(request.method, request.path, query));
  if (!safeEqual(query.auth_signature ?? '', expected)) {
    return { ok: false, reason: 'Invalid signature' };
  }
  return { ok: true };
}
