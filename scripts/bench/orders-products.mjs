// @ts-check
// The orders and products lists at scale, measured in a real Chromium against the real api-server
// seeded with 10k orders: the time from navigation to each list's first row. The routes' JS is
// measured by bundle.mjs. A report, not a test: these machines are shared and noisy.
//
//   pnpm build && node scripts/bench/orders-products.mjs [--orders 10000] [--data DIR]
//
// The data is seeded once into DIR/<orders> (default: the OS temp folder) and reused after.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { printReport, spread } from './report.mjs';
import { seedDataDir, signIn, timesToShow } from './screen.mjs';
import { startBenchServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    data: { type: 'string', default: join(tmpdir(), 'packlight-bench-orders') },
  },
});
const orders = Number(values.orders);
const size = `${orders.toLocaleString('en-US')} orders`;

const dataDir = join(values.data, String(orders));
await seedDataDir(dataDir, ['--orders', String(orders)]);
const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const browser = await launchChromium();
try {
  const session = await signIn(server.url);
  const rows = [];
  for (const path of ['/orders', '/products']) {
    const times = spread(await timesToShow(browser, session, `${server.url}${path}`));
    rows.push({
      name: `${path}: navigation to first row`,
      value: times.median,
      min: times.min,
      max: times.max,
      unit: 'ms',
      budget: 1000,
      size,
    });
  }
  printReport(rows);
} finally {
  await browser.close();
  await server.stop();
}
