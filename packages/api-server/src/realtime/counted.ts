import type { Metrics } from '../ops/metrics.ts';
import type { Broadcaster } from './broadcaster.ts';

/** The same broadcaster, counting each publish in the process's metrics. */
export function countPublishes(broadcaster: Broadcaster, metrics: Metrics): Broadcaster {
  return {
    app: broadcaster.app,
    client: broadcaster.client,
    authorizeChannel: (socketId, channel, channelData) =>
      broadcaster.authorizeChannel(socketId, channel, channelData),
    async publish(channels, event, payload, options) {
      await broadcaster.publish(channels, event, payload, options);
      metrics.publishedEvents.inc();
    },
  };
}
