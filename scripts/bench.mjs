// @ts-check
// `pnpm bench`: measures against budgets and prints a table. Benchmarks are reports, not tests:
// these machines are shared and noisy, so nothing here fails a build.
import { spawnSync } from 'node:child_process';
import { launchChromium } from './bench/browser.mjs';
import { routeSizeMeasurements } from './bench/bundle.mjs';
import { kitMeasurements } from './bench/kit.mjs';
import { printReport } from './bench/report.mjs';
import { runRealtimeBench } from './bench/realtime.mjs';
import { startBenchServer } from './bench/server.mjs';
import { supportChatMeasurements } from './bench/support-chat.mjs';

const server = await startBenchServer();
const browser = await launchChromium();
try {
  const routeSizes = await routeSizeMeasurements(browser, server.url);
  const kit = await kitMeasurements();
  const chat = await supportChatMeasurements(browser, server.url);
  printReport([...routeSizes, ...kit, ...chat]);
} finally {
  await browser.close();
  await server.stop();
}

console.log('\nRealtime (one server process, loopback):');
await runRealtimeBench();

// Like the realtime one, it prints its own table; its exit code (budgets met or not) is ignored.
console.log('\nMarketplace API (100,000 travelers, one server process, loopback):');
spawnSync(
  'pnpm',
  ['--silent', '--filter', '@packlight/api-server', 'exec', 'tsx', 'bench/marketplace.ts'],
  { stdio: 'inherit' },
);

// The app at scale: /travelers in Chromium against servers seeded with 1k, 10k and 100k.
console.log('\nTravelers screen (Chromium, real server at 1k, 10k and 100k travelers):');
spawnSync('node', ['scripts/bench/travelers.mjs'], { stdio: 'inherit' });

// /orders and /products in Chromium against a server seeded with 10k orders.
console.log('\nOrders and products screens (Chromium, real server at 10k orders):');
spawnSync('node', ['scripts/bench/orders-products.mjs'], { stdio: 'inherit' });

// /partners and /partners/add-partner in Chromium against a server seeded with 10k partners.
console.log('\nPartners screens (Chromium, real server at 10k partners):');
spawnSync('node', ['scripts/bench/partners.mjs'], { stdio: 'inherit' });
