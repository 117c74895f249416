import Pusher from 'pusher';
import {
  publishLimits,
  type Broadcaster,
  type PublishOptions,
  type RealtimeClientSettings,
} from './broadcaster.ts';
import { channelSignature, type RealtimeApp } from './signing.ts';

export interface PusherHttpOptions {
  app: RealtimeApp;
  /** Where the HTTP API listens: Reverb, soketi, or api-{cluster}.pusher.com. */
  host: string;
  port: number;
  scheme: 'http' | 'https';
  /** Where browsers connect, when it differs from the API's address. Default: host, port, scheme. */
  client?: Partial<Omit<RealtimeClientSettings, 'key'>>;
  /** Give up on a publish after this many milliseconds. Default: five seconds. */
  timeoutMs?: number;
}

/** What the `pusher` library throws for an answer that is not 2xx. */
interface PusherRequestError {
  status?: number;
  body?: string;
}

/**
 * Publishes through the Pusher HTTP API with `pusher`, Pusher's own server library: the
 * scale-out driver. Laravel Reverb, soketi and Pusher serve the sockets; this process only
 * signs subscriptions and triggers events.
 */
export function createPusherHttpBroadcaster(options: PusherHttpOptions): Broadcaster {
  const { app, host, port, scheme } = options;
  // An IPv6 address goes into the library's URL in brackets.
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const pusher = new Pusher({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host: urlHost,
    port: String(port),
    useTLS: scheme === 'https',
    timeout: options.timeoutMs ?? 5000,
  });

  async function trigger(channels: string[], event: string, data: string, socketId?: string) {
    try {
      await pusher.trigger(channels, event, data, socketId ? { socket_id: socketId } : undefined);
    } catch (error) {
      const { status, body } = error as PusherRequestError;
      if (status === undefined) throw error;
      const detail = String(body ?? '').slice(0, 200);
      throw new Error(`The Pusher HTTP API at ${urlHost}:${port} answered ${status}: ${detail}`, {
        cause: error,
      });
    }
  }

  return {
    app: { id: app.id, key: app.key },
    client: {
      key: app.key,
      host: options.client?.host ?? host,
      port: options.client?.port ?? port,
      scheme: options.client?.scheme ?? scheme,
    },
    async publish(channels, event, payload, publishOptions: PublishOptions = {}) {
      // Written here, so a null payload is sent as "null" like any other value.
      const data = JSON.stringify(payload ?? null);
      const socketId = publishOptions.exceptSocketId ?? undefined;
      const batches: Promise<void>[] = [];
      for (let start = 0; start < channels.length; start += publishLimits.channels) {
        const batch = channels.slice(start, start + publishLimits.channels);
        batches.push(trigger(batch, event, data, socketId));
      }
      await Promise.all(batches);
    },
    authorizeChannel(socketId, channel, channelData) {
      // The same HMAC the pusher library computes, over the exact channel_data the client gets.
      return channelSignature(app, socketId, channel, channelData);
    },
  };
}
