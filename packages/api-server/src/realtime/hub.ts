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
import {
  closeCodes,
  frame,
  isObject,
  parseLoosely,
  protocolVersions,
  rawText,
  type ClientFrame,
  type PresenceMember,
} from './hub-frames.ts';
import { hubSettings, type EmbeddedHubOptions, type HubSettings } from './hub-options.ts';
import { PresenceRoster } from './hub-presence.ts';
import { channelAccess } from './hub-channel-access.ts';
import {
  clientEventRefusal,
  closeWithin,
  newConnection,
  type Connection,
} from './hub-connection.ts';
import { channelSignature, type RealtimeApp } from './signing.ts';

export { closeCodes } from './hub-frames.ts';
export type { EmbeddedHubOptions } from './hub-options.ts';

/** A socket that buffers more than this is not reading: it is dropped rather than let grow. */
const maxBufferedBytes = 4 * 1024 * 1024;
const appPath = /^\/app\/([^/]+)\/?$/;

/**
 * The embedded realtime server: Pusher protocol 7 over `ws` at `/app/{key}` on the server's own
 * port, as laravel-echo (broadcaster 'reverb') and pusher-js expect it. One process holds every
 * socket; to scale out, publish through the Pusher HTTP API to Reverb or soketi instead.
 */
export class EmbeddedHub implements Broadcaster {
  readonly app: RealtimeApp;
  readonly client: RealtimeClientSettings;
  private readonly options: HubSettings;
  private readonly wss: WebSocketServer;
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly presence = new PresenceRoster();
  private readonly servers = new Set<Server>();
  private readonly perAddress = new Map<string, number>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(options: EmbeddedHubOptions) {
    this.app = options.app;
    this.client = { key: options.app.key, host: null, port: null, scheme: null };
    this.options = hubSettings(options);
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
    const connection = newConnection(ws, address, socketId);
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
    if (connection.channels.has(channel)) {
      return this.send(connection, 'pusher_internal:subscription_succeeded', {}, channel);
    }
    const access = channelAccess(this.app, connection.socketId, channel, data);
    const limit = this.options.maxChannelsPerConnection;
    const refusal =
      'refusal' in access
        ? access.refusal
        : connection.channels.size >= limit
          ? {
              type: 'LimitReached',
              error: `${channel}: a socket may join ${limit} channels`,
              status: 400,
            }
          : null;
    if (refusal) return this.send(connection, 'pusher:subscription_error', refusal, channel);
    const member = 'member' in access ? access.member : null;

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
    const { snapshot, firstSocket } = this.presence.join(channel, member);
    this.send(
      connection,
      'pusher_internal:subscription_succeeded',
      { presence: snapshot },
      channel,
    );
    if (firstSocket) {
      const added = JSON.stringify({ user_id: member.userId, user_info: member.info });
      this.deliver([channel], 'pusher_internal:member_added', added, connection.socketId);
    }
  }

  /** Takes a socket's member off a presence channel; member_removed when its user's last left. */
  private leavePresence(connection: Connection, channel: string): void {
    const member = connection.presence.get(channel);
    if (!member) return;
    connection.presence.delete(channel);
    if (!this.presence.leave(channel, member)) return;
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

  private clientEvent(connection: Connection, event: string, channel: unknown, data: unknown) {
    const refusal = clientEventRefusal(connection, channel, this.options.clientEventsPerSecond);
    if (refusal) return this.error(connection, refusal.code, refusal.message);
    this.deliver([channel as string], event, JSON.stringify(data ?? null), connection.socketId);
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
    await Promise.all(sockets.map((ws) => closeWithin(ws, code, reason, graceMs)));
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
