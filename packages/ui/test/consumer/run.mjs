// @ts-check
// The published package on its own: packs @packlight/ui as `pnpm publish` would (the prepack
// script builds it), installs the tarball with npm into a fresh Vite + React app OUTSIDE the
// workspace, type-checks and builds that app (a partner's product list in a brand theme it makes
// with the kit's `createTheme` in a `.css.ts` file, compiled by its own vanilla-extract plugin),
// serves the build and drives it in Chromium in English, French and Arabic right to left: the
// table sorts, the detail and confirm dialogs work, the kit writes its words in the page's
// language, the brand's colours, the kit's stylesheet and bundled font apply, and axe finds
// nothing. Nothing here can see the workspace's sources, so a missing file in `files`, a wrong
// `exports` entry or an undeclared dependency fails it.
//
//   node packages/ui/test/consumer/run.mjs            (also run by `vitest run --project ui-package`)
//   KEEP_CONSUMER_APP=1 node packages/ui/test/consumer/run.mjs   keeps the temp app for a look
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
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

/** Where the workspace's axe-core lives: it comes with Storybook's accessibility addon. */
function axeHome() {
  const addon = realpathSync(join(uiDir, '../../node_modules/@storybook/addon-a11y'));
  return join(addon, '../../..');
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
      // The app's own styles (its brand theme) are vanilla-extract files, as the kit's are.
      `@vanilla-extract/vite-plugin@${installedVersion('@vanilla-extract/vite-plugin')}`,
      `@vanilla-extract/css@${installedVersion('@vanilla-extract/css')}`,
      `@types/react@${installedVersion('@types/react')}`,
      `@types/react-dom@${installedVersion('@types/react-dom')}`,
      // For the accessibility check.
      `axe-core@${installedVersion('axe-core', axeHome())}`,
    ],
    appDir,
  ).then(() => step('npm install react, vite, vanilla-extract, typescript'));
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
    'package/dist/locales/en.js',
    'package/dist/locales/fr.js',
    'package/dist/locales/ar.js',
    'package/dist/locales/fr.d.ts',
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

/** Deep imports are closed: only the root, the theme, the locales and the stylesheet resolve. */
async function checkExportsMap(/** @type {string} */ appDir) {
  const probe = `
    const ok = (s) => { try { import.meta.resolve(s); return true } catch { return false } };
    console.log(JSON.stringify({
      root: ok('@packlight/ui'),
      css: ok('@packlight/ui/styles.css'),
      theme: ok('@packlight/ui/theme'),
      french: ok('@packlight/ui/locales/fr'),
      deepDist: ok('@packlight/ui/dist/index.js'),
      deepSrc: ok('@packlight/ui/src/index.ts'),
      deepComponent: ok('@packlight/ui/dist/components/Button/Button.js'),
    }));`;
  const { stdout } = await sh('node', ['--input-type=module', '-e', probe], appDir);
  const result = JSON.parse(stdout);
  const expected = {
    root: true,
    css: true,
    theme: true,
    french: true,
    deepDist: false,
    deepSrc: false,
    deepComponent: false,
  };
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

/** Text as a reader sees it: Intl's narrow and no-break spaces read as spaces. */
const plain = (/** @type {string | null} */ text) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Runs axe on the page as it is; throws with each violation's rule and first target.
 * @param {import('playwright').Page} page
 * @param {string} axeSource
 * @param {string} when
 */
async function expectNoAxeViolations(page, axeSource, when) {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is the global the script tag defines
    const result = await window.axe.run(document);
    return result.violations.map(
      (/** @type {{ id: string, nodes: { target: string[] }[] }} */ v) =>
        `${v.id} at ${v.nodes[0]?.target.join(' ')}`,
    );
  });
  assert(violations.length === 0, `axe (${when}): ${violations.join('; ')}`);
}

/**
 * What each locale must show: the kit's words, the app's, the page's direction.
 * @type {Record<string, { view: string, close: string, summary: string, price: string, dir: string, confirm: string, deleteLabel: string, deleted: string }>}
 */
const locales = {
  'en-US': {
    view: 'View Rain shell',
    close: 'Close',
    summary: 'Showing 1 to 3 of 3 entries',
    price: '€120.00',
    dir: 'ltr',
    deleteLabel: 'Delete listing',
    confirm: 'Yes, delete',
    deleted: 'Deleted Rain shell',
  },
  'fr-FR': {
    view: 'Voir Rain shell',
    close: 'Fermer',
    summary: 'Affichage de 1 à 3 sur 3 entrées',
    price: '120,00 €',
    dir: 'ltr',
    deleteLabel: 'Supprimer l’annonce',
    confirm: 'Oui, supprimer',
    deleted: 'Rain shell supprimé',
  },
  'ar-AE': {
    view: 'عرض Rain shell',
    close: 'إغلاق',
    summary: '',
    price: '',
    dir: 'rtl',
    deleteLabel: 'حذف الإعلان',
    confirm: 'نعم، احذف',
    deleted: 'تم حذف Rain shell',
  },
};

/**
 * Drives the built app in Chromium in each locale; returns what it saw in English.
 * @param {string} distDir
 * @param {string} axePath
 */
async function checkInBrowser(distDir, axePath) {
  const server = /** @type {{ url: string, requested: string[], close: () => Promise<void> }} */ (
    await serve(distDir)
  );
  const axeSource = readFileSync(axePath, 'utf8');
  const browser = await chromium.launch({
    headless: true,
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  /** @type {{ styles: { fontLoaded: boolean }, dialogStyle: object } | undefined} */
  let seenInEnglish;
  try {
    for (const [locale, expected] of Object.entries(locales)) {
      const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
      /** @type {string[]} */
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const before = server.requested.length;
      await page.goto(`${server.url}?locale=${locale}`);
      const table = page.getByRole('table');
      await table.waitFor();
      const where = `${locale}:`;

      const html = await page.evaluate(() => ({
        dir: document.documentElement.dir,
        lang: document.documentElement.lang,
      }));
      assert(
        html.dir === expected.dir && html.lang === locale,
        `${where} <html> ${JSON.stringify(html)}`,
      );

      // The table, named by the page's heading: three rows the app sorts by name.
      const names = () =>
        table.getByRole('rowheader').evaluateAll((cells) => cells.map((c) => c.textContent));
      assert((await table.getByRole('row').count()) === 4, `${where} expected a header and 3 rows`);
      await table.getByRole('columnheader').first().click();
      await page.waitForFunction(() => document.querySelector('th[aria-sort=ascending]') !== null);
      const ascending = await names();
      assert(
        JSON.stringify(ascending) === '["Merino tee","Packing cubes","Rain shell"]',
        `${where} ascending sort gave ${JSON.stringify(ascending)}`,
      );

      // The kit's own words, in the page's language, and the app's prices formatted for it.
      const summary = plain(await page.locator('p[aria-live=polite]').textContent());
      if (expected.summary) assert(summary === expected.summary, `${where} summary "${summary}"`);
      else
        assert(
          summary.startsWith('عرض') && !/[A-Za-z]/.test(summary),
          `${where} summary "${summary}"`,
        );
      const firstPrice = plain(
        await table.getByRole('row').nth(3).getByRole('cell').first().textContent(),
      );
      // A cell carries its column's name too (read out, and shown on phones).
      if (expected.price)
        assert(firstPrice.endsWith(expected.price), `${where} price "${firstPrice}"`);

      // Right to left, the row header (the first column) is at the right of the price.
      const [header, price] = await Promise.all([
        table.getByRole('rowheader').first().boundingBox(),
        table.getByRole('row').nth(1).getByRole('cell').first().boundingBox(),
      ]);
      if (!header || !price) throw new Error(`${where} no table cells`);
      const headerFirst = expected.dir === 'rtl' ? header.x > price.x : header.x < price.x;
      assert(headerFirst, `${where} first column is not at the ${expected.dir} start`);

      await expectNoAxeViolations(page, axeSource, `${locale}, the list`);

      // The detail dialog: opened from the row's button, closed with the kit's Close.
      await page.getByRole('button', { name: expected.view }).click();
      const details = page.getByRole('dialog', { name: 'Rain shell' });
      await details.waitFor();
      await expectNoAxeViolations(page, axeSource, `${locale}, the detail dialog`);
      await details.getByRole('button', { name: expected.close, exact: true }).click();
      await details.waitFor({ state: 'detached' });

      // The confirm dialog: it confirms, closes and reports.
      await page.getByRole('button', { name: expected.deleteLabel }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      const dialogStyle = await confirm.evaluate((element) => {
        const modal = /** @type {HTMLElement} */ (element.parentElement);
        const overlay = /** @type {HTMLElement} */ (modal.parentElement);
        return {
          background: getComputedStyle(modal).backgroundColor,
          radius: getComputedStyle(modal).borderTopLeftRadius,
          overlay: getComputedStyle(overlay).backgroundColor,
        };
      });
      // The brand's larger radius (16px) on the kit's modal, over the kit's dimming overlay.
      assert(
        dialogStyle.background === 'rgb(255, 255, 255)' &&
          dialogStyle.radius === '16px' &&
          dialogStyle.overlay === 'rgba(16, 24, 40, 0.5)',
        `${where} dialog not styled by the kit and brand: ${JSON.stringify(dialogStyle)}`,
      );
      await confirm.getByRole('button', { name: expected.confirm }).click();
      await confirm.waitFor({ state: 'detached' });
      const status = await page.getByRole('status').textContent();
      assert(status === expected.deleted, `${where} after confirm, status reads ${status}`);

      if (locale === 'en-US') {
        // English ships no other locale: its page never asked for the French or Arabic words.
        const loaded = server.requested.slice(before);
        const strays = loaded.filter((path) => /\/(fr|ar)-[\w-]+\.js$/.test(path));
        assert(strays.length === 0, `the English page loaded ${strays.join(', ')}`);
        seenInEnglish = { dialogStyle, ...(await brandStyles(page, server)) };
      }
      assert(errors.length === 0, `${where} errors in the page:\n${errors.join('\n')}`);
      await page.close();
    }
    if (!seenInEnglish) throw new Error('the English page was not checked');
    return seenInEnglish;
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Styled by the kit in the app's brand: the brand's text and primary colours, the table's own
 * rules, the kit's bundled font.
 * @param {import('playwright').Page} page
 * @param {{ requested: string[] }} server
 */
async function brandStyles(page, server) {
  await page.evaluate(() => document.fonts.ready);
  const styles = await page.evaluate(() => {
    const button = /** @type {HTMLElement} */ (
      document.querySelector('button[data-testid=delete]')
    );
    const header = /** @type {HTMLElement} */ (document.querySelector('th'));
    const body = getComputedStyle(document.body);
    // The brand's class on <body> and the compiled rule behind it (from the app's brand.css.ts):
    // a class selector that sets a token to the brand's primary colour.
    const brandRule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (rule) =>
          rule instanceof CSSStyleRule &&
          /^\.[\w-]+$/.test(rule.selectorText) &&
          document.body.classList.contains(rule.selectorText.slice(1)) &&
          /:\s*#00664f\b/i.test(rule.style.cssText),
      );
    return {
      bodyClass: document.body.className,
      brandRule: brandRule ? /** @type {CSSStyleRule} */ (brandRule).selectorText : null,
      inlineStyle: document.body.getAttribute('style'),
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
  // Made with the kit's createTheme by the app's vanilla-extract build: a compiled class, and
  // nothing set on <body> at run time.
  assert(
    styles.brandRule !== null,
    `no compiled brand theme rule for <body class="${styles.bodyClass}">`,
  );
  assert(styles.inlineStyle === null, `<body> has inline styles: ${styles.inlineStyle}`);
  assert(
    styles.bodyBackground === 'rgb(255, 255, 255)',
    `body background ${styles.bodyBackground}`,
  );
  // The brand's text (#1d2420) and primary (#00664f), not the kit's light theme.
  assert(styles.bodyColor === 'rgb(29, 36, 32)', `body colour ${styles.bodyColor}`);
  assert(styles.buttonBackground === 'rgb(0, 102, 79)', `button: ${styles.buttonBackground}`);
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
  return { styles };
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
    const seen = await checkInBrowser(
      join(appDir, 'dist'),
      join(appDir, 'node_modules/axe-core/axe.min.js'),
    );
    step('Chromium: English, French and Arabic right to left, brand theme, axe');
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
