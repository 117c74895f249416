import { useEffect } from 'react';
import {
  adminChannel,
  adminRoleChannel,
  recordChangedEvent,
  recordChangedSchema,
} from '@packlight/api-types';
import { useAuth } from '../auth/context.ts';
import { useEcho } from '../realtime/index.ts';
import { liveReads } from './live-reads.ts';
import { revalidateLive } from './live-refresh.ts';
import { noteRecordChange } from './record-changes.ts';

const everyLiveRead = [...new Set(Object.values(liveReads).flat())];

/**
 * Listens on the channel of the admin's role while signed in (D56, D71; the one admins' channel
 * of a back end without roles): each change made elsewhere refetches the open lists, counts and
 * pages that show its record, and is noted for the record page's "Changed by ..." line. The
 * server leaves out only the socket that made the change, so the same admin's other tabs follow
 * it too; this tab's own changes refetch when they are made.
 */
export function useAdminChannel(): void {
  const echo = useEcho();
  const { user } = useAuth();
  const roleId = user?.role?.id;
  useEffect(() => {
    if (!echo || user?.type !== 'admin') return;
    const channel = roleId === undefined ? adminChannel : adminRoleChannel(roleId);
    echo
      .private(channel)
      .listen(`.${recordChangedEvent}`, (payload: unknown) => {
        const parsed = recordChangedSchema.safeParse(payload);
        if (!parsed.success) return console.warn('Ignored a malformed record change', payload);
        noteRecordChange(parsed.data);
        void revalidateLive(liveReads[parsed.data.type]);
      })
      // Joined (again, after a reconnect): what changed before was never heard, so the open
      // lists and pages ask once more. Only reads already cached are refetched.
      .subscribed(() => void revalidateLive(everyLiveRead));
    return () => echo.leave(channel);
  }, [echo, roleId, user?.type]);
}
