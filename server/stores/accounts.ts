/**
 * The accounts' rows in the server's database (app-db.ts): users, API keys and sign-in
 * tokens. Keys and tokens arrive here as their hashes (secret-hash.ts); what a row allows
 * is for the accounts service to decide.
 */
import type { AppDatabase } from './app-db.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  display_name: string | null;
  confirmed: number;
  disabled: number;
  created_at: string;
}

/** A user as sign-in reads it: with their password's hash. */
type UserWithPassword = UserRow & { password_hash: string };

export interface ApiKeyRow {
  /** The key's SHA-256: the key itself is never stored. */
  key_hash: string;
  user_id: number;
  per_minute: number;
  per_hour: number;
  total_requests: number;
  created_at: string;
  expires_at: string | null;
  revoked: number;
}

/** A key with its user's flags, read at once. */
export type ApiKeyOfUser = ApiKeyRow & Pick<UserRow, 'confirmed' | 'disabled'>;

interface TokenRow {
  user_id: number;
  expires_at: string;
  revoked: number;
}

export function createAccountStore(db: AppDatabase) {
  const statements = {
    userByName: db.prepare<[string], UserWithPassword>('SELECT * FROM users WHERE username = ?'),
    userById: db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?'),
    insertUser: db.prepare(
      'INSERT INTO users (username, email, display_name, password_hash, confirmed, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setUserFlags: db.prepare('UPDATE users SET confirmed = ?, disabled = ? WHERE id = ?'),
    key: db.prepare<[string], ApiKeyOfUser>(
      'SELECT k.*, u.confirmed, u.disabled FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = ?',
    ),
    insertKey: db.prepare('INSERT INTO api_keys (key_hash, user_id, per_minute, per_hour, created_at) VALUES (?, ?, ?, ?, ?)'),
    addRequests: db.prepare('UPDATE api_keys SET total_requests = total_requests + ? WHERE key_hash = ?'),
    insertToken: db.prepare('INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    token: db.prepare<[string], TokenRow>('SELECT user_id, expires_at, revoked FROM auth_tokens WHERE token_hash = ?'),
    revokeToken: db.prepare('UPDATE auth_tokens SET revoked = 1 WHERE token_hash = ?'),
  };

  return {
    /** Runs `work` as one transaction: if it throws, none of its writes are kept. */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },

    /** The user of that name (case aside), with their password's hash. */
    userByName(username: string): UserWithPassword | undefined {
      return statements.userByName.get(username);
    },

    userById(id: number): UserRow | undefined {
      return statements.userById.get(id);
    },

    /** The new user's id. */
    insertUser(user: {
      username: string;
      email: string;
      displayName: string | null;
      passwordHash: string;
      confirmed: boolean;
      createdAt: string;
    }): number {
      const result = statements.insertUser.run(
        user.username,
        user.email,
        user.displayName,
        user.passwordHash,
        user.confirmed ? 1 : 0,
        user.createdAt,
      );
      return Number(result.lastInsertRowid);
    },

    setUserFlags(id: number, flags: { confirmed: boolean; disabled: boolean }): void {
      statements.setUserFlags.run(flags.confirmed ? 1 : 0, flags.disabled ? 1 : 0, id);
    },

    /** The key of that hash, with its user's flags, whatever its state. */
    keyByHash(keyHash: string): ApiKeyOfUser | undefined {
      return statements.key.get(keyHash);
    },

    insertKey(key: { keyHash: string; userId: number; perMinute: number; perHour: number; createdAt: string }): void {
      statements.insertKey.run(key.keyHash, key.userId, key.perMinute, key.perHour, key.createdAt);
    },

    /** Adds calls to the key's running total. */
    addRequests(keyHash: string, count: number): void {
      statements.addRequests.run(count, keyHash);
    },

    insertToken(token: { tokenHash: string; userId: number; createdAt: string; expiresAt: string }): void {
      statements.insertToken.run(token.tokenHash, token.userId, token.createdAt, token.expiresAt);
    },

    /** The token of that hash, whatever its state. */
    tokenByHash(tokenHash: string): TokenRow | undefined {
      return statements.token.get(tokenHash);
    },

    revokeToken(tokenHash: string): void {
      statements.revokeToken.run(tokenHash);
    },
  };
}
