import { useEffect, useState } from 'react';
import { recordPresenceChannel, type RecordType } from '@packlight/api-types';
import { useAuth } from '../auth/context.ts';
import { useEcho } from '../realtime/index.ts';

/** A member of a record's presence channel, as the server signed them in (user_info). */
interface Viewer {
  id: number;
  name: string;
}

const isViewer = (value: unknown): value is Viewer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Viewer).id === 'number' &&
  typeof (value as Viewer).name === 'string';

/**
 * The names of the other admins who have the record open now (D57); the admin's own other tabs
 * do not count. Joins the record's presence channel while the page is open.
 */
export function useRecordViewers(type: RecordType, id: number | null): string[] {
  const echo = useEcho();
  const myId = useAuth().user?.id;
  const [viewers, setViewers] = useState<Viewer[]>([]);
  useEffect(() => {
    if (!echo || id === null) return;
    const name = recordPresenceChannel(type, id);
    echo
      .join(name)
      .here((members: unknown[]) => setViewers(members.filter(isViewer)))
      .joining((member: unknown) => {
        if (isViewer(member))
          setViewers((now) => [...now.filter((v) => v.id !== member.id), member]);
      })
      .leaving((member: unknown) => {
        if (isViewer(member)) setViewers((now) => now.filter((v) => v.id !== member.id));
      });
    return () => {
      echo.leave(name);
      setViewers([]);
    };
  }, [echo, type, id]);
  return viewers.filter((viewer) => viewer.id !== myId).map((viewer) => viewer.name);
}
