import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
/** Built once per test run by global-setup.ts; shared with the server's own tests. */
export const TEST_WORDS_FILE = join(PROJECT_ROOT, '.tmp', 'test-words.sqlite');
/** Everything the database is built from; a newer file here means a rebuild. */
export const BUILD_SOURCES = join(PROJECT_ROOT, 'server', 'data');
