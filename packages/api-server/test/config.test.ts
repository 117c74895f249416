import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { trustNoProxy } from '../src/http/client-address.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('runs in demo mode on an embedded database in the repository without configuration', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve(repoRoot, '.data'),
      database: { kind: 'embedded', dir: resolve(repoRoot, '.data/pg') },
      mode: 'demo',
      demoAllowRemote: false,
      appDist: resolve(repoRoot, 'packages/admin-app/dist'),
      appUrl: null,
      appKey: null,
      mail: { from: 'Packlight <no-reply@packlight.dev>', smtp: null },
      social: { google: null, apple: null, shopify: null },
      realtime: {
        driver: 'embedded',
        app: {
          id: 'packlight',
          key: 'packlight-demo-key',
          secret: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      },
      geocode: null,
      ops: {
        log: { level: 'info', format: 'json' },
        metricsToken: null,
        shutdownGraceSeconds: 10,
        trustProxy: trustNoProxy,
      },
      sessions: { idleMinutes: 30, maxDays: 7 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/packlight',
      DATABASE_URL: 'postgres://app:secret@db:5432/packlight',
      NODE_ENV: 'production',
      APP_URL: 'https://admin.packlight.example',
      APP_DIST: '/srv/app',
      REALTIME_APP_ID: 'packlight',
      REALTIME_APP_KEY: 'public-key',
      REALTIME_APP_SECRET: 'signing-secret',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'pretty',
      METRICS_TOKEN: 'a-metrics-token-0123',
      SHUTDOWN_GRACE_SECONDS: '25',
    });
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/srv/packlight',
      database: { kind: 'postgres', url: 'postgres://app:secret@db:5432/packlight' },
      mode: 'production',
      demoAllowRemote: false,
      appDist: '/srv/app',
      appUrl: 'https://admin.packlight.example',
      appKey: null,
      mail: { from: 'Packlight <no-reply@packlight.dev>', smtp: null },
      social: { google: null, apple: null, shopify: null },
      realtime: {
        driver: 'embedded',
        app: { id: 'packlight', key: 'public-key', secret: 'signing-secret' },
      },
      geocode: null,
      ops: {
        log: { level: 'warn', format: 'pretty' },
        metricsToken: 'a-metrics-token-0123',
        shutdownGraceSeconds: 25,
        trustProxy: trustNoProxy,
      },
      sessions: { idleMinutes: 30, maxDays: 7 },
    });
  });

  it('names each bad operations variable', () => {
    expect(() =>
      loadConfig({
        LOG_LEVEL: 'loud',
        LOG_FORMAT: 'xml',
        METRICS_TOKEN: 'short',
        SHUTDOWN_GRACE_SECONDS: '-1',
      }),
    ).toThrow(
      /LOG_LEVEL="loud"[\s\S]*LOG_FORMAT="xml"[\s\S]*SHUTDOWN_GRACE_SECONDS="-1"[\s\S]*METRICS_TOKEN/,
    );
  });

  it('takes temporary:// for a throw-away database and treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'temporary://', PORT: '', NODE_ENV: 'test' });
    expect(config.database).toEqual({ kind: 'embedded', dir: null });
    expect(config.port).toBe(3000);
    expect(config.mode).toBe('demo');
  });

  it('reads the mail, SMTP and sign-in provider settings', () => {
    const config = loadConfig({
      APP_URL: 'https://admin.packlight.example/',
      APP_KEY: 'a-long-random-application-key',
      MAIL_FROM: 'Packlight <hello@packlight.example>',
      SMTP_HOST: 'smtp.example',
      SMTP_PORT: '465',
      SMTP_USER: 'mailer',
      SMTP_PASS: 'secret',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      SHOPIFY_CLIENT_ID: 'shop-id',
      SHOPIFY_CLIENT_SECRET: 'shop-secret',
      SHOPIFY_SCOPES: 'read_products,read_orders',
      APPLE_CLIENT_ID: 'only-an-id',
    });
    expect(config.appUrl).toBe('https://admin.packlight.example');
    expect(config.appKey).toBe('a-long-random-application-key');
    expect(config.mail).toEqual({
      from: 'Packlight <hello@packlight.example>',
      smtp: { host: 'smtp.example', port: 465, user: 'mailer', pass: 'secret', secure: true },
    });
    expect(config.social.google).toMatchObject({
      clientId: 'google-id',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(config.social.shopify).toMatchObject({
      authorizeUrl: 'https://{shop}/admin/oauth/authorize',
      scopes: 'read_products,read_orders',
    });
    expect(config.social.apple).toBeNull();
    expect(() => loadConfig({ SMTP_PORT: 'x', APP_URL: 'ftp://x' })).toThrow(/SMTP_PORT="x"/);
  });

  it('names every bad variable and its value', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT="eighty": must be a whole number/);
    expect(load).toThrow(/DATABASE_URL="mysql:\/\/x": must be 'temporary:\/\/' or a postgres/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      /PORT="70000": must be between 0 and 65535/,
    );
  });
});
