import { adminRoleChannel } from '@packlight/api-types';
import type Echo from 'laravel-echo';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  broadcastSupportMessage,
  createPusherHttpBroadcaster,
  notifyUser,
  type Broadcaster,
  type EmbeddedHub,
} from '../../src/realtime/index.ts';
import { demoAdmin } from '../../src/seed/demo.ts';
import type { RunningServer } from '../../src/server.ts';
import { startTestServer } from '../helpers/test-server.ts';
import {
  connectEcho,
  connected,
  pause,
  rawConnected,
  realtimeEnv,
  socketUrl,
  testRealtimeApp,
  waitFor,
} from './support.ts';

let server: RunningServer;
let broadcaster: Broadcaster;
let hub: EmbeddedHub;
let admin: { id: number; type: string; roleId: number };
const echos: Echo<'reverb'>[] = [];

async function signIn(): Promise<string> {
  const answer = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  const { data } = (await answer.json()) as {
    data: { token: string; user: { id: number; type: string; role: { id: number } } };
  };
  admin = { id: data.user.id, type: data.user.type, roleId: data.user.role.id };
  return data.token;
}

function echoFor(token: string): Echo<'reverb'> {
  const echo = connectEcho(server.url, token);
  echos.push(echo);
  return echo;
}

const message = (id: number) => ({
  id,
  ticket_id: 7,
  message: `Hello ${id}`,
  sender_id: 1,
  sender_type: 'admin',
  created_at: '2026-11-21T20:00:00.000Z',
  tempId: `temp-${id}`,
});

beforeAll(async () => {
  server = await startTestServer(realtimeEnv);
  broadcaster = server.realtime.broadcaster;
  hub = server.realtime.hub as EmbeddedHub;
});

afterEach(() => {
  for (const echo of echos.splice(0)) echo.disconnect();
});

afterAll(async () => {
  await server?.close();
});

describe('laravel-echo and pusher-js against the embedded hub', () => {
  it('connects and gets a socket id like 123.456', async () => {
    const echo = echoFor(await signIn());
    expect(await connected(echo)).toMatch(/^\d+\.\d+$/);
  });

  it('joins its own notification channel and receives notifications flat', async () => {
    const echo = echoFor(await signIn());
    const received: unknown[] = [];
    let subscribed = false;
    echo
      .private(`App.Models.${admin.type}.${admin.id}`)
      .subscribed(() => (subscribed = true))
      .notification((notification: unknown) => received.push(notification));
    await waitFor('the subscription', () => subscribed);

    await notifyUser(broadcaster, admin, {
      id: '9b2f6c1e-0000-4000-8000-000000000001',
      type: 'App\\Notifications\\OrderPlaced',
      data: { title: 'New order', message: 'Order #ORD-12 was placed', url: '/orders/12' },
    });
    await waitFor('the notification', () => received.length === 1);
    expect(received[0]).toEqual({
      id: '9b2f6c1e-0000-4000-8000-000000000001',
      type: 'App\\Notifications\\OrderPlaced',
      title: 'New order',
      message: 'Order #ORD-12 was placed',
      url: '/orders/12',
    });
  });

  it('receives the notification the API creates for a new partner application, flat', async () => {
    const echo = echoFor(await signIn());
    const received: Record<string, unknown>[] = [];
    let subscribed = false;
    echo
      .private(`App.Models.${admin.type}.${admin.id}`)
      .subscribed(() => (subscribed = true))
      .notification((notification: Record<string, unknown>) => received.push(notification));
    await waitFor('the subscription', () => subscribed);

    const applied = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        name: 'Ines Duarte',
        email: 'ines@linen-and-line.example',
        password: 'a-long-password-1',
        password_confirmation: 'a-long-password-1',
        terms: true,
      }),
    });
    expect(applied.status).toBe(200);
    const { data: application } = (await applied.json()) as { data: { id: number } };

    await waitFor('the notification', () => received.length === 1);
    expect(received[0]).toMatchObject({
      type: 'App\\Notifications\\PartnerApplicationReceived',
      title: 'New partner application',
      message: 'Ines Duarte (ines@linen-and-line.example) applied to sell on Packlight.',
      url: `/partners/profile/${application.id}`,
    });
    expect(received[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    // Flat, as Laravel broadcasts it: no REST wrapper.
    expect(received[0]).not.toHaveProperty('data');
    expect(received[0]).not.toHaveProperty('read_at');
  });

  it("refuses someone else's channel with 403, which reaches .error()", async () => {
    const echo = echoFor(await signIn());
    const errors: { status?: number; type?: string }[] = [];
    echo
      .private(`App.Models.admin.${admin.id + 1000}`)
      .error((error: { status?: number; type?: string }) => errors.push(error));
    await waitFor('the subscription error', () => errors.length === 1);
    expect(errors[0]).toMatchObject({ type: 'AuthError', status: 403 });
  });

  it('delivers SupportMessageSent to .listen(), except to the sender socket', async () => {
    const sender = echoFor(await signIn());
    const other = echoFor(await signIn());
    const bySender: unknown[] = [];
    const byOther: unknown[] = [];
    let joined = 0;
    sender
      .private('support.ticket.7')
      .subscribed(() => joined++)
      .listen('SupportMessageSent', (event: unknown) => bySender.push(event));
    other
      .private('support.ticket.7')
      .subscribed(() => joined++)
      .listen('SupportMessageSent', (event: unknown) => byOther.push(event));
    await waitFor('both subscriptions', () => joined === 2);

    await broadcastSupportMessage(broadcaster, 7, message(1));
    await waitFor('the message on both sockets', () => bySender.length + byOther.length === 2);
    expect(byOther[0]).toEqual(message(1));

    await broadcastSupportMessage(broadcaster, 7, message(2), sender.socketId());
    await waitFor('the message on the other socket', () => byOther.length === 2);
    await pause(100);
    expect(bySender).toHaveLength(1);
  });

  it('passes a whisper to the other members only', async () => {
    const first = echoFor(await signIn());
    const second = echoFor(await signIn());
    const toFirst: unknown[] = [];
    const toSecond: unknown[] = [];
    let joined = 0;
    const firstChannel = first.private('support.ticket.8').subscribed(() => joined++);
    firstChannel.listenForWhisper('typing', (data: unknown) => toFirst.push(data));
    second
      .private('support.ticket.8')
      .subscribed(() => joined++)
      .listenForWhisper('typing', (data: unknown) => toSecond.push(data));
    await waitFor('both subscriptions', () => joined === 2);

    firstChannel.whisper('typing', { name: 'Admin' });
    await waitFor('the whisper', () => toSecond.length === 1);
    expect(toSecond[0]).toEqual({ name: 'Admin' });
    await pause(100);
    expect(toFirst).toEqual([]);
  });

  it('reconnects after the server drops the socket and is subscribed again', async () => {
    const echo = echoFor(await signIn());
    const received: unknown[] = [];
    let subscriptions = 0;
    echo
      .private('support.ticket.9')
      .subscribed(() => subscriptions++)
      .listen('SupportMessageSent', (event: unknown) => received.push(event));
    await waitFor('the subscription', () => subscriptions === 1);
    const before = echo.socketId();

    await hub.disconnectAll();
    await waitFor(
      'a new connection',
      () =>
        echo.socketId() !== before &&
        echo.socketId() !== undefined &&
        echo.connectionStatus() === 'connected',
    );
    await waitFor('the subscription again', () => subscriptions === 2);
    await broadcastSupportMessage(broadcaster, 9, message(3));
    await waitFor('the message', () => received.length === 1);
  });

  it('stops delivery after leave()', async () => {
    const leaver = echoFor(await signIn());
    const stayer = echoFor(await signIn());
    const toLeaver: unknown[] = [];
    const toStayer: unknown[] = [];
    let joined = 0;
    leaver
      .private('support.ticket.10')
      .subscribed(() => joined++)
      .listen('SupportMessageSent', (event: unknown) => toLeaver.push(event));
    stayer
      .private('support.ticket.10')
      .subscribed(() => joined++)
      .listen('SupportMessageSent', (event: unknown) => toStayer.push(event));
    await waitFor('both subscriptions', () => joined === 2);

    leaver.leave('support.ticket.10');
    await pause(100);
    await broadcastSupportMessage(broadcaster, 10, message(4));
    await waitFor('the message to the one who stayed', () => toStayer.length === 1);
    await pause(100);
    expect(toLeaver).toEqual([]);
  });

  it('keeps each Echo instance on its own token', async () => {
    const revoked = await signIn();
    const valid = await signIn();
    const logout = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${revoked}`, Accept: 'application/json' },
    });
    expect(logout.status).toBe(200);

    // Made first, with the revoked token: if the instances shared headers it would send `valid`.
    const stale = echoFor(revoked);
    const fresh = echoFor(valid);
    const staleErrors: { status?: number }[] = [];
    let freshJoined = false;
    stale
      .private(`App.Models.${admin.type}.${admin.id}`)
      .error((error: { status?: number }) => staleErrors.push(error));
    fresh.private(`App.Models.${admin.type}.${admin.id}`).subscribed(() => (freshJoined = true));
    await waitFor('both answers', () => freshJoined && staleErrors.length === 1);
    expect(staleErrors[0]).toMatchObject({ status: 401 });
  });

  it('delivers what the external driver publishes through the hub’s HTTP API', async () => {
    const echo = echoFor(await signIn());
    const received: unknown[] = [];
    let subscribed = false;
    echo
      .private(`App.Models.${admin.type}.${admin.id}`)
      .subscribed(() => (subscribed = true))
      .notification((notification: unknown) => received.push(notification));
    await waitFor('the subscription', () => subscribed);

    const { hostname, port } = new URL(server.url);
    const external = createPusherHttpBroadcaster({
      app: testRealtimeApp,
      host: hostname,
      port: Number(port),
      scheme: 'http',
    });
    const sent = await notifyUser(external, admin, {
      id: 'n-2',
      type: 'App\\Notifications\\RefundRequested',
      data: { title: 'Refund', message: 'A refund was requested' },
    });
    expect(sent).toBe(true);
    await waitFor('the notification', () => received.length === 1);
    expect(received[0]).toEqual({
      id: 'n-2',
      type: 'App\\Notifications\\RefundRequested',
      title: 'Refund',
      message: 'A refund was requested',
    });

    const forged = createPusherHttpBroadcaster({
      app: { ...testRealtimeApp, secret: 'not-the-secret' },
      host: hostname,
      port: Number(port),
      scheme: 'http',
    });
    await expect(forged.publish(['private-x'], 'x', {})).rejects.toThrow(/answered 401/);
  });

  it('refuses a subscription with a forged signature (raw client)', async () => {
    const client = await rawConnected(socketUrl(server.url));
    const channel = `private-App.Models.${admin.type}.${admin.id}`;
    client.send('pusher:subscribe', { channel, auth: `${testRealtimeApp.key}:${'0'.repeat(64)}` });
    const refused = await client.next('pusher:subscription_error');
    expect(refused.channel).toBe(channel);
    expect(refused.data).toMatchObject({ type: 'AuthError', status: 401 });
    client.ws.close();
  });

  it('tells who has a record open through join(), and announces its change', async () => {
    const token = await signIn();
    const viewer = echoFor(token);
    const watcher = echoFor(token);
    let here: { name: string }[] = [];
    viewer.join('record.partner.1').here((members: { name: string }[]) => (here = members));
    await waitFor('the members present', () => here.length === 1);
    expect(here[0]?.name).toBeTruthy();

    const changes: Record<string, unknown>[] = [];
    let subscribed = false;
    // The demo admin is an owner: changes to partners reach the owners' channel (D71).
    watcher
      .private(adminRoleChannel(admin.roleId))
      .subscribed(() => (subscribed = true))
      .listen('.record.changed', (change: Record<string, unknown>) => changes.push(change));
    await waitFor('the subscription', () => subscribed);
    const headers = {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    const partner = (await (await fetch(`${server.url}/api/partners/1`, { headers })).json()) as {
      data: { status: string };
    };
    const status = partner.data.status === 'Active' ? 'suspended' : 'accept';
    const changed = await fetch(`${server.url}/api/partners/status-update`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 1, status }),
    });
    expect(changed.status).toBe(200);
    await waitFor('the change', () => changes.length === 1);
    expect(changes[0]).toMatchObject({ type: 'partner', id: 1, fields: ['status'] });
  });
});
