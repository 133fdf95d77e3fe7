/**
 * API keys at rest and who may use them: keys are kept only as their SHA-256 (shown once,
 * when made), a database from before is migrated at open, and a key of an unconfirmed or
 * disabled user opens nothing.
 */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../server/config.ts';
import { createAccounts } from '../../server/rules/accounts.ts';
import { ensureDemoAccount } from '../../server/setup.ts';
import { openAppDatabase } from '../../server/stores/app-db.ts';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';

const appFile = (folder: string) => join(folder, 'glossa.sqlite');

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'keys-'));
    t = await startTestServer(await onDatabase(database, { dataDir: dir }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The api_keys table's rows, read by a connection of the test's own. */
  async function storedKeys(): Promise<unknown[]> {
    if (t.databaseUrl) {
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      try {
        return (await client.query('SELECT * FROM api_keys')).rows;
      } finally {
        await client.end();
      }
    }
    const db = new Database(appFile(dir), { readonly: true });
    try {
      return db.prepare('SELECT * FROM api_keys').all();
    } finally {
      db.close();
    }
  }

  describe('keys at rest', () => {
    it('keeps no key in plain text, and the key still opens the word data', async () => {
      await t.client().getDefinitions({ word: 'dog' });
      expect(JSON.stringify(await storedKeys())).not.toContain(t.apiKey);
      if (database === 'SQLite') expect(readFileSync(appFile(dir)).includes(t.apiKey)).toBe(false);
    });

    it('A4 reports the key as it was sent', async () => {
      expect(await t.client().getApiTokenStatus()).toMatchObject({ valid: true, token: t.apiKey });
    });
  });

  describe('keys of users who may not use them', () => {
    it.each([
      ['unconfirmed', { confirmed: false, disabled: false }, 'The account of this API key is not confirmed'],
      ['disabled', { confirmed: true, disabled: true }, 'The account of this API key is disabled'],
    ])('a key of an %s user gets 401, as an unknown key does, saying why', async (state, flags, message) => {
      const user = await t.server.accounts.addUser({ username: `u-${state}`, password: 'a-password', email: 'u@example.org' });
      const { key } = await t.server.accounts.addKey(user.id);
      await t.client({ apiKey: key }).getDefinitions({ word: 'dog' });
      await t.server.accounts.setUserFlags(user.id, flags);
      expect(await failure(t.client({ apiKey: key }).getDefinitions({ word: 'dog' }))).toMatchObject({
        status: 401,
        serverMessage: message,
      });
      expect((await failure(t.client({ apiKey: key }).getApiTokenStatus())).status).toBe(404);
    });
  });
});

describe('a database from before', () => {
  it('migrates a database from before: its plain keys are hashed at open and still work', async () => {
    const old = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'old-db-'));
    try {
      // The first version's users, keys and tokens, as a server from before left them.
      const v1 = new Database(appFile(old));
      v1.exec(`
        CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, email TEXT NOT NULL,
          display_name TEXT, password_hash TEXT NOT NULL, confirmed INTEGER NOT NULL DEFAULT 1,
          disabled INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
        CREATE TABLE api_keys (key TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          per_minute INTEGER NOT NULL, per_hour INTEGER NOT NULL, total_requests INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL, expires_at TEXT, revoked INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE auth_tokens (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE word_lists (id INTEGER PRIMARY KEY, permalink TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL,
          name TEXT NOT NULL, description TEXT, type TEXT NOT NULL DEFAULT 'PUBLIC', created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL, last_activity_at TEXT NOT NULL);
        CREATE TABLE word_list_words (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, word TEXT NOT NULL,
          created_at TEXT NOT NULL, UNIQUE (list_id, word));
        INSERT INTO users (username, email, password_hash, created_at) VALUES ('old', 'old@example.org', 'x', '2026-01-01');
        INSERT INTO api_keys (key, user_id, per_minute, per_hour, created_at) VALUES ('0123456789abcdef0123456789abcdef', 1, 5, 50, '2026-01-01');
      `);
      v1.pragma('user_version = 1');
      v1.close();

      const db = await openAppDatabase(appFile(old));
      try {
        const key = await createAccounts(db).key('0123456789abcdef0123456789abcdef');
        expect(key).toMatchObject({ user_id: 1, per_minute: 5, per_hour: 50 });
        expect(JSON.stringify(db.sqlite?.prepare('SELECT * FROM api_keys').all())).not.toContain('0123456789abcdef0123456789abcdef');
      } finally {
        await db.close();
      }
      expect(readFileSync(appFile(old)).includes('0123456789abcdef0123456789abcdef')).toBe(false);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });
});

describe('the demo key', () => {
  it('is handed out again on every start, though the database keeps only its hash', async () => {
    const demoDir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'demo-'));
    try {
      const first = await ensureDemoAccount(demoDir);
      const again = await ensureDemoAccount(demoDir);
      expect(again.apiKey).toBe(first.apiKey);
      const db = await openAppDatabase(appFile(demoDir));
      try {
        expect(await createAccounts(db).key(first.apiKey)).toMatchObject({ per_hour: DEMO_ACCOUNT.plan.perHour });
        expect(JSON.stringify(db.sqlite?.prepare('SELECT * FROM api_keys').all())).not.toContain(first.apiKey);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(demoDir, { recursive: true, force: true });
    }
  });
});

describe('glossa-server keys add', () => {
  it('prints the new key once, says so, and stores only its hash', async () => {
    const cliDir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'cli-'));
    const command = (...args: string[]) =>
      promisify(execFile)('node', [join(PROJECT_ROOT, 'server/bin/glossa-server.mjs'), ...args, '--data-dir', cliDir]);
    try {
      await command('users', 'add', '--username', 'gus', '--password', 'gus-password', '--email', 'gus@example.org');
      const { stdout, stderr } = await command('keys', 'add', '--username', 'gus', '--per-hour', '50');
      const printed = JSON.parse(stdout) as { apiKey: string; perHour: number };
      expect(printed).toMatchObject({ apiKey: expect.stringMatching(/^[0-9a-f]{32}$/), perHour: 50 });
      expect(stderr).toContain('shown only now');
      const db = await openAppDatabase(appFile(cliDir));
      try {
        expect(await createAccounts(db).key(printed.apiKey)).toMatchObject({ per_hour: 50 });
        expect(JSON.stringify(db.sqlite?.prepare('SELECT * FROM api_keys').all())).not.toContain(printed.apiKey);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(cliDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('a key changed by another process', () => {
  it('is trusted for at most a second: a user disabled from the command line is refused within it', async () => {
    const folder = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'trust-'));
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const serving = await openAppDatabase(appFile(folder));
    const commandLine = await openAppDatabase(appFile(folder));
    try {
      const server = createAccounts(serving, () => clock);
      const user = await server.addUser({ username: 'trusted', password: 'a-password', email: 't@example.org' });
      const { key } = await server.addKey(user.id);
      expect(await server.key(key)).toBeDefined();
      await createAccounts(commandLine, () => clock).setUserFlags(user.id, { confirmed: true, disabled: true });
      clock += 500;
      expect(await server.key(key)).toBeDefined();
      clock += 501;
      expect(await server.key(key)).toBeUndefined();
    } finally {
      await serving.close();
      await commandLine.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
