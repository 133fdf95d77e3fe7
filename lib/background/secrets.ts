/**
 * The secrets: each service's API key and the sign-in, in the background's private store
 * (lib/background/private-store.ts), which no content script can open. No view imports this
 * module (lint/wings.js), and no answer carries what it reads.
 *
 * Earlier versions kept them in `storage.local`, which content scripts can read: on the first
 * start after an update they move here, the reader still signed in, and the old entry is removed.
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { normalizeBaseUrl } from '../shared/service-identity/service-key';
import { DEFAULT_SETTINGS } from '../shared/settings/settings';
import type { PrivateStore } from './private-store';

/** The demo key a build made by `npm start` carries for its own server; store builds have none. */
const BUILD_API_KEY = import.meta.env.WXT_GLOSSA_API_KEY as string | undefined;

/**
 * A sign-in kept for one service: who signed in and the token the service answered. The
 * secrets keep it under `session`, the name it has always been stored under.
 */
export const SignIn = z.object({
  baseUrl: z.string(),
  username: z.string(),
  token: z.string().min(1),
  userId: z.number().optional(),
});
export type SignIn = z.output<typeof SignIn>;

/**
 * What is stored: each service's API key under its normalized base URL (a key goes only to
 * the service it was given for, never to a service configured after it), and the sign-in.
 * `apiKey` is the single key of earlier versions, moved to its service on the next read.
 */
const StoredSecrets = z.object({
  apiKeys: z.record(z.string(), z.string().min(1)).catch({}),
  apiKey: z.string().min(1).optional().catch(undefined),
  session: SignIn.optional().catch(undefined),
});
export type Secrets = Omit<z.output<typeof StoredSecrets>, 'apiKey'>;

const SECRETS = 'secrets';
/** Set once the secrets of an earlier version have moved out of `storage.local`. */
const MOVED_FROM_STORAGE = 'secrets-moved-from-storage-local';
/** Where earlier versions kept them, readable by content scripts. */
const storageLocalSecrets = storage.defineItem<unknown>('local:secrets', { fallback: {}, version: 1 });

export interface SecretsOptions {
  /** The service the settings name now: the single key of earlier versions belongs to it. */
  currentBaseUrl: () => Promise<string>;
}

export function createSecrets(store: PrivateStore, options: SecretsOptions) {
  const listeners = new Set<() => void>();
  let moved: Promise<void> | undefined;
  // One write at a time: each reads what the one before it wrote.
  let writing: Promise<unknown> = Promise.resolve();

  /**
   * Moves the secrets of an earlier version once; whatever sits at the old place afterwards is
   * removed at every start and never read, since a content script could have put it there (a
   * planted sign-in would send the reader's lists to someone else's account).
   */
  function moveFromStorageLocal(): Promise<void> {
    return (moved ??= (async () => {
      if (!(await store.get(MOVED_FROM_STORAGE))) {
        const earlier = await storageLocalSecrets.getValue();
        if (typeof earlier === 'object' && earlier !== null && (await store.get(SECRETS)) === undefined) await store.set(SECRETS, earlier);
        await store.set(MOVED_FROM_STORAGE, true);
      }
      await storageLocalSecrets.removeValue({ removeMeta: true });
    })());
  }

  async function stored() {
    await moveFromStorageLocal();
    const value = await store.get(SECRETS);
    return StoredSecrets.parse(typeof value === 'object' && value !== null ? value : {});
  }

  /** The secrets, the single key of earlier versions moved to the service the settings name. */
  async function read(): Promise<Secrets> {
    const { apiKey: legacyKey, ...secrets } = await stored();
    if (legacyKey === undefined) return secrets;
    const service = normalizeBaseUrl(await options.currentBaseUrl());
    const migrated = { ...secrets, apiKeys: { [service]: legacyKey, ...secrets.apiKeys } };
    await store.set(SECRETS, migrated);
    return migrated;
  }

  function write(change: (secrets: Secrets) => Secrets): Promise<void> {
    const done = writing.then(async () => {
      await store.set(SECRETS, change(await read()));
      for (const listener of listeners) listener();
    });
    writing = done.catch(() => undefined); // the next write waits for this one, failed or not; its caller sees the failure
    return done;
  }

  return {
    read,
    /** Sets (or, with none, removes) the API key of one service; other services' keys stay. */
    writeApiKey: (baseUrl: string, apiKey: string | undefined) =>
      write(({ apiKeys, ...rest }) => {
        const { [normalizeBaseUrl(baseUrl)]: _replaced, ...others } = apiKeys;
        return { ...rest, apiKeys: apiKey ? { ...others, [normalizeBaseUrl(baseUrl)]: apiKey } : others };
      }),
    writeSession: (session: SignIn | undefined) => write((secrets) => ({ ...secrets, session })),
    /** Called after each change (only the background writes the secrets, so it alone hears them). */
    watch(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The API key for one service: the one the user gave for it, or the build's demo key for
 * the build's own service (`npm start`). Any other service has none.
 */
export function apiKeyFor(secrets: Pick<Secrets, 'apiKeys'>, baseUrl: string): string | undefined {
  const service = normalizeBaseUrl(baseUrl);
  const buildService = normalizeBaseUrl(DEFAULT_SETTINGS.baseUrl);
  return secrets.apiKeys[service] ?? (service === buildService ? BUILD_API_KEY || undefined : undefined);
}
