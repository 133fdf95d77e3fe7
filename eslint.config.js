// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

import boundaries from '@boundaries/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { CONTRACT, ROOT_CONFIGS, WINGS } from './lint/wings.js';

/**
 * Where code runs, kept true by its imports (the wings and their reasons: lint/wings.js).
 * Every import is resolved to a file first, so `@/`, `~/` and relative imports are judged
 * alike; a file no wing claims is refused, so a new folder starts closed.
 */
/** @type {import('typescript-eslint').ConfigWithExtends} */
const houseRules = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries, 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'boundaries/elements': [
      { type: 'contract', pattern: CONTRACT, partialMatch: false },
      // The deepest folder first: a file belongs to the narrowest wing that claims it (server/http before server).
      ...WINGS.flatMap((wing) => wing.folders.map((pattern) => ({ type: wing.name, pattern, partialMatch: false }))).sort(
        (a, b) => b.pattern.split('/').length - a.pattern.split('/').length,
      ),
    ],
    'boundaries/include': ['**/*.{ts,tsx,js,mjs}'],
    'boundaries/ignore': ROOT_CONFIGS,
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/no-unknown-dependencies': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: 'The {{from.type}} wing may not import the {{to.type}} wing: lint/wings.js says what each wing may import, and why',
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          ...WINGS.map((wing) => ({
            from: { element: { type: wing.name } },
            allow: {
              to: {
                element: {
                  types: {
                    anyOf: [...wing.imports, ...(wing.imports.includes('shared') ? ['contract'] : [])],
                  },
                },
              },
            },
          })),
        ],
      },
    ],
    // Value imports never run in a loop (type imports may point both ways).
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.wxt/', '.tmp/', 'server/.build/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      // Unused arguments are fine when a signature is fixed; unused bindings are not.
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', ignoreRestSiblings: true }],
      // TypeScript checks undefined names better than this rule can.
      'no-undef': 'off',
      // `.only` must never reach the main branch.
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'Run the whole suite.' },
        { object: 'test', property: 'only', message: 'Run the whole suite.' },
        { object: 'describe', property: 'only', message: 'Run the whole suite.' },
      ],
    },
  },
  houseRules,
  {
    // A promise is awaited, handled, or let go on purpose with `void`: a failure nobody handles
    // is a failure nobody sees (lib/background/problems keeps those of work done on the side).
    // These rules need the types, which the project service reads from tsconfig.json.
    // The extension's code, where work is let go on the side; the server and tests are left to tsc.
    files: ['{lib,components,entrypoints}/**/*.{ts,tsx}'],
    // Their own program (tsconfig.lint.json): the types of the extension alone, not of the server and tests, read in half the time.
    languageOptions: { parserOptions: { project: './tsconfig.lint.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The server's SQL lives in its stores; the layers above call store functions.
    files: ['server/{handlers,http,rules}/**', 'server/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(prepare|exec|pragma|transaction)$/][callee.object.name=/^db$/]',
          message: 'SQL lives in server/stores/: call a store function.',
        },
      ],
    },
  },
  {
    // Playwright fixtures that need no other fixture are declared with `({}, use)`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
