// @ts-check
// The partners list and the add-partner form at scale, measured in a real Chromium against the
// real api-server seeded with 10k partners: the time from navigation to its first row (the list)
// or first field (the form). The routes' JS is measured by bundle.mjs. A report, not a test:
// these machines are shared and noisy.
//
//   pnpm build && node scripts/bench/partners.mjs [--partners 10000] [--data DIR]
//
// The data is seeded once into DIR/<partners> (default: the OS temp folder) and reused after.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { printReport, spread } from './report.mjs';
import { firstRowSelector, seedDataDir, signIn, timesToShow } from './screen.mjs';
import { startBenchServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    partners: { type: 'string', default: '10000' },
    data: { type: 'string', default: join(tmpdir(), 'packlight-bench-partners') },
  },
});
const partners = Number(values.partners);
const size = `${partners.toLocaleString('en-US')} partners`;

/** What each route shows first: the list's first row, the form's first field. */
const routes = [
  { path: '/partners', first: 'first row', selector: firstRowSelector },
  { path: '/partners/add-partner', first: 'first field', selector: 'main form input' },
];

const dataDir = join(values.data, String(partners));
await seedDataDir(dataDir, ['--partners', String(partners)]);
const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const browser = await launchChromium();
try {
  const session = await signIn(server.url);
  const rows = [];
  for (const { path, first, selector } of routes) {
    const times = spread(await timesToShow(browser, session, `${server.url}${path}`, { selector }));
    rows.push({
      name: `${path}: navigation to ${first}`,
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
