import type Echo from 'laravel-echo';
import { echoOptions } from './options.ts';
import type { RealtimeSettings } from './settings.ts';

/** One socket connection: laravel-echo over pusher-js, speaking to a Reverb-compatible server. */
export type EchoConnection = Echo<'reverb'>;

/**
 * Opens the connection. laravel-echo and pusher-js are loaded here, on demand, so they stay out
 * of the chunks the first paint of a page waits for.
 */
export async function connectEcho(
  settings: RealtimeSettings,
  token: string,
): Promise<EchoConnection> {
  const [{ default: EchoClass }, { default: Pusher }] = await Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
  ]);
  return new EchoClass({
    broadcaster: 'reverb',
    // Handed over rather than read from `window.Pusher`, so nothing global is needed.
    Pusher,
    // Echo would otherwise patch axios, jQuery or Turbo if it found them; we use none.
    withoutInterceptors: true,
    ...echoOptions(settings, token, window.location),
  });
}
