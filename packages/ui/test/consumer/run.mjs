// @ts-check
// The published package on its own: packs @packlight/ui as `pnpm publish` would (the prepack
// script builds it), installs the tarball with npm into a fresh Vite + React app OUTSIDE the
// workspace, type-checks and builds that app, serves the build and drives it in Chromium: a
// DataTable sorts, a ConfirmDialog opens and confirms, the kit's stylesheet and bundled font
// apply. Nothing here can see the workspace's sources, so a missing file in `files`, a wrong
// `exports` entry or an undeclared dependency fails it.
//
//   node packages/ui/test/consumer/run.mjs            (also run by `vitest run --project ui-package`)
//   KEEP_CONSUMER_APP=1 node packages/ui/test/consumer/run.mjs   keeps the temp app for a look
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../../../scripts/chromium.mjs';

const run = promisify(execFile);
const uiDir = fileURLToPath(new URL('../../', import.meta.url));
const fixtureDir = fileURLToPath(new URL('./app/', import.meta.url));

/**
 * The version the workspace resolved, so npm installs what the kit was tested with.
 * @param {string} name
 * @param {string} [from] the workspace package whose node_modules to look in
 */
function installedVersion(name, from = uiDir) {
  const manifest = join(from, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
async function sh(command, args, cwd) {
  try {
    return await run(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
  } catch (error) {
    const failure = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`,
      { cause: error },
    );
  }
}

const npmInstall = ['install', '--prefer-offline', '--no-package-lock', '--no-audit', '--no-fund'];

/**
 * @param {string} appDir
 * @param {(label: string) => void} step
 */
async function packAndInstall(appDir, step) {
  const packDir = join(appDir, '.pack');
  // pnpm pack turns `catalog:` ranges into versions and applies publishConfig (the dist exports).
  const packing = sh('pnpm', ['pack', '--pack-destination', packDir], uiDir).then(async () => {
    step('pnpm pack (builds the kit)');
    const [tarball] = (await readdir(packDir)).filter((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`pnpm pack left no tarball in ${packDir}`);
    return join(packDir, tarball);
  });
  // Meanwhile npm installs the app's own tooling, so the kit's install only adds the kit.
  const tooling = sh(
    'npm',
    [
      ...npmInstall,
      `react@${installedVersion('react')}`,
      `react-dom@${installedVersion('react-dom')}`,
      `vite@${installedVersion('vite')}`,
      `@vitejs/plugin-react@${installedVersion('@vitejs/plugin-react', join(uiDir, '../..'))}`,
      `typescript@${installedVersion('typescript')}`,
      `@types/react@${installedVersion('@types/react')}`,
      `@types/react-dom@${installedVersion('@types/react-dom')}`,
    ],
    appDir,
  ).then(() => step('npm install react, vite, typescript'));
  const [tarball] = await Promise.all([packing, tooling]);
  await sh('npm', [...npmInstall, tarball], appDir);
  step('npm install the tarball');
  return tarball;
}

/** What the tarball holds: the built files, not the sources. */
async function checkTarball(/** @type {string} */ tarball, /** @type {string} */ appDir) {
  const { stdout } = await sh('tar', ['-tzf', tarball], appDir);
  const files = stdout.split('\n').filter(Boolean);
  const must = [
    'package/dist/index.js',
    'package/dist/index.d.ts',
    'package/dist/styles.css',
    'package/README.md',
    'package/CHANGELOG.md',
  ];
  for (const file of must) if (!files.includes(file)) throw new Error(`tarball lacks ${file}`);
  if (!files.some((file) => /^package\/dist\/assets\/inter-.*\.woff2$/.test(file)))
    throw new Error('tarball lacks the bundled Inter woff2 files');
  const stray = files.filter((file) => /^package\/(src|test|node_modules)\//.test(file));
  if (stray.length) throw new Error(`tarball ships sources or tests: ${stray.join(', ')}`);
  const manifest = JSON.parse(
    readFileSync(join(appDir, 'node_modules/@packlight/ui/package.json'), 'utf8'),
  );
  const text = JSON.stringify(manifest);
  if (text.includes('catalog:') || text.includes('workspace:'))
    throw new Error(`published package.json still has workspace protocols: ${text}`);
  return { files: files.length, manifest };
}

/** Deep imports are closed: only "." and "./styles.css" resolve. */
async function checkExportsMap(/** @type {string} */ appDir) {
  const probe = `
    const ok = (s) => { try { import.meta.resolve(s); return true } catch { return false } };
    console.log(JSON.stringify({
      root: ok('@packlight/ui'),
      css: ok('@packlight/ui/styles.css'),
      deepDist: ok('@packlight/ui/dist/index.js'),
      deepSrc: ok('@packlight/ui/src/index.ts'),
      deepComponent: ok('@packlight/ui/dist/components/Button/Button.js'),
    }));`;
  const { stdout } = await sh('node', ['--input-type=module', '-e', probe], appDir);
  const result = JSON.parse(stdout);
  const expected = { root: true, css: true, deepDist: false, deepSrc: false, deepComponent: false };
  if (JSON.stringify(result) !== JSON.stringify(expected))
    throw new Error(`exports map: expected ${JSON.stringify(expected)}, got ${stdout}`);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/** A static server for the app's dist, on a free loopback port. */
function serve(/** @type {string} */ root) {
  /** @type {string[]} */
  const requested = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requested.push(path);
    let file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    response.writeHead(200, {
      'content-type': types[/** @type {keyof typeof types} */ (extname(file))] ?? 'text/plain',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        requested,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/** @param {boolean} condition @param {string} message */
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Drives the built app in Chromium; returns what it saw. */
async function checkInBrowser(/** @type {string} */ distDir) {
  const server = /** @type {{ url: string, requested: string[], close: () => Promise<void> }} */ (
    await serve(distDir)
  );
  const browser = await chromium.launch({
    headless: true,
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(server.url);
    const table = page.getByRole('table', { name: 'Listings' });
    await table.waitFor();

    // DataTable: three rows, sorted by the app when a header is pressed.
    const names = () =>
      table.getByRole('rowheader').evaluateAll((cells) => cells.map((c) => c.textContent));
    assert((await table.getByRole('row').count()) === 4, 'DataTable: expected a header and 3 rows');
    assert(
      JSON.stringify(await names()) === '["Rain shell","Merino tee","Packing cubes"]',
      `DataTable: unexpected initial order ${JSON.stringify(await names())}`,
    );
    const nameHeader = table.getByRole('columnheader', { name: /Item/ });
    await nameHeader.click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort=ascending]') !== null);
    const ascending = await names();
    assert(
      JSON.stringify(ascending) === '["Merino tee","Packing cubes","Rain shell"]',
      `DataTable: ascending sort gave ${JSON.stringify(ascending)}`,
    );
    await nameHeader.click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort=descending]') !== null);
    const descending = await names();
    assert(
      JSON.stringify(descending) === '["Rain shell","Packing cubes","Merino tee"]',
      `DataTable: descending sort gave ${JSON.stringify(descending)}`,
    );

    // Styled by the kit: the theme class, the table's own rules, the primary button, the font.
    await page.evaluate(() => document.fonts.ready);
    const styles = await page.evaluate(() => {
      const button = /** @type {HTMLElement} */ (
        document.querySelector('button[data-testid=delete]')
      );
      const header = /** @type {HTMLElement} */ (document.querySelector('th'));
      const body = getComputedStyle(document.body);
      return {
        bodyFont: body.fontFamily,
        bodyBackground: body.backgroundColor,
        bodyColor: body.color,
        buttonBackground: getComputedStyle(button).backgroundColor,
        buttonRadius: getComputedStyle(button).borderTopLeftRadius,
        headerWeight: getComputedStyle(header).fontWeight,
        fontLoaded: document.fonts.check('16px "Packlight Inter"'),
        fontFaces: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
      };
    });
    assert(styles.bodyFont.startsWith('"Packlight Inter"'), `body font: ${styles.bodyFont}`);
    assert(
      styles.bodyBackground === 'rgb(255, 255, 255)',
      `body background ${styles.bodyBackground}`,
    );
    assert(styles.bodyColor === 'rgb(27, 31, 36)', `body colour ${styles.bodyColor}`);
    // lightTheme's `primary` (#0a5bb5) on the primary button.
    assert(styles.buttonBackground === 'rgb(10, 91, 181)', `button: ${styles.buttonBackground}`);
    assert(styles.buttonRadius !== '0px', 'button has no radius: kit CSS missing');
    assert(Number(styles.headerWeight) >= 500, `table header weight ${styles.headerWeight}`);
    assert(
      styles.fontLoaded && styles.fontFaces.includes('Packlight Inter'),
      `bundled font not loaded: ${JSON.stringify(styles.fontFaces)}`,
    );
    assert(
      server.requested.some((path) => path.endsWith('.woff2')),
      'the bundled woff2 was never requested from the app',
    );

    // ConfirmDialog: opens from a button, confirms, closes, and reports the confirmation.
    await page.getByRole('button', { name: 'Delete listing' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete listing?' });
    await dialog.waitFor();
    // The dialog sits in the kit's modal (a white card with a radius) over its dimming overlay.
    const dialogStyle = await dialog.evaluate((element) => {
      const modal = /** @type {HTMLElement} */ (element.parentElement);
      const overlay = /** @type {HTMLElement} */ (modal.parentElement);
      return {
        background: getComputedStyle(modal).backgroundColor,
        radius: getComputedStyle(modal).borderTopLeftRadius,
        overlay: getComputedStyle(overlay).backgroundColor,
      };
    });
    assert(
      dialogStyle.background === 'rgb(255, 255, 255)' &&
        dialogStyle.radius !== '0px' &&
        dialogStyle.overlay === 'rgba(16, 24, 40, 0.5)',
      `dialog not styled by the kit: ${JSON.stringify(dialogStyle)}`,
    );
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = await page.getByRole('status').textContent();
    assert(status === 'Deleted Rain shell', `after confirm, status reads ${status}`);

    assert(errors.length === 0, `errors in the page:\n${errors.join('\n')}`);
    return { styles, dialogStyle };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The whole check. Throws on the first failure.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function runConsumerTest({ log = console.log } = {}) {
  const started = Date.now();
  /** @type {Record<string, number>} seconds since the start at which each step was done */
  const timings = {};
  const step = (/** @type {string} */ label) => {
    timings[label] = (Date.now() - started) / 1000;
    log(`  ${label}: done at ${timings[label].toFixed(1)} s`);
  };
  const appDir = await mkdtemp(join(tmpdir(), 'packlight-ui-consumer-'));
  try {
    await cp(fixtureDir, appDir, { recursive: true });
    await writeFile(
      join(appDir, 'package.json'),
      JSON.stringify({ name: 'packlight-ui-consumer', private: true, type: 'module' }, null, 2),
    );
    // Packing and the npm install of the app's tooling run side by side.
    const tarball = await packAndInstall(appDir, step);
    const contents = await checkTarball(tarball, appDir);
    await checkExportsMap(appDir);
    step('tarball contents and exports map');
    await sh('node', ['node_modules/typescript/bin/tsc', '-p', '.'], appDir);
    step('tsc against the published .d.ts');
    await sh('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], appDir);
    step('vite build of the app');
    const seen = await checkInBrowser(join(appDir, 'dist'));
    step('Chromium: DataTable sorts, ConfirmDialog confirms, styles apply');
    return {
      seconds: (Date.now() - started) / 1000,
      timings,
      tarballFiles: contents.files,
      version: contents.manifest.version,
      seen,
    };
  } finally {
    if (process.env.KEEP_CONSUMER_APP) log(`  app kept in ${appDir}`);
    else await rm(appDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runConsumerTest().then(
    (result) => console.log(`consumer test passed in ${result.seconds.toFixed(1)} s`),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
