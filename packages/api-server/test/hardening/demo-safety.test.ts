import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, loadConfig } from '../../src/config.ts';

/** Issue #17, item 8: demo mode's open pages must not face other machines by accident. */
describe('demo mode on an address other machines reach', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', 'packlight.example'])(
    'is refused on HOST=%s, saying why and what to do',
    (host) => {
      expect(() => loadConfig({ HOST: host, DATABASE_URL: 'temporary://' })).toThrow(ConfigError);
      expect(() => loadConfig({ HOST: host, DATABASE_URL: 'temporary://' })).toThrow(
        /\/outbox[\s\S]*\/demo-oauth[\s\S]*NODE_ENV=production[\s\S]*DEMO_ALLOW_REMOTE=true/,
      );
    },
  );

  it('starts when the operator says so explicitly, or in production', () => {
    const allowed = loadConfig({
      HOST: '0.0.0.0',
      DATABASE_URL: 'temporary://',
      DEMO_ALLOW_REMOTE: 'true',
    });
    expect(allowed).toMatchObject({ mode: 'demo', host: '0.0.0.0', demoAllowRemote: true });
    const production = loadConfig({
      HOST: '0.0.0.0',
      DATABASE_URL: 'temporary://',
      NODE_ENV: 'production',
      APP_URL: 'https://admin.packlight.example',
      REALTIME_APP_ID: 'i',
      REALTIME_APP_KEY: 'k',
      REALTIME_APP_SECRET: 's',
    });
    expect(production.mode).toBe('production');
  });

  it('listens on loopback addresses by default', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1'])
      expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1'])
      expect(isLoopback(host)).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'temporary://' }).host).toBe('127.0.0.1');
  });
});
