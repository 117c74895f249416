import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../after-first-paint.ts';
import { useAuth } from '../auth/context.ts';
import type { EchoConnection } from './connect.ts';
import { RealtimeContext } from './context.ts';
import { holdSocket } from './socket-id.ts';

/**
 * Reads the page's realtime settings and connects; null when the page has none (the Vite dev
 * server's). Loaded on demand with everything it needs, the settings' schema included.
 */
async function openConnection(token: string): Promise<EchoConnection | null> {
  const [{ connectEcho }, { readRealtimeSettings }] = await Promise.all([
    import('./connect.ts'),
    import('./settings.ts'),
  ]);
  const settings = readRealtimeSettings();
  return settings ? connectEcho(settings, token) : null;
}

/**
 * Holds the realtime connection while a user is signed in, and closes it on sign-out or when the
 * token changes (a sign-in in another tab), so no socket outlives the session it was signed for.
 * The connection (and laravel-echo and pusher-js with it) waits until the page has painted: no
 * first screen needs it, and subscribers catch up when it connects (`useRealtimeConnected`).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { status, token } = useAuth();
  const [echo, setEcho] = useState<EchoConnection | null>(null);

  useEffect(() => {
    if (status !== 'signed-in' || !token) return;
    let isCurrent = true;
    let connection: EchoConnection | null = null;
    const open = () =>
      openConnection(token).then(
        (opened) => {
          if (!opened) return;
          if (!isCurrent) {
            opened.disconnect();
            return;
          }
          connection = opened;
          holdSocket(opened);
          setEcho(opened);
        },
        // Live updates are a bonus: the app still works from fetched data without them.
        (error: unknown) => console.error('Realtime connection failed', error),
      );
    const cancelOpen = afterFirstPaint(() => void open());
    return () => {
      isCurrent = false;
      cancelOpen();
      connection?.disconnect();
      if (connection) holdSocket(null);
      setEcho(null);
    };
  }, [status, token]);

  return <RealtimeContext.Provider value={echo}>{children}</RealtimeContext.Provider>;
}
