import { defineConfig } from '@playwright/test';

export default defineConfig({
  projects: [
    // The built extension in Debian's Chromium: every browser test.
    { name: 'chromium', testDir: 'tests/e2e' },
    // The Firefox build in Debian's Firefox ESR (driven by puppeteer-core): a smoke test.
    { name: 'firefox', testDir: 'tests/firefox' },
  ],
  // Each worker launches its own Chromium with the extension; one is enough for this suite and
  // keeps a 2-core machine from timing out under load.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: 'list',
  timeout: 20_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
});
