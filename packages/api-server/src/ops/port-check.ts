import { createServer } from 'node:net';
import { ConfigError } from '../config.ts';

/**
 * Refuses a start whose port is taken, in one line, before any data is touched: listening is
 * the last step of a start, and its EADDRINUSE would come after the database opened and seeded.
 * PORT=0 (any free port) needs no check.
 */
export function ensurePortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(
              `Port ${port} on ${host} is in use: stop what uses it, or set PORT to another ` +
                'port (PORT=0 picks a free one).',
            )
          : error,
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
