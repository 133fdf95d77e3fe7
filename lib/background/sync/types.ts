/** The sync engine's public shapes: what it needs, what it offers, what it reports. */
import type { ListType, RecordKind, WordnikClient } from '../../shared/api';
import type { BrowserListsOffer, SyncStatus } from '../../shared/messages/answers';
import type { ListEntry } from '../../shared/model/lists';
import type { BudgetWatcher } from '../rate/budget';
import type { ServiceKey } from '../../shared/service-identity/service-key';
import type { GlossaDatabase, ListRecord, ListWordRecord, RecordTouch } from '../store/db';
import type { RecordKeeper } from './records';

export type NewListFields = {
  name: string;
  description?: string;
  type?: ListType;
};

export type ListFieldChanges = {
  name?: string;
  description?: string;
  type?: ListType;
};

export interface WordsQuery {
  sortBy: 'createDate' | 'alpha';
  sortOrder: 'asc' | 'desc';
  skip: number;
  limit: number;
}

interface SyncAccount {
  account: string;
  service: ServiceKey;
}

export interface SyncDeps {
  db: GlossaDatabase;
  /** The client for the current settings and signed-in user's token; undefined when signed out. */
  client(): WordnikClient | undefined;
  /**
   * The current account (accountId(baseUrl, username)) and service, when its lists sync;
   * undefined when signed out or when the service keeps no lists: the lists are then this
   * browser's own (BROWSER_LISTS).
   */
  account(): SyncAccount | undefined;
  /**
   * Called when the service answered reading the user's lists (A3) with 404 or 405, or
   * with 401/403 while the session is good (A5 answers): it keeps no lists for this user.
   */
  onListsRefused?: (status: number) => void;
  /**
   * The history and the review, whose records follow the account on a service that keeps
   * them (sync/records.ts); without it, they stay in this browser.
   */
  records?: RecordKeeper;
  /**
   * The browser's own review of `words` (their cards and grades, kept by `from`) joins the
   * review of the account `to` they are being uploaded to, before the words land there: per
   * card the later grade wins and the logs are joined, so no card comes due anew.
   */
  adoptReview?: (words: readonly string[], from: string, to: string) => Promise<void>;
  /** The rate gate; `budget` (the plan as the service's headers tell it) paces the pulls views ask for. */
  budget: Pick<BudgetWatcher, 'permit'> & Partial<Pick<BudgetWatcher, 'budget'>>;
  now?: () => number;
  /** In [0, 1): the jitter of backoff delays. Default Math.random. */
  random?: () => number;
  /** Called after local data changed (views re-read). */
  onChange?: () => void;
  /**
   * Called after every drain or pull, whatever it did: the status may have changed (last
   * sync, last error, waits) even when no list did.
   */
  onStatus?: () => void;
  /** Where a drain started on the side records its failure (lib/background/problems). */
  failed?: (error: unknown) => void;
}

/** Why a drain or pull stopped before it was done. */
export type StopReason =
  /** No session, or the service refused the token (401/403): all pending work is kept. */
  | 'signed-out'
  /** The service answered 429: nothing is sent before `waitingUntil`. */
  | 'rate-limited'
  /** The rate gate refused background work for now. */
  | 'budget'
  /** The next entry failed (network, timeout, 5xx) and waits for its backoff to pass. */
  | 'backoff';

export interface DrainResult {
  /** Entries the service confirmed in this run. */
  sent: number;
  /** Entries dropped in this run: refused as invalid (400, 422), or about a list the service no longer has. */
  dropped: number;
  /** Entries still waiting. */
  pending: number;
  /** Absent when the outbox was emptied. */
  stopped?: StopReason;
  waitingUntil?: number;
  /** What went wrong in this run, when something did. */
  error?: string;
}

export interface PullResult {
  ok: boolean;
  stopped?: StopReason;
  waitingUntil?: number;
  error?: string;
}

export interface DrainOptions {
  /**
   * Send the next entry even if its backoff has not passed (the user asked to sync now,
   * or the browser came back online). 429 waits and the rate gate still hold.
   */
  ignoreBackoff?: boolean;
}

/**
 * What the reader keeps with a list's word in this browser: the sense they meant and the sentence
 * they read it in. The service's lists carry words only: these never leave the browser.
 */
export type WordKept = Pick<ListEntry, 'sense' | 'context'>;

export interface SyncEngine {
  /** Local-first changes: the mirror and the outbox change in one transaction, at once. */
  createList(fields: NewListFields): Promise<ListRecord>;
  updateList(localId: string, fields: ListFieldChanges): Promise<void>;
  deleteList(localId: string): Promise<void>;
  /** `kept`: the sense and sentence kept with the words (a word already in the list takes them too). */
  addWords(localId: string, words: readonly string[], kept?: WordKept): Promise<void>;
  removeWords(localId: string, words: readonly string[]): Promise<void>;
  /**
   * A file's words into a new list (`name`) or an existing one, all or nothing; answers the list and
   * how many words were new. `kept`: what each word keeps with it, by word (a backup's, another list's).
   */
  importWords(
    target: { listId: string } | { name: string },
    words: readonly string[],
    kept?: ReadonlyMap<string, WordKept>,
  ): Promise<{ list: ListRecord; added: number }>;

  /** The browser's lists not yet uploaded to (or kept apart from) the signed-in account. */
  browserListsOffer(): Promise<BrowserListsOffer>;
  /** Copies the browser's lists into the account, merged by name; the browser keeps its own. */
  uploadBrowserLists(): Promise<{ lists: number; words: number }>;
  keepBrowserListsApart(): Promise<void>;

  /** The current owner's lists (the syncing account's, or this browser's), not deleted, newest first. */
  lists(): Promise<ListRecord[]>;
  /** A page of a list's words (removed ones left out) and how many there are. */
  words(localId: string, options: WordsQuery): Promise<{ total: number; words: ListWordRecord[] }>;

  /** Sends the outbox in order, each entry once confirmed removed, within the rate budget. */
  drain(options?: DrainOptions): Promise<DrainResult>;
  /** Reads the service's lists (A3) and their words (L6) into the mirror, pending changes on top. */
  pull(): Promise<PullResult>;
  /** Drain, then pull, then drain again. */
  syncNow(options?: DrainOptions): Promise<SyncStatus>;
  /**
   * A view showing lists opened: sync now if the service's lists were last read longer
   * than `FRESH_FOR_MS` ago (and no sync was asked for within it), or on a small plan
   * longer than `freshFor` says; otherwise nothing. Background work: the rate gate keeps
   * lookups first. True when a sync ran.
   */
  freshen(): Promise<boolean>;
  /** A refused change (its `seq` in the status) is sent again at the next drain; the status after. */
  retryRefused(seq: number): Promise<SyncStatus>;
  /**
   * A refused change is given up: it leaves the outbox and the list is read again at the
   * next pull. Discarding a refused creation gives up the list made here (nothing of it
   * reached the service). The status after.
   */
  discardRefused(seq: number): Promise<SyncStatus>;
  /** The reader has seen a note of a resolved conflict: it is no longer shown. The status after. */
  dismissNote(id: string): Promise<SyncStatus>;
  status(): Promise<SyncStatus>;
  /**
   * History entries, review cards or grades changed here (by key, and when): queued for the
   * account that syncs now, if it is `account` (when given) and its service keeps records, and
   * sent at once. Signed out, or on the live service, nothing is queued: they stay here.
   */
  recordsChanged(kind: RecordKind, touches: readonly RecordTouch[], account?: string): Promise<void>;
}
