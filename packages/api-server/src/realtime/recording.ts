import type { Broadcaster, PublishOptions } from './broadcaster.ts';
import { channelSignature, type RealtimeApp } from './signing.ts';

export interface PublishedEvent {
  channels: string[];
  event: string;
  payload: unknown;
  exceptSocketId: string | null;
}

export interface RecordingBroadcaster extends Broadcaster {
  /** Every publish so far, oldest first. */
  readonly published: PublishedEvent[];
}

/**
 * A broadcaster that only remembers what was published: for tests of domain code
 * (`createApp({..., broadcaster: createRecordingBroadcaster()})`, then read `published`).
 */
export function createRecordingBroadcaster(
  app: RealtimeApp = { id: 'test', key: 'test-key', secret: 'test-secret' },
): RecordingBroadcaster {
  const published: PublishedEvent[] = [];
  return {
    app: { id: app.id, key: app.key },
    client: { key: app.key, host: null, port: null, scheme: null },
    published,
    async publish(channels, event, payload, options: PublishOptions = {}) {
      // A copy, as a real broadcaster serialises the payload when it is published.
      published.push({
        channels: [...channels],
        event,
        payload: JSON.parse(JSON.stringify(payload ?? null)) as unknown,
        exceptSocketId: options.exceptSocketId ?? null,
      });
    },
    authorizeChannel: (socketId, channel, channelData) =>
      channelSignature(app, socketId, channel, channelData),
  };
}
