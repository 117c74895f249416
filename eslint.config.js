import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Dependencies only point down: admin-app -> ui, api-types; api-server -> api-types.
 * ui never imports api-types; api-types imports nothing of ours (docs/architecture.md).
 * @param {string[]} forbidden package names this package may not import
 */
const packagePatterns = (forbidden) =>
  forbidden.map((name) => ({
    group: [name, `${name}/*`],
    message: `Imports flow admin-app -> ui, api-types and api-server -> api-types only: ${name} is out of reach here.`,
  }));

const importsMayNotReach = (forbidden, morePatterns = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...packagePatterns(forbidden), ...morePatterns] },
  ],
});

/**
 * The admin app's areas (docs/architecture.md): a feature never imports another feature nor the
 * app frame; what two areas share lives in src/lib. One block per feature, because a second
 * `no-restricted-imports` block for the same files would replace the package rule, not add to it.
 */
const featuresDir = new URL('./packages/admin-app/src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`packages/admin-app/src/features/${feature}/**`],
  rules: importsMayNotReach(
    ['@packlight/api-server'],
    [
      {
        group: features
          .filter((other) => other !== feature)
          .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]),
        message: 'Features do not import each other: move what both need to src/lib.',
      },
      {
        group: ['**/app/**', '../../app/*'],
        message: 'Features do not import the app frame (src/app); it imports them.',
      },
    ],
  ),
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    // One file-naming scheme (docs/architecture.md): React components and their styles and
    // stories in PascalCase, every other file in kebab-case. Middle extensions (.css, .test,
    // .stories, .d) follow the name they extend.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.config.{ts,js,mjs}', '.storybook/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': '@(+([a-z])*([a-z0-9])*(-+([a-z0-9]))|*([A-Z]*([a-z0-9])))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['packages/api-types/**'],
    rules: importsMayNotReach([
      '@packlight/ui',
      '@packlight/admin-app',
      '@packlight/api-server',
      'react',
      'node:*',
    ]),
  },
  {
    files: ['packages/ui/**'],
    rules: importsMayNotReach([
      '@packlight/api-types',
      '@packlight/admin-app',
      '@packlight/api-server',
    ]),
  },
  {
    files: ['packages/admin-app/**'],
    rules: importsMayNotReach(['@packlight/api-server']),
  },
  ...featureBoundaries,
  {
    files: ['packages/api-server/**'],
    rules: importsMayNotReach(['@packlight/ui', '@packlight/admin-app', 'react']),
  },
);
