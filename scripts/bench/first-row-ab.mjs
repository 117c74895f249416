// @ts-check
// Two or more builds of the app compared on one screen's cold first row: one bench server per
// build (each on its own copy of a seeded data folder, with APP_DIST pointing at the build), and
// cold loads taken in turn, one per build per round, so a busy machine slows every build alike.
// Prints each build's median, min and max, and the paired median against the first build (the
// difference within each round). How docs/architecture.md's "First-paint code" table was made.
//
//   node scripts/bench/first-row-ab.mjs --builds base=/tmp/dist-a,plain=/tmp/dist-b \
//     --data /tmp/packlight-bench-travelers/10000 [--path /travelers] [--rounds 10]
//
// Build each variant with `pnpm --filter @packlight/admin-app build` and copy its dist folder
// away; seed the data folder once with travelers.mjs (or partners.mjs, with --path /partners).
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { spread } from './report.mjs';
import { signIn, timesToShow, warmServer } from './screen.mjs';
import { startBenchServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    builds: { type: 'string' },
    data: { type: 'string' },
    path: { type: 'string', default: '/travelers' },
    rounds: { type: 'string', default: '10' },
  },
});
if (!values.builds || !values.data) {
  throw new Error('Give --builds name=dist,name=dist and --data <seeded data folder>.');
}
const seeded = values.data;
const builds = values.builds.split(',').map((pair) => {
  const [name = '', dist = ''] = pair.split('=');
  return { name, dist };
});
const list = values.path.split('?')[0]?.replace(/^\//, '') ?? '';
/** Calls like the screen's, to bring each new server up to speed (screen.mjs `warmServer`). */
const warmUpCalls = [
  '/api/user',
  ...['', 'search=b&', 'search=de&'].map((query) => `/api/${list}?${query}page=1&per_page=10`),
];

/** @type {{ name: string, url: string, session: import('./screen.mjs').Session, stop: () => Promise<void>, times: number[] }[]} */
const servers = [];
try {
  for (const build of builds) {
    // One server per data folder: each build gets its own copy of the seeded one.
    const dataDir = `${seeded}-ab-${build.name}`;
    execFileSync('rm', ['-rf', dataDir]);
    execFileSync('cp', ['-a', seeded, dataDir]);
    const server = await startBenchServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_DIST: build.dist,
    });
    const session = await signIn(server.url);
    await warmServer(server.url, session, warmUpCalls, 10);
    servers.push({ name: build.name, url: server.url, session, stop: server.stop, times: [] });
  }
  const browser = await launchChromium();
  try {
    const load = async (/** @type {(typeof servers)[number]} */ server) =>
      (await timesToShow(browser, server.session, `${server.url}${values.path}`, { runs: 1 }))[0] ??
      0;
    // One untimed load each: Chromium's and each server's first-use costs.
    for (const server of servers) await load(server);
    for (let round = 0; round < Number(values.rounds); round++) {
      // Alternate the order, so no build always goes first.
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        server.times.push(Math.round(await load(server)));
      }
      console.log(
        `round ${round + 1}: ${servers.map((s) => `${s.name} ${s.times.at(-1)} ms`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${values.path}, cold first row over ${values.rounds} rounds:`);
  const [base] = servers;
  for (const server of servers) {
    const { min, median, max } = spread(server.times);
    const paired =
      base && server !== base
        ? `, paired median ${spread(server.times.map((time, i) => time - (base.times[i] ?? 0))).median} ms against ${base.name}`
        : '';
    console.log(`${server.name}: median ${median} ms (min ${min}, max ${max})${paired}`);
  }
} finally {
  for (const server of servers) await server.stop();
}
