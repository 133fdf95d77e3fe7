/**
 * The extension's IndexedDB database (Dexie), owned by the background: the lookup cache,
 * the local mirror of the user's word lists and their words, and the durable outbox of
 * list changes waiting to reach the service. Views never open it; they ask the
 * background. Nothing here holds a credential.
 *
 * Every list record belongs to one owner: an account (the service's base URL and the
 * user's name, see `accountId`), so switching services or users never mixes lists, or
 * this browser (`BROWSER_LISTS`): lists kept with no account, which never sync.
 *
 * Version 2 adds the lookup history; every store of version 1 keeps its data. Version 4 adds
 * the review: a card per kept word and the log of every grade (version 3 is left to the lists).
 * Version 8 gives every grade an id of its own (`uid`), the same in every browser, so that the
 * logs of two browsers signed in to one account are merged grade by grade. Version 9 names a
 * list's two ids for what they are: its permalink (`permalink`, once `serverId`) and the
 * service's number for it (`serverId`, once `serverNumber`). Version 10 adds the log of
 * problems (lib/background/problems). Version 11 adds the senses the reader chose in the bubble
 * (lib/background/sense-choices), which never sync.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { RecordKind } from '../../shared/api';
import type { RefusedChange } from '../../shared/messages/answers';
import type { Problem } from '../../shared/messages/problem';
import type { Card } from '../../shared/model/cards';
import type { LookedUpWord } from '../../shared/model/history';
import type { SenseChoice } from '../../shared/model/sense-choice';
import type { List, ListEntry } from '../../shared/model/lists';

/** One cached answer of an operation. */
export interface CacheEntry {
  /** base URL + operation + normalized parameters (see lib/background/cache). */
  key: string;
  baseUrl: string;
  operationId: string;
  /** 200: `data` is the answer; 404: the service said "not found". */
  status: 200 | 404;
  data?: unknown;
  storedAt: number;
  /** After this the entry is stale: served only when the service cannot be asked. */
  expiresAt: number;
  lastUsedAt: number;
  /** Approximate size in bytes (its JSON length), for the size cap. */
  size: number;
}

/** A word list as the extension keeps it: the list, whose it is, and what is pending locally. */
export interface ListRecord extends List {
  account: string;
  /** Deleted locally; removed for good once the service has deleted it too. */
  deleted?: boolean;
}

/**
 * One word of a mirrored list, with the sense and sentence kept with it (ListEntry): those stay
 * in this browser, and a pull of the list keeps them (merged by word).
 */
export interface ListWordRecord extends ListEntry {
  listLocalId: string;
  /** Removed locally, not yet on the service. */
  removed?: boolean;
}

/**
 * A list change, or `records`: history entries, review cards or grades changed here (by
 * kind and key, and when), sent to a service that keeps them (see sync/records.ts).
 */
export type OutboxKind = RefusedChange['kind'] | 'records';

/** A record changed here: its key within its kind, and when (epoch ms, this browser's clock). */
export interface RecordTouch {
  key: string;
  at: number;
}

/** A list change (or a record change) waiting to be sent, in order. */
export interface OutboxEntry {
  seq?: number;
  account: string;
  kind: OutboxKind;
  listLocalId: string;
  /**
   * create/update: the fields; addWords/removeWords: the words. A rename keeps the name it
   * replaced (`base`): a name on the service other than both is a rename made elsewhere.
   */
  payload: {
    name?: string;
    base?: string;
    description?: string;
    type?: string;
    words?: string[];
    /** `records`: which kind of record, and the ones changed (their content is read when sent). */
    recordKind?: RecordKind;
    records?: RecordTouch[];
  };
  createdAt: number;
  attempts: number;
  /** Not before this time (backoff after a failure). */
  notBefore: number;
  lastError?: string;
  /**
   * The service refused this change for a reason that will not pass by itself (a 409,
   * say): it is kept, with its words, and not sent again until the user retries it;
   * later changes of the same list wait behind it. Discarding it is the user's call.
   */
  refused?: { reason: string; at: number };
}

/** A kept word as the review schedules it (lib/background/review), with its owner. */
export interface CardRecord extends Card {
  /** The owner, as lists have one (an account, or `BROWSER_LISTS`). */
  account: string;
}

/**
 * One grade given (or "I know this word", rating 0), with the card as it was before: the
 * log the scheduler's parameters can later be fitted to, and what undo puts back.
 */
export interface ReviewLogRecord {
  id?: number;
  account: string;
  key: string;
  /** 0 known, 1 again, 2 hard, 3 good, 4 easy. */
  rating: number;
  reviewedAt: number;
  /** Days since the card's last review, and the days it was scheduled for. */
  elapsedDays: number;
  scheduledDays: number;
  before: CardRecord;
  /** The grade's id in every browser of the account (version 8). */
  uid?: string;
  /** Given in another browser of the account: this one's undo leaves it alone. */
  elsewhere?: boolean;
}

/** Small durable facts: sync state per account, and the like. */
interface MetaEntry {
  key: string;
  value: unknown;
}

const DATABASE_NAME = 'glossa';

export type GlossaDatabase = Dexie & {
  cache: EntityTable<CacheEntry, 'key'>;
  lists: EntityTable<ListRecord, 'localId'>;
  listWords: Dexie.Table<ListWordRecord, [string, string]>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  meta: EntityTable<MetaEntry, 'key'>;
  /** The lookup history: one record per headword. */
  history: EntityTable<LookedUpWord, 'key'>;
  /** The review's cards, one per owner and word, and its log. */
  cards: Dexie.Table<CardRecord, [string, string]>;
  reviewLog: EntityTable<ReviewLogRecord, 'id'>;
  /** The last failures of work done on the side (lib/background/problems). */
  problems: EntityTable<Problem, 'id'>;
  /** The senses the reader chose in the bubble, cases of their own (lib/background/sense-choices). */
  senseChoices: EntityTable<SenseChoice & { id: number }, 'id'>;
};

export function openDatabase(name: string = DATABASE_NAME): GlossaDatabase {
  const db = new Dexie(name) as GlossaDatabase;
  db.version(1).stores({
    cache: 'key, lastUsedAt, baseUrl',
    lists: 'localId, account, [account+serverId]',
    listWords: '[listLocalId+word], listLocalId',
    outbox: '++seq, account, listLocalId',
    meta: 'key',
  });
  // A new table only: nothing of version 1 moves, so no upgrade function is needed.
  db.version(2).stores({ history: 'key, lastAt, site' });
  // New tables only again. Version 3 is another change's; Dexie accepts the gap.
  db.version(4).stores({ cards: '[account+key], [account+due], account', reviewLog: '++id, [account+key], account, reviewedAt' });
  // Versions 5–7 are other changes'. Every grade gets its id of its own, the grades of before included.
  db.version(8)
    .stores({ reviewLog: '++id, [account+key], account, reviewedAt, uid' })
    .upgrade((tx) =>
      tx
        .table<ReviewLogRecord, number>('reviewLog')
        .toCollection()
        .modify((grade) => {
          grade.uid ??= crypto.randomUUID();
        }),
    );
  // A list's permalink was kept as `serverId` and the service's number as `serverNumber`: each moves to its own name.
  db.version(9)
    .stores({ lists: 'localId, account, [account+permalink]' })
    .upgrade((tx) =>
      tx
        .table<Record<string, unknown>, string>('lists')
        .toCollection()
        .modify((list) => {
          const { serverId: permalink, serverNumber: serverId } = list;
          delete list.serverId;
          delete list.serverNumber;
          if (permalink !== undefined) list.permalink = permalink;
          if (serverId !== undefined) list.serverId = serverId;
        }),
    );
  // A new table only.
  db.version(10).stores({ problems: '++id' });
  // A new table only.
  db.version(11).stores({ senseChoices: '++id, chosenAt, [word+sentence]' });
  return db;
}

/** The owner of lists kept in this browser with no account (no accountId has no '#'). */
export const BROWSER_LISTS = 'browser';

/** The owner of mirrored lists: a service and a user on it. */
export function accountId(baseUrl: string, username: string): string {
  return `${baseUrl.replace(/\/+$/, '')}#${username.toLowerCase()}`;
}
