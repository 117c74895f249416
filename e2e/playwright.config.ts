import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { serverLogPath } from './server-log.ts';

// E2E_PORT lets two suites run side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 4173);
const origin = `http://127.0.0.1:${port}`;

// The built app (`pnpm build` first, or APP_DIST pointing at another build) served by the real
// api-server on a throw-away embedded PostgreSQL, or on E2E_DATABASE_URL (another PostgreSQL).
export default defineConfig({
  testDir: 'tests',
  workers: 1,
  retries: 0,
  reporter: 'list',
  // The server's log of the whole run is checked for secrets once every test has run.
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: origin,
    headless: true,
    // A system Chromium where there is one; this machine cannot download Playwright's own.
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  webServer: {
    command: `pnpm --filter @packlight/api-server start > ${serverLogPath(port)} 2>&1`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'temporary://',
      ...(process.env.APP_DIST ? { APP_DIST: process.env.APP_DIST } : {}),
    },
    // Playwright counts any status from 200 to 403 as up, so the 401 of a signed-out call does.
    url: `${origin}/api/user`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM, not Playwright's default SIGKILL: the server stops its throw-away cluster on the
    // way out, which a killed server would leave running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
  },
});
