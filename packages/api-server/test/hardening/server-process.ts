/**
 * One api-server in its own process, for the scale-out test: the real startServer with the
 * configuration in SERVER_ENV. Reports its URL, and stops when its parent disconnects.
 */
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';

const env = JSON.parse(process.env.SERVER_ENV ?? '{}') as Record<string, string>;
const server = await startServer(loadConfig(env));
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
process.send?.({ url: server.url });
