import { useEffect } from 'react';
import { adminChannel, recordChangedEvent, recordChangedSchema } from '@packlight/api-types';
import { useAuth } from '../auth/context.ts';
import { useEcho } from '../realtime/index.ts';
import { liveReads } from './live-reads.ts';
import { revalidateLive } from './live-refresh.ts';
import { noteRecordChange } from './record-changes.ts';

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
    echo.private(adminChannel).listen(`.${recordChangedEvent}`, (payload: unknown) => {
      const parsed = recordChangedSchema.safeParse(payload);
      if (!parsed.success) return console.warn('Ignored a malformed record change', payload);
      const change = parsed.data;
      if (change.actor.id === myId) return;
      noteRecordChange(change);
      void revalidateLive(liveReads[change.type]);
    });
    return () => echo.leave(adminChannel);
  }, [echo, myId, user?.type]);
}
