/**
 * The user's settings: typed, versioned, validated. Non-secret settings live in
 * `storage.sync`, so they follow the user across browsers; secrets (the API keys and the
 * sign-in) live in `storage.local`, read and written by the background alone
 * (lib/background/secrets.ts).
 * Where the key travels is no setting: the client derives it from the service
 * (lib/shared/api/client.ts `apiKeyPlacementFor`).
 * A stored value that does not fit falls back, field by field, to its default.
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { DEFINITION_SOURCES, LIVE_SERVICE_BASE_URL } from '../api';
import { HISTORY_MODES, LOOKUP_TRIGGERS, MODIFIER_KEYS, READER_DEFINITION_ORDER, THEMES, VOICES } from './choices';

/** Where a local Glossa server answers by default (`npm start`). */
export const LOCAL_SERVER_BASE_URL = 'http://127.0.0.1:8787/v4';

export const MAX_CACHE_HOURS = 24 * 30;

/**
 * A development build made by `npm start` is preconfigured for the local server and its
 * demo key (from the build's environment; the key is read by lib/background/secrets.ts);
 * store builds have neither.
 */
const buildDefaults = {
  baseUrl: import.meta.env.WXT_GLOSSA_BASE_URL as string | undefined,
};

const baseUrl = z
  .string()
  .trim()
  .url()
  .refine((url) => /^https?:\/\//.test(url), 'must be an http or https URL')
  .transform((url) => url.replace(/\/+$/, ''));

/** A base URL as the settings take it (http or https, without trailing slashes), or undefined when it is none. */
export function checkBaseUrl(url: string): string | undefined {
  const checked = baseUrl.safeParse(url);
  return checked.success ? checked.data : undefined;
}

/** A site to leave alone: a host name such as `example.org` (its subdomains included). */
const site = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/, 'must be a host name such as example.org')
  .transform((host) => host.replace(/^\*\./, ''));

/** Each setting's schema, as a view's change must fit it. */
const fields = {
  baseUrl,
  /** The order in which dictionaries are asked for definitions (the first that has some answers). */
  sourceDictionaries: z.array(z.enum(DEFINITION_SOURCES)).min(1),
  lookupTrigger: z.enum(LOOKUP_TRIGGERS),
  modifierKey: z.enum(MODIFIER_KEYS),
  /** How long looked-up answers are kept; 0 turns the cache off. */
  cacheHours: z.number().min(0).max(MAX_CACHE_HOURS),
  excludedSites: z.array(site).max(500),
  theme: z.enum(THEMES),
  /** The voice pronunciations are played in, where the service offers both. */
  voice: z.enum(VOICES),
  /** PDFs opened in a tab are shown in Glossa's PDF viewer, where words can be looked up. */
  openPdfs: z.boolean(),
  /** The lookup history: words with their sentence and page, words only, or nothing kept. */
  history: z.enum(HISTORY_MODES),
  /** The words of the reader's lists are marked on the pages they read. */
  marks: z.boolean(),
  /** Known words are marked too (they are not, unless the reader asks). */
  markKnown: z.boolean(),
  /** The lists whose words are not marked (by their local id): a new list marks its words. */
  unmarkedLists: z.array(z.string().min(1).max(100)).max(1000),
  /** Sites where no word is marked ("don't mark here", from the popup). */
  unmarkedSites: z.array(site).max(500),
  /** The toolbar button shows how many kept words are due for review. */
  reviewBadge: z.boolean(),
  /** Words looked up but not kept join the review too. */
  reviewLookedUp: z.boolean(),
  /** Where AnkiConnect answers (its own setting can move it off 8765), and the deck and note type notes go to. */
  ankiConnectUrl: baseUrl,
  ankiDeck: z.string().trim().min(1).max(200),
  ankiNoteType: z.string().trim().min(1).max(200),
};
type Fields = typeof fields;

/** Each setting's default: what a stored value that does not fit falls back to. */
const defaults: { [K in keyof Fields]: z.output<Fields[K]> } = {
  baseUrl: buildDefaults.baseUrl ?? LIVE_SERVICE_BASE_URL,
  sourceDictionaries: [...READER_DEFINITION_ORDER],
  lookupTrigger: 'double-click',
  modifierKey: 'alt',
  cacheHours: 24,
  excludedSites: [],
  theme: 'system',
  voice: 'us',
  openPdfs: true,
  history: 'on',
  marks: true,
  markKnown: false,
  unmarkedLists: [],
  unmarkedSites: [],
  reviewBadge: false,
  reviewLookedUp: false,
  ankiConnectUrl: 'http://127.0.0.1:8765',
  ankiDeck: 'Glossa',
  ankiNoteType: 'Basic',
};

/** The stored settings: every field, each falling back to its default on its own. */
export const Settings = z.object(
  Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [name, (schema as z.ZodType).catch(defaults[name as keyof Fields])]),
  ) as {
    [K in keyof Fields]: z.ZodCatch<Fields[K]>;
  },
);
export type Settings = z.output<typeof Settings>;

/** Every field's default, from the schema itself. */
export const DEFAULT_SETTINGS: Settings = Settings.parse({});

/** A change asked for by a view: checked strictly (a bad value is an error, not a default). */
export const SettingsPatch = z.object(fields).partial().strict();
export type SettingsPatch = z.input<typeof SettingsPatch>;

const settingsItem = storage.defineItem<unknown>('sync:settings', { fallback: {}, version: 1 });

export async function readSettings(): Promise<Settings> {
  const stored = await settingsItem.getValue();
  return Settings.parse(typeof stored === 'object' && stored !== null ? stored : {});
}

export async function updateSettings(patch: SettingsPatch): Promise<Settings> {
  const checked = SettingsPatch.parse(patch);
  const next = Settings.parse({ ...(await readSettings()), ...checked });
  await settingsItem.setValue(next);
  return next;
}

export function watchSettings(callback: (settings: Settings) => void): () => void {
  return settingsItem.watch((value) => callback(Settings.parse(typeof value === 'object' && value !== null ? value : {})));
}
