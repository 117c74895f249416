import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';

// The load-balancer suite: nginx in front of two api-server processes on one PostgreSQL, started
// by scripts/with-load-balancer.mjs, which gives the address in LB_URL (`pnpm test:lb`).
export default defineConfig({
  testDir: 'lb',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  // Specs that end a process run after those that need both api-servers and the socket server:
  // load-balancer.spec.ts kills one api-server, socket-restart.spec.ts leaves no socket server.
  projects: [
    { name: 'two-processes', testIgnore: /(load-balancer|socket-restart)\.spec\.ts$/ },
    {
      name: 'failover',
      testMatch: /load-balancer\.spec\.ts$/,
      dependencies: ['two-processes'],
    },
    {
      name: 'socket-restart',
      testMatch: /socket-restart\.spec\.ts$/,
      dependencies: ['failover'],
    },
  ],
  use: {
    baseURL: process.env.LB_URL,
    headless: true,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
});
