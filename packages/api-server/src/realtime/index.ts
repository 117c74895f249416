import type { Broadcaster } from './broadcaster.ts';
import type { RealtimeConfig } from './config.ts';
import { EmbeddedHub, type EmbeddedHubOptions } from './hub.ts';
import { createPusherHttpBroadcaster } from './pusher-http.ts';

export {
  createDroppingBroadcaster,
  type Broadcaster,
  type PublishOptions,
  type RealtimeClientSettings,
} from './broadcaster.ts';
export {
  mayJoinChannel,
  supportTicketChannelName,
  ticketOwnerFromDb,
  userChannelName,
  type ChannelUser,
  type TicketOwnerLookup,
} from './channels.ts';
export { demoRealtimeApp, loadRealtimeConfig, type RealtimeConfig } from './config.ts';
export {
  broadcastSupportMessage,
  notificationCreatedEvent,
  notifyUser,
  socketIdOf,
  supportMessageSentEventName,
  type BroadcastableNotification,
  type BroadcastableSupportMessage,
} from './events.ts';
export { mountPusherHttpApi } from './http-api.ts';
export { closeCodes, EmbeddedHub, type EmbeddedHubOptions } from './hub.ts';
export { createPusherHttpBroadcaster, type PusherHttpOptions } from './pusher-http.ts';
export {
  createRecordingBroadcaster,
  type PublishedEvent,
  type RecordingBroadcaster,
} from './recording.ts';
export { channelSignature, type RealtimeApp } from './signing.ts';

/** The broadcaster the configuration asks for, and the embedded hub when it is the driver. */
export interface Realtime {
  broadcaster: Broadcaster;
  /** The in-process socket server (embedded driver); null when Reverb/soketi/Pusher serve sockets. */
  hub: EmbeddedHub | null;
}

export function createRealtime(
  config: RealtimeConfig,
  hubOptions: Omit<EmbeddedHubOptions, 'app'> = {},
): Realtime {
  if (config.driver === 'pusher') {
    const { app, host, port, scheme } = config;
    return { broadcaster: createPusherHttpBroadcaster({ app, host, port, scheme }), hub: null };
  }
  const hub = new EmbeddedHub({ ...hubOptions, app: config.app });
  return { broadcaster: hub, hub };
}
