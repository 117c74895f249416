import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  channelNamePattern,
  type Broadcaster,
  type PublishOptions,
  type RealtimeClientSettings,
} from './broadcaster.ts';
import { channelSignature, isValidChannelSignature, type RealtimeApp } from './signing.ts';

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

export interface EmbeddedHubOptions {
  app: RealtimeApp;
  /** Told to clients: they ping after this many seconds of silence. Default 30. */
  activityTimeoutSeconds?: number;
  /** A connection silent for the activity timeout gets a ping, then this long to answer. Default 30. */
  pongTimeoutSeconds?: number;
  /** Sockets one process holds; the next is closed with 4100 (retry later). Default 10,000. */
  maxConnections?: number;
  /** Largest client frame (bytes); bigger ones get pusher:error 4301, 4x bigger ones close 1009. */
  maxMessageBytes?: number;
  /** Channels one socket may join. Default 100. */
  maxChannelsPerConnection?: number;
  /** Client events (whispers) one socket may send per second, as Pusher allows. Default 10. */
  clientEventsPerSecond?: number;
  /** Sockets one network address may hold; the next is closed with 4100. Default 100. */
  maxConnectionsPerAddress?: number;
  /** The only Origin a browser's socket may come from (production: APP_URL); null: any. */
  allowedOrigin?: string | null;
  /**
   * Who opened a socket, for the per-address cap: behind a load balancer, the address its
   * X-Forwarded-For names (http/client-address.ts). Default: the socket's own address.
   */
  clientAddress?: (request: IncomingMessage) => string;
}

/** A presence channel member as its signed channel_data names it. */
interface PresenceMember {
  userId: string;
  info: unknown;
}

interface Connection {
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

interface ClientFrame {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

/** A socket that buffers more than this is not reading: it is dropped rather than let grow. */
const maxBufferedBytes = 4 * 1024 * 1024;
const protocolVersions = new Set(['5', '6', '7']);
const appPath = /^\/app\/([^/]+)\/?$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The embedded realtime server: Pusher protocol 7 over `ws` at `/app/{key}` on the server's own
 * port, as laravel-echo (broadcaster 'reverb') and pusher-js expect it. One process holds every
 * socket; to scale out, publish through the Pusher HTTP API to Reverb or soketi instead.
 */
export class EmbeddedHub implements Broadcaster {
  readonly app: RealtimeApp;
  readonly client: RealtimeClientSettings;
  private readonly options: Required<Omit<EmbeddedHubOptions, 'app'>>;
  private readonly wss: WebSocketServer;
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Set<Connection>>();
  /** Each presence channel's members by user id, with how many of their sockets joined. */
  private readonly presence = new Map<string, Map<string, { info: unknown; sockets: number }>>();
  private readonly servers = new Set<Server>();
  private readonly perAddress = new Map<string, number>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(options: EmbeddedHubOptions) {
    this.app = options.app;
    this.client = { key: options.app.key, host: null, port: null, scheme: null };
    this.options = {
      activityTimeoutSeconds: options.activityTimeoutSeconds ?? 30,
      pongTimeoutSeconds: options.pongTimeoutSeconds ?? 30,
      maxConnections: options.maxConnections ?? 10_000,
      maxMessageBytes: options.maxMessageBytes ?? 10_240,
      maxChannelsPerConnection: options.maxChannelsPerConnection ?? 100,
      clientEventsPerSecond: options.clientEventsPerSecond ?? 10,
      maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? 100,
      allowedOrigin: options.allowedOrigin ?? null,
      clientAddress:
        options.clientAddress ?? ((request) => request.socket.remoteAddress ?? 'unknown'),
    };
    this.wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      perMessageDeflate: false,
      maxPayload: this.options.maxMessageBytes * 4,
    });
  }

  /** How many sockets are open and how many channels have subscribers. */
  stats(): { connections: number; channels: number } {
    return { connections: this.connections.size, channels: this.channels.size };
  }

  /** Serves the socket on the server's upgrade requests to /app/{key}. */
  attach(server: Server): void {
    this.servers.add(server);
    server.on('upgrade', this.handleUpgrade);
    if (this.sweeper === null) {
      const { activityTimeoutSeconds, pongTimeoutSeconds } = this.options;
      const every = Math.max(100, Math.min(activityTimeoutSeconds, pongTimeoutSeconds) * 250);
      this.sweeper = setInterval(() => this.sweep(), every);
      this.sweeper.unref();
    }
  }

  /** Takes an HTTP upgrade request; anything but /app/{key} is refused with 404. */
  readonly handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = appPath.exec(url.pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // A page on another site must not open a socket with the visitor's connection. Browsers
    // always send Origin; a client that sends none is no browser (a server, a worker), and could
    // as well have sent any Origin, so only a foreign one is refused.
    const { allowedOrigin } = this.options;
    const origin = request.headers.origin;
    if (allowedOrigin !== null && origin !== undefined && origin !== allowedOrigin) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const key = decodeURIComponent(match[1] ?? '');
    const address = this.options.clientAddress(request);
    this.wss.handleUpgrade(request, socket, head, (ws) =>
      this.open(ws, key, url.searchParams, address),
    );
  };

  private open(ws: WebSocket, key: string, query: URLSearchParams, address: string): void {
    // A socket that errs (a frame over maxPayload, a reset) is closed by ws; nothing to report.
    ws.on('error', () => {});
    if (key !== this.app.key) {
      return this.refuse(ws, closeCodes.unknownAppKey, `App key ${key} does not exist`);
    }
    const protocol = query.get('protocol');
    if (protocol !== null && !protocolVersions.has(protocol)) {
      return this.refuse(
        ws,
        closeCodes.unsupportedProtocol,
        `Unsupported protocol version ${protocol}`,
      );
    }
    if (this.connections.size >= this.options.maxConnections) {
      return this.refuse(ws, closeCodes.overCapacity, 'Over capacity');
    }
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.options.maxConnectionsPerAddress) {
      return this.refuse(ws, closeCodes.overCapacity, 'Too many connections from this address');
    }
    this.perAddress.set(address, held + 1);

    let socketId: string;
    do socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    while (this.connections.has(socketId));
    const now = Date.now();
    const connection: Connection = {
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
    this.connections.set(socketId, connection);
    ws.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    ws.on('close', () => this.forget(connection));
    this.send(connection, 'pusher:connection_established', {
      socket_id: socketId,
      activity_timeout: this.options.activityTimeoutSeconds,
    });
  }

  private refuse(ws: WebSocket, code: number, message: string): void {
    ws.send(frame('pusher:error', { code, message }));
    ws.close(code, message);
  }

  private forget(connection: Connection): void {
    if (this.connections.get(connection.socketId) !== connection) return;
    this.connections.delete(connection.socketId);
    const held = (this.perAddress.get(connection.address) ?? 1) - 1;
    if (held > 0) this.perAddress.set(connection.address, held);
    else this.perAddress.delete(connection.address);
    for (const channel of connection.channels) this.leave(connection, channel);
  }

  private receive(connection: Connection, raw: RawData, isBinary: boolean): void {
    connection.lastSeen = Date.now();
    connection.pingSentAt = null;
    const text = isBinary ? null : rawText(raw);
    if (text === null) return this.error(connection, null, 'Frames must be JSON text');
    if (Buffer.byteLength(text) > this.options.maxMessageBytes) {
      return this.error(
        connection,
        closeCodes.clientEventRejected,
        `Message too large: the limit is ${this.options.maxMessageBytes} bytes`,
      );
    }
    let message: ClientFrame;
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isObject(parsed)) throw new Error('not an object');
      message = parsed;
    } catch {
      return this.error(connection, null, 'Frames must be JSON objects');
    }
    // Clients send `data` as an object; some send it as a JSON string, as servers do.
    const data = typeof message.data === 'string' ? parseLoosely(message.data) : message.data;
    const event = message.event;
    if (event === 'pusher:ping') return this.send(connection, 'pusher:pong', {});
    if (event === 'pusher:pong') return;
    if (event === 'pusher:subscribe') return this.subscribe(connection, data);
    if (event === 'pusher:unsubscribe') {
      const channel = isObject(data) ? data.channel : undefined;
      if (typeof channel === 'string' && connection.channels.has(channel)) {
        this.leave(connection, channel);
      }
      return;
    }
    if (typeof event === 'string' && event.startsWith('client-')) {
      return this.clientEvent(connection, event, message.channel, data);
    }
    // Other pusher:* events (signin, cache) are not served; unknown events are ignored.
  }

  private subscribe(connection: Connection, data: unknown): void {
    const channel = isObject(data) ? data.channel : undefined;
    if (typeof channel !== 'string' || !channelNamePattern.test(channel)) {
      return this.error(connection, null, 'pusher:subscribe needs a valid channel name');
    }
    const refuse = (type: string, error: string, status: number) =>
      this.send(connection, 'pusher:subscription_error', { type, error, status }, channel);

    if (connection.channels.has(channel)) {
      return this.send(connection, 'pusher_internal:subscription_succeeded', {}, channel);
    }
    if (channel.startsWith('private-encrypted-')) {
      return refuse('UnsupportedChannel', `${channel}: encrypted channels are not served`, 501);
    }
    const isPresence = channel.startsWith('presence-');
    let member: PresenceMember | null = null;
    if (channel.startsWith('private-') || isPresence) {
      const auth = isObject(data) ? data.auth : undefined;
      const channelData = isObject(data) ? data.channel_data : undefined;
      if (isPresence && typeof channelData !== 'string') {
        return refuse('AuthError', `${channel}: a presence channel needs channel_data`, 401);
      }
      const valid =
        typeof auth === 'string' &&
        isValidChannelSignature(
          this.app,
          connection.socketId,
          channel,
          auth,
          isPresence ? (channelData as string) : undefined,
        );
      if (!valid) return refuse('AuthError', `Invalid signature for ${channel}`, 401);
      if (isPresence) {
        member = presenceMemberOf(channelData as string);
        if (!member) return refuse('AuthError', `${channel}: channel_data needs a user_id`, 401);
      }
    }
    if (connection.channels.size >= this.options.maxChannelsPerConnection) {
      return refuse(
        'LimitReached',
        `${channel}: a socket may join ${this.options.maxChannelsPerConnection} channels`,
        400,
      );
    }

    connection.channels.add(channel);
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(connection);
    if (member === null) {
      return this.send(connection, 'pusher_internal:subscription_succeeded', {}, channel);
    }
    this.joinPresence(connection, channel, member);
  }

  /**
   * Adds a member to a presence channel: the joining socket gets everyone present, and the
   * others hear member_added only when the user was not there yet on another socket.
   */
  private joinPresence(connection: Connection, channel: string, member: PresenceMember): void {
    connection.presence.set(channel, member);
    let present = this.presence.get(channel);
    if (!present) this.presence.set(channel, (present = new Map()));
    const known = present.get(member.userId);
    present.set(member.userId, { info: member.info, sockets: (known?.sockets ?? 0) + 1 });
    const hash = Object.fromEntries([...present].map(([id, { info }]) => [id, info]));
    this.send(
      connection,
      'pusher_internal:subscription_succeeded',
      { presence: { ids: Object.keys(hash), hash, count: present.size } },
      channel,
    );
    if (!known) {
      const added = JSON.stringify({ user_id: member.userId, user_info: member.info });
      this.deliver([channel], 'pusher_internal:member_added', added, connection.socketId);
    }
  }

  /** Takes a socket's member off a presence channel; member_removed when its user's last left. */
  private leavePresence(connection: Connection, channel: string): void {
    const member = connection.presence.get(channel);
    if (!member) return;
    connection.presence.delete(channel);
    const present = this.presence.get(channel);
    const known = present?.get(member.userId);
    if (!present || !known) return;
    if (known.sockets > 1) {
      known.sockets -= 1;
      return;
    }
    present.delete(member.userId);
    if (present.size === 0) this.presence.delete(channel);
    const removed = JSON.stringify({ user_id: member.userId });
    this.deliver([channel], 'pusher_internal:member_removed', removed, connection.socketId);
  }

  private leave(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const members = this.channels.get(channel);
    members?.delete(connection);
    if (members?.size === 0) this.channels.delete(channel);
    this.leavePresence(connection, channel);
  }

  private clientEvent(
    connection: Connection,
    event: string,
    channel: unknown,
    data: unknown,
  ): void {
    if (typeof channel !== 'string' || !/^(private|presence)-/.test(channel)) {
      return this.error(
        connection,
        closeCodes.unauthorized,
        'Client events are only allowed on private and presence channels',
      );
    }
    if (!connection.channels.has(channel)) {
      return this.error(
        connection,
        closeCodes.unauthorized,
        `Client event rejected: not subscribed to ${channel}`,
      );
    }
    const now = Date.now();
    if (now - connection.eventWindowStart >= 1000) {
      connection.eventWindowStart = now;
      connection.eventsInWindow = 0;
    }
    if (++connection.eventsInWindow > this.options.clientEventsPerSecond) {
      return this.error(
        connection,
        closeCodes.clientEventRejected,
        `Client event rejected: more than ${this.options.clientEventsPerSecond} per second`,
      );
    }
    this.deliver([channel], event, JSON.stringify(data ?? null), connection.socketId);
  }

  private send(connection: Connection, event: string, data: unknown, channel?: string): void {
    if (connection.ws.readyState !== WebSocket.OPEN) return;
    connection.ws.send(frame(event, data, channel));
  }

  /** pusher:error as a message; the socket stays open. */
  private error(connection: Connection, code: number | null, message: string): void {
    this.send(connection, 'pusher:error', { code, message });
  }

  /**
   * Sends an event whose data is already a JSON string (what the HTTP API carries) to every
   * subscriber of the channels but the excepted socket.
   */
  deliver(
    channels: readonly string[],
    event: string,
    data: string,
    exceptSocketId?: string | null,
  ): void {
    for (const channel of channels) {
      const members = this.channels.get(channel);
      if (!members) continue;
      // Encoded once for every member, and sent as a text frame.
      const text = Buffer.from(JSON.stringify({ event, channel, data }));
      for (const member of members) {
        if (member.socketId === exceptSocketId) continue;
        const { ws } = member;
        if (ws.readyState !== WebSocket.OPEN) continue;
        if (ws.bufferedAmount > maxBufferedBytes) {
          ws.close(closeCodes.overCapacity, 'The client reads too slowly');
          continue;
        }
        ws.send(text, { binary: false });
      }
    }
  }

  publish(
    channels: readonly string[],
    event: string,
    payload: unknown,
    options: PublishOptions = {},
  ): Promise<void> {
    this.deliver(channels, event, JSON.stringify(payload ?? null), options.exceptSocketId);
    return Promise.resolve();
  }

  authorizeChannel(socketId: string, channel: string, channelData?: string): string {
    return channelSignature(this.app, socketId, channel, channelData);
  }

  /** Pings sockets silent for the activity timeout; closes those that did not answer in time. */
  private sweep(): void {
    const now = Date.now();
    const { activityTimeoutSeconds, pongTimeoutSeconds } = this.options;
    for (const connection of this.connections.values()) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt > pongTimeoutSeconds * 1000) {
          connection.ws.close(closeCodes.pongNotReceived, 'Pong reply not received');
          this.forget(connection);
        }
      } else if (now - connection.lastSeen > activityTimeoutSeconds * 1000) {
        connection.pingSentAt = now;
        this.send(connection, 'pusher:ping', {});
      }
    }
  }

  /**
   * Closes every socket, by default with 4200 so clients reconnect at once (to this process
   * after a restart, or to another behind the load balancer). Waits up to `graceMs` for the
   * closing handshakes, then cuts what is left.
   */
  async disconnectAll(
    code: number = closeCodes.reconnect,
    reason = 'Reconnect',
    graceMs = 1000,
  ): Promise<void> {
    const sockets = [...this.connections.values()].map((connection) => connection.ws);
    for (const connection of [...this.connections.values()]) this.forget(connection);
    await Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
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
          }),
      ),
    );
  }

  /** Stops serving: detaches from the servers and closes every socket. */
  async close(): Promise<void> {
    if (this.sweeper !== null) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const server of this.servers) server.off('upgrade', this.handleUpgrade);
    this.servers.clear();
    await this.disconnectAll(closeCodes.reconnect, 'Server shutting down');
    this.wss.close();
  }
}

/** A server frame: `data` is always a JSON string, the only form pusher-js parses. */
function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(
    channel === undefined
      ? { event, data: JSON.stringify(data) }
      : { event, channel, data: JSON.stringify(data) },
  );
}

function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('utf8');
  return raw.toString('utf8');
}

/** The member a presence channel_data names (`{user_id, user_info}`); null without a user_id. */
function presenceMemberOf(channelData: string): PresenceMember | null {
  const parsed = parseLoosely(channelData);
  if (!isObject(parsed)) return null;
  const id = parsed.user_id;
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return null;
  return { userId: String(id), info: parsed.user_info ?? null };
}

function parseLoosely(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
