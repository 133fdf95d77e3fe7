/**
 * The typed protocol between views (content script, popup, options, word page) and the
 * background: the one table of messages, `MESSAGES`. Each message is declared once, there:
 * its request's fields, who may send it and what it answers. The request union the
 * background checks (`Request`), the answer map (`Answers`) and who may send what are read
 * from the table, and the background's handlers are typed from it (lib/background/handlers/),
 * so a message without a handler, or a handler answering another shape, does not compile.
 *
 * Every incoming message is checked here before anything runs: a content script lives in a
 * hostile page, so a malformed message gets a clear error and changes nothing. Credentials
 * never travel in answers.
 */
import { z } from 'zod';
import {
  LIST_TYPES,
  LIST_WORDS_SORT_BY,
  SORT_ORDERS,
  type AnyOperationName,
  type AudioFile,
  type OperationResult,
  type User,
} from '../api';
import type { ServiceCredit } from '../api';
import { SettingsPatch } from '../settings/settings';
import { READ_IN_LIMITS } from './read-in';
import { GlossaBackup } from '../export/backup';
import { CardContextSchema, KeptSenseSchema } from './kept-sense-schema';
import { readInPage } from './read-in-page-schema';
import type {
  AccountInfo,
  AnkiAnswer,
  BrowserListsOffer,
  Budget,
  CallAnswer,
  Done,
  HistoryEntry,
  HistoryPage,
  KeyStatus,
  ListPage,
  ListsHome,
  RecordsHome,
  ListsSynced,
  ListSummary,
  KeptWord,
  ListWord,
  MarkSet,
  RankedLookup,
  ReviewQueue,
  PlayAudioAnswer,
  RelayStep,
  ServiceListAnswer,
  ShownSettings,
  SyncStatus,
} from './answers';
import { answerType, defineMessage, type AnswerOf } from './define';
import type { Problem } from './problem';
import type { SenseChoice } from '../model/sense-choice';

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
 * messages, so the sync engine and the account stay in charge of them.
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

/** What the history's filters are, as a history request and its export carry them. */
const historyFilter = {
  query: z.string().max(200).default(''),
  site: z.string().max(300).optional(),
  /** Looked up at or after / before this time (epoch ms). */
  since: z.number().optional(),
  until: z.number().optional(),
};

/**
 * Every message, by its `type`. `sentBy` says who may send it (see ./define.ts): a content
 * script may ask only for lookups, audio, relays, lists, adding words, the words to mark and who
 * is signed in; everything else (signing in, settings, the API key, deleting lists) is for the
 * extension's own pages.
 */
export const MESSAGES = {
  // -------------------------------------------------------------- what the lookup bubble asks
  // The part of speech the sentence gives the word, when the page makes it plain ("she went"):
  // an irregular form is then asked as its headword (see lib/shared/text/lookup-terms).
  lookup: defineMessage({
    request: z.object({
      /** The word as the page shows it; the background reads it in its sentence (lib/background/lookup/word-as-read.ts). */
      word,
      /** Where it was asked: a lookup from the bubble or the popup's box goes into the history. */
      from: z.enum(['bubble', 'popup']).optional(),
      /**
       * Where the word was read: the sentence it stood in and the page's title, for the history
       * (its address is the sender's); and where in the sentence it starts, the text around it and
       * whether the page reads as older English, for ranking its senses. A page sends what it
       * read there (`shown`, and `pageText` for its period), and the background reads the sentence from it.
       */
      context: z
        .object({
          sentence: z.string().max(READ_IN_LIMITS.sentence).optional(),
          title: z.string().max(READ_IN_LIMITS.title).optional(),
          start: z.number().int().min(0).max(READ_IN_LIMITS.sentence).optional(),
          around: z.string().max(READ_IN_LIMITS.around).optional(),
          olderPage: z.boolean().optional(),
          ...readInPage,
        })
        .optional(),
    }),
    sentBy: 'any-page',
    answer: answerType<RankedLookup>(),
  }),
  /** A page's loader, on its first lookup: the bubble's code is run in the sender's own frame (lib/background/bubble-script.ts). */
  loadBubble: defineMessage({ sentBy: 'any-page', answer: answerType<Done>() }),
  audio: defineMessage({ request: z.object({ word }), sentBy: 'any-page', answer: answerType<AudioFile[]>() }),
  /**
   * Plays the word's recording from the extension's side (no page's policy can block it): the
   * one of the `reading` shown, where the service names its recordings' readings.
   */
  playAudio: defineMessage({
    request: z.object({ word, reading: z.string().max(100).optional() }),
    sentBy: 'any-page',
    answer: answerType<PlayAudioAnswer>(),
  }),
  /** Opens the full word page in a new tab. */
  openWordPage: defineMessage({ request: z.object({ word }), sentBy: 'any-page', answer: answerType<Done>() }),
  /**
   * A frame too small for the bubble hands its lookup to the top page (see
   * lib/background/frame-relay.ts): the word, the sentence it stands in, and its box in the frame.
   */
  relayLookup: defineMessage({
    request: z.object({
      word,
      // What the frame read around the word: the background reads its sentence, whose neighbours tell the top page's bubble which sense is meant, as they would in the frame.
      ...readInPage,
      rect: z.object({ left: coordinate, top: coordinate, width: size, height: size }),
    }),
    sentBy: 'any-page',
    answer: answerType<{ ticket: string }>(),
  }),
  /**
   * A frame above it says where the frame that sent `ticket` sits (its content box, in this
   * frame's viewport); the top page sends no offset, and is answered what to show.
   */
  relayHop: defineMessage({
    request: z.object({ ticket: relayTicket, offset: z.object({ x: coordinate, y: coordinate }).optional() }),
    sentBy: 'any-page',
    answer: answerType<RelayStep>(),
  }),

  // -------------------------------------------------------------- lists (local first, synced)
  lists: defineMessage({ sentBy: 'any-page', answer: answerType<ListSummary[]>() }),
  listWords: defineMessage({
    request: z.object({
      listId,
      sortBy: z.enum(LIST_WORDS_SORT_BY).default('createDate'),
      sortOrder: z.enum(SORT_ORDERS).default('desc'),
      skip: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(1000).default(100),
    }),
    sentBy: 'extension-pages',
    answer: answerType<ListPage>(),
  }),
  createList: defineMessage({ request: z.object(listFields), sentBy: 'any-page', answer: answerType<ListSummary>() }),
  updateList: defineMessage({
    request: z.object({ listId, ...listFields, name: listFields.name.optional() }),
    sentBy: 'extension-pages',
    answer: answerType<Done>(),
  }),
  deleteList: defineMessage({ request: z.object({ listId }), sentBy: 'extension-pages', answer: answerType<Done>() }),
  addWords: defineMessage({
    request: z.object({
      listId,
      words,
      /**
       * The sentence the bubble's word stood in and the page's title: the list's word and its review
       * card keep them (the address is the sender's), unless the history keeps no sentences.
       */
      context: z
        .object({ sentence: z.string().max(READ_IN_LIMITS.sentence), title: z.string().max(READ_IN_LIMITS.title).optional() })
        .optional(),
      /** The sense the reader meant (the one they kept, or the one shown first): kept with the word in this browser. */
      sense: KeptSenseSchema.optional(),
    }),
    sentBy: 'any-page',
    answer: answerType<Done>(),
  }),
  removeWords: defineMessage({ request: z.object({ listId, words }), sentBy: 'extension-pages', answer: answerType<Done>() }),
  syncStatus: defineMessage({ sentBy: 'extension-pages', answer: answerType<SyncStatus>() }),
  /** Whether the list changes made so far reached the service, once the sync in progress is over. */
  listsSynced: defineMessage({ sentBy: 'any-page', answer: answerType<ListsSynced>() }),
  syncNow: defineMessage({ sentBy: 'extension-pages', answer: answerType<SyncStatus>() }),
  /** A change the service refused: send it again, or give it up (`seq` as in the sync status). */
  retryRefused: defineMessage({
    request: z.object({ seq: z.number().int().min(0) }),
    sentBy: 'extension-pages',
    answer: answerType<SyncStatus>(),
  }),
  discardRefused: defineMessage({
    request: z.object({ seq: z.number().int().min(0) }),
    sentBy: 'extension-pages',
    answer: answerType<SyncStatus>(),
  }),
  /** A note of a resolved conflict (its `id` in the sync status) was read: it is no longer shown. */
  dismissSyncNote: defineMessage({
    request: z.object({ id: z.string().min(1).max(100) }),
    sentBy: 'extension-pages',
    answer: answerType<SyncStatus>(),
  }),
  /** The list as the service has it now (L4), to compare with the local copy. */
  serviceList: defineMessage({ request: z.object({ listId }), sentBy: 'extension-pages', answer: answerType<ServiceListAnswer>() }),
  /** Where the lists are kept now: this browser, or an account. */
  listsHome: defineMessage({ sentBy: 'any-page', answer: answerType<ListsHome>() }),
  /** Where the lookup history and the review are kept now: this browser, or an account on a Glossa server. */
  recordsHome: defineMessage({ sentBy: 'extension-pages', answer: answerType<RecordsHome>() }),
  /** The browser's own lists meeting an account: offered, uploaded (merged by name), or kept apart. */
  browserListsOffer: defineMessage({ sentBy: 'extension-pages', answer: answerType<BrowserListsOffer>() }),
  uploadBrowserLists: defineMessage({ sentBy: 'extension-pages', answer: answerType<{ lists: number; words: number }>() }),
  keepBrowserListsApart: defineMessage({ sentBy: 'extension-pages', answer: answerType<Done>() }),
  /** A file's words into a new list or an existing one, all or nothing. */
  importList: defineMessage({
    request: z.object({
      // Not `target`: a message with a target is not a request (see lib/shared/messages/changes.ts).
      into: z.union([z.object({ listId }), z.object({ name: listFields.name })]),
      words: z.array(anyWord).min(1).max(50_000),
      /** What the file keeps with its words (the senses and sentences of Glossa's CSV). */
      kept: z
        .array(z.object({ word: anyWord, sense: KeptSenseSchema.optional(), context: CardContextSchema.optional() }))
        .max(50_000)
        .optional(),
    }),
    sentBy: 'extension-pages',
    answer: answerType<{ list: ListSummary; added: number }>(),
  }),
  /**
   * Every word of a list at once, for a file, each with the sense it carries (background/handlers/carried-senses.ts);
   * `lookUpSenses`: a word that has none yet gets a lookup's first.
   */
  exportList: defineMessage({
    request: z.object({ listId, lookUpSenses: z.boolean().optional() }),
    sentBy: 'extension-pages',
    answer: answerType<{ name: string; words: ListWord[] }>(),
  }),

  // -------------------------------------------------------------- the words marked on pages
  /** The words of the reader's lists this page marks (its site is the sender's). */
  markSet: defineMessage({ sentBy: 'any-page', answer: answerType<MarkSet>() }),
  /** Which lists hold a word (or the headword of its form), and its state; undefined when none does. */
  /** `headword`: the entry the lookup answered, whose kept sense is told too. */
  keptWord: defineMessage({
    request: z.object({ word, headword: word.optional() }),
    sentBy: 'any-page',
    answer: answerType<KeptWord | undefined>(),
  }),
  /** Where marking stopped on the page of the tab `tabId`, at how many marks (none: it did not), for the popup. */
  marksStopped: defineMessage({
    request: z.object({ tabId: z.number().int().min(0) }),
    sentBy: 'extension-pages',
    answer: answerType<{ stoppedAt?: number }>(),
  }),
  // -------------------------------------------------------------- the review of kept words
  /** The card to review now, how many are due and when the next one is. */
  reviewQueue: defineMessage({ sentBy: 'extension-pages', answer: answerType<ReviewQueue>() }),
  /** A grade for a card (1 again, 2 hard, 3 good, 4 easy); answers the next step. */
  gradeCard: defineMessage({
    request: z.object({ key: word, rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) }),
    sentBy: 'extension-pages',
    answer: answerType<ReviewQueue>(),
  }),
  /** Puts back the card the last grade or "I know this word" changed. */
  undoReview: defineMessage({ sentBy: 'extension-pages', answer: answerType<ReviewQueue>() }),
  /** "I know this word": known at once, out of the review (from the bubble too). */
  knowWord: defineMessage({ request: z.object({ word }), sentBy: 'any-page', answer: answerType<Done>() }),
  /** Words (or a whole list) sent to Anki as notes through AnkiConnect; the view asks for the host permission first. */
  sendToAnki: defineMessage({
    // A list's words when `listId` is given, else `words`.
    request: z.object({ words: words.optional(), listId: listId.optional() }),
    sentBy: 'extension-pages',
    answer: answerType<AnkiAnswer>(),
  }),
  /** Every list with its words, and the review's cards and log, for a backup file. */
  exportBackup: defineMessage({ sentBy: 'extension-pages', answer: answerType<GlossaBackup>() }),
  /** A backup file read back: lists merged by name, cards kept where they were reviewed later, grades not yet logged added. */
  importBackup: defineMessage({
    request: z.object({ backup: GlossaBackup }),
    sentBy: 'extension-pages',
    answer: answerType<{ lists: number; words: number; cards: number }>(),
  }),
  /** How many kept words are due for review now. */
  dueCount: defineMessage({ sentBy: 'extension-pages', answer: answerType<{ due: number }>() }),

  // -------------------------------------------------------------- the lookup history
  history: defineMessage({
    request: z.object({
      ...historyFilter,
      skip: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(1000).default(50),
    }),
    sentBy: 'extension-pages',
    answer: answerType<HistoryPage>(),
  }),
  historyExport: defineMessage({ request: z.object(historyFilter), sentBy: 'extension-pages', answer: answerType<HistoryEntry[]>() }),
  removeHistory: defineMessage({
    request: z.object({ keys: z.array(z.string().max(300)).min(1).max(1000) }),
    sentBy: 'extension-pages',
    answer: answerType<Done>(),
  }),
  clearHistory: defineMessage({ sentBy: 'extension-pages', answer: answerType<Done>() }),

  // -------------------------------------------------------------- account and service
  signIn: defineMessage({
    request: z.object({ username: z.string().trim().min(1).max(100), password: z.string().min(1).max(1000) }),
    sentBy: 'extension-pages',
    answer: answerType<AccountInfo>(),
  }),
  signOut: defineMessage({ sentBy: 'extension-pages', answer: answerType<AccountInfo>() }),
  /** Who is signed in (if anyone), on which service: what the background knows, without asking the service. */
  signedIn: defineMessage({ sentBy: 'any-page', answer: answerType<AccountInfo>() }),
  /** The signed-in user, as the service tells it (A5). */
  user: defineMessage({ sentBy: 'extension-pages', answer: answerType<User>() }),
  keyStatus: defineMessage({ sentBy: 'extension-pages', answer: answerType<KeyStatus>() }),
  /** Who to credit for the current service's answers about `word` (a Glossa server is told by what it answers). */
  serviceCredit: defineMessage({
    request: z.object({ word: z.string().max(200).optional() }),
    sentBy: 'extension-pages',
    answer: answerType<ServiceCredit>(),
  }),
  budget: defineMessage({ sentBy: 'extension-pages', answer: answerType<Budget>() }),

  // -------------------------------------------------------------- settings and cache
  getSettings: defineMessage({ sentBy: 'extension-pages', answer: answerType<ShownSettings>() }),
  updateSettings: defineMessage({
    request: z.object({ patch: SettingsPatch }),
    sentBy: 'extension-pages',
    answer: answerType<ShownSettings>(),
  }),
  setApiKey: defineMessage({
    request: z.object({ apiKey: z.string().trim().max(200) }),
    sentBy: 'extension-pages',
    answer: answerType<{ hasApiKey: boolean }>(),
  }),
  clearCache: defineMessage({ sentBy: 'extension-pages', answer: answerType<Done>() }),
  /** How many answers the lookup cache holds, and their approximate size. */
  cacheStats: defineMessage({ sentBy: 'extension-pages', answer: answerType<{ entries: number; bytes: number }>() }),

  // -------------------------------------------------------------- the log of problems
  /** The failures of work done on the side, newest first (lib/background/problems). */
  problems: defineMessage({ sentBy: 'extension-pages', answer: answerType<Problem[]>() }),
  clearProblems: defineMessage({ sentBy: 'extension-pages', answer: answerType<Done>() }),

  // -------------------------------------------------------------- the senses the reader chose
  /** "Keep this sense" in the bubble, for a word read in a sentence: kept as a case of the reader's own, never synced. */
  senseChosen: defineMessage({
    request: z.object({
      word,
      sentence: z.string().min(1).max(READ_IN_LIMITS.sentence),
      start: z.number().int().min(0).max(READ_IN_LIMITS.sentence).optional(),
      chosen: KeptSenseSchema,
      shownFirst: KeptSenseSchema.optional(),
      confidence: z.number().min(0).max(1).optional(),
      offeredTwo: z.boolean(),
    }),
    sentBy: 'any-page',
    answer: answerType<Done>(),
  }),
  /** Every sense chosen, the oldest first: for the options page's export only. */
  senseChoices: defineMessage({ sentBy: 'extension-pages', answer: answerType<SenseChoice[]>() }),
  clearSenseChoices: defineMessage({ sentBy: 'extension-pages', answer: answerType<Done>() }),

  // -------------------------------------------------------------- the PDF viewer
  /** The PDF viewer's "open in the browser's viewer": this address is not sent back to the viewer. */
  openPdfInBrowser: defineMessage({
    request: z.object({ url: z.string().url().max(8000) }),
    sentBy: 'extension-pages',
    answer: answerType<Done>(),
  }),

  // -------------------------------------------------------------- the word page and popup's calls
  call: defineMessage({
    request: z.object({
      operation: z.enum(PASS_THROUGH_OPERATIONS),
      params: z.record(z.string(), z.unknown()).default({}),
    }),
    sentBy: 'extension-pages',
    answer: answerType<CallAnswer<OperationResult<PassThroughOperation>>>(),
  }),
};

type Messages = typeof MESSAGES;
export type RequestType = keyof Messages;
/** A message's schema: its `type` and the fields the table gives it. */
type RequestSchema<T extends RequestType> =
  Messages[T]['request'] extends z.ZodObject<infer Fields> ? z.ZodObject<{ type: z.ZodLiteral<T> } & Fields> : never;

/** A request as a view writes it (defaults may be left out)… */
export type Request = { [T in RequestType]: z.input<RequestSchema<T>> }[RequestType];
/** …and as the background's handlers receive it, checked, defaults filled in. */
export type CheckedRequest = { [T in RequestType]: z.output<RequestSchema<T>> }[RequestType];

/** What the background answers to each request type. */
export type Answers = { [T in RequestType]: AnswerOf<Messages[T]> };

/** Every message, checked by its `type` against its fields in the table. */
export const Request = z.discriminatedUnion(
  'type',
  Object.entries(MESSAGES).map(([type, message]) => z.object({ type: z.literal(type), ...message.request.shape })) as [
    z.ZodObject<{ type: z.ZodLiteral<string> }>,
  ],
) as unknown as z.ZodType<CheckedRequest, Request>;

/** The history's filters, as a history request and its export carry them. */
export type HistoryFilter = Pick<Extract<CheckedRequest, { type: 'history' }>, 'query' | 'site' | 'since' | 'until'>;
