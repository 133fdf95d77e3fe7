/**
 * The settings' fixed choices and the hosts granted at install: plain values with no
 * imports, so the manifest (wxt.config.ts), the options page, the settings' schema and
 * the tiny loader injected into every page all read the same lists.
 */
import type { DefinitionSource } from '../api/values';

export const LOOKUP_TRIGGERS = ['double-click', 'modifier-double-click', 'off'] as const;

export const MODIFIER_KEYS = ['alt', 'ctrl', 'shift', 'meta'] as const;
export type ModifierKey = (typeof MODIFIER_KEYS)[number];

export const THEMES = ['system', 'light', 'dark'] as const;

/** The voice a pronunciation is played in, where the service offers a US and a UK one (Glossa's server does). */
export const VOICES = ['us', 'uk'] as const;

/** The lookup history: each word with its sentence and page (`on`), the words only, or nothing kept. */
export const HISTORY_MODES = ['on', 'words', 'off'] as const;
export type HistoryMode = (typeof HISTORY_MODES)[number];

/**
 * Hosts Glossa may reach from the start (the manifest's `host_permissions`): a Glossa
 * server on this machine and the live service. Any other service is asked for at run time.
 */
export const INSTALL_HOST_PATTERNS = ['http://127.0.0.1/*', 'http://localhost/*', 'https://api.wordnik.com/*'] as const;

/**
 * Hosts the PDF viewer reads documents from (the manifest's `host_permissions` too): every
 * web site, for its PDFs and to see which of its responses are PDFs, and files on this
 * computer once the user allows file access.
 */
export const PDF_HOST_PATTERNS = ['http://*/*', 'https://*/*', 'file:///*'] as const;

/**
 * The dictionaries a reader's lookups ask, in order, until the user chooses another: the
 * service's own default order, but WordNet before Webster's 1913 (GCIDE), whose senses are
 * a century older and in no order of how common they are. WordNet's lead with the most
 * common and carry their own synonyms.
 */
export const READER_DEFINITION_ORDER: readonly DefinitionSource[] = ['ahd', 'wiktionary', 'wordnet', 'webster', 'century'];
