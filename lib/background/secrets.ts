/**
 * The secrets, in `storage.local` only and in the background only: each service's API key
 * and the sign-in. No view imports this module (lint/wings.js), and no answer carries what
 * it reads.
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { normalizeBaseUrl } from '../shared/service-identity/service-key';
import { DEFAULT_SETTINGS, readSettings } from '../shared/settings/settings';

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
type Secrets = Omit<z.output<typeof StoredSecrets>, 'apiKey'>;

const secretsItem = storage.defineItem<unknown>('local:secrets', { fallback: {}, version: 1 });

async function storedSecrets() {
  const stored = await secretsItem.getValue();
  return StoredSecrets.parse(typeof stored === 'object' && stored !== null ? stored : {});
}

/**
 * The secrets, the single key of earlier versions moved to the service configured when it
 * was stored: the one in the settings now (only the settings' base URL ever changed it).
 */
export async function readSecrets(): Promise<Secrets> {
  const { apiKey: legacyKey, ...secrets } = await storedSecrets();
  if (legacyKey === undefined) return secrets;
  const service = normalizeBaseUrl((await readSettings()).baseUrl);
  const migrated = { ...secrets, apiKeys: { [service]: legacyKey, ...secrets.apiKeys } };
  await secretsItem.setValue(migrated);
  return migrated;
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

/** Sets (or, with none, removes) the API key of one service; other services' keys stay. */
export async function writeApiKey(baseUrl: string, apiKey: string | undefined): Promise<void> {
  const { apiKeys, ...rest } = await readSecrets();
  const { [normalizeBaseUrl(baseUrl)]: _replaced, ...others } = apiKeys;
  await secretsItem.setValue({ ...rest, apiKeys: apiKey ? { ...others, [normalizeBaseUrl(baseUrl)]: apiKey } : others });
}

export async function writeSession(session: SignIn | undefined): Promise<void> {
  await secretsItem.setValue({ ...(await readSecrets()), session });
}

export function watchSecrets(callback: () => void): () => void {
  return secretsItem.watch(() => callback());
}
