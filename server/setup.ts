/** First-start work shared by the command line and `npm start`: word data and the demo account. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNT, dataFiles } from './config.ts';
import { SCHEMA_VERSION } from './data/schema.ts';
import { createAccounts } from './rules/accounts.ts';
import { openAppDatabase } from './stores/app-db.ts';
import { schemaVersionOf } from './stores/words/schema-version.ts';

/**
 * Builds the word database if it is missing or was built for another layout (`SCHEMA_VERSION`:
 * the server's queries would fail on it), or always, with `force`.
 */
export async function ensureWordData(dataDir: string, options: { force?: boolean; log?: (line: string) => void } = {}) {
  const file = dataFiles(dataDir).words;
  const built = existsSync(file) ? schemaVersionOf(file) : undefined;
  if (built === String(SCHEMA_VERSION) && !options.force) return undefined;
  if (built !== undefined && built !== String(SCHEMA_VERSION)) {
    options.log?.(`The word database in ${file} has layout ${built}, this server reads layout ${SCHEMA_VERSION}: building it again.`);
  }
  options.log?.(`Building the word database in ${file} …`);
  // Loaded only when needed: the build reads megabytes of source data modules, which would
  // slow every start of a server whose database is already built.
  const { buildWordDatabase } = await import('./data/build.ts');
  return buildWordDatabase(file, { log: options.log });
}

/**
 * The demo user and a key for it, created once and reused. The database keeps only the
 * key's hash, so the demo key itself is kept beside it (`demo-key`, readable by its owner
 * only) for `serve --demo` and `npm start` to hand out again: the demo serves one person
 * on their own machine. Another key is made if that one no longer works.
 */
export async function ensureDemoAccount(dataDir: string, databaseUrl?: string) {
  const db = await openAppDatabase(databaseUrl ?? dataFiles(dataDir).app);
  try {
    const accounts = createAccounts(db);
    const user =
      (await accounts.userByName(DEMO_ACCOUNT.username)) ??
      (await accounts.addUser({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, email: DEMO_ACCOUNT.email }));
    const keyFile = join(dataDir, 'demo-key');
    const kept = existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : '';
    let apiKey = kept;
    if ((await accounts.key(kept))?.user_id !== user.id) {
      apiKey = (await accounts.addKey(user.id, DEMO_ACCOUNT.plan)).key;
      writeFileSync(keyFile, apiKey, { mode: 0o600 });
    }
    return { username: user.username, password: DEMO_ACCOUNT.password, apiKey };
  } finally {
    await db.close();
  }
}
