/** What the embedded hub can be told, and the limits it keeps when it is told nothing. */
import type { IncomingMessage } from 'node:http';
import type { RealtimeApp } from './signing.ts';

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

/** Every setting but the app, each given. */
export type HubSettings = Required<Omit<EmbeddedHubOptions, 'app'>>;

/** The options with the defaults filled in. */
export function hubSettings(options: EmbeddedHubOptions): HubSettings {
  return {
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
}
