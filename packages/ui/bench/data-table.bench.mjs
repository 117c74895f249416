// @ts-check
// How long DataTable takes to show another page of rows, a re-sorted one, or a row's checkbox
// ticked, in Chromium, beside its budget (`budgets` below). Builds data-table.page.tsx for
// production (React's production build, as the app ships it), serves it, and times each change
// from the state update to React's commit ('render+commit') and to the painted frame (React plus
// style, layout and paint). The render+commit budgets are the kit's own; the painted frame of a new
// 10-row page is what a person waits for, and has the app's budget (`paintedBudgets`). Other
// painted frames are shown for context.
// A report, not a test: these machines are shared and noisy, so read the min beside the median.
//
//   node packages/ui/bench/data-table.bench.mjs [--runs 40] [--sizes 10,50]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { printReport, spread } from '../../../scripts/bench/report.mjs';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    sizes: { type: 'string', default: '10,50' },
  },
});
const runs = Number(values.runs);
const sizes = values.sizes.split(',').map(Number);
const warmup = 10;

const uiDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'packlight-datatable-bench-'));

await build({
  configFile: false,
  logLevel: 'warn',
  root: uiDir,
  mode: 'production',
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    copyPublicDir: false,
    rolldownOptions: { input: join(uiDir, 'bench/data-table.page.tsx') },
  },
});
/** @type {Record<string, { file: string, css?: string[], isEntry?: boolean }>} */
const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('the bench page was not built');
await writeFile(
  join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DataTable bench</title>${(
    entry.css ?? []
  )
    .map((href) => `<link rel="stylesheet" href="/${href}">`)
    .join('')}</head><body><script type="module" src="/${entry.file}"></script></body></html>`,
);

const server = await preview({
  configFile: false,
  logLevel: 'warn',
  root: uiDir,
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1' },
});
const url = server.resolvedUrls?.local[0];
const browser = await chromium.launch({
  headless: true,
  executablePath: chromiumExecutable(),
  args: chromiumArgs,
});

/** @typedef {{ react: number, frame: number }} Timing */
/** @typedef {import('playwright').Page} Page */

/**
 * Runs `step(page, i)` warmup + runs times and keeps the timed ones.
 * @param {Page} page
 * @param {(page: Page, i: number) => Promise<Timing>} step
 */
async function series(page, step) {
  /** @type {Timing[]} */
  const timings = [];
  for (let i = 0; i < warmup + runs; i += 1) {
    const timing = await step(page, i);
    if (i >= warmup) timings.push(timing);
  }
  return timings;
}

const directions = /** @type {const} */ (['ascending', 'descending']);
const sortColumns = ['name', 'phone', 'orders', 'status'];

/**
 * The budget of each scenario for a page of `rows`: a new page (a header click brings one too)
 * redraws every row; a tick or the arrow alone redraws the rows that changed.
 * @type {Record<string, (rows: number) => number>}
 */
const budgets = {
  'next page (new rows)': (rows) => (rows <= 10 ? 8 : 25),
  'header click (sort + new rows)': (rows) => (rows <= 10 ? 8 : 25),
  'select one row': () => 4,
  'sort arrow only (same rows)': () => 4,
};

/**
 * Painted-frame budgets, where one is set: a new 10-row page, as the travelers screen shows it.
 * @type {Record<string, (rows: number) => number | null>}
 */
const paintedBudgets = {
  'next page (new rows)': (rows) => (rows <= 10 ? 12 : null),
};

/** @type {import('../../../scripts/bench/report.mjs').Measurement[]} */
const report = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(/** @type {string} */ (url));
  await page.waitForFunction(() => 'dataTableBench' in window);

  /** @type {[string, (page: Page, size: number, i: number) => Promise<Timing>][]} */
  const scenarios = [
    [
      'next page (new rows)',
      (page, size, i) =>
        page.evaluate(([s, n]) => window.dataTableBench.nextPage(s, n), [size, i + 1]),
    ],
    [
      'header click (sort + new rows)',
      (page, size, i) =>
        page.evaluate(
          ([s, column, direction]) =>
            window.dataTableBench.sortBy(
              Number(s),
              String(column),
              /** @type {'ascending' | 'descending'} */ (direction),
            ),
          [size, sortColumns[i % sortColumns.length], directions[Math.floor(i / 4) % 2]],
        ),
    ],
    [
      'select one row',
      (page, _size, i) => page.evaluate((n) => window.dataTableBench.toggleRow(n), i),
    ],
    [
      'sort arrow only (same rows)',
      (page, _size, i) =>
        page.evaluate(
          ([column, direction]) =>
            window.dataTableBench.sortArrow(
              column,
              /** @type {'ascending' | 'descending'} */ (direction),
            ),
          [sortColumns[i % sortColumns.length], directions[Math.floor(i / 4) % 2]],
        ),
    ],
  ];

  for (const size of sizes) {
    for (const [scenario, step] of scenarios) {
      await page.evaluate((s) => window.dataTableBench.reset(s), size);
      const shown = await page.evaluate(() => window.dataTableBench.rowCount());
      if (shown !== size) throw new Error(`expected ${size} rows, saw ${shown}`);
      const timings = await series(page, (p, i) => step(p, size, i));
      const budget = /** @type {(rows: number) => number} */ (budgets[scenario])(size);
      const paintedBudget = paintedBudgets[scenario]?.(size) ?? null;
      for (const [measure, key] of /** @type {const} */ ([
        ['render+commit', 'react'],
        ['to painted frame', 'frame'],
      ])) {
        const { min, median, max } = spread(timings.map((timing) => timing[key]));
        report.push({
          name: `DataTable ${scenario}, ${measure}`,
          size: `${size} rows`,
          value: median,
          min,
          max,
          unit: 'ms',
          budget: key === 'react' ? budget : paintedBudget,
        });
      }
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  await rm(outDir, { recursive: true, force: true });
}

console.error(`DataTable in Chromium, production React, ${runs} runs each (ms):`);
printReport(report);
