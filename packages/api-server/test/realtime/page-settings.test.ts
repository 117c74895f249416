import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createPusherHttpBroadcaster, EmbeddedHub } from '../../src/realtime/index.ts';
import { call, useTestApp } from '../helpers/test-app.ts';
import { testRealtimeApp } from './support.ts';

const t = useTestApp({ routes: () => {} });

function settingsIn(html: string): unknown {
  const json = /<script type="application\/json" id="packlight-realtime">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('the realtime settings in index.html', () => {
  it('point the app at its own host and port with the embedded hub, without the secret', async () => {
    const hub = new EmbeddedHub({ app: testRealtimeApp });
    const app = createApp({ db: t.db, mode: 'demo', appDist: t.appDist, broadcaster: hub });
    for (const path of ['/', '/travelers/3', '/index.html']) {
      const page = await call(app, 'GET', path);
      expect(page.status, path).toBe(200);
      expect(settingsIn(page.text), path).toEqual({
        key: testRealtimeApp.key,
        host: null,
        port: null,
        scheme: null,
      });
      expect(page.text).not.toContain(testRealtimeApp.secret);
    }
  });

  it('point the app at Reverb, soketi or Pusher with the external driver', async () => {
    const broadcaster = createPusherHttpBroadcaster({
      app: testRealtimeApp,
      host: 'ws.example.test',
      port: 443,
      scheme: 'https',
    });
    const app = createApp({ db: t.db, mode: 'demo', appDist: t.appDist, broadcaster });
    const page = await call(app, 'GET', '/');
    expect(settingsIn(page.text)).toEqual({
      key: testRealtimeApp.key,
      host: 'ws.example.test',
      port: 443,
      scheme: 'https',
    });
  });
});

describe('the realtime configuration', () => {
  it('needs the realtime credentials in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/REALTIME_APP_SECRET/);
  });
});
