/**
 * The typed protocol between views (content script, popup, options, word page) and the
 * background. Every incoming message is checked here before anything runs: a content
 * script lives in a hostile page, so a malformed message gets a clear error and changes
 * nothing. Credentials never travel in answers.
 */
import { z } from 'zod';
import { LIST_TYPES, LIST_WORDS_SORT_BY, SORT_ORDERS, type AnyOperationName } from '../api';
import { SettingsPatch } from '../settings/settings';
import { READ_AS } from '../text/sentence-context';

const word = z.string().trim().min(1, 'a word is needed').max(100, 'a word is at most 100 characters');
const listId = z.string().min(1).max(100);
/** A place in a page, in CSS pixels: any real page is far inside these bounds. */
const coordinate = z.number().min(-1e6).max(1e6);
const size = z.number().min(0).max(1e6);
/** A relay's one-use ticket between frames (the background makes them: crypto.randomUUID). */
const relayTicket = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'not a relay ticket');
const words = z.array(word).min(1).max(1000);
/** A word as a file or a form may carry it: lib/shared/text/list-input.ts says plainly why one is refused. */
const anyWord = z.string().max(1000);
const listFields = {
  // Checked in full, with the reason in plain words, where lists are kept (lib/shared/text/list-input.ts).
  name: z.string().max(1000),
  description: z.string().max(1000).optional(),
  /** The list's `type` on the service (named apart from the message's own `type`). */
  listType: z.enum(LIST_TYPES).optional(),
};

/**
 * The operations the word page and the popup may call through the background as they
 * are (read-only word and words operations); lists and accounts go through their own
 * messages, so the sync engine and the session stay in charge of them.
 */
const PASS_THROUGH_OPERATIONS = [
  'getWord',
  'getExamples',
  'getTopExample',
  'getDefinitions',
  'getTextPronunciations',
  'getHyphenation',
  'getWordFrequency',
  'getPhrases',
  'getRelatedWords',
  'getAudio',
  'searchWords',
  'searchWordsByPath',
  'getRandomWords',
  'getRandomWord',
  'getWordOfTheDay',
  // The live service's and the Glossa server's own word operations beside the 27.
  'getEtymologies',
  'getDefinitionDictionaries',
] as const satisfies readonly AnyOperationName[];
export type PassThroughOperation = (typeof PASS_THROUGH_OPERATIONS)[number];

export const Request = z.discriminatedUnion('type', [
  // -------------------------------------------------------------- what the lookup bubble asks
  // The part of speech the sentence gives the word, when the page makes it plain ("she went"):
  // an irregular form is then asked as its headword (see lib/shared/text/lookup-terms).
  z.object({
    type: z.literal('lookup'),
    word,
    partOfSpeech: z.enum(READ_AS).optional(),
    /** Where it was asked: a lookup from the bubble or the popup's box goes into the history. */
    from: z.enum(['bubble', 'popup']).optional(),
    /** The sentence the word stood in and the page's title (its address is the sender's). */
    context: z.object({ sentence: z.string().max(1000).optional(), title: z.string().max(500).optional() }).optional(),
  }),
  z.object({ type: z.literal('audio'), word }),
  /** Plays the word's recording from the extension's side (no page's policy can block it). */
  z.object({ type: z.literal('playAudio'), word }),
  /** Opens the full word page in a new tab. */
  z.object({ type: z.literal('openWordPage'), word }),
  /**
   * A frame too small for the bubble hands its lookup to the top page (see
   * lib/background/frame-relay.ts): the word, the sentence it stands in, and its box in the frame.
   */
  z.object({
    type: z.literal('relayLookup'),
    word,
    context: z.object({ sentence: z.string().max(1000), start: z.number().int().min(0).max(1000) }).optional(),
    rect: z.object({ left: coordinate, top: coordinate, width: size, height: size }),
  }),
  /**
   * A frame above it says where the frame that sent `ticket` sits (its content box, in this
   * frame's viewport); the top page sends no offset, and is answered what to show.
   */
  z.object({ type: z.literal('relayHop'), ticket: relayTicket, offset: z.object({ x: coordinate, y: coordinate }).optional() }),
  // -------------------------------------------------------------- lists (local first, synced)
  z.object({ type: z.literal('lists') }),
  z.object({
    type: z.literal('listWords'),
    listId,
    sortBy: z.enum(LIST_WORDS_SORT_BY).default('createDate'),
    sortOrder: z.enum(SORT_ORDERS).default('desc'),
    skip: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(1000).default(100),
  }),
  z.object({ type: z.literal('createList'), ...listFields }),
  z.object({ type: z.literal('updateList'), listId, ...listFields, name: listFields.name.optional() }),
  z.object({ type: z.literal('deleteList'), listId }),
  z.object({ type: z.literal('addWords'), listId, words }),
  z.object({ type: z.literal('removeWords'), listId, words }),
  z.object({ type: z.literal('syncStatus') }),
  /** Whether the list changes made so far reached the service, once the sync in progress is over. */
  z.object({ type: z.literal('listsSynced') }),
  z.object({ type: z.literal('syncNow') }),
  /** A change the service refused: send it again, or give it up (`seq` as in the sync status). */
  z.object({ type: z.literal('retryRefused'), seq: z.number().int().min(0) }),
  z.object({ type: z.literal('discardRefused'), seq: z.number().int().min(0) }),
  /** The list as the service has it now (L4), to compare with the local copy. */
  z.object({ type: z.literal('serviceList'), listId }),
  /** Where the lists are kept now: this browser, or an account. */
  z.object({ type: z.literal('listsHome') }),
  /** The browser's own lists meeting an account: offered, uploaded (merged by name), or kept apart. */
  z.object({ type: z.literal('browserListsOffer') }),
  z.object({ type: z.literal('uploadBrowserLists') }),
  z.object({ type: z.literal('keepBrowserListsApart') }),
  /** A file's words into a new list or an existing one, all or nothing. */
  z.object({
    type: z.literal('importList'),
    // Not `target`: a message with a target is not a request (see lib/shared/messages/changes.ts).
    into: z.union([z.object({ listId }), z.object({ name: listFields.name })]),
    words: z.array(anyWord).min(1).max(50_000),
  }),
  /** Every word of a list at once, for a file. */
  z.object({ type: z.literal('exportList'), listId }),
  // -------------------------------------------------------------- the lookup history
  z.object({
    type: z.literal('history'),
    query: z.string().max(200).default(''),
    site: z.string().max(300).optional(),
    /** Looked up at or after / before this time (epoch ms). */
    since: z.number().optional(),
    until: z.number().optional(),
    skip: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(1000).default(50),
  }),
  z.object({
    type: z.literal('historyExport'),
    query: z.string().max(200).default(''),
    site: z.string().max(300).optional(),
    since: z.number().optional(),
    until: z.number().optional(),
  }),
  z.object({ type: z.literal('removeHistory'), keys: z.array(z.string().max(300)).min(1).max(1000) }),
  z.object({ type: z.literal('clearHistory') }),
  // -------------------------------------------------------------- account and service
  z.object({ type: z.literal('signIn'), username: z.string().trim().min(1).max(100), password: z.string().min(1).max(1000) }),
  z.object({ type: z.literal('signOut') }),
  z.object({ type: z.literal('session') }),
  z.object({ type: z.literal('user') }),
  z.object({ type: z.literal('keyStatus') }),
  z.object({ type: z.literal('budget') }),
  // -------------------------------------------------------------- settings and cache
  z.object({ type: z.literal('getSettings') }),
  z.object({ type: z.literal('updateSettings'), patch: SettingsPatch }),
  z.object({ type: z.literal('setApiKey'), apiKey: z.string().trim().max(200) }),
  z.object({ type: z.literal('clearCache') }),
  /** How many answers the lookup cache holds, and their approximate size. */
  z.object({ type: z.literal('cacheStats') }),
  // -------------------------------------------------------------- the PDF viewer
  /** The PDF viewer's "open in the browser's viewer": this address is not sent back to the viewer. */
  z.object({ type: z.literal('openPdfInBrowser'), url: z.string().url().max(8000) }),
  // -------------------------------------------------------------- the word page and popup's calls
  z.object({
    type: z.literal('call'),
    operation: z.enum(PASS_THROUGH_OPERATIONS),
    params: z.record(z.string(), z.unknown()).default({}),
  }),
]);
export type Request = z.input<typeof Request>;
export type CheckedRequest = z.output<typeof Request>;
export type RequestType = CheckedRequest['type'];

/**
 * What a content script may ask. Everything else (signing in, settings, the API key,
 * deleting lists) is for the extension's own pages only.
 */
export const CONTENT_SCRIPT_REQUESTS: ReadonlySet<RequestType> = new Set([
  'lookup',
  'audio',
  'playAudio',
  'openWordPage',
  'relayLookup',
  'relayHop',
  'lists',
  'createList',
  'addWords',
  'listsSynced',
  'session',
  'listsHome',
]);

/** The history's filters, as a history request and its export carry them. */
export type HistoryFilter = Pick<Extract<CheckedRequest, { type: 'history' }>, 'query' | 'site' | 'since' | 'until'>;
