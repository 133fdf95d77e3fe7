/**
 * The accounts' rows in the server's database (app-db.ts): users, API keys and sign-in
 * tokens. Keys and tokens arrive here as their hashes (secret-hash.ts); what a row allows
 * is for the accounts service to decide.
 */
import type { Selectable } from 'kysely';
import type { AppDatabase, AppQueries, AppTables } from './app-db.ts';

type UserWithPassword = Selectable<AppTables['users']>;

export type UserRow = Omit<UserWithPassword, 'password_hash'>;

export type ApiKeyRow = Selectable<AppTables['api_keys']>;

/** A key with its user's flags, read at once. */
export type ApiKeyOfUser = ApiKeyRow & Pick<UserRow, 'confirmed' | 'disabled'>;

type TokenRow = Pick<Selectable<AppTables['auth_tokens']>, 'user_id' | 'expires_at' | 'revoked'>;

const USER_COLUMNS = ['id', 'username', 'email', 'display_name', 'confirmed', 'disabled', 'created_at'] as const;

/** The accounts' queries, on the database or inside one of its transactions (`queries`). */
export function createAccountStore(db: AppDatabase, queries: AppQueries = db.queries) {
  /** A username's rows, case aside (as its unique index reads it, on either engine). */
  const byName = (username: string) => queries.selectFrom('users').where(db.dialect.caseless('username'), '=', username.toLowerCase());

  return {
    /** The user of that name (case aside), with their password's hash. */
    userByName(username: string): Promise<UserWithPassword | undefined> {
      return byName(username).selectAll().executeTakeFirst();
    },

    userById(id: number): Promise<UserRow | undefined> {
      return queries.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The new user's id. */
    async insertUser(user: {
      username: string;
      email: string;
      displayName: string | null;
      passwordHash: string;
      confirmed: boolean;
      createdAt: string;
    }): Promise<number> {
      const row = await queries
        .insertInto('users')
        .values({
          username: user.username,
          email: user.email,
          display_name: user.displayName,
          password_hash: user.passwordHash,
          confirmed: user.confirmed ? 1 : 0,
          created_at: user.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setUserFlags(id: number, flags: { confirmed: boolean; disabled: boolean }): Promise<void> {
      await queries
        .updateTable('users')
        .set({ confirmed: flags.confirmed ? 1 : 0, disabled: flags.disabled ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },

    /** The key of that hash, with its user's flags, whatever its state. */
    keyByHash(keyHash: string): Promise<ApiKeyOfUser | undefined> {
      return queries
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .selectAll('k')
        .select(['u.confirmed', 'u.disabled'])
        .where('k.key_hash', '=', keyHash)
        .executeTakeFirst();
    },

    /** Every user, in the order they were made. */
    users(): Promise<UserRow[]> {
      return queries.selectFrom('users').select(USER_COLUMNS).orderBy('id').execute();
    },

    /** Every key (or one user's), revoked ones too, each with its user's name, in the order they were made. */
    keys(userId?: number): Promise<(ApiKeyRow & { username: string })[]> {
      let keys = queries.selectFrom('api_keys as k').innerJoin('users as u', 'u.id', 'k.user_id').selectAll('k').select('u.username');
      if (userId !== undefined) keys = keys.where('k.user_id', '=', userId);
      return keys.orderBy('k.created_at').orderBy('k.key_hash').execute();
    },

    /** The keys whose hash starts with `start` (lowercase hexadecimal digits). */
    keysByHashStart(start: string): Promise<(ApiKeyRow & { username: string })[]> {
      return queries
        .selectFrom('api_keys as k')
        .innerJoin('users as u', 'u.id', 'k.user_id')
        .selectAll('k')
        .select('u.username')
        .where('k.key_hash', 'like', `${start}%`)
        .execute();
    },

    async revokeKey(keyHash: string): Promise<void> {
      await queries.updateTable('api_keys').set({ revoked: 1 }).where('key_hash', '=', keyHash).execute();
    },

    async insertKey(key: { keyHash: string; userId: number; perMinute: number; perHour: number; createdAt: string }): Promise<void> {
      await queries
        .insertInto('api_keys')
        .values({ key_hash: key.keyHash, user_id: key.userId, per_minute: key.perMinute, per_hour: key.perHour, created_at: key.createdAt })
        .execute();
    },

    /** Adds calls to the key's running total. */
    async addRequests(keyHash: string, count: number): Promise<void> {
      await queries
        .updateTable('api_keys')
        .set((eb) => ({ total_requests: eb('total_requests', '+', count) }))
        .where('key_hash', '=', keyHash)
        .execute();
    },

    async insertToken(token: { tokenHash: string; userId: number; createdAt: string; expiresAt: string }): Promise<void> {
      await queries
        .insertInto('auth_tokens')
        .values({ token_hash: token.tokenHash, user_id: token.userId, created_at: token.createdAt, expires_at: token.expiresAt })
        .execute();
    },

    /** The token of that hash, whatever its state. */
    tokenByHash(tokenHash: string): Promise<TokenRow | undefined> {
      return queries
        .selectFrom('auth_tokens')
        .select(['user_id', 'expires_at', 'revoked'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async revokeToken(tokenHash: string): Promise<void> {
      await queries.updateTable('auth_tokens').set({ revoked: 1 }).where('token_hash', '=', tokenHash).execute();
    },
  };
}
