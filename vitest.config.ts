import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    // An empty run is a failure: no test file may silently match nothing.
    passWithNoTests: false,
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Node by default: the client's tests need Node's own fetch. UI tests opt into a DOM
          // with a `@vitest-environment happy-dom` comment.
          environment: 'node',
          // English words from the fake browser's i18n, as the real one gives them.
          setupFiles: ['fake-indexeddb/auto', 'tests/support/english-messages.ts'],
        },
      },
      {
        // The background's engines run here against the real server, with WXT's fake browser.
        plugins: [WxtVitest()],
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // The word database is built once per run (and kept while its inputs are unchanged).
          // A throwaway PostgreSQL cluster too: the stores run on both of the server's databases.
          globalSetup: ['dev/word-database.ts', 'dev/postgres-for-tests.ts'],
          // English words from the fake browser's i18n, as the real one gives them.
          setupFiles: ['tests/support/english-messages.ts'],
          // Password hashing is deliberately slow; a test file may sign in several users.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
