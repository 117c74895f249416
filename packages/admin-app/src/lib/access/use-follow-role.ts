import { useEffect, useRef } from 'react';
import { adminRoleChannel, roleChangedEvent, userChannel } from '@packlight/api-types';
import { useAuth } from '../auth/context.ts';
import { revalidateEveryEndpoint } from '../data/revalidate.ts';
import { useEcho } from '../realtime/index.ts';
import { sameAccess } from './access.ts';
import { setForbiddenHandler } from './forbidden.ts';

/**
 * Keeps the open app in step with the signed-in admin's role (decisions.md D71), without a
 * reload: when an owner gives them another role (`role.changed` on their own channel), edits
 * their role (the same event on the role's channel), or the server refuses a call (403), the app
 * asks GET /user again. If what the role allows has changed, the sidebar, screens and buttons
 * follow it at once, and every cached read is asked again, since what it holds may differ.
 */
export function useFollowRole(): void {
  const echo = useEcho();
  const { user, updateUser, fetchSignedInUser } = useAuth();
  const current = useRef(user);
  useEffect(() => {
    current.current = user;
  }, [user]);
  const asking = useRef<Promise<void> | null>(null);

  // One question at a time: a burst of refusals or events asks once.
  const follow = useRef(() => {
    asking.current ??= fetchSignedInUser()
      .then((next) => {
        if (sameAccess(current.current, next)) return;
        updateUser(next);
        void revalidateEveryEndpoint();
      })
      // A 401 has already signed the admin out; any other failure leaves things as they are
      // until the next refusal or event.
      .catch(() => undefined)
      .finally(() => {
        asking.current = null;
      });
  });

  useEffect(() => setForbiddenHandler(() => follow.current()), []);

  const type = user?.type;
  const id = user?.id;
  const roleId = user?.role?.id;
  useEffect(() => {
    if (!echo || type === undefined || id === undefined) return;
    const event = `.${roleChangedEvent}`;
    const listener = () => follow.current();
    // Both channels are shared (the notifications listen on the user's, the record changes on the
    // role's), so only this listener goes when the role changes, never the channel.
    const channels = [
      echo.private(userChannel(type, id)),
      ...(roleId === undefined ? [] : [echo.private(adminRoleChannel(roleId))]),
    ];
    for (const channel of channels) channel.listen(event, listener);
    return () => {
      for (const channel of channels) channel.stopListening(event, listener);
    };
  }, [echo, type, id, roleId]);
}
