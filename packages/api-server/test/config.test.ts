import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('runs in demo mode on an embedded database in the repository without configuration', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve(repoRoot, '.data'),
      database: { kind: 'pglite', dataDir: resolve(repoRoot, '.data/db') },
      mode: 'demo',
      appDist: resolve(repoRoot, 'packages/admin-app/dist'),
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/packlight',
      DATABASE_URL: 'postgres://app:secret@db:5432/packlight',
      NODE_ENV: 'production',
      APP_DIST: '/srv/app',
    });
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/srv/packlight',
      database: { kind: 'postgres', url: 'postgres://app:secret@db:5432/packlight' },
      mode: 'production',
      appDist: '/srv/app',
    });
  });

  it('takes memory:// for a throw-away database and treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'memory://', PORT: '', NODE_ENV: 'test' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: null });
    expect(config.port).toBe(3000);
    expect(config.mode).toBe('demo');
  });

  it('names every bad variable and its value', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT="eighty": must be a whole number/);
    expect(load).toThrow(/DATABASE_URL="mysql:\/\/x": must be 'memory:\/\/' or a postgres/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      /PORT="70000": must be between 0 and 65535/,
    );
  });
});
