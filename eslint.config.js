// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.wxt/', '.tmp/', 'test-results/', 'playwright-report/'] },
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
  {
    // Playwright fixtures that need no other fixture are declared with `({}, use)`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
