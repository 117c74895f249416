import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * Dependencies only point down: admin-app -> ui, api-types; api-server -> api-types.
 * ui never imports api-types; api-types imports nothing of ours (DESIGN.md, "Shape").
 * @param {string[]} forbidden package names this package may not import
 */
const importsMayNotReach = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((name) => ({
        group: [name, `${name}/*`],
        message: `Imports flow admin-app -> ui, api-types and api-server -> api-types only: ${name} is out of reach here.`,
      })),
    },
  ],
});

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
  {
    files: ['packages/api-server/**'],
    rules: importsMayNotReach(['@packlight/ui', '@packlight/admin-app', 'react']),
  },
);
