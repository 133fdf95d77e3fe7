/**
 * The shapes of the background's answers, which views may see. Views read these types only
 * (never storage rows or the engines' insides). The table of messages (`./protocol.ts`)
 * names each message's answer among them, and the background's handlers must return
 * exactly that shape, or they do not compile. What Glossa keeps (lists, their words, the
 * history, cards) is the model's (lib/shared/model/), which the handlers map to these: an
 * answer may change without the database changing with it.
 */
import type { ApiTokenStatus, Definition, ServiceCredit, TextPron, WordList } from '../api';
import type { Settings } from '../settings/settings';
import type { WordInSentence } from '../text/sentence-context';
import type { WordState } from '../word-state';
import type { CardContext } from '../model/cards';
import type { KeptSense } from '../model/kept-sense';
import type { LookedUpWord } from '../model/history';
import type { FormRelation } from '../english/inflection';

/** A lookup as the service answered it: the headword, its definitions and pronunciations, or suggestions (the views get it ranked: `RankedLookup`). */
export interface LookupAnswer {
  /** What was asked, after trimming punctuation. */
  query: string;
  /** The headword answered: the root form when the query was inflected. */
  word: string;
  found: boolean;
  definitions: Definition[];
  pronunciations: TextPron[];
  /**
   * Where the word read is a form of the headword and a word of its own besides ("left": leave's
   * past, and the side), its own pronunciations, where a call was to spare: shown where its own
   * senses lead.
   */
  ownPronunciations?: TextPron[];
  /** For a word not found: spellings the service suggests. */
  suggestions: string[];
  /** Served from the cache past its lifetime because the service could not be asked. */
  stale: boolean;
  storedAt: number;
  credit: ServiceCredit;
  /**
   * Each definition's nearness in meaning to the sentence it was read in, in the definitions'
   * order, for the sense ranker (lib/shared/text/sense-meaning.ts): when it was read in a
   * sentence and the background's word vectors were loaded in time.
   */
  meanings?: number[][];
}

/**
 * One part of speech's senses, in the order to show them, whichever dictionaries they come from;
 * each with only the examples that show the word (a dictionary may give a sense the examples of
 * its synonyms).
 */
export interface SenseGroup {
  /** The part of speech as the service names it ("noun", "verb-transitive"); may be empty. */
  partOfSpeech: string;
  definitions: Definition[];
  /**
   * The places in `definitions` of senses that say, in another dictionary's words, what the sense
   * just before them says: a view shows each within that sense, not as a sense of its own.
   */
  restatements?: number[];
}

/** The senses to show, by part of speech, the one the word most likely has where it was read first. */
export interface ChosenSenses {
  groups: SenseGroup[];
  /** The headword's senses the word read cannot be ("had" is no noun of have): shown only when the reader asks. */
  elsewhere?: SenseGroup[];
  /** How the word read relates to the headword shown ("went": past of go), if it is a form of it. */
  form?: FormRelation;
  /**
   * The word read is a word of its own, whose senses lead, though it was answered as another's form
   * ("the saw was dull": saw, not see's past): the answer is shown as that word's (its headword).
   */
  ownEntry?: string;
  /** What the word read is short for, if it is a contraction ("don't": do not); said rather than its form. */
  contraction?: string;
  /** The word read is a name on its page ("said Marlow"), and no sense shown first is the person the page names. */
  name?: boolean;
  /** How likely the sense shown first is the one meant (0–1, calibrated: lib/shared/senses/confidence.ts), where the sentence was read. */
  confidence?: number;
  /**
   * Where the ranker is unsure: the place among `groups` of the second likeliest sense, which
   * the bubble offers beside the first as its equal ("here probably … or …").
   */
  alternative?: { group: number; index: number };
}

/**
 * A lookup's answer as the views show it: with its senses in the order to show them, for the
 * sentence the word was read in (lib/background/lookup/ranked-answer.ts), so that a view only
 * renders. The same word read in another sentence is ranked again: only the answer before
 * ranking is cached.
 */
export interface RankedLookup extends Omit<LookupAnswer, 'meanings' | 'ownPronunciations'> {
  senses: ChosenSenses;
  /** Whether the ranker weighed how near in meaning each sense is to the sentence (the word vectors were read in time). */
  meaningWeighed?: boolean;
  /**
   * Where the word was read, as the background read it from what the page sent: the sentence
   * kept with the word (in a list, with a kept sense), the word's place in it, and whether the
   * page reads as older English.
   */
  readIn?: { sentence: string; start: number; olderPage?: boolean };
}

/** What `playAudio` answers: whether a recording started, and how many the word has. */
export interface PlayAudioAnswer {
  played: boolean;
  files: number;
  /** There were recordings, but none could be played (even with fresh links). */
  failed?: boolean;
  /** How long the recording plays, when known: the view's "Playing…" ends with it. */
  durationMs?: number;
  /** The recording is a synthesizer's voice, not a person's (its service says so). */
  synthesized?: boolean;
}

/** A box in a viewport, in CSS pixels. */
export interface ViewBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The next step of a lookup relayed from a small frame: a frame between it and the top
 * passes `next` on to its own parent; the top page shows the bubble at `rect` (the word's
 * box, translated into the content box of the top page's iframe that holds it).
 */
export type RelayStep = { next: string } | { show: { word: string; context?: WordInSentence; rect: ViewBox } };

/** A word list as views show it: the service's fields and the id it has in this browser. */
export interface ListSummary {
  /** Stable local id: a list made offline has no service id until its first sync. */
  localId: string;
  /** The list's permalink on the service (what L2–L7 address it by), once known. */
  permalink?: string;
  name: string;
  description?: string;
  type?: string;
  numberWordsInList: number;
  createdAt: string;
  updatedAt: string;
}

/** Whether every list change waiting to be sent reached the service (refused ones wait for the user, not the network). */
export interface ListsSynced {
  synced: boolean;
}

/**
 * One word of a list, with what the reader kept with it in this browser: the sense they meant
 * and the sentence they read it in (the service's lists hold words only).
 */
export interface ListWord {
  word: string;
  createdAt: string;
  sense?: KeptSense;
  context?: CardContext;
}

/**
 * Where the lists shown are kept: in this browser (signed out, or the service keeps no
 * lists for this user), or on a service with an account, synced.
 */
export type ListsHome =
  { kind: 'browser'; why: 'signed-out' | 'no-lists-on-service'; baseUrl: string } | { kind: 'account'; username: string; baseUrl: string };

/**
 * Where the lookup history and the review are kept: following the signed-in account (a Glossa
 * server keeps them), or in this browser only (signed out, or a service with no place for them).
 */
export type RecordsHome =
  { kind: 'browser'; why: 'signed-out' | 'not-on-service'; baseUrl: string } | { kind: 'account'; username: string; baseUrl: string };

/** The browser's own lists, as offered to a signed-in account: those not yet decided on, and how many were kept apart. */
export interface BrowserListsOffer {
  open: { name: string; numberWordsInList: number }[];
  apart: number;
}

/**
 * A word of the history as views see it: the history's record (its fields copied one by one at
 * the boundary, lib/background/handlers/answers-of.ts), and the sense kept with the word.
 */
export interface HistoryEntry extends LookedUpWord {
  /** The sense the reader kept with the word (Add to list), when they kept one: the history's answers add it. */
  kept?: KeptSense;
}

/** A page of the history, newest first, how many match, and the sites there are to filter by. */
export interface HistoryPage {
  total: number;
  entries: HistoryEntry[];
  sites: string[];
}

/** A page of a list's words and how many it has in all. */
export interface ListPage {
  total: number;
  words: ListWord[];
}

/** A change the service refused and that is kept until the user retries or discards it. */
export interface RefusedChange {
  /** Which change (its place in the outbox). */
  seq: number;
  listLocalId: string;
  listName: string;
  kind: 'create' | 'update' | 'delete' | 'addWords' | 'removeWords';
  /** The words it adds or removes. */
  words?: string[];
  /** What the service said. */
  reason: string;
}

/**
 * Changes of the history and the review the service refused (one kind's): the records stay in
 * this browser, and the changes are kept until the user retries them or lets them be.
 */
export interface RefusedRecords {
  /** Which change (its place in the outbox). */
  seq: number;
  /** How many records' changes it holds. */
  count: number;
  /** What the service said. */
  reason: string;
}

/** Where the word-list sync stands. */
export interface SyncStatus {
  /** Changes not yet on the service, refused ones included. */
  pending: number;
  /** Present when some changes were refused. */
  refused?: RefusedChange[];
  /** Present when some records' changes were refused. */
  refusedRecords?: RefusedRecords[];
  lastSyncAt?: number;
  lastError?: string;
  signedOut: boolean;
  waitingUntil?: number;
  /** Changes made elsewhere that met changes made here, and what was kept: shown until the reader dismisses them. */
  notes?: SyncNote[];
}

/**
 * A conflict the sync resolved, as the reader is told of it. The later change by the
 * service's clock wins; a list deleted elsewhere stays deleted.
 */
export type SyncNote = { id: string; at: number } & (
  | {
      /** The list was renamed here and elsewhere: `kept` is its name now, `notKept` the other. */
      kind: 'renamed';
      listLocalId: string;
      kept: string;
      notKept: string;
      /** True when the name given here is the one kept. */
      keptHere: boolean;
    }
  | {
      /** The list was deleted elsewhere while changes to it waited here: `words` were added here and are not kept. */
      kind: 'deletedElsewhere';
      listName: string;
      words: string[];
    }
  | {
      /** Words removed here while offline were added again elsewhere later: they stay. */
      kind: 'addedAgainElsewhere';
      listLocalId: string;
      listName: string;
      words: string[];
    }
  | {
      /** Words added here while offline were removed elsewhere later: they stay removed. */
      kind: 'removedElsewhere';
      listLocalId: string;
      listName: string;
      words: string[];
    }
);

/** What views may know of the signed-in user: who, on which service; never the token. */
export interface AccountInfo {
  signedIn: boolean;
  username?: string;
  baseUrl: string;
}

/**
 * Whether an API key is set and, when it is, what the service says of it: `invalid` only when
 * the service refused it (A4 or a lookup), `unconfirmed` when neither could tell (A4 missing
 * or failing, and no lookup answered either way). `status` is A4's answer, when it gave one.
 */
export type KeyStatus = { hasKey: false } | { hasKey: true; verdict: 'valid' | 'invalid' | 'unconfirmed'; status?: ApiTokenStatus };

/** The settings as views see them: every field, and whether a key is set (never the key). */
export type ShownSettings = Settings & { hasApiKey: boolean };

/** A list as the service has it now (L4), or word that it is not there yet. */
export type ServiceListAnswer = { onService: false } | { onService: true; list: WordList };

/** What `call` answers: a 404 is "not found", not a failure. */
export type CallAnswer<T> = { found: true; data: T; stale: boolean; storedAt?: number } | { found: false; stale: boolean };

/** The answer of a request that was done and has nothing to tell. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- handlers that only act resolve to void
export type Done = void;

/**
 * One window (a minute or an hour) as last seen. `resetAt` is epoch ms, either what the
 * service said or an upper-bound estimate (see above). Once it has passed, the window
 * is shown refilled: `remaining` is the limit (or unknown when the limit is).
 */
export interface BudgetWindow {
  limit?: number;
  remaining?: number;
  resetAt?: number;
}

/** The rate budget of the current service and key, as its answers' headers tell it. */
export interface Budget {
  /** Which service and key (a hash of the key, never the key). */
  service: string;
  minute: BudgetWindow;
  hour: BudgetWindow;
  /** After a 429: nothing is sent before this time (epoch ms). */
  pausedUntil?: number;
  /** When the last snapshot was observed (epoch ms). */
  updatedAt?: number;
}

/** Errors travel as plain data: the kind says what to show, the message says it in words. */
export interface ErrorAnswer {
  ok: false;
  error: {
    kind: string;
    message: string;
    status?: number;
    /** When a rate-limited service may be asked again (epoch ms). */
    resetAt?: number;
    /** The service's own words, when the background passed them on. */
    detail?: string;
  };
}
export type Answer<T = unknown> = { ok: true; data: T } | ErrorAnswer;

/**
 * The words a page marks, as one compact answer (the page's marker asks once, and again when
 * told that the lists changed): each state to mark, with its words, lowercase unless a word
 * is a name. Empty when marks are off, or the page's site is one not to mark.
 */
export type MarkSet = Partial<Record<WordState, string[]>>;

/** Which of the reader's lists hold a word (by name) and what they know of it: the bubble says so. */
export interface KeptWord {
  lists: string[];
  state: WordState;
  /** The sense the reader kept with it (the last kept), when they kept one. */
  sense?: KeptSense;
}
/** A word of the review, as its page shows it: the front is its sentence with the word blanked. */
export interface ReviewCard {
  /** The card's key (the word in lower case): what a grade names. */
  key: string;
  word: string;
  /** The sentences it was met in, newest first (none: the front is the word alone). */
  contexts: CardContext[];
  /** The sense the reader kept. */
  sense?: KeptSense;
  state: WordState;
}

/** Where the review stands: the card to show now, how many are due, and when the next one is. */
export interface ReviewQueue {
  card?: ReviewCard;
  /** The card due after it, shown at once when this one is graded (the grade's answer then confirms it). */
  after?: ReviewCard;
  /** Cards due now, the one shown included. */
  due: number;
  /** There are no cards at all: no word is kept yet. */
  empty: boolean;
  /** When the next card is due, once none is due now (epoch ms). */
  nextDueAt?: number;
  /** The word whose last grade U would undo. */
  undoWord?: string;
}

/**
 * What sending words to Anki did: how many notes were added and which words the deck already
 * had; or why nothing was sent (Anki not answering, too old, refusing, a note type with fewer
 * than two fields).
 */
export type AnkiAnswer =
  | { sent: true; added: number; duplicates: string[]; deck: string }
  | { sent: false; why: 'unreachable' | 'old-version' | 'refused' | 'note-type'; detail?: string };
