import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { NotificationRow, UserRow } from '../../src/db/schema/index.ts';
import {
  broadcastSupportMessage,
  createRecordingBroadcaster,
  demoRealtimeApp,
  loadRealtimeConfig,
  mayJoinChannel,
  notifyUser,
  type Broadcaster,
} from '../../src/realtime/index.ts';
import { demoSecretFile } from '../../src/realtime/demo-secret.ts';
import { injectRealtimeSettings } from '../../src/realtime/page-settings.ts';
import { signedApiQuery } from './support.ts';
import {
  channelSignature,
  isValidChannelSignature,
  md5Hex,
  verifyApiRequest,
} from '../../src/realtime/signing.ts';

const app = { id: '1', key: 'key', secret: 'secret' };

describe('signatures', () => {
  it('signs channels as Pusher documents it', () => {
    // The example of Pusher's "Authorizing users" reference (key, secret, socket, channel).
    const pusherExample = { id: '1', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
    expect(channelSignature(pusherExample, '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
    const auth = channelSignature(app, '1.2', 'private-a');
    expect(isValidChannelSignature(app, '1.2', 'private-a', auth)).toBe(true);
    expect(isValidChannelSignature(app, '1.3', 'private-a', auth)).toBe(false);
    expect(isValidChannelSignature(app, '1.2', 'private-a', 'short')).toBe(false);
  });

  it('signs HTTP API requests as the pusher library does, and verifies them', () => {
    // Pusher's "HTTP API reference" worked example.
    const pusherExample = { id: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    const query = signedApiQuery(
      pusherExample,
      'POST',
      '/apps/3/events',
      body,
      new Date(1353088179 * 1000),
    );
    expect(query.get('body_md5')).toBe(md5Hex(body));
    expect(query.get('body_md5')).toBe('ec365a775a4cd0599faeb73354201b6f');
    expect(query.get('auth_signature')).toBe(
      'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
    const at = new Date(1353088179 * 1000 + 599_000);
    const request = { method: 'POST', path: '/apps/3/events', query, body };
    expect(verifyApiRequest(pusherExample, request, at)).toEqual({ ok: true });
    expect(verifyApiRequest(pusherExample, { ...request, path: '/apps/4/events' }, at).ok).toBe(
      false,
    );
    expect(verifyApiRequest(pusherExample, request, new Date(at.getTime() + 2000)).ok).toBe(false);
  });
});

describe('mayJoinChannel', () => {
  const noTicket = async () => null;

  it('lets a user into their own channel only', async () => {
    const user = { id: 4, type: 'admin' };
    expect(await mayJoinChannel(user, 'private-App.Models.admin.4', noTicket)).toBe(true);
    expect(await mayJoinChannel(user, 'private-App.Models.admin.40', noTicket)).toBe(false);
    expect(await mayJoinChannel(user, 'private-App.Models.partner.4', noTicket)).toBe(false);
    expect(await mayJoinChannel(user, 'App.Models.admin.4', noTicket)).toBe(false);
  });

  it('lets administrators and the ticket’s owner into a ticket channel', async () => {
    const lookup = vi.fn(async (ticketId: number) => (ticketId === 7 ? 21 : null));
    const admin = { id: 1, type: 'admin', permissions: new Set(['support:read'] as const) };
    const owner = { id: 21, type: 'traveler' };
    const other = { id: 22, type: 'traveler' };
    expect(await mayJoinChannel(admin, 'private-support.ticket.7', lookup)).toBe(true);
    expect(await mayJoinChannel(owner, 'private-support.ticket.7', lookup)).toBe(true);
    expect(await mayJoinChannel(other, 'private-support.ticket.7', lookup)).toBe(false);
    expect(await mayJoinChannel(owner, 'private-support.ticket.8', lookup)).toBe(false);
    expect(await mayJoinChannel(owner, 'private-support.ticket.07', lookup)).toBe(false);
    expect(await mayJoinChannel(owner, 'private-support.ticket.99999999999', lookup)).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(3);
    // An admin whose role reads no tickets stays out, and no ticket is looked up for them.
    expect(await mayJoinChannel({ id: 2, type: 'admin' }, 'private-support.ticket.7', lookup)).toBe(
      false,
    );
    expect(lookup).toHaveBeenCalledTimes(3);
  });
});

describe('events', () => {
  it('sends notifications flat on the user channel, messages on the ticket channel', async () => {
    const broadcaster = createRecordingBroadcaster();
    await notifyUser(
      broadcaster,
      { id: 3, type: 'admin' },
      { id: 'n1', type: 'App\\Notifications\\X', data: { title: 'T', message: 'M', id: 'no' } },
    );
    const message = { id: 9, message: 'Hi', created_at: '2026-11-21T20:00:00Z' };
    await broadcastSupportMessage(broadcaster, 5, message, '1.2');
    expect(broadcaster.published).toEqual([
      {
        channels: ['private-App.Models.admin.3'],
        event: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
        payload: { title: 'T', message: 'M', id: 'n1', type: 'App\\Notifications\\X' },
        exceptSocketId: null,
      },
      {
        channels: ['private-support.ticket.5'],
        event: 'App\\Events\\SupportMessageSent',
        payload: message,
        exceptSocketId: '1.2',
      },
    ]);
  });

  it('takes a users row and a notifications row as they are', () => {
    expectTypeOf<UserRow>().toExtend<Parameters<typeof notifyUser>[1]>();
    expectTypeOf<NotificationRow>().toExtend<Parameters<typeof notifyUser>[2]>();
  });

  it('reports a failed broadcast instead of failing the request', async () => {
    const broken: Broadcaster = {
      ...createRecordingBroadcaster(),
      publish: () => Promise.reject(new Error('Reverb is down')),
    };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = await notifyUser(
      broken,
      { id: 1, type: 'admin' },
      { id: 'n', type: 'T', data: {} },
    );
    expect(sent).toBe(false);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});

describe('loadRealtimeConfig', () => {
  it('runs the embedded hub with demo credentials and a random secret kept per data folder', async () => {
    const [a, b] = [await mkdtemp(join(tmpdir(), 'rt-a-')), await mkdtemp(join(tmpdir(), 'rt-b-'))];
    try {
      const first = loadRealtimeConfig({}, 'demo', a);
      const again = loadRealtimeConfig({}, 'demo', a);
      const other = loadRealtimeConfig({}, 'demo', b);
      expect(first).toEqual({
        ok: true,
        config: {
          driver: 'embedded',
          app: { ...demoRealtimeApp, secret: expect.stringMatching(/^[0-9a-f]{64}$/) },
        },
      });
      expect(again).toEqual(first);
      expect(other).not.toEqual(first);
      // The secret is the file's, readable by its owner only, and not a function of the path.
      const file = demoSecretFile(a);
      expect((await readFile(file, 'utf8')).trim()).toBe(first.ok && first.config.app.secret);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await rm(file);
      expect(loadRealtimeConfig({}, 'demo', a)).not.toEqual(first);
    } finally {
      await rm(a, { recursive: true, force: true });
      await rm(b, { recursive: true, force: true });
    }
  });

  it('requires the credentials in production', () => {
    const missing = loadRealtimeConfig({ REALTIME_APP_KEY: 'k' }, 'production', '/d');
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.errors.join('\n')).toMatch(
      /REALTIME_APP_ID=undefined: is required/,
    );
    expect(!missing.ok && missing.errors.join('\n')).toMatch(/REALTIME_APP_SECRET/);
    const env = { REALTIME_APP_ID: 'i', REALTIME_APP_KEY: 'k', REALTIME_APP_SECRET: 's' };
    expect(loadRealtimeConfig(env, 'production', '/d')).toEqual({
      ok: true,
      config: { driver: 'embedded', app: { id: 'i', key: 'k', secret: 's' } },
    });
  });

  it('reads the pusher driver', () => {
    const env = {
      REALTIME_DRIVER: 'pusher',
      PUSHER_APP_ID: 'app',
      PUSHER_APP_KEY: 'key',
      PUSHER_APP_SECRET: 'secret',
      PUSHER_HOST: 'reverb.internal',
    };
    expect(loadRealtimeConfig(env, 'production', '/d')).toEqual({
      ok: true,
      config: {
        driver: 'pusher',
        app: { id: 'app', key: 'key', secret: 'secret' },
        host: 'reverb.internal',
        port: 443,
        scheme: 'https',
      },
    });
    const plain = loadRealtimeConfig(
      { ...env, PUSHER_SCHEME: 'http', PUSHER_PORT: '8080' },
      'demo',
      '/d',
    );
    expect(plain.ok && plain.config).toMatchObject({ scheme: 'http', port: 8080 });
    const bad = loadRealtimeConfig(
      { REALTIME_DRIVER: 'pusher', PUSHER_SCHEME: 'ftp', PUSHER_PORT: 'x' },
      'demo',
      '/d',
    );
    const lines = !bad.ok ? bad.errors.join('\n') : '';
    for (const name of ['PUSHER_APP_ID', 'PUSHER_HOST', 'PUSHER_SCHEME', 'PUSHER_PORT']) {
      expect(lines).toContain(name);
    }
    expect(loadRealtimeConfig({ REALTIME_DRIVER: 'redis' }, 'demo', '/d').ok).toBe(false);
  });
});

describe('injectRealtimeSettings', () => {
  it('puts the public settings into the head, safely escaped', () => {
    const html = '<!doctype html><html><head><title>x</title></head><body></body></html>';
    const page = injectRealtimeSettings(html, {
      key: '</script><b>',
      host: null,
      port: null,
      scheme: null,
    });
    expect(page).toContain(
      '<script type="application/json" id="packlight-realtime">{"key":"\\u003c/script\\u003e\\u003cb\\u003e","host":null,"port":null,"scheme":null}</script></head>',
    );
    const json = /<script[^>]*>(.*?)<\/script>/.exec(page)?.[1] as string;
    expect(JSON.parse(json)).toEqual({ key: '</script><b>', host: null, port: null, scheme: null });
  });
});
