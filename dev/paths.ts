import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');
/** The word database of the tests and the bubble benchmark, built by word-database.ts. */
export const TEST_WORDS_FILE = join(PROJECT_ROOT, '.tmp', 'test-words.sqlite');
/**
 * Everything the database is built from: the build, and the shared code it imports (English
 * phones and forms, which shape what it stores); a newer file here means a rebuild.
 */
export const BUILD_SOURCES = [
  join(PROJECT_ROOT, 'server', 'data'),
  join(PROJECT_ROOT, 'server', 'shared'),
  join(PROJECT_ROOT, 'lib', 'shared', 'english'),
];
/** The GCIDE excerpt the tests' word database is built from (so tests do not depend on the Debian package). */
export const GCIDE_EXCERPT = join(PROJECT_ROOT, 'tests', 'server', 'data', 'gcide-excerpt');
