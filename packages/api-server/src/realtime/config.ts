import { demoRealtimeSecret } from './demo-secret.ts';
import type { RealtimeApp } from './signing.ts';

/** The in-process socket hub, or publishing through the Pusher HTTP API to Reverb/soketi/Pusher. */
export type RealtimeConfig =
  | { driver: 'embedded'; app: RealtimeApp }
  | {
      driver: 'pusher';
      app: RealtimeApp;
      host: string;
      port: number;
      scheme: 'http' | 'https';
    };

type Env = Record<string, string | undefined>;

/** The demo application's id and key (public: the key is in every page anyway). */
export const demoRealtimeApp = { id: 'packlight', key: 'packlight-demo-key' } as const;

const value = (env: Env, name: string) => {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
};

/**
 * Reads the realtime variables. Returns the settings, or one line per bad variable.
 * - REALTIME_DRIVER: `embedded` (default) or `pusher`.
 * - embedded: REALTIME_APP_ID, REALTIME_APP_KEY, REALTIME_APP_SECRET; required in production,
 *   in demo mode a fixed id and key and a random secret kept in the data folder.
 * - pusher: PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET, PUSHER_HOST (required),
 *   PUSHER_SCHEME (`https` by default), PUSHER_PORT (443 for https, 80 for http).
 */
export function loadRealtimeConfig(
  env: Env,
  mode: 'demo' | 'production',
  dataDir: string,
): { ok: true; config: RealtimeConfig } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const bad = (name: string, message: string) =>
    errors.push(`  ${name}=${JSON.stringify(env[name])}: ${message}`);
  const required = (name: string, why: string) => {
    const found = value(env, name);
    if (found === undefined) bad(name, `is required ${why}`);
    return found ?? '';
  };

  const driver = value(env, 'REALTIME_DRIVER') ?? 'embedded';
  if (driver === 'embedded') {
    let app: RealtimeApp;
    if (mode === 'production') {
      const why = 'in production (the realtime app credentials)';
      app = {
        id: required('REALTIME_APP_ID', why),
        key: required('REALTIME_APP_KEY', why),
        secret: required('REALTIME_APP_SECRET', why),
      };
    } else {
      app = {
        id: value(env, 'REALTIME_APP_ID') ?? demoRealtimeApp.id,
        key: value(env, 'REALTIME_APP_KEY') ?? demoRealtimeApp.key,
        secret: value(env, 'REALTIME_APP_SECRET') ?? demoRealtimeSecret(dataDir),
      };
    }
    checkApp(app, 'REALTIME', bad);
    return errors.length > 0 ? { ok: false, errors } : { ok: true, config: { driver, app } };
  }
  if (driver !== 'pusher') {
    bad('REALTIME_DRIVER', "must be 'embedded' or 'pusher'");
    return { ok: false, errors };
  }

  const why = 'with REALTIME_DRIVER=pusher';
  const app = {
    id: required('PUSHER_APP_ID', why),
    key: required('PUSHER_APP_KEY', why),
    secret: required('PUSHER_APP_SECRET', why),
  };
  checkApp(app, 'PUSHER', bad);
  const host = required('PUSHER_HOST', why);
  if (host !== '' && !/^[\w.-]+$|^\[?[0-9a-f:.]+\]?$/i.test(host)) {
    bad('PUSHER_HOST', 'must be a host name or address, without scheme or port');
  }
  const scheme = value(env, 'PUSHER_SCHEME') ?? 'https';
  if (scheme !== 'http' && scheme !== 'https') bad('PUSHER_SCHEME', "must be 'http' or 'https'");
  const portText = value(env, 'PUSHER_PORT');
  const port = portText === undefined ? (scheme === 'http' ? 80 : 443) : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    bad('PUSHER_PORT', 'must be a whole number between 1 and 65535');
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      driver,
      app,
      host: host.replace(/^\[|\]$/g, ''),
      port,
      scheme: scheme as 'http' | 'https',
    },
  };
}

function checkApp(app: RealtimeApp, prefix: string, bad: (name: string, message: string) => void) {
  // The key is part of the socket URL and the `key:signature` pair: no colon, no slash.
  if (app.key !== '' && !/^[\w.-]{1,100}$/.test(app.key)) {
    bad(`${prefix}_APP_KEY`, 'may hold only letters, digits, ".", "_" and "-"');
  }
  if (app.id !== '' && !/^[\w.-]{1,100}$/.test(app.id)) {
    bad(`${prefix}_APP_ID`, 'may hold only letters, digits, ".", "_" and "-"');
  }
}
