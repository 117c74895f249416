import { randomBytes } from 'node:crypto';
import { channelSignature, type RealtimeApp } from './signing.ts';

export interface PublishOptions {
  /** The socket that caused the event (its X-Socket-ID header): it already shows the change. */
  exceptSocketId?: string | null;
}

/** Where the admin app's Echo connects; null means "the page's own host, port or scheme". */
export interface RealtimeClientSettings {
  key: string;
  host: string | null;
  port: number | null;
  scheme: 'http' | 'https' | null;
}

/**
 * Sends events to subscribers of Pusher-protocol channels, in-process (the embedded hub) or
 * through the Pusher HTTP API (Laravel Reverb, soketi, Pusher). Channel names are full names, as
 * subscribed: `private-App.Models.admin.1`. The payload is any JSON value; it arrives as the
 * listener's callback argument.
 */
export interface Broadcaster {
  publish(
    channels: readonly string[],
    event: string,
    payload: unknown,
    options?: PublishOptions,
  ): Promise<void>;
  /**
   * The `auth` that lets `socketId` join `channel` (POST /broadcasting/auth answers it); for a
   * presence channel, `channelData` is the member's JSON `{user_id, user_info}`, signed too.
   */
  authorizeChannel(socketId: string, channel: string, channelData?: string): string;
  /** The public settings the admin app needs to connect (no secret). */
  readonly client: RealtimeClientSettings;
  /** The application whose key and secret sign subscriptions. */
  readonly app: Pick<RealtimeApp, 'id' | 'key'>;
}

/** Pusher's limits for one trigger: 100 channels, 10 kB of data, 200 characters of name. */
export const publishLimits = { channels: 100, dataBytes: 10_240, nameLength: 200 } as const;

/** Channel names Pusher accepts (the same for every server of the protocol). */
export const channelNamePattern = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

/**
 * A broadcaster with nowhere to send: publishes are dropped, and subscriptions are signed with a
 * throw-away secret no socket server knows. The default where no realtime was configured.
 */
export function createDroppingBroadcaster(): Broadcaster {
  const app = { id: 'none', key: 'none', secret: randomBytes(32).toString('hex') };
  return {
    app: { id: app.id, key: app.key },
    client: { key: app.key, host: null, port: null, scheme: null },
    publish: () => Promise.resolve(),
    authorizeChannel: (socketId, channel, channelData) =>
      channelSignature(app, socketId, channel, channelData),
  };
}
