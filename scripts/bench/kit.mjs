// @ts-check
// What one component of the published kit costs an app: builds @packlight/ui's package (Vite
// library mode, as published), bundles a one-line entry that imports a single component from it
// the way an app's bundler would (minified, tree-shaken, react and react-dom left out because
// every app has them already), and reports the gzip size of that JS plus the kit's stylesheet.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const uiDir = fileURLToPath(new URL('../../packages/ui/', import.meta.url));
const distEntry = join(uiDir, 'dist/index.js');
const reactExternal = /^(react|react-dom)(\/.*)?$/;

/** Builds the kit's dist the way `pnpm --filter @packlight/ui build` does, minus the .d.ts. */
export async function buildKit() {
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: uiDir });
}

/**
 * @param {string} name an export of @packlight/ui
 * @returns {Promise<{ jsGzip: number, cssGzip: number }>} bytes
 */
export async function importCost(name) {
  const dir = await mkdtemp(join(tmpdir(), 'packlight-kit-bench-'));
  try {
    const entry = join(dir, 'entry.js');
    await writeFile(
      entry,
      `import { ${name} } from ${JSON.stringify(distEntry)};\nexport { ${name} };\n`,
    );
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: {
        write: false,
        minify: true,
        modulePreload: false,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rolldownOptions: { external: (id) => reactExternal.test(id) },
      },
    });
    const outputs = Array.isArray(result) ? result : [result];
    let jsGzip = 0;
    for (const output of outputs) {
      if (!('output' in output)) continue;
      for (const file of output.output) {
        if (file.type === 'chunk') jsGzip += gzipSync(file.code).length;
      }
    }
    // The package ships ONE stylesheet that every app imports, whichever components it uses.
    const cssGzip = gzipSync(await readFile(join(uiDir, 'dist/styles.css'))).length;
    return { jsGzip, cssGzip };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Rows for the bench table, for context: one component of the kit has no budget of its own; what
 * an app loads is held by the route budgets (bundle.mjs, enforced in
 * e2e/tests/bundle-budgets.spec.ts), where DataTable's share is counted with everything else.
 * JS plus the kit's one stylesheet, gzip.
 * @returns {Promise<import('./report.mjs').Measurement[]>}
 */
export async function kitMeasurements() {
  await buildKit();
  // Vite's build sets NODE_ENV=production in this process, and every bench started after this one
  // inherits it: their servers and seeds would refuse to run without production's settings.
  const nodeEnv = process.env.NODE_ENV;
  /** @type {import('./report.mjs').Measurement[]} */
  const rows = [];
  try {
    for (const name of ['Button', 'DataTable']) {
      const cost = await importCost(name);
      rows.push({
        name: `@packlight/ui { ${name} } alone: JS ${(cost.jsGzip / 1000).toFixed(1)} + CSS ${(cost.cssGzip / 1000).toFixed(1)} (gzip)`,
        value: (cost.jsGzip + cost.cssGzip) / 1000,
        unit: 'kB',
        budget: null,
      });
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return rows;
}
