// @ts-check
// The JS each route loads before its first meaningful paint, beside its budget. The
// definition and the budgets live in first-paint.mjs, shared with e2e/tests/bundle-budgets.spec.ts,
// which enforces them; here they are only reported.
//
// Run alone to see where a route's kilobytes come from (it starts its own server on the built
// app, or on APP_DIST):
//   node scripts/bench/bundle.mjs [--routes /login,/travelers] [--files]
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { printReport } from './report.mjs';
import { startBenchServer } from './server.mjs';
import {
  apiSignIn,
  firstPaintCost,
  loginBudget,
  recordIds,
  routePath,
  signedInRoutes,
} from './first-paint.mjs';

/** The demo administrator the server seeds. */
const demo = { email: 'admin@packlight.dev', password: 'packlight-demo' };

/**
 * @param {import('playwright').Browser} browser
 * @param {string} origin the bench server
 * @param {{ only?: string[], onFiles?: (pattern: string, cost: import('./first-paint.mjs').RouteCost) => void }} [options]
 *   `only`: route patterns to measure (all by default); `onFiles`: sees each route's files
 * @returns {Promise<import('./report.mjs').Measurement[]>}
 */
export async function routeSizeMeasurements(browser, origin, { only, onFiles } = {}) {
  const wanted = (/** @type {string} */ pattern) => !only || only.includes(pattern);
  const token = await apiSignIn(origin, demo);
  const ids = await recordIds(origin, token);
  const rows = [];
  if (wanted('/login')) {
    const login = await firstPaintCost(browser, origin, '/login', { content: 'field' });
    rows.push({ pattern: '/login', cost: login, budget: loginBudget });
  }
  for (const route of signedInRoutes.filter((candidate) => wanted(candidate.pattern))) {
    const path = routePath(route.pattern, ids);
    const cost = await firstPaintCost(browser, origin, path, { content: route.content, token });
    rows.push({ pattern: route.pattern, cost, budget: route.budget });
  }
  for (const row of rows) onFiles?.(row.pattern, row.cost);
  return rows.map(({ pattern, cost, budget }) => ({
    name: `JS before first paint, ${pattern} (gzip, ${cost.files.length} files)`,
    value: cost.gzipBytes / 1000,
    unit: 'kB',
    budget,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { routes: { type: 'string' }, files: { type: 'boolean', default: false } },
  });
  const server = await startBenchServer(
    process.env.APP_DIST ? { APP_DIST: process.env.APP_DIST } : {},
  );
  const browser = await launchChromium();
  try {
    const rows = await routeSizeMeasurements(browser, server.url, {
      only: values.routes?.split(','),
      onFiles: values.files
        ? (pattern, cost) => {
            console.log(`${pattern}: ${(cost.gzipBytes / 1000).toFixed(1)} kB gzip`);
            for (const file of cost.files) {
              const name = file.url.replace(/^.*\//, '');
              console.log(`  ${(file.gzipBytes / 1000).toFixed(1).padStart(6)}  ${name}`);
            }
          }
        : undefined,
    });
    printReport(rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}
