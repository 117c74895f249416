import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { GeocodeConfig } from './geocode/geocoder.ts';
import { loadRealtimeConfig, type RealtimeConfig } from './realtime/config.ts';
import { loadOpsConfig, type OpsConfig } from './ops/config.ts';
import { repoRoot } from './package-paths.ts';
import { unwritableFolder } from './db/embedded/errors.ts';

/**
 * The embedded PostgreSQL cluster (in `dir`, or a throw-away one in a temporary folder when `dir`
 * is null) or a PostgreSQL server's URL.
 */
export type DatabaseConfig =
  { kind: 'embedded'; dir: string | null } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Demo mode seeds demo data and checks every answer against the contract. */
  mode: 'demo' | 'production';
  /** DEMO_ALLOW_REMOTE=true: the operator accepts demo mode on an address other machines reach. */
  demoAllowRemote: boolean;
  appDist: string;
  /** Where the app is reached (links in mails); null in demo mode: the address it listens on. */
  appUrl: string | null;
  /** Key that encrypts stored secrets (two-factor); demo mode derives one when unset. */
  appKey: string | null;
  mail: MailConfig;
  /** OAuth clients by provider; a provider without one is offered only in demo mode. */
  social: Record<SocialProvider, OAuthClientConfig | null>;
  /** The embedded socket hub, or the Pusher HTTP API of Reverb/soketi/Pusher (src/realtime). */
  realtime: RealtimeConfig;
  /** The address-suggestion service; null: the built-in gazetteer answers. */
  geocode: GeocodeConfig | null;
  /** Logs, metrics and shutdown (src/ops). */
  ops: OpsConfig;
  sessions: SessionPolicy;
}

/** How long a sign-in lasts (docs/security.md). */
export interface SessionPolicy {
  /** Unused this long, a session ends. */
  idleMinutes: number;
  /** A remembered session ends this long after sign-in, however much it is used. */
  maxDays: number;
}

/** Defaults, justified in docs/security.md. */
export const defaultSessionPolicy: SessionPolicy = { idleMinutes: 30, maxDays: 7 };

export interface SmtpConfig {
  host: string;
  port: number;
  user: string | null;
  pass: string | null;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
}

export interface MailConfig {
  from: string;
  /** Null: mails go to the outbox only (demo mode). */
  smtp: SmtpConfig | null;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** Endpoints; Shopify's contain `{shop}`, filled with the shop domain. */
  authorizeUrl: string;
  tokenUrl: string;
  /** Null: the profile is read from the token answer's id_token (Apple) or associated_user (Shopify). */
  userinfoUrl: string | null;
  scopes: string;
}

export const socialProviderNames = ['google', 'apple', 'shopify'] as const;
export type SocialProvider = (typeof socialProviderNames)[number];

const providerDefaults: Record<
  SocialProvider,
  Omit<OAuthClientConfig, 'clientId' | 'clientSecret'>
> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: 'openid email profile',
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    userinfoUrl: null,
    scopes: '',
  },
  shopify: {
    authorizeUrl: 'https://{shop}/admin/oauth/authorize',
    tokenUrl: 'https://{shop}/admin/oauth/access_token',
    userinfoUrl: null,
    scopes: 'read_products',
  },
};

// An empty variable (`PORT=`) means "unset", as shells and .env files often produce them.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' }),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.string().regex(/^(temporary:\/\/$|postgres(ql)?:\/\/)/, {
      error: "must be 'temporary://' or a postgres:// (postgresql://) URL",
    }),
  ),
  NODE_ENV: optional(z.string()),
  APP_DIST: optional(z.string()),
  APP_URL: optional(z.string().regex(/^https?:\/\/[^/]+/, { error: 'must be an http(s):// URL' })),
  APP_KEY: optional(z.string().min(16, { error: 'must be at least 16 characters' })),
  MAIL_FROM: optional(z.string()),
  SMTP_HOST: optional(z.string()),
  SMTP_PORT: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 65535' })
      .max(65535, { error: 'must be between 1 and 65535' }),
  ),
  SMTP_USER: optional(z.string()),
  SMTP_PASS: optional(z.string()),
  SMTP_SECURE: optional(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" })),
  DEMO_ALLOW_REMOTE: optional(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" })),
  GEOCODE_API_KEY: optional(z.string()),
  SESSION_IDLE_MINUTES: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' }),
  ),
  SESSION_MAX_DAYS: optional(
    z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be above 0' }),
  ),
  GEOCODE_URL: optional(
    z.string().regex(/^https?:\/\/[^/]+/, { error: 'must be an http(s):// URL' }),
  ),
});

/** Geoapify's autocomplete, the service the original app called from the browser. */
const defaultGeocodeUrl = 'https://api.geoapify.com/v1/geocode/autocomplete';

/** Raised when the environment holds a value the server cannot run with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Whether an address only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopback(host: string): boolean {
  return /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
}

/** Why demo mode will not listen where others can reach it, and what to do instead. */
export function remoteDemoRefusal(host: string): string {
  return [
    `Refusing to start demo mode on HOST=${host}, an address other machines can reach.`,
    'Demo mode lists every password-reset link at /outbox, signs anyone in as any user at',
    '/demo-oauth, and seeds an administrator with a published password. Either:',
    '  - keep HOST at 127.0.0.1 (the default) and reach the demo from this machine,',
    '  - run in production (NODE_ENV=production), or',
    '  - set DEMO_ALLOW_REMOTE=true if everyone who can reach this address may be an administrator.',
  ].join('\n');
}

/** Why production needs APP_URL. */
export const missingAppUrl = [
  'Refusing to start in production without APP_URL.',
  'Password-reset links and sign-in redirects are built from it; taken from the request instead,',
  'a forged Host header would mail a live reset link pointing at another site.',
  'Set APP_URL to the address people open the app at, e.g. APP_URL=https://admin.example.com',
].join('\n');

/** Reads the configuration from environment variables; throws a ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR ?? resolve(repoRoot, '.data'));
  const mode = vars.NODE_ENV === 'production' ? 'production' : 'demo';
  const host = vars.HOST ?? '127.0.0.1';
  const demoAllowRemote = vars.DEMO_ALLOW_REMOTE === 'true';
  if (mode === 'demo' && !isLoopback(host) && !demoAllowRemote) {
    throw new ConfigError(remoteDemoRefusal(host));
  }
  // Demo mode keeps its realtime secret there at once (realtime/demo-secret.ts).
  if (mode === 'demo') ensureWritable(dataDir);
  const realtime = loadRealtimeConfig(env, mode, dataDir);
  if (!realtime.ok) throw new ConfigError(`Invalid configuration:\n${realtime.errors.join('\n')}`);
  const ops = loadOpsConfig(env);
  if (!ops.ok) throw new ConfigError(`Invalid configuration:\n${ops.errors.join('\n')}`);
  if (mode === 'production' && !vars.APP_URL) throw new ConfigError(missingAppUrl);
  return {
    port: vars.PORT ?? 3000,
    host,
    demoAllowRemote,
    dataDir,
    database: databaseConfig(vars.DATABASE_URL, dataDir),
    mode,
    appDist: resolve(vars.APP_DIST ?? resolve(repoRoot, 'packages/admin-app/dist')),
    appUrl: vars.APP_URL?.replace(/\/+$/, '') ?? null,
    appKey: vars.APP_KEY ?? null,
    mail: {
      from: vars.MAIL_FROM ?? 'Packlight <no-reply@packlight.dev>',
      smtp: vars.SMTP_HOST
        ? {
            host: vars.SMTP_HOST,
            port: vars.SMTP_PORT ?? (vars.SMTP_SECURE === 'true' ? 465 : 587),
            user: vars.SMTP_USER ?? null,
            pass: vars.SMTP_PASS ?? null,
            secure: vars.SMTP_SECURE ? vars.SMTP_SECURE === 'true' : vars.SMTP_PORT === 465,
          }
        : null,
    },
    social: socialConfig(env),
    realtime: realtime.config,
    geocode: vars.GEOCODE_API_KEY
      ? { url: vars.GEOCODE_URL ?? defaultGeocodeUrl, apiKey: vars.GEOCODE_API_KEY }
      : null,
    ops: ops.config,
    sessions: {
      idleMinutes: vars.SESSION_IDLE_MINUTES ?? defaultSessionPolicy.idleMinutes,
      maxDays: vars.SESSION_MAX_DAYS ?? defaultSessionPolicy.maxDays,
    },
  };
}

/**
 * `{PROVIDER}_CLIENT_ID` and `{PROVIDER}_CLIENT_SECRET` turn a provider on; `_AUTHORIZE_URL`,
 * `_TOKEN_URL`, `_USERINFO_URL` and `_SCOPES` override the provider's usual endpoints.
 */
function socialConfig(env: NodeJS.ProcessEnv): Record<SocialProvider, OAuthClientConfig | null> {
  const read = (name: string) => (env[name] === '' ? undefined : env[name]);
  const entries = socialProviderNames.map((provider) => {
    const prefix = provider.toUpperCase();
    const clientId = read(`${prefix}_CLIENT_ID`);
    const clientSecret = read(`${prefix}_CLIENT_SECRET`);
    if (!clientId || !clientSecret) return [provider, null] as const;
    const defaults = providerDefaults[provider];
    return [
      provider,
      {
        clientId,
        clientSecret,
        authorizeUrl: read(`${prefix}_AUTHORIZE_URL`) ?? defaults.authorizeUrl,
        tokenUrl: read(`${prefix}_TOKEN_URL`) ?? defaults.tokenUrl,
        userinfoUrl: read(`${prefix}_USERINFO_URL`) ?? defaults.userinfoUrl,
        scopes: read(`${prefix}_SCOPES`) ?? defaults.scopes,
      },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<SocialProvider, OAuthClientConfig | null>;
}

/** DATA_DIR holds uploads, the demo secret and the embedded cluster: it must be writable. */
export function ensureWritable(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
  } catch (error) {
    throw new ConfigError(unwritableFolder(folder, (error as NodeJS.ErrnoException).code ?? '?'));
  }
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { kind: 'embedded', dir: resolve(dataDir, 'pg') };
  if (url === 'temporary://') return { kind: 'embedded', dir: null };
  return { kind: 'postgres', url };
}
