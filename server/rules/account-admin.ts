/**
 * What the server's administrator does to accounts from the command line (`glossa-server users
 * …`, `keys …`): list users and keys, revoke a key, disable, enable, delete or export a user.
 * Servers read a key again at most a second after they last found it valid (KEY_TRUST_MS in
 * accounts.ts), and a sign-in token at every call: a key revoked or a user disabled here is
 * refused by every server sharing the database within a second.
 *
 * A key is known by its id: the start of its hash, which is all the database keeps of it. The
 * key itself, where the administrator has it (a key found leaked), names it as well.
 */
import { Refusal } from '../shared/errors.ts';
import { createAccountStore, type ApiKeyRow, type UserRow } from '../stores/accounts.ts';
import type { AppDatabase } from '../stores/app-db.ts';
import { secretHash } from '../stores/secret-hash.ts';
import { createUserDataStore, type DeletedUserData } from '../stores/user-data.ts';

/** Hexadecimal digits of a key's hash that make its id: 48 bits, no two keys of a server alike. */
const KEY_ID_DIGITS = 12;
/** The fewest digits of an id a key may be named by. */
const KEY_ID_LEAST_DIGITS = 8;

const keyIdOf = (keyHash: string) => keyHash.slice(0, KEY_ID_DIGITS);

function userJson(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.display_name,
    confirmed: Boolean(user.confirmed),
    disabled: Boolean(user.disabled),
    createdAt: user.created_at,
  };
}

function keyJson(key: ApiKeyRow & { username: string }) {
  return {
    id: keyIdOf(key.key_hash),
    username: key.username,
    perMinute: key.per_minute,
    perHour: key.per_hour,
    totalRequests: Number(key.total_requests),
    createdAt: key.created_at,
    expiresAt: key.expires_at,
    revoked: Boolean(key.revoked),
  };
}

/** A record's data as it was put (JSON), or as it is kept if it cannot be read as JSON. */
function dataOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createAccountAdmin(db: AppDatabase) {
  const accounts = createAccountStore(db);
  const userData = createUserDataStore(db);

  async function userNamed(username: string): Promise<UserRow> {
    const row = await accounts.userByName(username);
    if (!row) throw new Refusal('not-found', `There is no user named ${username}`);
    const { password_hash: _, ...user } = row;
    return user;
  }

  return {
    async users() {
      return (await accounts.users()).map(userJson);
    },

    /** Every key, or the keys of the user named. */
    async keys(username?: string) {
      const user = username === undefined ? undefined : await userNamed(username);
      return (await accounts.keys(user?.id)).map(keyJson);
    },

    /** Revokes the key of that id (or the key itself, as it was handed out); revoking one revoked already changes nothing. */
    async revokeKey(which: { id?: string; key?: string }) {
      let found: (ApiKeyRow & { username: string })[];
      if (which.key !== undefined) {
        found = await accounts.keysByHashStart(secretHash(which.key));
      } else {
        const id = (which.id ?? '').toLowerCase();
        if (!new RegExp(`^[0-9a-f]{${KEY_ID_LEAST_DIGITS},64}$`).test(id)) {
          throw new Refusal(
            'invalid',
            `A key's id is ${KEY_ID_DIGITS} hexadecimal digits, as keys list shows it (at least ${KEY_ID_LEAST_DIGITS})`,
          );
        }
        found = await accounts.keysByHashStart(id);
      }
      const [key, ...others] = found;
      if (!key) throw new Refusal('not-found', 'There is no such key');
      if (others.length > 0) throw new Refusal('conflict', `${found.length} keys have an id starting so: give all ${KEY_ID_DIGITS} digits`);
      await accounts.revokeKey(key.key_hash);
      return { ...keyJson(key), revoked: true };
    },

    /** Disables the user (their keys and sign-in tokens open nothing), or enables and confirms them. */
    async setDisabled(username: string, disabled: boolean) {
      const user = await userNamed(username);
      await accounts.setUserFlags(user.id, { confirmed: disabled ? Boolean(user.confirmed) : true, disabled });
      return userJson({ ...user, disabled: disabled ? 1 : 0, confirmed: disabled ? user.confirmed : 1 });
    },

    /** Deletes the user with their lists, records, keys and tokens. */
    async deleteUser(username: string): Promise<{ deleted: string; id: number } & DeletedUserData> {
      const user = await userNamed(username);
      return { deleted: user.username, id: user.id, ...(await userData.deleteUser(user.id)) };
    },

    /** The user's data: the account, its usable keys (by id), its lists with their words, its records. */
    async exportUser(username: string) {
      const user = await userNamed(username);
      const rows = await userData.rowsOf(user.id);
      return {
        user: userJson(user),
        keys: rows.keys.map((key) => ({
          id: keyIdOf(key.key_hash),
          perMinute: key.per_minute,
          perHour: key.per_hour,
          createdAt: key.created_at,
          expiresAt: key.expires_at,
        })),
        lists: rows.lists.map((list) => ({
          id: list.id,
          permalink: list.permalink,
          name: list.name,
          description: list.description ?? '',
          type: list.type,
          createdAt: list.created_at,
          updatedAt: list.updated_at,
          lastActivityAt: list.last_activity_at,
          words: list.words.map((word) => ({ word: word.word, createdAt: word.created_at })),
        })),
        records: rows.records.map((record) => ({
          kind: record.kind,
          key: record.record_key,
          changedAt: record.changed_at,
          data: dataOf(record.data),
        })),
      };
    },
  };
}
