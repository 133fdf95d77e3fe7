/**
 * Users, API keys and auth tokens. Tokens and keys are random (256 and 128 bits);
 * tokens are stored only as their SHA-256, expire, and can be revoked.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ServiceError } from '../errors';
import type { AppDatabase } from '../stores/app-db';
import { hashPassword, verifyPassword } from './passwords';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  display_name: string | null;
  confirmed: number;
  disabled: number;
  created_at: string;
}

export interface ApiKeyRow {
  key: string;
  user_id: number;
  per_minute: number;
  per_hour: number;
  total_requests: number;
  created_at: string;
  expires_at: string | null;
  revoked: number;
}

export interface Plan {
  perMinute: number;
  perHour: number;
}

/** The free plan of the live service: 100 calls an hour. */
export const DEFAULT_PLAN: Plan = { perMinute: 100, perHour: 1000 };
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createAccounts(db: AppDatabase, now: () => number = Date.now) {
  const iso = () => new Date(now()).toISOString();
  const statements = {
    userByName: db.prepare<[string], UserRow & { password_hash: string }>('SELECT * FROM users WHERE username = ?'),
    userById: db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?'),
    insertUser: db.prepare(
      'INSERT INTO users (username, email, display_name, password_hash, confirmed, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    key: db.prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE key = ?'),
    keysOf: db.prepare<[number], ApiKeyRow>('SELECT * FROM api_keys WHERE user_id = ? AND revoked = 0 ORDER BY created_at'),
    insertKey: db.prepare('INSERT INTO api_keys (key, user_id, per_minute, per_hour, created_at) VALUES (?, ?, ?, ?, ?)'),
    addRequests: db.prepare('UPDATE api_keys SET total_requests = total_requests + ? WHERE key = ?'),
    insertToken: db.prepare('INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    token: db.prepare<[string], { user_id: number; expires_at: string; revoked: number }>(
      'SELECT user_id, expires_at, revoked FROM auth_tokens WHERE token_hash = ?',
    ),
    revokeToken: db.prepare('UPDATE auth_tokens SET revoked = 1 WHERE token_hash = ?'),
    setUserFlags: db.prepare('UPDATE users SET confirmed = ?, disabled = ? WHERE id = ?'),
  };

  return {
    async addUser(input: { username: string; password: string; email: string; displayName?: string; confirmed?: boolean }) {
      const username = input.username.trim();
      if (!/^[A-Za-z0-9_.-]{2,40}$/.test(username)) {
        throw new ServiceError('invalid', 'A username is 2 to 40 letters, digits, dots, dashes or underscores');
      }
      if (input.password.length < 8) throw new ServiceError('invalid', 'A password has at least 8 characters');
      if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) throw new ServiceError('invalid', 'That is not an email address');
      if (statements.userByName.get(username)) throw new ServiceError('conflict', `The username ${username} is taken`);
      const hash = await hashPassword(input.password);
      const result = statements.insertUser.run(
        username,
        input.email,
        input.displayName ?? null,
        hash,
        input.confirmed === false ? 0 : 1,
        iso(),
      );
      return this.userById(Number(result.lastInsertRowid)) as UserRow;
    },

    userById(id: number): UserRow | undefined {
      return statements.userById.get(id);
    },

    userByName(username: string): UserRow | undefined {
      const row = statements.userByName.get(username);
      if (!row) return undefined;
      const { password_hash: _, ...user } = row;
      return user;
    },

    setUserFlags(id: number, flags: { confirmed: boolean; disabled: boolean }) {
      statements.setUserFlags.run(flags.confirmed ? 1 : 0, flags.disabled ? 1 : 0, id);
    },

    addKey(userId: number, plan: Plan = DEFAULT_PLAN): ApiKeyRow {
      const key = randomBytes(16).toString('hex');
      statements.insertKey.run(key, userId, plan.perMinute, plan.perHour, iso());
      return statements.key.get(key) as ApiKeyRow;
    },

    keysOf(userId: number): ApiKeyRow[] {
      return statements.keysOf.all(userId);
    },

    /** A usable key: known, not revoked, not expired. */
    key(key: string): ApiKeyRow | undefined {
      const row = statements.key.get(key);
      if (!row || row.revoked || (row.expires_at && Date.parse(row.expires_at) <= now())) return undefined;
      return row;
    },

    addRequests(key: string, count: number) {
      statements.addRequests.run(count, key);
    },

    /**
     * A1/A2: a token for a confirmed, enabled user with the right password. 404 for an
     * unknown user; 403 for an unconfirmed or disabled one ("Account not available") or
     * a wrong password.
     */
    async authenticate(username: string, password: string) {
      const row = statements.userByName.get(username);
      if (!row) throw new ServiceError('not-found', 'User not found');
      if (!row.confirmed || row.disabled) throw new ServiceError('forbidden', 'Account not available');
      if (!(await verifyPassword(password, row.password_hash))) throw new ServiceError('forbidden', 'Wrong password');
      const token = randomBytes(32).toString('base64url');
      statements.insertToken.run(sha256(token), row.id, iso(), new Date(now() + TOKEN_LIFETIME_MS).toISOString());
      return { token, userId: row.id, userSignature: sha256(`${row.id}:${token}`).slice(0, 32) };
    },

    /** The user a token belongs to, if it is valid now. */
    userForToken(token: string): UserRow | undefined {
      const row = statements.token.get(sha256(token));
      if (!row || row.revoked || Date.parse(row.expires_at) <= now()) return undefined;
      const user = statements.userById.get(row.user_id);
      if (!user || !user.confirmed || user.disabled) return undefined;
      return user;
    },

    revokeToken(token: string) {
      statements.revokeToken.run(sha256(token));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
