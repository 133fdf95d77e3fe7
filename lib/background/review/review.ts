/**
 * The review: every word of the owner's lists is a card, scheduled by FSRS (scheduling.ts),
 * with every grade kept in a log (so the scheduler's parameters can later be fitted to the
 * reader, and so the last grade can be undone).
 *
 * Cards follow the lists (reconcile.ts): the sync engine's change runs `reconcile`, so no list
 * operation has to remember the cards. The due count, the card due first and the states of
 * the words come from the deck kept in memory (deck.ts). Cards and grades leave and come back
 * as records (records.ts): a backup, the account's other browsers, an upload to an account.
 *
 * Every change runs in the review's turn, one at a time: a reconcile reading the lists while a
 * grade writes would write back an older card.
 */
import Dexie from 'dexie';
import { oneAtATime } from '../one-at-a-time';
import type { ReviewCard, ReviewQueue } from '../../shared/messages/answers';
import type { CardContext } from '../../shared/model/cards';
import type { KeptSense } from '../../shared/model/kept-sense';
import { wordStateOf, type WordState } from '../../shared/word-state';
import type { CardRecord, GlossaDatabase, RecordTouch, ReviewLogRecord } from '../store/db';
import type { BackupCard, BackupGrade } from '../../shared/export/backup';
import { historyContexts, MAX_CONTEXTS } from './contexts';
import { createDeck, survey } from './deck';
import { reconcileCards } from './reconcile';
import {
  cardsOf,
  changedAt,
  exportCards,
  mergeCards,
  readRecords,
  recordTouches,
  takeRemoteRecords,
  type RemoteReviewRecord,
} from './records';
import { graded, keyOf, NEVER, newCard, type Rating } from './scheduling';

export interface ReviewDeps {
  db: GlossaDatabase;
  /** Whose lists are shown now: an account, or the browser's own. */
  owner(): string;
  /** Words looked up but not kept join the review too (a setting, off by default). */
  lookedUp?: () => boolean;
  now?: () => number;
  /**
   * The cards or their states changed (views re-read; the marks repaint). Like `onRecords`, it
   * must not throw: the background's event object (lib/background/events.ts) reports a listener's failure.
   */
  onChange?: () => void;
  /**
   * Cards or grades changed here (by key, a grade's key its id, and when), of an owner: they
   * follow the reader where the service keeps them. A card whose word left the lists is not
   * told: the lists' own sync takes it away everywhere.
   */
  onRecords?: (kind: 'card' | 'grade', touches: RecordTouch[], owner: string) => void;
}

export function createReview(deps: ReviewDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const changed = () => deps.onChange?.();
  /** Cards and grades changed here, for the owner's other browsers. */
  const told = (owner: string, cards: RecordTouch[], grades: RecordTouch[] = []) => {
    if (cards.length > 0) deps.onRecords?.('card', cards, owner);
    if (grades.length > 0) deps.onRecords?.('grade', grades, owner);
  };

  // Each change runs outside any transaction it was called from (a list change announces itself
  // inside its own, which holds no card table): the review's reads and writes are its own.
  const inTurn = oneAtATime();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => inTurn(() => Dexie.ignoreTransaction(work));
  const deck = createDeck(db);
  /** The deck from outside the review's turn: read in it, so no change is half seen. */
  const deckNow = (owner: string) => deck.held(owner) ?? exclusive(() => deck.load(owner));

  async function reconcileNow(): Promise<boolean> {
    const done = await reconcileCards(db, deck, deps.owner(), now(), deps.lookedUp?.() ?? false);
    if (done) changed();
    return done;
  }

  /**
   * What `words` were just kept with (the bubble's Add to list): the sentence, first among their
   * cards' sentences, once each, the oldest dropped past a few; the sense the reader meant.
   */
  function meet(words: readonly string[], kept: { context?: CardContext; sense?: KeptSense }): Promise<void> {
    const { context, sense } = kept;
    return exclusive(async () => {
      // The words were just added: their cards are made first.
      await reconcileNow();
      const owner = deps.owner();
      const cards = await db.cards.bulkGet(words.map((word) => [owner, keyOf(word)]));
      const met = cards
        .filter((card) => card !== undefined)
        .map((card) => ({
          ...card,
          ...(context && { contexts: [context, ...card.contexts.filter((c) => c.sentence !== context.sentence)].slice(0, MAX_CONTEXTS) }),
          ...(sense && { sense }),
        }));
      if (met.length === 0) return;
      await db.cards.bulkPut(met);
      changed();
      // Dated by the card's last review: a sentence met here does not make its schedule later
      // than a review given elsewhere meanwhile (that card is taken, with this sentence kept).
      told(
        owner,
        met.map((card) => ({ key: card.key, at: changedAt(card) })),
      );
    });
  }

  /** A card as the review page shows it; the history's sentence joins a card that has none yet. */
  async function shown(card: CardRecord): Promise<ReviewCard> {
    let contexts = card.contexts;
    if (contexts.length === 0) {
      contexts = (await historyContexts(db, [card.key])).get(card.key) ?? [];
      if (contexts.length > 0) await db.cards.update([card.account, card.key], { contexts });
    }
    return { key: card.key, word: card.word, contexts, ...(card.sense && { sense: card.sense }), state: wordStateOf(card) };
  }

  /** The last grade given in this browser (one given elsewhere is not this browser's to undo). */
  const lastLog = (owner: string) =>
    db.reviewLog
      .where('account')
      .equals(owner)
      .reverse()
      .filter((grade) => !grade.elsewhere)
      .first();

  async function queueNow(): Promise<ReviewQueue> {
    const owner = deps.owner();
    const slots = await deck.load(owner);
    const { due, first, second, nextDueAt } = survey(slots, now());
    const [cards, last] = await Promise.all([
      db.cards.bulkGet([first, second].filter((k) => k !== undefined).map((k) => [owner, k])),
      lastLog(owner),
    ]);
    const [card, after] = await Promise.all(cards.map((c) => (c ? shown(c) : undefined)));
    const undo = last ? { undoWord: last.before.word } : {};
    if (card) return { card, ...(after && { after }), due, empty: false, ...undo };
    return { due: 0, empty: slots.size === 0, ...(nextDueAt !== undefined && { nextDueAt }), ...undo };
  }

  /** Writes a card changed by the reader with its grade's log; answers the grade's id (the same in every browser of the account). */
  async function logged(before: CardRecord, after: CardRecord, rating: number, at: number, days = { scheduledDays: 0, elapsedDays: 0 }) {
    const uid = crypto.randomUUID();
    const entry: ReviewLogRecord = { account: before.account, key: before.key, rating, reviewedAt: at, ...days, before, uid };
    await db.transaction('rw', db.cards, db.reviewLog, async () => {
      await db.cards.put(after);
      await db.reviewLog.add(entry);
    });
    deck.remember(after);
    changed();
    told(before.account, [{ key: before.key, at }], [{ key: uid, at }]);
  }

  /** Grades the card of `key`; answers the review's next step. */
  function grade(key: string, rating: Rating): Promise<ReviewQueue> {
    return exclusive(async () => {
      const card = await db.cards.get([deps.owner(), key]);
      if (card) {
        const at = now();
        const { after, scheduledDays, elapsedDays } = graded(card, rating, at);
        await logged(card, after, rating, at, { scheduledDays, elapsedDays });
      }
      return queueNow();
    });
  }

  /** Puts back the card the last grade (or "I know this word") changed; answers the review's next step. */
  function undo(): Promise<ReviewQueue> {
    return exclusive(async () => {
      const last = await lastLog(deps.owner());
      const id = last?.id;
      if (last && id !== undefined) {
        // A word known from outside the lists had no card before.
        const hadNone = last.rating === 0 && last.before.outsideLists;
        await db.transaction('rw', db.cards, db.reviewLog, async () => {
          if (hadNone) await db.cards.delete([last.account, last.key]);
          else await db.cards.put(last.before);
          await db.reviewLog.delete(id);
        });
        if (hadNone) deck.forget(last.account, last.key);
        else deck.remember(last.before);
        changed();
        const at = now();
        told(last.account, [{ key: last.key, at }], last.uid ? [{ key: last.uid, at }] : []);
      }
      return queueNow();
    });
  }

  /** "I know this word": known at once and out of the review; a word in no list gets a card of its own. */
  function know(word: string): Promise<void> {
    return exclusive(async () => {
      const owner = deps.owner();
      const at = now();
      const card = (await db.cards.get([owner, keyOf(word)])) ?? { ...newCard(owner, word.trim(), at), outsideLists: true };
      if (card.known) return;
      await logged(card, { ...card, known: true, due: NEVER }, 0, at);
    });
  }

  /**
   * The state of every word with a card (its key, the word in lower case), for the marks:
   * from memory once the deck is read, so asking again after each change costs little.
   */
  async function states(): Promise<Map<string, WordState>> {
    const slots = await deckNow(deps.owner());
    return new Map([...slots].map(([key, slot]) => [key, slot.state]));
  }

  /** What the cards of `words` keep (their sentences and sense), for a note elsewhere; a word with no card keeps nothing. */
  async function kept(words: readonly string[]): Promise<{ word: string; contexts: CardRecord['contexts']; sense?: KeptSense }[]> {
    const owner = deps.owner();
    const cards = await db.cards.bulkGet(words.map((word) => [owner, keyOf(word)]));
    const missing = await historyContexts(db, words.filter((_, i) => !cards[i]?.contexts.length).map(keyOf));
    return words.map((word, i) => {
      const card = cards[i];
      const contexts = card?.contexts.length ? card.contexts : (missing.get(keyOf(word)) ?? []);
      return { word, contexts, ...(card?.sense && { sense: card.sense }) };
    });
  }

  /** Cards and grades from elsewhere, merged into `owner`'s (records.ts), told as this owner's changes; answers how many cards were taken. */
  async function merge(owner: string, from: { cards: readonly BackupCard[]; reviewLog: readonly BackupGrade[] }, apart = false) {
    const { taken, added } = await mergeCards(db, deck, owner, from.cards, from.reviewLog, apart);
    if (taken.length + added.length > 0) changed();
    told(
      owner,
      taken.map((card) => ({ key: card.key, at: changedAt(card) })),
      added.map((grade) => ({ key: grade.uid, at: grade.reviewedAt })),
    );
    return taken.length;
  }

  return {
    /** Gives every kept word a card and takes away the cards of words no list holds; answers whether any changed. */
    reconcile: () => exclusive(reconcileNow),
    queue: () => exclusive(queueNow),
    grade,
    undo,
    know,
    dueCount: async () => survey(await deckNow(deps.owner()), now()).due,
    states,
    kept,
    /** The owner's cards and log, without the owner, for a backup file. */
    exportAll: () => exportCards(db, deps.owner()),
    /** A backup's cards and log, merged: per card the later grade wins, and a grade not yet logged is added. */
    importAll: (cards: readonly BackupCard[], reviewLog: readonly BackupGrade[]) =>
      exclusive(() => merge(deps.owner(), { cards, reviewLog })),
    /**
     * The review of `words` kept by `from` (the browser's own lists) joins `to`'s (the account
     * they are uploaded to), before the words reach its lists: their cards keep their schedules
     * and grades, so none comes due anew. `from` keeps its own, as its lists stay too.
     */
    adopt: (words: readonly string[], from: string, to: string) =>
      exclusive(async () => {
        if (from !== to && words.length > 0) await merge(to, await cardsOf(db, from, [...new Set(words.map(keyOf))]), true);
      }),
    meet,
    read: (kind: 'card' | 'grade', keys: readonly string[], owner: string) => readRecords(db, kind, keys, owner),
    touches: (owner: string) => recordTouches(db, owner),
    takeRemote: (remote: readonly RemoteReviewRecord[], owner: string) =>
      exclusive(async () => {
        if (remote.length === 0) return;
        await takeRemoteRecords(db, deck, remote, owner);
        changed();
      }),
  };
}

export type Review = ReturnType<typeof createReview>;
