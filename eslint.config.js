import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';
import { moduleBoundaries } from './tools/eslint/module-boundaries.js';

const qadhya = { rules: { 'feature-boundaries': featureBoundaries, 'module-boundaries': moduleBoundaries } };

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
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { qadhya },
    rules: { 'qadhya/module-boundaries': 'error' },
  },
);
