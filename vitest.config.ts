import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['fake-indexeddb/auto'],
    // Unit tests never skip silently: an empty run is a failure.
    passWithNoTests: false,
  },
});
