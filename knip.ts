/**
 * Dead code and unused dependencies, checked by `npm run lint`. WXT's entrypoints, Vitest,
 * Playwright and ESLint are found by knip's plugins; these are the entries it cannot see.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // WXT modules (the page code's loader and bubble, under entrypoints/content/, are found as entrypoints).
    'modules/*.ts',
    // The server's command line, and the scripts and benchmarks run by hand or by npm scripts.
    'server/bin/*.mjs',
    'scripts/*.{ts,mjs}',
    'bench/*.ts',
  ],
  project: ['**/*.{ts,tsx,mjs}'],
  ignoreDependencies: [
    // Evaluated in the browser pages by the accessibility tests, read from node_modules as a file.
    'axe-core',
  ],
  // The running-text set's sampler (bench/running-text-sample.ts, run by hand) reads installed manual pages.
  ignoreBinaries: ['man'],
};

export default config;
