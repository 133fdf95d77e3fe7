/**
 * Users, API keys and auth tokens. Tokens and keys are random (256 and 128 bits), stored
 * only as their SHA-256 (stores/secret-hash.ts), and can be revoked; tokens expire. Only a
 * confirmed, enabled user's key or token opens anything.
 */
import { randomBytes } from 'node:crypto';
import { Refusal } from '../shared/errors.ts';
import { createAccountStore, type ApiKeyOfUser, type ApiKeyRow, type UserRow } from '../stores/accounts.ts';
import { inTransaction, type AppDatabase } from '../stores/app-db.ts';
import { secretHash } from '../stores/secret-hash.ts';
import { createWriteWatch, type WriteWatch } from './app-db-writes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSignInThrottle, DEFAULT_SIGN_IN_LIMIT, type Guesser, type SignInLimit } from './sign-in-throttle.ts';

export type { ApiKeyRow, UserRow } from '../stores/accounts.ts';

export interface Plan {
  perMinute: number;
  perHour: number;
}

/** The free plan of the live service: 100 calls an hour. */
export const DEFAULT_PLAN: Plan = { perMinute: 100, perHour: 1000 };
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a key found valid is taken on trust before it is read again. Every call sends its
 * key, and reading it (a hash and a query of the accounts database) was a tenth of the cost of
 * a cached answer; a key revoked or a user disabled by another process (the command line)
 * stops opening anything within this time, and at once when done through this service.
 */
const KEY_TRUST_MS = 1000;
/**
 * How long a key found valid still opens the word operations while the database cannot be
 * read at all (PostgreSQL away): a reader looking words up keeps their answers through a
 * database's restart, and the limits judge them as usual (each node its share, when the counters
 * are away too). What needs the database (sign-ins, lists) is refused meanwhile.
 */
const KEY_TRUST_WHILE_AWAY_MS = 10 * 60_000;
/** Keys trusted at once; past this the memory starts again (keys are few, callers fewer). */
const KEYS_TRUSTED = 1000;

/** Whether a user may use their keys and tokens. */
const active = (user: Pick<UserRow, 'confirmed' | 'disabled'>) => Boolean(user.confirmed) && !user.disabled;

const UNKNOWN_KEY = 'Invalid authentication credentials';

/**
 * Why a key opens nothing, said to whoever sent it (they hold the key: it tells them nothing of
 * anyone else's), or undefined for a usable key.
 */
function refusalOfKey(row: ApiKeyOfUser | undefined, expiresAt: number, at: number): string | undefined {
  if (!row) return UNKNOWN_KEY;
  if (row.revoked) return 'This API key was revoked';
  if (expiresAt <= at) return 'This API key has expired';
  if (row.disabled) return 'The account of this API key is disabled';
  if (!row.confirmed) return 'The account of this API key is not confirmed';
  return undefined;
}

/** The key's own columns, without the user's flags it was read with. */
function rowOf(row: ApiKeyOfUser): ApiKeyRow {
  const { confirmed: _c, disabled: _d, ...key } = row;
  return key;
}

export interface AccountOptions {
  /** How many wrong passwords an address may send (to one account, and to any) before its sign-ins wait, and how long. */
  signIn?: Partial<SignInLimit>;
}

export function createAccounts(
  db: AppDatabase,
  now: () => number = Date.now,
  options: AccountOptions = {},
  writes: WriteWatch = createWriteWatch(db.name),
) {
  const iso = () => new Date(now()).toISOString();
  const store = createAccountStore(db);
  /** Every read and write goes through the watch: a database that cannot answer now is a 503. */
  const write = <T>(work: () => Promise<T>): Promise<T> => writes.write(work);
  const read = <T>(work: () => Promise<T>): Promise<T> => writes.read(work);
  const throttle = createSignInThrottle({ ...DEFAULT_SIGN_IN_LIMIT, ...options.signIn }, now, db, write);

  /** Keys found valid lately, by the key as sent: the row and when it was read. */
  const trusted = new Map<string, { row: ApiKeyRow; readAt: number; expiresAt: number }>();

  return {
    async addUser(input: { username: string; password: string; email: string; displayName?: string; confirmed?: boolean }) {
      const username = input.username.trim();
      if (!/^[A-Za-z0-9_.-]{2,40}$/.test(username)) {
        throw new Refusal('invalid', 'A username is 2 to 40 letters, digits, dots, dashes or underscores');
      }
      if (input.password.length < 8) throw new Refusal('invalid', 'A password has at least 8 characters');
      if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) throw new Refusal('invalid', 'That is not an email address');
      if (await read(() => store.userByName(username))) throw new Refusal('conflict', `The username ${username} is taken`);
      const hash = await hashPassword(input.password);
      const id = await write(() =>
        store.insertUser({
          username,
          email: input.email,
          displayName: input.displayName ?? null,
          passwordHash: hash,
          confirmed: input.confirmed !== false,
          createdAt: iso(),
        }),
      );
      return (await this.userById(id)) as UserRow;
    },

    userById(id: number): Promise<UserRow | undefined> {
      return read(() => store.userById(id));
    },

    async userByName(username: string): Promise<UserRow | undefined> {
      const row = await read(() => store.userByName(username));
      if (!row) return undefined;
      const { password_hash: _, ...user } = row;
      return user;
    },

    async setUserFlags(id: number, flags: { confirmed: boolean; disabled: boolean }) {
      await write(() => store.setUserFlags(id, flags));
      trusted.clear();
    },

    /** A new key: its row, and the key itself, which is not stored and so shown only now. */
    async addKey(userId: number, plan: Plan = DEFAULT_PLAN): Promise<ApiKeyRow & { key: string }> {
      const key = randomBytes(16).toString('hex');
      await write(() =>
        store.insertKey({ keyHash: secretHash(key), userId, perMinute: plan.perMinute, perHour: plan.perHour, createdAt: iso() }),
      );
      const row = await read(() => store.keyByHash(secretHash(key)));
      if (!row) throw new Error('the new key could not be read back');
      return { ...rowOf(row), key };
    },

    /**
     * The key's row if it was found usable within the last `KEY_TRUST_MS` (and has not expired
     * since), without reading anything; otherwise undefined, and `key` reads it.
     */
    trustedKey(key: string): ApiKeyRow | undefined {
      const at = now();
      const known = trusted.get(key);
      return known && at - known.readAt < KEY_TRUST_MS && at < known.expiresAt ? known.row : undefined;
    },

    /** The calls a key has made, as the database holds them (the last flush's: request-totals.ts). */
    async storedRequests(keyHash: string): Promise<number> {
      return Number((await read(() => store.keyByHash(keyHash)))?.total_requests ?? 0);
    },

    /** A usable key: known, not revoked, not expired, of a confirmed and enabled user. */
    async key(key: string): Promise<ApiKeyRow | undefined> {
      return (await this.checkKey(key)).row;
    },

    /** The key's row if it is usable, else why it is refused, as the refusal says it. */
    async checkKey(key: string): Promise<{ row: ApiKeyRow; refused?: undefined } | { row?: undefined; refused: string }> {
      const trustedRow = this.trustedKey(key);
      if (trustedRow) return { row: trustedRow };
      const at = now();
      const known = trusted.get(key);
      let row: Awaited<ReturnType<typeof store.keyByHash>>;
      try {
        row = await read(() => store.keyByHash(secretHash(key)));
      } catch (error) {
        if (
          known &&
          at - known.readAt < KEY_TRUST_WHILE_AWAY_MS &&
          at < known.expiresAt &&
          error instanceof Refusal &&
          error.reason === 'unavailable'
        )
          return { row: known.row };
        throw error;
      }
      const expiresAt = row?.expires_at ? Date.parse(row.expires_at) : Infinity;
      const refused = refusalOfKey(row, expiresAt, at);
      if (refused !== undefined || !row) {
        trusted.delete(key);
        return { refused: refused ?? UNKNOWN_KEY };
      }
      if (trusted.size >= KEYS_TRUSTED) trusted.clear();
      const found = rowOf(row);
      trusted.set(key, { row: found, readAt: at, expiresAt });
      return { row: found };
    },

    /** Adds calls to keys' running totals (by key hash), all or none. */
    async addRequests(totals: Iterable<readonly [keyHash: string, calls: number]>) {
      await writes.rewrite(() =>
        inTransaction(db, async (queries) => {
          const inside = createAccountStore(db, queries);
          for (const [keyHash, calls] of totals) await inside.addRequests(keyHash, calls);
        }),
      );
    },

    /**
     * A1/A2: a token for a confirmed, enabled user with the right password. 404 for an
     * unknown user; 429 while the caller's address has sent too many wrong passwords to the
     * account, or to any (see sign-in-throttle.ts: the guesses wait where they come from, not
     * the account); 403 for a wrong password,
     * whatever the account's state, and only then, to whoever has the password, for an
     * unconfirmed or disabled account ("Account not available").
     */
    async authenticate(username: string, password: string, from: Guesser = { address: '' }) {
      const row = await read(() => store.userByName(username));
      if (!row) throw new Refusal('not-found', 'User not found');
      const attempt = await throttle.begin(from, row.id);
      if (!attempt.allowed) {
        const source = attempt.by === 'account' ? 'to this account from this address' : 'from this address';
        throw new Refusal(
          'too-many',
          `Too many failed sign-ins ${source}: try again in ${attempt.retryAfterSeconds} s`,
          attempt.retryAfterSeconds,
        );
      }
      if (!(await verifyPassword(password, row.password_hash))) throw new Refusal('forbidden', 'Wrong password');
      await attempt.succeeded();
      if (!active(row)) throw new Refusal('forbidden', 'Account not available');
      const token = randomBytes(32).toString('base64url');
      await write(() =>
        store.insertToken({
          tokenHash: secretHash(token),
          userId: row.id,
          createdAt: iso(),
          expiresAt: new Date(now() + TOKEN_LIFETIME_MS).toISOString(),
        }),
      );
      return { token, userId: row.id, userSignature: secretHash(`${row.id}:${token}`).slice(0, 32) };
    },

    /**
     * The user a token belongs to, if it is valid now; for a valid token of an account that may
     * not be used, why (said to the token's holder only). An unknown, revoked or expired token
     * gets neither: the operation's own refusal says it.
     */
    async userForToken(token: string): Promise<{ user?: UserRow; refused?: string }> {
      const row = await read(() => store.tokenByHash(secretHash(token)));
      if (!row || row.revoked || Date.parse(row.expires_at) <= now()) return {};
      const user = await read(() => store.userById(row.user_id));
      if (!user) return {};
      if (user.disabled) return { refused: 'This account is disabled' };
      if (!user.confirmed) return { refused: 'This account is not confirmed' };
      return { user };
    },

    async revokeToken(token: string) {
      await write(() => store.revokeToken(secretHash(token)));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
