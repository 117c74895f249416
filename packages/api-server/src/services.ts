import { join } from 'node:path';
import type { Config, OAuthClientConfig, SessionPolicy, SocialProvider } from './config.ts';
import { defaultSessionPolicy, socialProviderNames } from './config.ts';
import { SecretBox } from './auth/secrets.ts';
import type { Db } from './db/index.ts';
import { gazetteerGeocoder } from './geocode/gazetteer.ts';
import type { GeocodeConfig, Geocoder } from './geocode/geocoder.ts';
import { providerGeocoder } from './geocode/provider.ts';
import { Storage } from './files/storage.ts';
import { RateLimiter, systemClock, type Clock } from './http/rate-limit.ts';
import { Mailer } from './mail/mailer.ts';
import { DemoProvider, OAuth2Provider, type OAuthProvider } from './social/providers.ts';

/** What route handlers use beyond the database: time, limits, mail, files, secrets, sign-in providers. */
export interface Services {
  db: Db;
  mode: Config['mode'];
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  storage: Storage;
  secrets: SecretBox;
  /**
   * Base address for links in mails: APP_URL, or in demo mode the address the server listens on
   * (set by startServer once it knows its port). Never taken from a request.
   */
  appUrl: string;
  /** The sign-in providers on offer, by name. */
  social: Partial<Record<SocialProvider, OAuthProvider>>;
  /** Address suggestions: the configured provider, or the built-in gazetteer. */
  geocoder: Geocoder;
  /** Idle timeout and absolute lifetime of sign-ins. */
  sessions: SessionPolicy;
}

export interface ServiceOptions {
  db: Db;
  mode: Config['mode'];
  /** Files go to `{dataDir}/storage`. */
  dataDir: string;
  clock?: Clock;
  /** Default: http://localhost, what in-process test requests use. */
  appUrl?: string | null;
  appKey?: string | null;
  mail?: Config['mail'];
  social?: Partial<Record<SocialProvider, OAuthClientConfig | null>>;
  geocode?: GeocodeConfig | null;
  sessions?: SessionPolicy;
  /** Outgoing HTTP (OAuth providers, geocoding); tests put a fake here. */
  fetch?: typeof fetch;
}

/**
 * Builds the services. A provider with client settings is a real OAuth client; without, demo mode
 * offers the local stand-in and production mode does not offer it at all.
 */
export function createServices(options: ServiceOptions): Services {
  const clock = options.clock ?? systemClock;
  const social: Partial<Record<SocialProvider, OAuthProvider>> = {};
  for (const provider of socialProviderNames) {
    const client = options.social?.[provider];
    if (client) social[provider] = new OAuth2Provider(provider, client, options.fetch);
    else if (options.mode === 'demo') {
      social[provider] = new DemoProvider(provider, () => clock.now().getTime());
    }
  }
  return {
    db: options.db,
    mode: options.mode,
    clock,
    limiter: new RateLimiter(options.db, clock),
    mailer: new Mailer(
      options.db,
      options.mail ?? { from: 'Packlight <no-reply@packlight.dev>', smtp: null },
      options.mode,
    ),
    storage: new Storage(join(options.dataDir, 'storage')),
    secrets: new SecretBox(options.appKey ?? null),
    appUrl: options.appUrl ?? 'http://localhost',
    social,
    geocoder: options.geocode
      ? providerGeocoder(options.geocode, options.fetch)
      : gazetteerGeocoder,
    sessions: options.sessions ?? defaultSessionPolicy,
  };
}
