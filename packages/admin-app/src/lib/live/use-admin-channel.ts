import { useEffect } from 'react';
import { adminChannel, recordChangedEvent, recordChangedSchema } from '@packlight/api-types';
import { useAuth } from '../auth/context.ts';
import { useEcho } from '../realtime/index.ts';
import { liveReads } from './live-reads.ts';
import { revalidateLive } from './live-refresh.ts';
import { noteRecordChange } from './record-changes.ts';

const everyLiveRead = [...new Set(Object.values(liveReads).flat())];

/**
 * Listens on the admins' channel while signed in (D56): each change another admin makes
 * refetches the open lists, counts and pages that show its record, and is noted for the
 * record page's "Changed by ..." line. The admin's own changes refetch when they are made.
 */
export function useAdminChannel(): void {
  const echo = useEcho();
  const { user } = useAuth();
  const myId = user?.id;
  useEffect(() => {
    if (!echo || user?.type !== 'admin') return;
    echo
      .private(adminChannel)
      .listen(`.${recordChangedEvent}`, (payload: unknown) => {
        const parsed = recordChangedSchema.safeParse(payload);
        if (!parsed.success) return console.warn('Ignored a malformed record change', payload);
        const change = parsed.data;
        if (change.actor.id === myId) return;
        noteRecordChange(change);
        void revalidateLive(liveReads[change.type]);
      })
      // Joined (again, after a reconnect): what changed before was never heard, so the open
      // lists and pages ask once more. Only reads already cached are refetched.
      .subscribed(() => void revalidateLive(everyLiveRead));
    return () => echo.leave(adminChannel);
  }, [echo, myId, user?.type]);
}
