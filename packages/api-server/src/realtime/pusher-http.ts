import {
  publishLimits,
  type Broadcaster,
  type PublishOptions,
  type RealtimeClientSettings,
} from './broadcaster.ts';
import { channelSignature, signApiRequest, type RealtimeApp } from './signing.ts';

export interface PusherHttpOptions {
  app: RealtimeApp;
  /** Where the HTTP API listens: Reverb, soketi, or api-{cluster}.pusher.com. */
  host: string;
  port: number;
  scheme: 'http' | 'https';
  /** Where browsers connect, when it differs from the API's address. Default: host, port, scheme. */
  client?: Partial<Omit<RealtimeClientSettings, 'key'>>;
  /** Give up on a publish after this long. Default 5 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Publishes through the Pusher HTTP API (`POST /apps/{id}/events`, signed with the app secret):
 * the scale-out driver. Laravel Reverb, soketi and Pusher serve the sockets; this process only
 * signs subscriptions and triggers events. It is the `pusher` npm library's `trigger()` in small.
 */
export function createPusherHttpBroadcaster(options: PusherHttpOptions): Broadcaster {
  const { app, host, port, scheme } = options;
  const base = `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const path = `/apps/${encodeURIComponent(app.id)}/events`;
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  async function trigger(channels: readonly string[], body: Record<string, unknown>) {
    const text = JSON.stringify({ ...body, channels });
    const query = signApiRequest(app, 'POST', path, text);
    const answer = await send(`${base}${path}?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: text,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!answer.ok) {
      const detail = (await answer.text()).slice(0, 200);
      throw new Error(`The Pusher HTTP API at ${base} answered ${answer.status}: ${detail}`);
    }
    await answer.body?.cancel();
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
      const body: Record<string, unknown> = { name: event, data: JSON.stringify(payload ?? null) };
      if (publishOptions.exceptSocketId) body.socket_id = publishOptions.exceptSocketId;
      const batches: Promise<void>[] = [];
      for (let start = 0; start < channels.length; start += publishLimits.channels) {
        batches.push(trigger(channels.slice(start, start + publishLimits.channels), body));
      }
      await Promise.all(batches);
    },
    authorizeChannel(socketId, channel) {
      return channelSignature(app, socketId, channel);
    },
  };
}
