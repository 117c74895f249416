/**
 * The server side of bench/realtime.ts, in its own process: the real startServer on a loopback
 * port with a throw-away database. Reports its URL, then answers stats requests until told to stop.
 */
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';

const env = JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') as Record<string, string>;
const server = await startServer(loadConfig(env));
const hub = server.realtime.hub;
if (!hub) throw new Error('The benchmark needs the embedded hub');

type Request = { type: 'stats' } | { type: 'stop' };

process.on('message', (request: Request) => {
  if (request.type === 'stats') {
    const memory = process.memoryUsage();
    process.send?.({ type: 'stats', ...hub.stats(), rss: memory.rss, heapUsed: memory.heapUsed });
  } else if (request.type === 'stop') {
    void server.close().then(() => process.exit(0));
  }
});
// A parent that dies without saying stop must not leave the server running.
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
process.send?.({ type: 'ready', url: server.url });
