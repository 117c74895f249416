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
  projects: [
    { name: 'load-balancer', testIgnore: /socket-restart\.spec\.ts$/ },
    // Restarting the socket server leaves none behind when it ends: it runs after every other spec.
    {
      name: 'socket-restart',
      testMatch: /socket-restart\.spec\.ts$/,
      dependencies: ['load-balancer'],
    },
  ],
  use: {
    baseURL: process.env.LB_URL,
    headless: true,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
});
