/**
 * Realtime benchmark (not a test): how many subscribed sockets one server process holds, and how
 * long a support chat message takes from the administrator's POST /api/support-tickets/messages
 * to delivery on 1,000 sockets subscribed to that ticket's channel.
 *
 *   pnpm --filter @packlight/api-server exec tsx bench/realtime.ts [--connections 5000]
 *
 * The server runs in a child process (bench/realtime-server.ts: the real startServer, in-memory
 * database with the demo data, loopback port). This process opens raw `ws` clients that do the
 * real handshake and subscribe to private channels with a valid signature, signs in as the demo
 * administrator, and times each message from the API call (which stores it, then broadcasts it)
 * to each socket's receipt. For comparison it also times a bare publish through the Pusher HTTP
 * API (POST /apps/{id}/events). Everything stays on 127.0.0.1, and the whole run is bounded by
 * a deadline. The server trusts loopback as a proxy and each socket names its own caller in
 * X-Forwarded-For, as behind a load balancer: one address may hold only 100 sockets.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { supportMessageSentEventName } from '../src/realtime/events.ts';
import { createPusherHttpBroadcaster } from '../src/realtime/pusher-http.ts';
import { channelSignature } from '../src/realtime/signing.ts';
import { demoAdmin } from '../src/seed/demo.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '5000' },
    latencySockets: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '50' },
    deadline: { type: 'string', default: '180' },
  },
});
const targetConnections = Number(args.connections);
const latencySockets = Number(args.latencySockets);
const messageCount = Number(args.messages);
const budgets = { connections: 5000, p99Ms: 100 };
const app = { id: 'bench', key: 'bench-key', secret: 'bench-secret-not-for-production' };
const openBatch = 250;
const warmUpMessages = 5;

interface Client {
  ws: WebSocket;
  socketId: string;
  onEvent: ((event: string, data: string) => void) | null;
}

let server: ChildProcess | null = null;
const clients: Client[] = [];

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function startChild(): Promise<string> {
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: 'temporary://',
    APP_DIST: '/nonexistent/dist',
    REALTIME_APP_ID: app.id,
    REALTIME_APP_KEY: app.key,
    REALTIME_APP_SECRET: app.secret,
    TRUSTED_PROXIES: 'loopback',
  };
  const child = fork(fileURLToPath(new URL('./realtime-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVER_ENV: JSON.stringify(env) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  server = child;
  const [message] = (await withTimeout(once(child, 'message'), 60_000, 'Server start')) as [
    { type: string; url: string },
  ];
  return message.url;
}

async function serverStats(): Promise<{ connections: number; rss: number }> {
  const child = server as ChildProcess;
  child.send({ type: 'stats' });
  const [stats] = (await withTimeout(once(child, 'message'), 10_000, 'Stats')) as [
    { connections: number; rss: number },
  ];
  return stats;
}

/**
 * Opens one socket as caller number `caller` (an address of 10.0.0.0/8), waits for its socket
 * id, and joins `channel` with a valid signature.
 */
function connect(url: string, channel: string, caller: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const address = `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`;
    const ws = new WebSocket(`${url}?protocol=7&client=js&version=8.6.0&flash=false`, {
      perMessageDeflate: false,
      headers: { 'X-Forwarded-For': address },
    });
    const client: Client = { ws, socketId: '', onEvent: null };
    const fail = (error: Error) => {
      ws.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('handshake timeout')), 15_000);
    ws.on('error', fail);
    ws.on('close', (code) => fail(new Error(`closed with ${code}`)));
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') {
        client.socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        const auth = channelSignature(app, client.socketId, channel);
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        if (client.onEvent === null) {
          clearTimeout(timer);
          ws.off('error', fail);
          ws.removeAllListeners('close');
          ws.on('error', () => {});
          client.onEvent = () => {};
          resolve(client);
        }
      } else if (frame.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (frame.event === 'pusher:subscription_error' || frame.event === 'pusher:error') {
        fail(new Error(`${frame.event}: ${frame.data}`));
      } else {
        client.onEvent?.(frame.event, frame.data);
      }
    });
  });
}

function subscribe(client: Client, channel: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (raw: WebSocket.RawData) => {
      const frame = JSON.parse(raw.toString()) as { event: string; channel?: string };
      if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel) {
        client.ws.off('message', listener);
        resolve();
      }
    };
    client.ws.on('message', listener);
    const auth = channelSignature(app, client.socketId, channel);
    client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  });
}

/** Publishes one event through the server's Pusher HTTP API, with the `pusher` library. */
async function publish(baseUrl: string, channel: string, data: object): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  const broadcaster = createPusherHttpBroadcaster({
    app,
    host: hostname,
    port: Number(port),
    scheme: 'http',
  });
  await broadcaster.publish([channel], 'BenchEvent', data);
}

/** A call of the server's own API, as the admin app makes it; throws unless it answers 200. */
async function api<T>(baseUrl: string, path: string, token: string | null, body?: object) {
  const answer = await fetch(`${baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

interface Delays {
  delays: number[];
  lost: number;
}

/**
 * Sends `messageCount` messages (after warm-up ones, not counted) and times each one from just
 * before `send(n)` to its arrival on every receiver; `numberOf` reads n back from a frame, or
 * null for frames of anything else.
 */
async function timeDeliveries(
  receivers: Client[],
  send: (n: number) => Promise<void>,
  numberOf: (event: string, data: string) => number | null,
): Promise<Delays> {
  const delays: number[] = [];
  let lost = 0;
  for (let n = -warmUpMessages; n < messageCount; n++) {
    let pending = receivers.length;
    let sentAt = 0;
    const allArrived = new Promise<void>((resolve) => {
      for (const client of receivers) {
        client.onEvent = (event, data) => {
          if (numberOf(event, data) !== n) return;
          if (n >= 0) delays.push(performance.now() - sentAt);
          if (--pending === 0) resolve();
        };
      }
    });
    sentAt = performance.now();
    await send(n);
    await withTimeout(allArrived, 5000, `message ${n}`).catch(() => (lost += pending));
  }
  delays.sort((a, b) => a - b);
  return { delays, lost };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function run(): Promise<boolean> {
  const baseUrl = await startChild();
  const socketUrl = `${baseUrl.replace(/^http/, 'ws')}/app/${app.key}`;
  const idle = await serverStats();
  console.log(`Server at ${baseUrl}; opening up to ${targetConnections} subscribed sockets...`);

  // 1. Connections: open in batches until the target, or until a batch fails.
  const openStart = performance.now();
  let failures = 0;
  let firstFailure = '';
  while (clients.length < targetConnections && failures === 0) {
    const size = Math.min(openBatch, targetConnections - clients.length);
    const results = await Promise.allSettled(
      Array.from({ length: size }, (_, i) =>
        connect(socketUrl, `private-bench.${clients.length + i}`, clients.length + i),
      ),
    );
    for (const result of results) {
      if (result.status === 'fulfilled') clients.push(result.value);
      else {
        failures++;
        firstFailure ||= String(result.reason);
      }
    }
  }
  const openSeconds = (performance.now() - openStart) / 1000;
  const held = await serverStats();
  console.log(
    `  ${clients.length} open (server counts ${held.connections}) in ${openSeconds.toFixed(1)} s` +
      (failures > 0 ? `; first failure: ${firstFailure}` : ''),
  );

  // 2. Latency: latencySockets of them join one ticket's chat, as administrators with the
  // ticket open would; each message goes through the API to all of them.
  const receivers = clients.slice(0, latencySockets);
  const token = (await api<{ token: string }>(baseUrl, '/login', null, demoAdmin)).token;
  const [ticket] = await api<{ id: number }[]>(
    baseUrl,
    '/support-tickets?page=1&per_page=1',
    token,
  );
  if (!ticket) throw new Error('The demo data has no support ticket');
  await Promise.all(
    receivers.map((client) => subscribe(client, `private-support.ticket.${ticket.id}`)),
  );
  const viaApi = await timeDeliveries(
    receivers,
    async (n) => {
      await api(baseUrl, '/support-tickets/messages', token, {
        ticket_id: ticket.id,
        message: `Benchmark message ${n}`,
        tempId: `bench-${n}`,
      });
    },
    (event, data) => {
      if (event !== supportMessageSentEventName) return null;
      const match = /^bench-(-?\d+)$/.exec((JSON.parse(data) as { tempId?: string }).tempId ?? '');
      return match ? Number(match[1]) : null;
    },
  );

  // The same fan-out without the API and the database: a bare Pusher HTTP API publish.
  await Promise.all(receivers.map((client) => subscribe(client, 'private-bench-latency')));
  const viaPublish = await timeDeliveries(
    receivers,
    (n) => publish(baseUrl, 'private-bench-latency', { n }),
    (event, data) => (event === 'BenchEvent' ? (JSON.parse(data) as { n: number }).n : null),
  );
  const expected = receivers.length * messageCount;
  const lost = viaApi.lost + viaPublish.lost;

  if (process.env.BENCH_JSON) {
    // `pnpm bench` collects these into its one table (scripts/bench/report.mjs).
    const sorted = [...viaApi.delays].sort((a, b) => a - b);
    const sockets = `${receivers.length} sockets`;
    const measured = [
      {
        name: `API POST -> delivery, p99 (${sockets}, ${messageCount} msgs)`,
        value: percentile(viaApi.delays, 99),
        unit: 'ms',
        budget: budgets.p99Ms,
        min: sorted[0] ?? 0,
        max: sorted.at(-1) ?? 0,
      },
      {
        name: `subscribed sockets one process could not hold (of ${targetConnections})`,
        value: targetConnections - clients.length,
        unit: '',
        budget: targetConnections - budgets.connections,
      },
      { name: 'deliveries lost', value: lost, unit: '', budget: 0 },
    ];
    console.log(`BENCH_ROWS ${JSON.stringify(measured)}`);
  }

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  const rows = [
    [
      'subscribed sockets held by one process',
      `${clients.length} of ${targetConnections}`,
      `>= ${budgets.connections}`,
      clients.length >= budgets.connections,
    ],
    [
      'server memory (RSS): idle -> with them open',
      `${mb(idle.rss)} -> ${mb(held.rss)} MB`,
      '',
      null,
    ],
    [
      `API POST -> delivery, median (${receivers.length} sockets, ${messageCount} msgs)`,
      `${percentile(viaApi.delays, 50).toFixed(1)} ms`,
      '',
      null,
    ],
    [
      `API POST -> delivery, p99 (${receivers.length} sockets, ${messageCount} msgs)`,
      `${percentile(viaApi.delays, 99).toFixed(1)} ms`,
      `< ${budgets.p99Ms} ms`,
      percentile(viaApi.delays, 99) < budgets.p99Ms && receivers.length >= 1000,
    ],
    [
      'bare Pusher HTTP publish -> delivery, median / p99',
      `${percentile(viaPublish.delays, 50).toFixed(1)} / ${percentile(viaPublish.delays, 99).toFixed(1)} ms`,
      '',
      null,
    ],
    [
      'deliveries received',
      `${viaApi.delays.length + viaPublish.delays.length} of ${expected * 2}`,
      'all',
      lost === 0,
    ],
  ] as const;
  const widths = [54, 20, 12] as const;
  console.log('');
  const load = loadavg()[0]?.toFixed(1);
  console.log(
    `Machine: ${availableParallelism()} CPUs, load average ${load} (other work skews the times).`,
  );
  console.log(
    `Delivery is timed from just before each POST to each socket's receipt, after ${warmUpMessages} warm-up messages.`,
  );
  console.log(
    `${'measure'.padEnd(widths[0])}${'result'.padEnd(widths[1])}${'budget'.padEnd(widths[2])}ok`,
  );
  for (const [name, result, budget, ok] of rows) {
    const mark = ok === null ? '' : ok ? 'yes' : 'NO';
    console.log(
      `${name.padEnd(widths[0])}${result.padEnd(widths[1])}${budget.padEnd(widths[2])}${mark}`,
    );
  }
  return rows.every(([, , , ok]) => ok !== false);
}

async function cleanUp(): Promise<void> {
  for (const client of clients.splice(0)) client.ws.terminate();
  const child = server;
  if (child && child.exitCode === null) {
    child.send({ type: 'stop' });
    await withTimeout(once(child, 'exit'), 10_000, 'Server stop').catch(() => child.kill());
  }
}

const deadline = setTimeout(
  () => {
    console.error(`The benchmark ran over its ${args.deadline} s deadline.`);
    void cleanUp().finally(() => process.exit(2));
  },
  Number(args.deadline) * 1000,
);

run()
  .then(
    async (withinBudget) => {
      await cleanUp();
      process.exitCode = withinBudget ? 0 : 1;
    },
    async (error: unknown) => {
      console.error(error);
      await cleanUp();
      process.exitCode = 2;
    },
  )
  .finally(() => clearTimeout(deadline));
