import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Node by default: the client's tests need Node's own fetch. UI tests opt into a DOM with
    // a `@vitest-environment happy-dom` comment.
    environment: 'node',
    setupFiles: ['fake-indexeddb/auto'],
    // Unit tests never skip silently: an empty run is a failure.
    passWithNoTests: false,
  },
});
