import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';
import { moduleBoundaries } from './tools/eslint/module-boundaries.js';
import { sqlBoundaries } from './tools/eslint/sql-boundaries.js';
import { noWallClockWaits } from './tools/eslint/no-wall-clock-waits.js';

const qadhya = {
  rules: {
    'feature-boundaries': featureBoundaries,
    'module-boundaries': moduleBoundaries,
    'no-wall-clock-waits': noWallClockWaits,
    'sql-boundaries': sqlBoundaries,
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.data-test/**', 'artifacts/**', '**/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, qadhya },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'qadhya/feature-boundaries': 'error',
      // The back office is its own bundle: the shoppers' app never imports it (docs/back-office.md#the-back-office-app).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/admin/src/**', '**/apps/admin/**', '@qadhya/admin', '@qadhya/admin/**'],
              message: 'The back office is its own bundle: the shoppers’ app does not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The back office (apps/admin): browser code, React hooks rules, features kept apart as in the web app (docs/architecture.md#feature-boundaries).
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, qadhya },
    rules: { ...reactHooks.configs.recommended.rules, 'qadhya/feature-boundaries': 'error' },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { qadhya },
    rules: { 'qadhya/module-boundaries': 'error' },
  },
  {
    // Repositories are the only door to SQL (docs/architecture.md#layers); the composition root
    // builds them over the database; seed and cli write the demo data and the first admin
    // directly. No other file is exempt.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/services.ts', 'apps/server/src/seed/**', 'apps/server/src/cli/**'],
    plugins: { qadhya },
    rules: { 'qadhya/sql-boundaries': 'error' },
  },
  {
    // Every test and its helpers (bench/ measures real time on purpose and is not here).
    files: [
      'apps/server/test/**/*.ts',
      'packages/*/test/**/*.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/admin/src/**/*.test.{ts,tsx}',
      'apps/web/e2e/**/*.ts',
      'tools/**/*.test.ts',
    ],
    plugins: { qadhya },
    rules: { 'qadhya/no-wall-clock-waits': 'error' },
  },
);
