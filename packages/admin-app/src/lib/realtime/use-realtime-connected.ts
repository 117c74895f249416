import { useEffect, useRef } from 'react';
import { useEcho } from './context.ts';

/**
 * Calls `onConnected` each time the realtime socket connects: the first time, and again after a
 * dropped connection comes back. Events broadcast while there was no socket were never delivered,
 * so a subscriber that must not miss one refetches here. The socket opens only after a page's
 * first paint (see RealtimeProvider), which makes that gap a normal part of every page load.
 */
export function useRealtimeConnected(onConnected: () => void) {
  const echo = useEcho();
  // The subscription stays put while the callback changes identity.
  const latest = useRef(onConnected);
  useEffect(() => {
    latest.current = onConnected;
  }, [onConnected]);

  useEffect(() => {
    if (!echo) return;
    let wasConnected = echo.connectionStatus() === 'connected';
    if (wasConnected) latest.current();
    return echo.connector.onConnectionChange((status) => {
      const isConnected = status === 'connected';
      if (isConnected && !wasConnected) latest.current();
      wasConnected = isConnected;
    });
  }, [echo]);
}
