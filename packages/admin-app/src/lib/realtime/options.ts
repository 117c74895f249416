import type { RealtimeSettings } from './settings.ts';

/** The parts of `window.location` the socket address falls back to. */
export type PageLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

/** Where private channels are signed (POST /api/broadcasting/auth). */
export const channelAuthEndpoint = '/api/broadcasting/auth';

/**
 * What Echo (broadcaster `reverb`) hands to pusher-js, from the page's settings and the session
 * token (docs/architecture.md (Realtime)). Each call builds a fresh `auth` object: Echo merges options
 * shallowly, so a shared headers object could carry a signed-out user's token into the next one.
 */
export function echoOptions(settings: RealtimeSettings, token: string, page: PageLocation) {
  const scheme = settings.scheme ?? (page.protocol === 'https:' ? 'https' : 'http');
  const forceTLS = scheme === 'https';
  const port = settings.port ?? (page.port ? Number(page.port) : forceTLS ? 443 : 80);
  return {
    key: settings.key,
    wsHost: settings.host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS,
    // Without this pusher-js may fall back to HTTP polling of Pusher's own hosts.
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    // Pusher's usage statistics go to an outside host; nothing of ours reads them.
    disableStats: true,
    authEndpoint: channelAuthEndpoint,
    auth: { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
  };
}
