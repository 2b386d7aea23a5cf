// The shared ESLint flat config for the Spotless monorepo.
// It encodes the dependency direction of the house style (docs in ../../README.md):
//   1. packages never import apps;        2. api-client has no React and fetches through openapi-fetch only;
//   3. ui imports neither api-client, calendar nor i18next (no data, text through props);
//   4. calendar/engine has no React or DOM; calendar/views may use ui, never api-client;
//   5. in apps/web, features never import each other; they read shared resources from
//      apps/web/src/api, which never imports a feature;
// and no import cycles anywhere (import-x/no-cycle).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { houseStyle } from './house-style.js';

const apps = [
  '@spotless/web',
  '@spotless/web/*',
  '@spotless/mock-server',
  '@spotless/mock-server/*',
];
const appsMessage = 'Packages never import apps (house style, dependency rule 1).';
const react = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-aria-components',
  '@tanstack/*',
];
const i18n = ['i18next', 'react-i18next', 'i18next-*'];
/**
 * The browser's own Temporal, else the polyfill loaded only then (ADR 0019): every date of the app
 * comes from `@spotless/calendar/temporal`, none from the polyfill's module.
 */
const temporal = [
  ['temporal-polyfill', 'temporal-polyfill/*'],
  'Import Temporal from @spotless/calendar/temporal (in the calendar: engine/temporal.ts), which ' +
    'loads temporal-polyfill only where the browser has no Temporal of its own.',
];

/** no-restricted-imports with one message per group of patterns */
const restrict = (...groups) => [
  'error',
  { patterns: groups.map(([group, message]) => ({ group, message })) },
];

const testFiles = ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/*.stories.tsx'];

export const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  // No import cycles, in any workspace (docs/adr/0009). The rule skips type-only imports, which
  // the build erases; third-party modules are not followed (they cannot import ours).
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Dependency direction between the elements of the monorepo.
  {
    plugins: { boundaries },
    settings: {
      // Patterns are relative to the repository, whichever workspace ESLint runs in.
      'boundaries/root-path': fileURLToPath(new URL('../..', import.meta.url)),
      'boundaries/include': ['packages/**', 'apps/**', '.storybook/**'],
      'boundaries/elements': [
        { type: 'api-client', pattern: 'packages/api-client' },
        { type: 'ui', pattern: 'packages/ui' },
        { type: 'calendar-engine', pattern: 'packages/calendar/src/engine' },
        { type: 'calendar-views', pattern: 'packages/calendar/src/views' },
        { type: 'calendar', pattern: 'packages/calendar' },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          capture: ['feature'],
        },
        { type: 'web-api', pattern: 'apps/web/src/api' },
        { type: 'web', pattern: 'apps/web' },
        { type: 'mock-server', pattern: 'apps/mock-server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: {
                element: {
                  types: {
                    anyOf: ['api-client', 'ui', 'calendar', 'calendar-engine', 'calendar-views'],
                  },
                },
              },
              disallow: {
                to: {
                  element: { types: { anyOf: ['web', 'web-feature', 'web-api', 'mock-server'] } },
                },
              },
            },
            {
              from: { element: { type: 'ui' } },
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['api-client', 'calendar', 'calendar-engine', 'calendar-views'],
                    },
                  },
                },
              },
            },
            {
              from: { element: { type: 'calendar-engine' } },
              disallow: { to: { element: { types: { anyOf: ['calendar-views', 'ui'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '!{{from.captured.feature}}' },
                  },
                },
              },
            },
            {
              // The shared reads serve every feature, so they may not depend on one.
              from: { element: { type: 'web-api' } },
              disallow: { to: { element: { type: 'web-feature' } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**'],
    rules: { 'no-restricted-imports': restrict([apps, appsMessage]) },
  },
  {
    files: ['packages/api-client/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': restrict(
        [apps, appsMessage],
        [
          [...react, ...i18n, '@spotless/*'],
          'api-client has no React and no other Spotless package (rule 2).',
        ],
      ),
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': restrict(
        [apps, appsMessage],
        [
          [
            '@spotless/api-client',
            '@spotless/api-client/*',
            '@spotless/calendar',
            '@spotless/calendar/*',
            'openapi-fetch',
            '@tanstack/*',
            'msw',
            'msw/*',
          ],
          'ui fetches no data and imports neither api-client nor calendar (rule 3).',
        ],
        [i18n, 'ui takes its texts through props, never from i18next (rule 3).'],
      ),
    },
  },
  {
    files: ['packages/calendar/src/engine/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': restrict(
        [apps, appsMessage],
        [
          [...react, '@spotless/*'],
          'calendar/engine is pure TypeScript: no React, no DOM, no other package (rule 4).',
        ],
        temporal,
      ),
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'Date'],
    },
  },
  {
    // The one module that loads temporal-polyfill, where the browser has no Temporal of its own.
    files: ['packages/calendar/src/engine/temporal.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [apps, appsMessage],
        [
          [...react, '@spotless/*'],
          'calendar/engine is pure TypeScript: no React, no DOM, no other package (rule 4).',
        ],
      ),
    },
  },
  {
    files: ['packages/calendar/src/views/**'],
    rules: {
      'no-restricted-imports': restrict(
        [apps, appsMessage],
        [
          [
            '@spotless/api-client',
            '@spotless/api-client/*',
            'openapi-fetch',
            '@tanstack/*',
            'msw',
            'msw/*',
          ],
          'calendar/views may use ui, never api-client (rule 4).',
        ],
        [i18n, 'calendar/views take their texts through props (rule 4).'],
        temporal,
      ),
    },
  },
  // Widgets from @spotless/ui in apps/web, props as interfaces, components as function
  // declarations, kebab-case file names (house-style.js).
  ...houseStyle,
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/e2e/**',
      'scripts/**',
      'tools/openapi-gen/**',
      '**/*.config.ts',
    ],
    rules: { 'no-console': 'off' },
  },
];

export default config;
