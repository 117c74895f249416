import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { routerTreeShaking } from './router-tree-shaking.ts';

/** Modules of @packlight/ui in the core chunk: path fragments under packages/ui/src/components. */
const kitCore = [
  'Button/Button.',
  'Checkbox/Checkbox.',
  'Form/Form.',
  'Notice/Notice.',
  'PasswordField/PasswordField.',
  'Spinner/Spinner.',
  'TextField/TextField.',
  'private/NativeButton',
  'private/cx',
  // Not FieldParts.tsx: React Aria's field parts (and its form validation state) serve the
  // overlay fields, which load after first paint.
  'private/field/NativeFieldParts',
  'private/field/use-native-field',
  'private/field/FieldParts.css',
  'private/field/index',
  'private/focus-ring',
  'private/merge-refs',
  'private/press-host',
  'private/use-controllable-state',
  'private/visually-hidden',
];
/** The app's small modules that every form page shares, in the same chunk for the same reason. */
const appCore = [
  'admin-app/src/lib/forms/form-errors',
  'admin-app/src/lib/forms/use-server-form',
  'admin-app/src/lib/use-page-title',
  'api-types/src/schemas/options',
  // The contract's zod-free parts that the api client and the session check need on every page
  // (lib/fast-contract): left to the contract group, they would bring zod along.
  'api-types/src/endpoint-path',
  'api-types/src/normalise/user-answer',
];
const coreModules = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return (
    path.includes('@vanilla-extract/recipes') ||
    // Vite's helper for import(): every chunk that loads another needs it, the entry first.
    path.includes('vite/preload-helper') ||
    kitCore.some((fragment) => path.includes(`packages/ui/src/components/${fragment}`)) ||
    appCore.some((fragment) => path.includes(`packages/${fragment}`))
  );
};

/**
 * The kit's light pieces that signed-in pages draw (shell, headers, cards, the light triggers of
 * overlays), in one 'kit' chunk, and what lists add in 'kit-lists'. Left to the bundler they were
 * a dozen small files per page, one per set of screens sharing them, which cost kilobytes of gzip
 * over their sum (issue #16). Nothing a page loads after first paint (overlays, charts) and
 * nothing /login draws (100 kB) may be named here.
 */
const kitShell = [
  'AppShell/AppShell.',
  'Avatar/',
  'Breadcrumbs/',
  'Card/',
  'ConfirmDialog/ConfirmDialog.',
  'Dialog/Dialog.',
  'EmptyState/',
  'IconButton/',
  'Inline/',
  'Link/',
  'Menu/Menu.',
  'PageHeader/',
  // Read by the route table (lists' addresses), not only by Pagination.
  'Pagination/page-size-options',
  'RelativeTime/',
  'Select/Select.',
  'Skeleton/',
  'Stack/',
  'StatusBadge/',
  'Toast/toast-queue.',
  'Toast/toaster.',
  'private/use-app-header-offset.',
  'private/use-page-actions-offset.',
  'private/light-trigger.',
  'private/when-idle.',
];
const kitLists = [
  'DataTable/DataTable',
  'DataTable/RowMenu.',
  'DataTable/SkeletonRow.',
  'DataTable/column-classes.',
  'Pagination/Pagination.',
  'PersonCell/',
  'SearchField/',
];
const inKit = (fragments: string[]) => (id: string) => {
  const path = id.replaceAll('\\', '/');
  return fragments.some((fragment) => path.includes(`packages/ui/src/components/${fragment}`));
};

/**
 * The contract's modules most screens need (zod, the endpoint machinery, the session, the
 * header's notifications, the travelers' schemas), in one 'contract' chunk: each screen needs a
 * handful of small modules, which cost more as a dozen files than together. /travelers does not
 * load it before its first paint: its calls are compiled (lib/fast-contract). The areas' own
 * schemas (partners, riders, products, orders, refunds...) are left to the bundler, which puts
 * them with the screens that use them.
 */
const contractModules = [
  'endpoint.',
  'validation-error',
  'form-data',
  'realtime',
  'endpoints/auth',
  'endpoints/notifications',
  'endpoints/params',
  'endpoints/search',
  'endpoints/travelers',
  'endpoints/two-factor',
  'normalise/notification',
  'normalise/search',
  'normalise/user',
  ...['address', 'auth', 'common', 'fields', 'ids', 'list', 'messages', 'notification'].map(
    (name) => `schemas/${name}.`,
  ),
  ...['search', 'traveler', 'two-factor', 'user', 'values'].map((name) => `schemas/${name}.`),
];
const contractCore = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return (
    path.includes('node_modules/zod/') ||
    contractModules.some((fragment) => path.includes(`packages/api-types/src/${fragment}`))
  );
};

/**
 * The app's small helpers that most signed-in screens share (a list's page hook, a record's
 * gate and skeleton, reading an endpoint, saving a file): one chunk rather than five files of
 * a few hundred bytes each, which the partner and rider forms (160 kB budget) could not spare.
 */
const appSharedModules = [
  'data/use-endpoint.',
  'detail/DetailGate.',
  'detail/DetailSkeleton.',
  'detail/route-id.',
  'list/same-rows.',
  'list/use-list-page.',
  'save-file.',
];
const appShared = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return appSharedModules.some((fragment) => path.includes(`admin-app/src/lib/${fragment}`));
};

// In development the api-server runs beside Vite; in production it serves the built app itself.
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/lib/data/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its built-in strings (a search field's "Clear search", a toast's
    // "Close") in 34 languages. The app speaks English only, so those strings follow it
    // instead of the browser's language, and the other 33 stay out of the bundle.
    optimizeLocales.vite({ locales: ['en-US'] }),
    routerTreeShaking(),
  ],
  server: {
    proxy: {
      '/api': apiServer,
      '/storage': apiServer,
      // Demo mode's mail outbox and stand-in sign-in provider pages are served by the api-server.
      '/outbox': apiServer,
      '/demo-oauth': apiServer,
      // The realtime socket (Pusher protocol) lives at /app/{key}; a regex so no route is caught.
      '^/app/': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the kit supports preloads modules natively; the polyfill would be first-paint
    // JS on every page (issue #16) that never runs.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The kit's pieces every page draws (buttons, text fields, checkbox, form, notice)
          // and the app's form helpers travel in one chunk: split file by file they cost more
          // than their sum in gzip's per-file overhead and lost context, which /login (100 kB
          // budget) cannot spare.
          groups: [
            { name: 'core', test: coreModules },
            { name: 'kit', test: inKit(kitShell) },
            { name: 'kit-lists', test: inKit(kitLists) },
            { name: 'contract', test: contractCore },
            // The partner area's call entries and the schemas its forms, profiles and the
            // product screens share, as one file rather than three; not what they import
            // (availability, documents), which the riders' and orders' screens load too.
            {
              name: 'contract-partners',
              test: /packages\/api-types\/src\/(endpoints\/partners|schemas\/(partner|partner-payloads|product))\./,
              includeDependenciesRecursively: false,
            },
            // Not their dependencies (SWR, the HTTP client): captured with them, they would
            // travel in this chunk to pages that need only those.
            { name: 'app-shared', test: appShared, includeDependenciesRecursively: false },
            // The list screens' shared parts (state, body, controls, sort, dates, undo toasts): one
            // file instead of eight of a few hundred bytes, 0.9 kB less on /travelers (130 kB
            // budget) for up to 0.5 kB more on the profiles, which use only some of them (160).
            {
              name: 'app-lists',
              test: /admin-app\/src\/lib\/list\/(ListBody|ListControls|table-sort|undo-toast|undo-plan|UndoMessage|DateCell|use-list-state)\./,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
