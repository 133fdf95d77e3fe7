import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The word-data tests on their own: `npx vitest run --config tests/server/vitest.config.ts`.
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, '../..'),
    include: ['tests/server/data/**/*.test.ts'],
    globalSetup: ['tests/server/data/global-setup.ts'],
    environment: 'node',
    passWithNoTests: false,
  },
});
