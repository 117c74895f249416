// @ts-check
// The travelers list at scale, measured in a real Chromium against the real api-server seeded
// with 1k, 10k and 100k travelers: JS loaded, first row, keystroke and header-click latency, and
// fast typing (10 letters at 30 ms a key: each character on screen at once, the table ending on
// the final query). Each figure is a median beside its budget; the notes give min / median / max,
// since these machines are shared and noisy. A report, not a test.
//
//   pnpm build && node scripts/bench/travelers.mjs [--sizes 1000,10000,100000] [--data DIR]
//
// Each size is seeded once into DIR/<size> (default: the OS temp folder) and reused after.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser.mjs';
import { printReport } from './report.mjs';
import { startBenchServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    data: { type: 'string', default: join(tmpdir(), 'packlight-bench-travelers') },
  },
});
const sizes = values.sizes.split(',').map(Number);
const demo = { email: 'admin@packlight.dev', password: 'packlight-demo' };

/** @typedef {import('playwright').Browser} Browser */
/** @typedef {import('playwright').Page} Page */
/** @typedef {{ token: string, user: { type?: string } }} Session */

/** Seeds DIR/<size> unless it holds data already (the seed command checks). */
function seed(/** @type {number} */ travelers, /** @type {string} */ dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pnpm',
      ['--filter', '@packlight/api-server', 'seed', '--travelers', String(travelers)],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'inherit' },
    );
    child.once('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error('seed'))));
  });
}

/** @returns {Promise<Session>} */
async function signIn(/** @type {string} */ url) {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(demo),
  });
  return (await answer.json()).data;
}

/**
 * A fresh context (cold cache) signed in the way the app keeps a remembered session, with a probe
 * that notes when the first traveler row (a row with a row header, not the loading row) appears.
 */
async function signedInPage(/** @type {Browser} */ browser, /** @type {Session} */ session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(({ token, user }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('auth_user', JSON.stringify(user));
    localStorage.setItem('type', user.type ?? 'admin');
    const probe = /** @type {any} */ (window);
    probe.firstRowAt = null;
    new MutationObserver((_, observer) => {
      // A row header with a name: skeleton rows have row headers too, holding 'Loading...'.
      const header = document.querySelector('table tbody [role="rowheader"], table tbody th');
      if (header?.textContent && !header.textContent.startsWith('Loading')) {
        probe.firstRowAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, session);
  return context.newPage();
}

/** Gzip bytes of every script a page loads, lazy chunks included. */
async function scriptGzip(/** @type {Page} */ page, /** @type {string} */ url) {
  /** @type {Promise<number>[]} */
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

/** Milliseconds from the start of navigation to the first traveler row, one per run. */
async function firstRow(
  /** @type {Browser} */ browser,
  /** @type {Session} */ session,
  /** @type {string} */ url,
  runs = 5,
) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const page = await signedInPage(browser, session);
    await page.goto(`${url}/travelers`, { waitUntil: 'commit' });
    await page.waitForFunction(() => /** @type {any} */ (window).firstRowAt !== null);
    times.push(await page.evaluate(() => /** @type {any} */ (window).firstRowAt));
    await page.context().close();
  }
  return times;
}

/**
 * Runs `act` and measures from its input event (keydown or pointerdown, as the page stamped it)
 * to the frame that shows different rows with nothing loading. The list's own call, if one was
 * made, splits that into the app's part and the server's (request start to response end).
 * Null when the rows did not change within 3 s (a keystroke that matched the same rows).
 */
async function timeUpdate(/** @type {Page} */ page, /** @type {() => Promise<void>} */ act) {
  const done = page.evaluate(
    () =>
      new Promise((resolve) => {
        const body = () => document.querySelector('table tbody')?.textContent;
        const before = body();
        const observer = new MutationObserver(() => {
          if (document.querySelector('[aria-busy="true"]') || body() === before) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now()));
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 3_000);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      }),
  );
  await act();
  const end = /** @type {number | null} */ (await done);
  if (end === null) return null;
  return page.evaluate((end) => {
    const start = /** @type {any} */ (window).inputAt;
    const calls = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/travelers?') && entry.startTime >= start);
    const call = /** @type {PerformanceResourceTiming | undefined} */ (calls.at(-1));
    if (!call) return { total: end - start, before: end - start, server: 0, after: 0 };
    return {
      total: end - start,
      before: call.startTime - start,
      server: call.responseEnd - call.startTime,
      after: end - call.responseEnd,
    };
  }, end);
}

/** Marks the time of each keydown and pointerdown, the start of what a user waits for. */
async function stampInputs(/** @type {Page} */ page) {
  await page.evaluate(() => {
    const probe = /** @type {any} */ (window);
    for (const type of ['keydown', 'pointerdown']) {
      document.addEventListener(type, (event) => (probe.inputAt = event.timeStamp), {
        capture: true,
      });
    }
  });
}

/** Opens /travelers and waits until the first page is shown and nothing loads. */
async function openList(/** @type {Page} */ page, /** @type {string} */ url) {
  await page.goto(`${url}/travelers`);
  await page.locator('table tbody [role="rowheader"], table tbody th').first().waitFor();
  await page
    .locator('[aria-busy="true"]')
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await stampInputs(page);
}

/** Types words into the search box one key at a time, timing each keystroke. */
async function keystrokes(/** @type {Page} */ page, /** @type {string} */ url) {
  await openList(page, url);
  const box = page.getByRole('searchbox', { name: 'Search travelers' });
  const samples = [];
  for (const word of ['maria', 'lee', 'son', '917']) {
    await box.click();
    for (const key of word) {
      samples.push(await timeUpdate(page, () => page.keyboard.press(key)));
    }
    await box.fill('');
    await page.waitForTimeout(300);
    await page
      .locator('[aria-busy="true"]')
      .waitFor({ state: 'detached' })
      .catch(() => {});
  }
  return samples;
}

/**
 * Types a 10-character search at 30 ms a key, as a fast typist does. Per key: keydown to the
 * first frame after the box took the character (a busy main thread shows the letter late). After:
 * whether the table ends on the answer for the whole word, and how many different tables it
 * showed after first showing that answer (a stale page arriving late).
 */
async function fastTyping(
  /** @type {Page} */ page,
  /** @type {string} */ url,
  /** @type {Session} */ session,
  word = 'a.hernande',
) {
  await openList(page, url);
  await page.evaluate(() => {
    const probe = /** @type {any} */ (window);
    probe.keyLags = [];
    probe.tables = [];
    const box = /** @type {HTMLInputElement} */ (document.querySelector('input[type="search"]'));
    let downAt = 0;
    box.addEventListener('keydown', (event) => (downAt = event.timeStamp), { capture: true });
    box.addEventListener('input', () => {
      const at = downAt;
      requestAnimationFrame(() => probe.keyLags.push(performance.now() - at));
    });
    new MutationObserver(() => {
      const table = document.querySelector('table tbody')?.textContent ?? '';
      if (probe.tables.at(-1) !== table) probe.tables.push(table);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('searchbox', { name: 'Search travelers' }).click();
  await page.keyboard.type(word, { delay: 30 });
  await page
    .locator('[aria-busy="true"]')
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.waitForTimeout(1500);
  const answer = await fetch(
    `${url}/api/travelers?search=${encodeURIComponent(word)}&page=1&per_page=10`,
    { headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json' } },
  );
  const names = /** @type {{ data: { name: string }[] }} */ (await answer.json()).data.map(
    (traveler) => traveler.name,
  );
  const seen = await page.evaluate(() => {
    const probe = /** @type {any} */ (window);
    const box = /** @type {HTMLInputElement} */ (document.querySelector('input[type="search"]'));
    return {
      keyLags: /** @type {number[]} */ (probe.keyLags),
      tables: /** @type {string[]} */ (probe.tables),
      typed: box.value,
    };
  });
  const isFinal = (/** @type {string} */ table) =>
    names.length === 0
      ? table.includes('No travelers found')
      : names.every((name) => table.includes(name));
  const firstFinal = seen.tables.findIndex(isFinal);
  return {
    keyLags: seen.keyLags,
    typedAll: seen.typed === word,
    endsOnFinal: firstFinal !== -1 && isFinal(seen.tables.at(-1) ?? ''),
    staleAfter: firstFinal === -1 ? seen.tables.length : seen.tables.length - 1 - firstFinal,
  };
}

/** Clicks the sortable headers through ascending and descending, timing each click. */
async function headerClicks(/** @type {Page} */ page, /** @type {string} */ url) {
  await openList(page, url);
  const samples = [];
  // Every click here shows other rows than the one before it, so the change can be seen.
  for (const header of ['Traveler Name', 'Phone Number', 'Orders', 'Status']) {
    for (let press = 0; press < 2; press++) {
      const column = page.getByRole('columnheader', { name: header });
      samples.push(await timeUpdate(page, () => column.click()));
    }
  }
  return samples;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** 'min / median / max' of the values, in whole milliseconds (or `digits` decimals). */
function spread(/** @type {number[]} */ values, digits = 0) {
  if (values.length === 0) return 'no samples';
  const sorted = [...values].sort((a, b) => a - b);
  const show = (/** @type {number} */ value) => value.toFixed(digits);
  return `${show(sorted[0] ?? 0)} / ${show(median(sorted))} / ${show(sorted.at(-1) ?? 0)}`;
}

/** @typedef {{ total: number, before: number, server: number, after: number }} Sample */

/** Medians of each part: input to request start, the list call, response to painted rows. */
function summarise(/** @type {(Sample | null)[]} */ samples) {
  const seen = /** @type {Sample[]} */ (samples.filter((sample) => sample !== null));
  const of = (/** @type {keyof Sample} */ part) => median(seen.map((sample) => sample[part]));
  const totals = seen.map((sample) => sample.total);
  return {
    total: of('total'),
    min: Math.min(...totals),
    max: Math.max(...totals),
    text: `${seen.length} timed (${samples.length - seen.length} showed the same rows), min / median / max ${spread(seen.map((sample) => sample.total))} ms; medians: input to call ${of('before').toFixed(0)} ms, call ${of('server').toFixed(0)} ms, answer to painted rows ${of('after').toFixed(0)} ms`,
  };
}

const browser = await launchChromium();
/** @type {import('./report.mjs').Measurement[]} */
const rows = [];
/** @type {string[]} */
const notes = [];
try {
  for (const [index, size] of sizes.entries()) {
    const dataDir = join(values.data, String(size));
    await seed(size, dataDir);
    const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const session = await signIn(server.url);
      const label = `${size.toLocaleString('en-US')} travelers`;
      if (index === 0) {
        // The bundle does not depend on the data: measured once.
        const page = await signedInPage(browser, session);
        const travelersJs = await scriptGzip(page, `${server.url}/travelers`);
        await page.context().close();
        const loginPage = await browser.newPage();
        const loginJs = await scriptGzip(loginPage, `${server.url}/login`);
        await loginPage.close();
        rows.push(
          {
            area: 'Travelers screen',
            name: 'JS loaded by /travelers (gzip)',
            value: travelersJs / 1000,
            unit: 'kB',
            budget: 130,
          },
          {
            area: 'Travelers screen',
            name: 'JS loaded by /login (gzip)',
            value: loginJs / 1000,
            unit: 'kB',
            budget: 100,
          },
        );
      }
      const firstRows = await firstRow(browser, session, server.url);
      const page = await signedInPage(browser, session);
      const typing = summarise(await keystrokes(page, server.url));
      const sorting = summarise(await headerClicks(page, server.url));
      const fast = await fastTyping(page, server.url, session);
      await page.context().close();
      const of = { area: 'Travelers screen', size: `${label}` };
      rows.push(
        {
          ...of,
          name: 'navigation to first row (median)',
          value: median(firstRows) / 1000,
          min: Math.min(...firstRows) / 1000,
          max: Math.max(...firstRows) / 1000,
          unit: 's',
          budget: 0.6,
        },
        {
          ...of,
          name: 'keystroke to updated table (median)',
          value: typing.total,
          min: typing.min,
          max: typing.max,
          unit: 'ms',
          budget: 30,
        },
        {
          ...of,
          name: 'header click to re-sorted table (median)',
          value: sorting.total,
          min: sorting.min,
          max: sorting.max,
          unit: 'ms',
          budget: 60,
        },
        {
          ...of,
          name: 'fast typing: keydown to frame, slowest character',
          value: Math.max(0, ...fast.keyLags),
          min: Math.min(...fast.keyLags),
          unit: 'ms',
          budget: 50,
        },
        {
          ...of,
          name: 'fast typing: tables shown after the final query (or not on it)',
          value: fast.staleAfter + (fast.endsOnFinal && fast.typedAll ? 0 : 1),
          unit: '',
          budget: 0,
        },
      );
      notes.push(
        `${label}, first row: min / median / max ${spread(firstRows)} ms over ${firstRows.length} cold loads`,
        `${label}, keystrokes: ${typing.text}`,
        `${label}, header clicks: ${sorting.text}`,
        `${label}, fast typing (10 characters at 30 ms a key): keydown to frame min / median / max ${spread(fast.keyLags)} ms; box holds every character: ${fast.typedAll ? 'yes' : 'NO'}; table ends on the final query: ${fast.endsOnFinal ? 'yes' : 'NO'}; tables shown after it: ${fast.staleAfter}`,
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
console.log(
  `Seeded sizes: ${sizes.map((size) => size.toLocaleString('en-US')).join(', ')} travelers`,
);
printReport(rows);
console.log('\nSpread and where the time goes (the call is request start to response end):');
for (const note of notes) console.log(`- ${note}`);
