// @ts-check
// `pnpm bench`: every benchmark of the project, ending in ONE table of figures beside their
// budgets (scripts/bench/README.md lists what each file measures). Benchmarks are reports, not
// tests: these machines are shared and noisy, so nothing here fails a build; the deterministic
// size budgets are enforced by the test command instead (e2e/tests/bundle-budgets.spec.ts).
//
// Benches that need a package's own toolchain (the server's TypeScript, the kit's Vite plugin)
// run in child processes and hand their rows back (report.mjs `collectRows`); progress goes to
// stderr, so the table is the last thing printed.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './bench/browser.mjs';
import { routeSizeMeasurements } from './bench/bundle.mjs';
import { kitMeasurements } from './bench/kit.mjs';
import { firstStartMeasurements } from './bench/first-start.mjs';
import { collectRows, printReport } from './bench/report.mjs';
import { startBenchServer } from './bench/server.mjs';
import { supportChatMeasurements } from './bench/support-chat.mjs';

/** @type {import('./bench/report.mjs').Measurement[]} */
const rows = [];
const inArea = (/** @type {string} */ area) => (/** @type {any} */ row) => ({ area, ...row });

rows.push(...(await firstStartMeasurements()).map(inArea('Server start')));

const server = await startBenchServer();
const browser = await launchChromium();
try {
  rows.push(...(await routeSizeMeasurements(browser, server.url)).map(inArea('JS size')));
  rows.push(...(await kitMeasurements()).map(inArea('Kit')));
  rows.push(...(await supportChatMeasurements(browser, server.url)).map(inArea('Support chat')));
} finally {
  await browser.close();
  await server.stop();
}

const serverBench = (/** @type {string} */ file) => [
  '--silent',
  '--filter',
  '@packlight/api-server',
  'exec',
  'tsx',
  file,
];
rows.push(...(await collectRows('Kit', 'node', ['packages/ui/bench/data-table.bench.mjs'])));
rows.push(...(await collectRows('Server memory', 'node', ['scripts/bench/memory.mjs'])));
rows.push(
  ...(await collectRows('Server memory', 'node', [
    'scripts/with-postgres.mjs',
    '--',
    'node',
    'scripts/bench/memory.mjs',
    '--production',
  ])),
);
rows.push(...(await collectRows('Realtime', 'pnpm', serverBench('bench/realtime.ts'))));
// Seeding 100,000 rows of each list takes many minutes: the data is kept between runs, as the
// travelers bench keeps its own.
const marketplaceData = join(tmpdir(), 'packlight-bench-marketplace');
rows.push(
  ...(await collectRows('API', 'pnpm', [
    ...serverBench('bench/marketplace.ts'),
    '--data-dir',
    marketplaceData,
  ])),
);
// A million travelers and 100,000 of every other list on an embedded cluster it seeds once and
// keeps in the OS temp folder.
rows.push(
  ...(await collectRows('PostgreSQL at scale', 'pnpm', serverBench('bench/scale-postgres.ts'))),
);
// A million activity entries, every filter of GET /activity (decisions.md D51).
rows.push(
  ...(await collectRows('Activity trail', 'node', [
    'scripts/with-postgres.mjs',
    '--',
    'pnpm',
    ...serverBench('bench/activity-trail.ts'),
  ])),
);
rows.push(...(await collectRows('Travelers screen', 'node', ['scripts/bench/travelers.mjs'])));
rows.push(
  ...(await collectRows('Orders, products', 'node', ['scripts/bench/orders-products.mjs'])),
);
rows.push(...(await collectRows('Partners screens', 'node', ['scripts/bench/partners.mjs'])));

console.log('');
printReport(rows);
