// @ts-check
// The travelers list at scale, measured in a real Chromium against the real api-server seeded
// with 1k, 10k and 100k travelers: first row (nothing cached, and with the app's files cached),
// keystroke and header-click latency, and fast typing (10 letters at 30 ms a key: each character
// on screen at once, the table ending on the final query). Each figure is a median beside its
// budget; the notes give min / median / max, since these machines are shared and noisy. A report,
// not a test. Each new server first answers a few hundred calls like the screen's (screen.mjs
// `warmServer`), so the figures are a server's in use.
//
//   pnpm build && node scripts/bench/travelers.mjs [--sizes 1000,10000,100000] [--data DIR]
//
// Each size is seeded once into DIR/<size> (default: the OS temp folder) and reused after.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { printReport, spread as spreadOf } from './report.mjs';
import { seedDataDir, signIn, signedInContext, timesToShow, warmServer } from './screen.mjs';
import { startBenchServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    data: { type: 'string', default: join(tmpdir(), 'packlight-bench-travelers') },
  },
});
const sizes = values.sizes.split(',').map(Number);

/** @typedef {import('playwright').Page} Page */
/** @typedef {import('./screen.mjs').Session} Session */

/**
 * Runs `act` and measures what a person waits for: from its input event (keydown or pointerdown,
 * as the page stamped it) to the first frame from which the table's body AND its footer ('Showing
 * X to Y of Z entries') show what they settle on. A page waits until nothing is busy and nothing
 * has changed for 500 ms to know what that is. The list's last call, if one was made, splits the
 * time into the app's part and the server's (request start to response end). Null when neither
 * changed (a keystroke that matched the same rows and count).
 */
async function timeUpdate(/** @type {Page} */ page, /** @type {() => Promise<void>} */ act) {
  await page.evaluate(() => {
    // The browser keeps 250 resource entries a page; a list page's files, avatars and calls fill
    // them after a few samples, and a call not listed splits nothing (its server time read as 0).
    performance.clearResourceTimings();
    const probe = /** @type {any} */ (window);
    const shown = () => ({
      body: document.querySelector('table tbody')?.textContent ?? '',
      footer:
        [...document.querySelectorAll('[aria-live]')]
          .map((node) => node.textContent ?? '')
          .find((text) => text.startsWith('Showing')) ?? '',
    });
    probe.frames = [];
    probe.observer?.disconnect();
    probe.observer = new MutationObserver(() => {
      const frame = { ...shown(), at: 0 };
      probe.frames.push(frame);
      requestAnimationFrame(() => (frame.at = performance.now()));
    });
    probe.observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    probe.shown = shown;
  });
  await act();
  await settled(page);
  return page.evaluate(() => {
    const probe = /** @type {any} */ (window);
    probe.observer.disconnect();
    const start = probe.inputAt;
    const final = probe.shown();
    /** @type {{ body: string, footer: string, at: number }[]} */
    const frames = probe.frames;
    const same = (/** @type {{ body: string, footer: string }} */ frame) =>
      frame.body === final.body && frame.footer === final.footer;
    let first = frames.length;
    for (let frame = frames[first - 1]; frame && same(frame); frame = frames[first - 1]) first--;
    const end = frames[first]?.at;
    if (frames.length === 0 || first === frames.length || !end) return null;
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
  });
}

/** Waits until nothing on the page is busy and the DOM has not changed for 500 ms (or 5 s). */
async function settled(/** @type {Page} */ page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const probe = /** @type {any} */ (window);
        const giveUp = performance.now() + 5_000;
        const check = () => {
          const last = probe.frames.at(-1)?.at ?? 0;
          const quiet = performance.now() - last >= 500;
          const busy = document.querySelector('[aria-busy="true"]');
          if ((quiet && !busy) || performance.now() > giveUp) resolve(undefined);
          else setTimeout(check, 50);
        };
        setTimeout(check, 50);
      }),
  );
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

/**
 * The words typed, a key at a time, for the keystroke figure: the densest first letters ('a',
 * 'an'), names, a surname fragment and phone digits, ~30 keystrokes in all, so one slow sample on
 * a busy machine moves the median little.
 */
const timedWords = ['ander', 'maria', 'lee', 'son', '917', 'pat', 'ken', 'hal', '55'];

/** The list calls the screen makes (other searches than the timed ones), to warm the server. */
const warmUpCalls = [
  '/api/user',
  '/api/travelers?page=1&per_page=10',
  ...['b', 'bo', 'c', 'ca', 'd', 'de', 'e', '42'].map(
    (search) => `/api/travelers?search=${search}&page=1&per_page=10`,
  ),
  ...['email', 'country', 'created_at', 'last_active'].map(
    (sort) => `/api/travelers?sort=${sort}&dir=asc&page=1&per_page=10`,
  ),
];

/** Types words into the search box one key at a time, timing each keystroke. */
async function keystrokes(/** @type {Page} */ page, /** @type {string} */ url) {
  await openList(page, url);
  const box = page.getByRole('searchbox', { name: 'Search travelers' });
  const samples = [];
  for (const word of timedWords) {
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

const median = (/** @type {number[]} */ values) => spreadOf(values).median;

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
    text: `${seen.length} timed (${samples.length - seen.length} showed the same rows and count), min / median / max ${spread(seen.map((sample) => sample.total))} ms; medians: input to call ${of('before').toFixed(0)} ms, call ${of('server').toFixed(0)} ms, answer to settled table and footer ${of('after').toFixed(0)} ms`,
  };
}

const browser = await launchChromium();
/** @type {import('./report.mjs').Measurement[]} */
const rows = [];
/** @type {string[]} */
const notes = [];
try {
  for (const size of sizes) {
    const dataDir = join(values.data, String(size));
    await seedDataDir(dataDir, ['--travelers', String(size)]);
    const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const session = await signIn(server.url);
      await warmServer(server.url, session, warmUpCalls);
      const label = `${size.toLocaleString('en-US')} travelers`;
      const firstRows = await timesToShow(browser, session, `${server.url}/travelers`);
      const cachedRows = await timesToShow(browser, session, `${server.url}/travelers`, {
        cached: true,
      });
      const page = await (await signedInContext(browser, session)).newPage();
      const typing = summarise(await keystrokes(page, server.url));
      const sorting = summarise(await headerClicks(page, server.url));
      const fast = await fastTyping(page, server.url, session);
      await page.context().close();
      const of = { area: 'Travelers screen', size: `${label}` };
      /** A first-row figure in seconds, from its loads' milliseconds. */
      const firstRow = (/** @type {string} */ name, /** @type {number[]} */ times) => ({
        ...of,
        name: `navigation to first row, ${name} (median)`,
        value: median(times) / 1000,
        min: Math.min(...times) / 1000,
        max: Math.max(...times) / 1000,
        unit: 's',
        budget: 0.6,
      });
      rows.push(
        firstRow('nothing cached', firstRows),
        firstRow('app files cached', cachedRows),
        {
          ...of,
          name: 'keystroke to settled table and footer (median)',
          value: typing.total,
          min: typing.min,
          max: typing.max,
          unit: 'ms',
          budget: 40,
        },
        {
          ...of,
          name: 'header click to settled table and footer (median)',
          value: sorting.total,
          min: sorting.min,
          max: sorting.max,
          unit: 'ms',
          budget: 50,
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
        `${label}, first row: min / median / max ${spread(firstRows)} ms over ${firstRows.length} cold loads, ${spread(cachedRows)} ms over ${cachedRows.length} loads with the app's files cached`,
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
