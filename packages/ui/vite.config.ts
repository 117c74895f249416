import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// `pnpm --filter @packlight/ui build`: the publishable package. Library mode, ESM only, one
// module per source file (so a bundler drops the components an app does not import), every
// dependency left to the app's bundler, and all of the kit's styles in ONE dist/styles.css.
// Type declarations come from `tsc -p tsconfig.build.json` (see the build script).
const external = [
  ...Object.keys(pkg.peerDependencies),
  ...Object.keys(pkg.dependencies),
  'react/jsx-runtime',
];
const isExternal = (id: string) =>
  external.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  // Relative URLs in styles.css, so the fonts resolve wherever the package is installed.
  base: './',
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    // The fonts are emitted as files (see theme/global.css.ts); nothing is copied from public/.
    copyPublicDir: false,
    lib: {
      // The root, the theme alone (`@packlight/ui/theme`) for an app's own styles, and each
      // locale's messages (`@packlight/ui/locales/fr`), so an app loads only the ones it uses.
      entry: {
        index: fileURLToPath(new URL('src/index.ts', import.meta.url)),
        'theme/index': fileURLToPath(new URL('src/theme/index.ts', import.meta.url)),
        ...Object.fromEntries(
          ['en', 'fr', 'ar'].map((locale) => [
            `locales/${locale}`,
            fileURLToPath(new URL(`src/locales/${locale}.ts`, import.meta.url)),
          ]),
        ),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // A compiled style module (`Button.css.ts`) is plain JS here, its CSS in styles.css. Named
        // `Button.css.js`, an app's own vanilla-extract plugin would take it for a source file and
        // compile it again (and fail), so it ships as `Button.styles.js`.
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js`,
        // The stylesheet keeps the name the exports map promises; fonts go to assets/.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'styles.css'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
