/**
 * Dead code and unused dependencies, checked by `npm run lint`. WXT's entrypoints, Vitest,
 * Playwright and ESLint are found by knip's plugins; these are the entries it cannot see.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Built by modules/content-scripts.ts apart from WXT's own entrypoints.
    'modules/*.ts',
    'lib/content/loader.ts',
    'lib/content/bubble-ui.tsx',
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
};

export default config;
