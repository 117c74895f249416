import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  channelSignature,
  EmbeddedHub,
  mountPusherHttpApi,
  type EmbeddedHubOptions,
} from '../../src/realtime/index.ts';
import {
  pause,
  waitFor,
  rawClient,
  rawConnected,
  signedApiQuery,
  socketUrl,
  testRealtimeApp,
  type RawClient,
} from './support.ts';

interface RunningHub {
  url: string;
  hub: EmbeddedHub;
  close(): Promise<void>;
}

/** A hub and its HTTP API on a loopback port of their own (no database needed). */
async function startHub(options: Omit<EmbeddedHubOptions, 'app'> = {}): Promise<RunningHub> {
  const hub = new EmbeddedHub({ ...options, app: testRealtimeApp });
  const app = new Hono();
  mountPusherHttpApi(app, hub);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  hub.attach(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hub,
    async close() {
      await hub.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

const clients: RawClient[] = [];
async function connect(running: RunningHub): Promise<RawClient> {
  const client = await rawConnected(socketUrl(running.url));
  clients.push(client);
  return client;
}

async function joined(client: RawClient, channel: string): Promise<void> {
  const auth = channel.startsWith('private-')
    ? channelSignature(testRealtimeApp, client.socketId, channel)
    : '';
  client.send('pusher:subscribe', { channel, auth });
  const answer = await client.next('pusher_internal:subscription_succeeded');
  expect(answer.channel).toBe(channel);
}

/** The signature of a presence subscription over its channel_data. */
const presenceAuth = (client: RawClient, channel: string, member: object) =>
  channelSignature(testRealtimeApp, client.socketId, channel, JSON.stringify(member));

/** Joins a presence channel as `member`; answers the members the hub listed. */
async function joinedPresence(client: RawClient, channel: string, member: object) {
  client.send('pusher:subscribe', {
    channel,
    auth: presenceAuth(client, channel, member),
    channel_data: JSON.stringify(member),
  });
  const answer = await client.next('pusher_internal:subscription_succeeded');
  expect(answer.channel).toBe(channel);
  return answer.data;
}

/** Frames of this event that arrived after the given point. */
const eventsOf = (client: RawClient, event: string) =>
  client.frames.filter((frame) => frame.event === event);

afterEach(() => {
  for (const client of clients.splice(0)) client.ws.terminate();
});

describe('the embedded hub: the socket', () => {
  let running: RunningHub;
  beforeAll(async () => {
    running = await startHub({ clientEventsPerSecond: 3, maxMessageBytes: 1000 });
  });
  afterAll(() => running.close());

  it('greets with a socket id and the activity timeout', async () => {
    const client = await connect(running);
    expect(client.socketId).toMatch(/^\d+\.\d+$/);
    expect(client.frames[0]?.data).toEqual({ socket_id: client.socketId, activity_timeout: 30 });
    expect(client.frames[0]?.channel).toBeUndefined();
  });

  it('refuses an unknown app key with 4001 (no retry)', async () => {
    const client = await rawClient(socketUrl(running.url, 'wrong-key'));
    const error = await client.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect((await client.closed).code).toBe(4001);
  });

  it('refuses an unsupported protocol version with 4007', async () => {
    const client = await rawClient(`${running.url.replace('http', 'ws')}/app/test-key?protocol=3`);
    expect((await client.closed).code).toBe(4007);
  });

  it('answers 404 to an upgrade elsewhere', async () => {
    const ws = new WebSocket(`${running.url.replace('http', 'ws')}/socket`);
    const failure = await new Promise<Error>((resolve) => ws.on('error', resolve));
    expect(failure.message).toMatch(/404/);
  });

  it('answers a ping with a pong', async () => {
    const client = await connect(running);
    client.send('pusher:ping', {});
    expect((await client.next('pusher:pong')).data).toEqual({});
  });

  it('joins public channels without a signature and private ones with a valid one', async () => {
    const client = await connect(running);
    await joined(client, 'updates');
    await joined(client, 'private-support.ticket.1');
    expect(running.hub.stats().channels).toBeGreaterThanOrEqual(2);
  });

  it('refuses a forged or borrowed signature, naming the channel', async () => {
    const client = await connect(running);
    const other = await connect(running);
    const channel = 'private-App.Models.admin.1';
    // A signature made for another socket does not work on this one.
    client.send('pusher:subscribe', {
      channel,
      auth: channelSignature(testRealtimeApp, other.socketId, channel),
    });
    const refused = await client.next('pusher:subscription_error');
    expect(refused.channel).toBe(channel);
    expect(refused.data).toEqual({
      type: 'AuthError',
      error: `Invalid signature for ${channel}`,
      status: 401,
    });
    client.send('pusher:subscribe', { channel });
    expect((await client.next('pusher:subscription_error')).channel).toBe(channel);
  });

  it('refuses encrypted channels, and presence channels without signed channel_data', async () => {
    const client = await connect(running);
    client.send('pusher:subscribe', { channel: 'private-encrypted-room', auth: 'x:y' });
    expect((await client.next('pusher:subscription_error')).channel).toBe('private-encrypted-room');
    const channel = 'presence-room';
    client.send('pusher:subscribe', {
      channel,
      auth: channelSignature(testRealtimeApp, client.socketId, channel),
    });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({ status: 401 });
    // channel_data that is not what was signed: someone passing as another member.
    client.send('pusher:subscribe', {
      channel,
      auth: presenceAuth(client, channel, { user_id: 1, user_info: { name: 'Ada' } }),
      channel_data: JSON.stringify({ user_id: 2, user_info: { name: 'Ada' } }),
    });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({ status: 401 });
  });

  it('serves presence channels: members on joining, member_added and member_removed', async () => {
    const channel = 'presence-record.partner.7';
    const camila = await connect(running);
    const leo = await connect(running);
    const leoAgain = await connect(running);
    const members = await joinedPresence(camila, channel, {
      user_id: 1,
      user_info: { name: 'Camila Patel' },
    });
    expect(members).toEqual({
      presence: { ids: ['1'], hash: { 1: { name: 'Camila Patel' } }, count: 1 },
    });

    const leoMember = { user_id: 2, user_info: { name: 'Leo Adams' } };
    const seen = await joinedPresence(leo, channel, leoMember);
    expect(seen).toMatchObject({ presence: { ids: ['1', '2'], count: 2 } });
    const added = await camila.next('pusher_internal:member_added');
    expect(added).toEqual({
      event: 'pusher_internal:member_added',
      channel,
      data: { user_id: '2', user_info: { name: 'Leo Adams' } },
    });

    // The same admin in a second tab is one member: nobody hears of it, nor of its leaving.
    await joinedPresence(leoAgain, channel, leoMember);
    leoAgain.send('pusher:unsubscribe', { channel });
    await pause(50);
    expect(eventsOf(camila, 'pusher_internal:member_added')).toHaveLength(1);
    expect(eventsOf(camila, 'pusher_internal:member_removed')).toEqual([]);

    leo.ws.close();
    const removed = await camila.next('pusher_internal:member_removed');
    expect(removed.data).toEqual({ user_id: '2' });
  });

  it('passes client events on joined private channels to the others, never back', async () => {
    const sender = await connect(running);
    const receiver = await connect(running);
    await joined(sender, 'private-chat');
    await joined(receiver, 'private-chat');
    sender.send('client-typing', { name: 'Ada' }, 'private-chat');
    const got = await receiver.next('client-typing');
    expect(got).toEqual({ event: 'client-typing', channel: 'private-chat', data: { name: 'Ada' } });
    await pause(50);
    expect(eventsOf(sender, 'client-typing')).toEqual([]);
  });

  it('answers client events elsewhere with pusher:error 4009 and keeps the socket', async () => {
    const client = await connect(running);
    await joined(client, 'public-room');
    client.send('client-typing', {}, 'public-room');
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });
    client.send('client-typing', {}, 'private-not-joined');
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
  });

  it('limits client events per second with pusher:error 4301', async () => {
    const client = await connect(running);
    await joined(client, 'private-busy');
    for (let i = 0; i < 4; i++) client.send('client-typing', {}, 'private-busy');
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4301 });
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses messages over the size limit, and closes on far bigger ones', async () => {
    const client = await connect(running);
    await joined(client, 'private-big');
    client.send('client-big', { text: 'x'.repeat(1500) }, 'private-big');
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4301 });
    client.send('client-big', { text: 'x'.repeat(5000) }, 'private-big');
    expect((await client.closed).code).toBe(1009);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const client = await connect(running);
    await joined(client, 'news');
    await running.hub.publish(['news'], 'Posted', { n: 1 });
    await client.next('Posted');
    client.send('pusher:unsubscribe', { channel: 'news' });
    await pause(50);
    await running.hub.publish(['news'], 'Posted', { n: 2 });
    await pause(50);
    expect(eventsOf(client, 'Posted')).toHaveLength(1);
  });

  it('sends published events with data as a JSON string, except to the named socket', async () => {
    const first = await connect(running);
    const second = await connect(running);
    await joined(first, 'private-orders');
    await joined(second, 'private-orders');
    const texts: string[] = [];
    second.ws.on('message', (raw) => texts.push(raw.toString()));
    await running.hub.publish(
      ['private-orders'],
      'OrderPlaced',
      { id: 5 },
      {
        exceptSocketId: first.socketId,
      },
    );
    await second.next('OrderPlaced');
    expect(JSON.parse(texts[0] as string)).toEqual({
      event: 'OrderPlaced',
      channel: 'private-orders',
      data: '{"id":5}',
    });
    await pause(50);
    expect(eventsOf(first, 'OrderPlaced')).toEqual([]);
  });
});

describe('the embedded hub: limits and timeouts', () => {
  it('closes the connection over the limit with 4100 (retry later)', async () => {
    const running = await startHub({ maxConnections: 2 });
    try {
      await connect(running);
      await connect(running);
      const third = await rawClient(socketUrl(running.url));
      expect((await third.next('pusher:error')).data).toMatchObject({ code: 4100 });
      expect((await third.closed).code).toBe(4100);
    } finally {
      await running.close();
    }
  });

  it('pings a silent socket, and closes it with 4201 when no pong comes', async () => {
    const running = await startHub({ activityTimeoutSeconds: 0.2, pongTimeoutSeconds: 0.3 });
    try {
      const silent = await connect(running);
      const answering = await connect(running);
      answering.ws.on('message', (raw) => {
        if (raw.toString().includes('"pusher:ping"')) answering.send('pusher:pong', {});
      });
      await silent.next('pusher:ping');
      expect((await silent.closed).code).toBe(4201);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
      expect(running.hub.stats().connections).toBe(1);
    } finally {
      await running.close();
    }
  });

  it('keeps a quiet pusher-js client connected through pings both ways', async () => {
    const running = await startHub({ activityTimeoutSeconds: 0.3, pongTimeoutSeconds: 0.5 });
    const { port } = new URL(running.url);
    const pusher = new Pusher(testRealtimeApp.key, {
      cluster: '',
      wsHost: '127.0.0.1',
      wsPort: Number(port),
      forceTLS: false,
      enabledTransports: ['ws'],
    });
    try {
      await waitFor('the connection', () => pusher.connection.state === 'connected');
      const socketId = pusher.connection.socket_id;
      await pause(1500);
      expect(pusher.connection.state).toBe('connected');
      expect(pusher.connection.socket_id).toBe(socketId);
      expect(running.hub.stats().connections).toBe(1);
    } finally {
      pusher.disconnect();
      await running.close();
    }
  });

  it('closes every socket with 4200 (reconnect at once) when it stops', async () => {
    const running = await startHub();
    const client = await connect(running);
    await running.close();
    expect((await client.closed).code).toBe(4200);
  });
});

describe('the embedded hub: Pusher HTTP API', () => {
  let running: RunningHub;
  beforeAll(async () => {
    running = await startHub();
  });
  afterAll(() => running.close());

  async function post(
    path: string,
    body: string,
    options: {
      app?: typeof testRealtimeApp;
      now?: Date;
      query?: (q: URLSearchParams) => void;
    } = {},
  ) {
    const query = signedApiQuery(options.app ?? testRealtimeApp, 'POST', path, body, options.now);
    options.query?.(query);
    const answer = await fetch(`${running.url}${path}?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  }

  const eventsPath = `/apps/${testRealtimeApp.id}/events`;
  const event = (extra: object = {}) =>
    JSON.stringify({ name: 'Posted', channels: ['feed'], data: '{"n":1}', ...extra });

  it('delivers a signed event, except to socket_id', async () => {
    const first = await connect(running);
    const second = await connect(running);
    await joined(first, 'feed');
    await joined(second, 'feed');
    const answer = await post(eventsPath, event({ socket_id: first.socketId }));
    expect(answer).toEqual({ status: 200, body: {} });
    expect((await second.next('Posted')).data).toEqual({ n: 1 });
    await pause(50);
    expect(eventsOf(first, 'Posted')).toEqual([]);
  });

  it('delivers batch_events', async () => {
    const client = await connect(running);
    await joined(client, 'feed');
    const body = JSON.stringify({
      batch: [
        { name: 'A', channel: 'feed', data: '1' },
        { name: 'B', channel: 'feed', data: '2' },
      ],
    });
    const answer = await post(`/apps/${testRealtimeApp.id}/batch_events`, body);
    expect(answer.status).toBe(200);
    expect((await client.next('B')).data).toBe(2);
  });

  it('answers 401 to a bad signature, a changed body or an old timestamp', async () => {
    const forged = await post(eventsPath, event(), {
      app: { ...testRealtimeApp, secret: 'guess' },
    });
    expect(forged.status).toBe(401);
    const tampered = await post(eventsPath, event(), {
      query: (query) => query.set('body_md5', '0'.repeat(32)),
    });
    expect(tampered.status).toBe(401);
    const old = await post(eventsPath, event(), { now: new Date(Date.now() - 601_000) });
    expect(old).toEqual({ status: 401, body: { error: expect.stringMatching(/Timestamp/) } });
    const wrongKey = await post(eventsPath, event(), {
      app: { ...testRealtimeApp, key: 'other' },
    });
    expect(wrongKey.status).toBe(401);
  });

  it('answers 404 to an unknown app id and 400 to a bad event', async () => {
    expect((await post('/apps/other/events', event())).status).toBe(404);
    expect((await post(eventsPath, event({ data: { n: 1 } }))).status).toBe(400);
    expect((await post(eventsPath, event({ channels: ['bad channel'] }))).status).toBe(400);
    expect((await post(eventsPath, event({ name: '' }))).status).toBe(400);
    expect((await post(eventsPath, '{')).status).toBe(400);
  });
});
