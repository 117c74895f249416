import { useEffect, useRef } from 'react';
import { userChannel, type AppNotification } from '@packlight/api-types';
import { useAuth } from '../../lib/auth/context.ts';
import { useEcho } from '../../lib/realtime/index.ts';
import { fromBroadcast } from './notification-items.ts';

/**
 * Calls `onArrive` with each notification broadcast on the user's private channel
 * `App.Models.{type}.{id}` while the realtime connection is up.
 */
export function useLiveNotifications(onArrive: (notification: AppNotification) => void) {
  const echo = useEcho();
  const { user } = useAuth();
  const type = user?.type;
  const id = user?.id;

  // The subscription stays put while the handler changes identity.
  const handler = useRef(onArrive);
  useEffect(() => {
    handler.current = onArrive;
  }, [onArrive]);

  useEffect(() => {
    if (!echo || type === undefined || id === undefined) return;
    const channel = echo.private(userChannel(type, id));
    const listener = (payload: unknown) => {
      const notification = fromBroadcast(payload, new Date());
      if (notification) handler.current(notification);
      else console.warn('Ignored a malformed live notification', payload);
    };
    channel.notification(listener);
    return () => {
      channel.stopListeningForNotification(listener);
    };
  }, [echo, type, id]);
}
