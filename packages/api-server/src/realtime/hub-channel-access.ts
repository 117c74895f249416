/**
 * Who may join a channel of the embedded hub: public channels anyone; private and presence ones
 * with the signature the app's channel-auth endpoint gave this socket (Pusher's rule); encrypted
 * ones are not served.
 */
import { isObject, presenceMemberOf, type PresenceMember } from './hub-frames.ts';
import { isValidChannelSignature, type RealtimeApp } from './signing.ts';

/** A `pusher:subscription_error`'s data. */
export interface SubscriptionRefusal {
  type: string;
  error: string;
  status: number;
}

/** The member the socket joins as (null off presence channels), or why it may not join. */
export type ChannelAccess = { member: PresenceMember | null } | { refusal: SubscriptionRefusal };

/** Checks a `pusher:subscribe` of `socketId` to `channel`, whose data is `data`. */
export function channelAccess(
  app: RealtimeApp,
  socketId: string,
  channel: string,
  data: unknown,
): ChannelAccess {
  const refuse = (type: string, error: string, status: number) => ({
    refusal: { type, error, status },
  });
  if (channel.startsWith('private-encrypted-')) {
    return refuse('UnsupportedChannel', `${channel}: encrypted channels are not served`, 501);
  }
  const isPresence = channel.startsWith('presence-');
  if (!channel.startsWith('private-') && !isPresence) return { member: null };

  const auth = isObject(data) ? data.auth : undefined;
  const channelData = isObject(data) ? data.channel_data : undefined;
  if (isPresence && typeof channelData !== 'string') {
    return refuse('AuthError', `${channel}: a presence channel needs channel_data`, 401);
  }
  const signedData = isPresence ? (channelData as string) : undefined;
  const valid =
    typeof auth === 'string' && isValidChannelSignature(app, socketId, channel, auth, signedData);
  if (!valid) return refuse('AuthError', `Invalid signature for ${channel}`, 401);
  if (!isPresence) return { member: null };
  const member = presenceMemberOf(channelData as string);
  return member ? { member } : refuse('AuthError', `${channel}: channel_data needs a user_id`, 401);
}
