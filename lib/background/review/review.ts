/**
 * The review: every word of the owner's lists is a card, scheduled by FSRS (ts-fsrs), with
 * every grade kept in a log (so the scheduler's parameters can later be fitted to the
 * reader, and so the last grade can be undone).
 *
 * Cards follow the lists: `reconcile` gives each kept word a card (with the sentence the
 * history met it in) and takes away the card of a word no list holds any more, whether it
 * was removed here, with its list, or by a sync from elsewhere. The sync engine's change
 * callback runs it, so no list operation has to remember the cards.
 *
 * The due count, the card due first and the states of the words come from a small deck kept
 * in memory (each card's due time and state), read once per owner and kept in step with every
 * write here, so none of them reads 10,000 cards.
 */
import Dexie from 'dexie';
import { oneAtATime } from '../one-at-a-time';
import { fsrs, type Card, type Grade, type State } from 'ts-fsrs';
import type { CardContext, ListWord, ReviewCard, ReviewQueue } from '../../shared/messages/answers';
import type { KeptSense } from '../../shared/messages/kept-sense';
import { wordStateOf, type WordState } from '../../shared/word-state';
import type { CardRecord, GlossaDatabase, RecordTouch, ReviewLogRecord } from '../store/db';
import type { BackupCard, BackupGrade } from '../../shared/export/backup';

/** The sentences a card keeps, newest first. */
const MAX_CONTEXTS = 5;
/** A card out of the review ("I know this word") is due at no time the index will reach. */
const NEVER = Number.MAX_SAFE_INTEGER;

export interface ReviewDeps {
  db: GlossaDatabase;
  /** Whose lists are shown now: an account, or the browser's own. */
  owner(): string;
  /** Words looked up but not kept join the review too (a setting, off by default). */
  lookedUp?: () => boolean;
  now?: () => number;
  /** The cards or their states changed (views re-read; the marks repaint). */
  onChange?: () => void;
  /**
   * Cards or grades changed here (by key, a grade's key its id, and when), of an owner: they
   * follow the reader where the service keeps them. A card whose word left the lists is not
   * told: the lists' own sync takes it away everywhere.
   */
  onRecords?: (kind: 'card' | 'grade', touches: RecordTouch[], owner: string) => void;
}

/** A card or grade changed elsewhere: its data, or (absent) its deletion. */
export type RemoteReviewRecord = { kind: 'card'; key: string; data?: BackupCard } | { kind: 'grade'; key: string; data?: BackupGrade };

export type Rating = 1 | 2 | 3 | 4;

/** What the deck keeps of a card. */
interface Slot {
  due: number;
  state: WordState;
}

const slotOf = (card: CardRecord): Slot => ({ due: card.due, state: wordStateOf(card) });

const scheduler = fsrs();

const keyOf = (word: string) => word.trim().toLocaleLowerCase('en');

function toFsrs(card: CardRecord): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.phase as State,
    ...(card.lastReview !== undefined && { last_review: new Date(card.lastReview) }),
  };
}

function newCard(account: string, word: string, now: number): CardRecord {
  return {
    account,
    key: keyOf(word),
    word,
    addedAt: now,
    due: now,
    stability: 0,
    difficulty: 0,
    elapsedDays: 0,
    scheduledDays: 0,
    learningSteps: 0,
    reps: 0,
    lapses: 0,
    phase: 0,
    contexts: [],
  };
}

/** A card without its owner, as a backup or another browser takes it. */
const bareCard = ({ account: _, ...card }: CardRecord): BackupCard => card;

/** A grade as it travels: without its owner, its local number or its id (the key it travels by). */
const gradeData = (g: ReviewLogRecord): BackupGrade => ({
  key: g.key,
  rating: g.rating,
  reviewedAt: g.reviewedAt,
  elapsedDays: g.elapsedDays,
  scheduledDays: g.scheduledDays,
  before: bareCard(g.before),
});

/**
 * When a card last changed, as its record travels: its last review. A card never reviewed
 * holds no schedule to keep, so it is dated at 0 and never outweighs one reviewed elsewhere
 * (a word kept here after another browser graded it takes that browser's schedule).
 */
const changedAt = (card: BackupCard) => card.lastReview ?? 0;

/** Above 0 when card `a` holds more of the reader's work than `b`: reviewed later, more often, or said known. */
const later = (a: BackupCard, b: BackupCard) =>
  (a.lastReview ?? 0) - (b.lastReview ?? 0) || a.reps - b.reps || Number(a.known ?? false) - Number(b.known ?? false);

/** The sentences of `first`, then those of `second` it lacks, newest first, up to a card's few. */
const joinedContexts = (first: CardRecord['contexts'], second: CardRecord['contexts']) =>
  [...first, ...second.filter((c) => !first.some((f) => f.sentence === c.sentence))].slice(0, MAX_CONTEXTS);

export function createReview(deps: ReviewDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const changed = () => {
    try {
      deps.onChange?.();
    } catch {
      // A listener's failure is not the review's.
    }
  };
  /** Cards and grades changed here, for the owner's other browsers. */
  const told = (owner: string, cards: RecordTouch[], grades: RecordTouch[] = []) => {
    try {
      if (cards.length > 0) deps.onRecords?.('card', cards, owner);
      if (grades.length > 0) deps.onRecords?.('grade', grades, owner);
    } catch {
      // A listener's failure is not the review's.
    }
  };

  // One change at a time: a reconcile reading the lists while a grade writes would write back an older card.
  // Each runs outside any transaction it was called from (a list change announces itself inside its
  // own, which holds no card table): the review's reads and writes are its own.
  const inTurn = oneAtATime();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => inTurn(() => Dexie.ignoreTransaction(work));

  /**
   * Each card's due time and state, for the owner whose lists are shown, kept in memory once
   * read: the due count, the next card and the marks' states are worked out from it without
   * reading 10,000 cards. Every write below goes through `remember`/`forget`.
   */
  let deck: { owner: string; slots: Map<string, Slot> } | undefined;

  async function loadDeck(owner: string): Promise<Map<string, Slot>> {
    if (deck?.owner === owner) return deck.slots;
    const slots = new Map<string, Slot>();
    await db.cards
      .where('account')
      .equals(owner)
      .each((card) => slots.set(card.key, slotOf(card)));
    deck = { owner, slots };
    return slots;
  }

  /** The deck from outside the queue of changes: read there, so no change is half seen. */
  const deckNow = (owner: string) => (deck?.owner === owner ? Promise.resolve(deck.slots) : exclusive(() => loadDeck(owner)));

  function remember(card: CardRecord) {
    if (deck?.owner === card.account) deck.slots.set(card.key, slotOf(card));
  }

  function forget(owner: string, key: string) {
    if (deck?.owner === owner) deck.slots.delete(key);
  }

  /** The words of the owner's lists (and, when asked, the history's), by key, with what a list keeps with each. */
  async function keptWords(owner: string): Promise<Map<string, ListWord>> {
    const lists = await db.lists.where('account').equals(owner).toArray();
    const ids = lists.filter((list) => !list.deleted).map((list) => list.localId);
    const words = new Map<string, ListWord>();
    if (deps.lookedUp?.()) await db.history.each((entry) => void words.set(entry.key, { word: entry.headword, createdAt: '' }));
    if (ids.length === 0) return words;
    await db.listWords
      .where('listLocalId')
      .anyOf(ids)
      .each((row) => {
        if (row.removed) return;
        const key = keyOf(row.word);
        const known = words.get(key);
        // The spelling the list keeps wins over the history's; the sense and sentence kept last, over older ones.
        if (!known || known.word !== row.word || (row.sense && row.createdAt >= known.createdAt)) {
          words.set(key, {
            word: row.word,
            createdAt: row.createdAt,
            ...(row.sense && { sense: row.sense }),
            ...(row.context && { context: row.context }),
          });
        }
      });
    return words;
  }

  /** The sentence the history met a word in, as a card keeps it. */
  async function historyContexts(keys: string[]): Promise<Map<string, CardRecord['contexts']>> {
    const entries = await db.history.bulkGet(keys);
    const found = new Map<string, CardRecord['contexts']>();
    for (const entry of entries) {
      if (entry?.sentence) found.set(entry.key, [{ sentence: entry.sentence, title: entry.title, url: entry.url }]);
    }
    return found;
  }

  /** Gives every kept word a card and takes away the cards of words no list holds; answers whether any changed. */
  function reconcile(): Promise<boolean> {
    return exclusive(reconcileNow);
  }

  async function reconcileNow(): Promise<boolean> {
    const owner = deps.owner();
    const at = now();
    const words = await keptWords(owner);
    const cards = await db.cards.where('account').equals(owner).toArray();
    const held = new Set<string>();
    const gone: [string, string][] = [];
    const adopted: CardRecord[] = [];
    for (const card of cards) {
      held.add(card.key);
      if (words.has(card.key)) {
        if (card.outsideLists) adopted.push({ ...card, outsideLists: undefined });
      } else if (!card.outsideLists) gone.push([owner, card.key]);
    }
    const fresh = [...words].filter(([key]) => !held.has(key));
    const contexts = await historyContexts(fresh.map(([key]) => key));
    const added = fresh.map(([key, { word, sense, context }]) => ({
      ...newCard(owner, word, at),
      contexts: context ? [context] : (contexts.get(key) ?? []),
      ...(sense && { sense }),
    }));
    if (gone.length + added.length + adopted.length === 0) return false;
    await db.transaction('rw', db.cards, db.reviewLog, async () => {
      if (gone.length > 0) {
        await db.cards.bulkDelete(gone);
        const goneKeys = gone.map(([, key]) => [owner, key]);
        await db.reviewLog.where('[account+key]').anyOf(goneKeys).delete();
      }
      if (added.length + adopted.length > 0) await db.cards.bulkPut([...added, ...adopted]);
    });
    for (const [, key] of gone) forget(owner, key);
    for (const card of [...added, ...adopted]) remember(card);
    changed();
    return true;
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
      contexts = (await historyContexts([card.key])).get(card.key) ?? [];
      if (contexts.length > 0) await db.cards.update([card.account, card.key], { contexts });
    }
    return { key: card.key, word: card.word, contexts, ...(card.sense && { sense: card.sense }), state: wordStateOf(card) };
  }

  /** One pass over the deck: how many are due, the two due first (by time, then word), and the next due after now. */
  function survey(slots: Map<string, Slot>, at: number) {
    let due = 0;
    let first: [string, number] | undefined;
    let second: [string, number] | undefined;
    let nextDueAt: number | undefined;
    const before = (a: [string, number], b: [string, number] | undefined) => !b || a[1] < b[1] || (a[1] === b[1] && a[0] < b[0]);
    for (const [key, slot] of slots) {
      if (slot.due <= at) {
        due++;
        const entry: [string, number] = [key, slot.due];
        if (before(entry, first)) [first, second] = [entry, first];
        else if (before(entry, second)) second = entry;
      } else if (slot.due < NEVER && (nextDueAt === undefined || slot.due < nextDueAt)) nextDueAt = slot.due;
    }
    return { due, first: first?.[0], second: second?.[0], nextDueAt };
  }

  async function dueCount(): Promise<number> {
    const owner = deps.owner();
    return survey(await deckNow(owner), now()).due;
  }

  async function queueNow(): Promise<ReviewQueue> {
    const owner = deps.owner();
    const slots = await loadDeck(owner);
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

  /** The last grade given in this browser (one given elsewhere is not this browser's to undo). */
  const lastLog = (owner: string) =>
    db.reviewLog
      .where('account')
      .equals(owner)
      .reverse()
      .filter((grade) => !grade.elsewhere)
      .first();

  /** Logs a grade; answers its id (the same in every browser of the account). */
  async function log(before: CardRecord, rating: number, at: number, scheduledDays: number, elapsedDays: number): Promise<string> {
    const uid = crypto.randomUUID();
    const entry: ReviewLogRecord = {
      account: before.account,
      key: before.key,
      rating,
      reviewedAt: at,
      elapsedDays,
      scheduledDays,
      before,
      uid,
    };
    await db.reviewLog.add(entry);
    return uid;
  }

  /** Grades the card of `key`; answers the review's next step. */
  function grade(key: string, rating: Rating): Promise<ReviewQueue> {
    return exclusive(async () => {
      const owner = deps.owner();
      const card = await db.cards.get([owner, key]);
      if (card) {
        const at = now();
        const { card: next, log: record } = scheduler.next(toFsrs(card), new Date(at), rating as Grade);
        const after: CardRecord = {
          ...card,
          due: next.due.getTime(),
          stability: next.stability,
          difficulty: next.difficulty,
          elapsedDays: next.elapsed_days,
          scheduledDays: next.scheduled_days,
          learningSteps: next.learning_steps,
          reps: next.reps,
          lapses: next.lapses,
          phase: next.state,
          lastReview: at,
        };
        const uid = await db.transaction('rw', db.cards, db.reviewLog, async () => {
          await db.cards.put(after);
          return log(card, rating, at, record.scheduled_days, record.elapsed_days);
        });
        remember(after);
        changed();
        told(owner, [{ key, at }], [{ key: uid, at }]);
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
        await db.transaction('rw', db.cards, db.reviewLog, async () => {
          // A word known from outside the lists had no card before.
          if (last.rating === 0 && last.before.outsideLists) await db.cards.delete([last.account, last.key]);
          else await db.cards.put(last.before);
          await db.reviewLog.delete(id);
        });
        if (last.rating === 0 && last.before.outsideLists) forget(last.account, last.key);
        else remember(last.before);
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
      const key = keyOf(word);
      const at = now();
      const card = (await db.cards.get([owner, key])) ?? { ...newCard(owner, word.trim(), at), outsideLists: true };
      if (card.known) return;
      const known = { ...card, known: true, due: NEVER };
      const uid = await db.transaction('rw', db.cards, db.reviewLog, async () => {
        await db.cards.put(known);
        return log(card, 0, at, 0, 0);
      });
      remember(known);
      changed();
      told(owner, [{ key, at }], [{ key: uid, at }]);
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
    const missing = await historyContexts(words.filter((_, i) => !cards[i]?.contexts.length).map(keyOf));
    return words.map((word, i) => {
      const card = cards[i];
      const contexts = card?.contexts.length ? card.contexts : (missing.get(keyOf(word)) ?? []);
      return { word, contexts, ...(card?.sense && { sense: card.sense }) };
    });
  }

  /** The owner's cards and log, without the owner, for a backup file. */
  async function exportAll(): Promise<{ cards: BackupCard[]; reviewLog: BackupGrade[] }> {
    const owner = deps.owner();
    const [cards, log] = await Promise.all([
      db.cards.where('account').equals(owner).toArray(),
      db.reviewLog.where('account').equals(owner).sortBy('id'),
    ]);
    const bare = bareCard;
    return {
      cards: cards.map(bare),
      reviewLog: log.map(({ key, rating, reviewedAt, elapsedDays, scheduledDays, before }) => ({
        key,
        rating,
        reviewedAt,
        elapsedDays,
        scheduledDays,
        before: bare(before),
      })),
    };
  }

  /**
   * Cards and grades from elsewhere (a backup, the browser's own review), merged into the
   * owner's: per card, the one holding more of the reader's work wins (the later grade), the
   * sentences of both kept; a grade not yet in the log joins it. `apart`: a card new to the
   * owner is kept though no list of theirs holds its word yet (the words are on their way).
   * Answers how many cards were taken.
   */
  async function mergeNow(owner: string, cards: readonly BackupCard[], reviewLog: readonly BackupGrade[], apart = false): Promise<number> {
    const mine = await db.cards.bulkGet(cards.map((card) => [owner, card.key]));
    const taken = cards.flatMap((card, i): CardRecord[] => {
      const here = mine[i];
      if (here && later(card, here) <= 0) return [];
      const { outsideLists: elsewhereOutside, ...rest } = card;
      const outsideLists = here ? here.outsideLists : apart || elsewhereOutside;
      return [
        { ...rest, contexts: joinedContexts(card.contexts, here?.contexts ?? []), account: owner, ...(outsideLists && { outsideLists }) },
      ];
    });
    const logged = new Set((await db.reviewLog.where('account').equals(owner).toArray()).map((g) => `${g.key}\n${g.reviewedAt}`));
    const grades = reviewLog
      .filter((g) => !logged.has(`${g.key}\n${g.reviewedAt}`))
      .sort((a, b) => a.reviewedAt - b.reviewedAt)
      .map((g) => ({ ...g, account: owner, before: { ...g.before, account: owner }, uid: crypto.randomUUID() }));
    await db.transaction('rw', db.cards, db.reviewLog, async () => {
      await db.cards.bulkPut(taken);
      await db.reviewLog.bulkAdd(grades);
    });
    for (const card of taken) remember(card);
    if (taken.length + grades.length > 0) changed();
    told(
      owner,
      taken.map((card) => ({ key: card.key, at: changedAt(card) })),
      grades.map((grade) => ({ key: grade.uid, at: grade.reviewedAt })),
    );
    return taken.length;
  }

  /** A backup's cards and log, merged into the owner's (see `mergeNow`); answers how many cards were taken. */
  function importAll(cards: readonly BackupCard[], reviewLog: readonly BackupGrade[]): Promise<number> {
    return exclusive(() => mergeNow(deps.owner(), cards, reviewLog));
  }

  /**
   * The review of `words` kept by `from` (the browser's own lists) joins `to`'s (the account
   * they are uploaded to), before the words reach its lists: their cards keep their schedules
   * and grades, so none comes due anew. `from` keeps its own, as its lists stay too.
   */
  function adopt(words: readonly string[], from: string, to: string): Promise<void> {
    return exclusive(async () => {
      if (from === to || words.length === 0) return;
      const keys = new Set(words.map(keyOf));
      const cards = (await db.cards.bulkGet([...keys].map((key) => [from, key]))).filter((card) => card !== undefined);
      const log = await db.reviewLog
        .where('[account+key]')
        .anyOf(cards.map((card) => [from, card.key]))
        .toArray();
      await mergeNow(to, cards.map(bareCard), log.map(gradeData), true);
    });
  }

  /** The owner's cards (by word) or grades (by id) of `keys` as they are here; one gone here is absent. */
  async function read(kind: 'card' | 'grade', keys: readonly string[], owner: string): Promise<Map<string, BackupCard | BackupGrade>> {
    if (kind === 'card') {
      const cards = await db.cards.bulkGet(keys.map((key) => [owner, key]));
      return new Map(cards.flatMap((card) => (card ? [[card.key, bareCard(card)] as const] : [])));
    }
    const grades = await db.reviewLog
      .where('uid')
      .anyOf([...keys])
      .toArray();
    return new Map(grades.flatMap((g) => (g.uid && g.account === owner ? [[g.uid, gradeData(g)] as const] : [])));
  }

  /** Every card holding the reader's work (reviewed, known, or with a sentence) and every grade, with when each changed. */
  async function touches(owner: string): Promise<{ cards: RecordTouch[]; grades: RecordTouch[] }> {
    const [cards, grades] = await Promise.all([
      db.cards.where('account').equals(owner).toArray(),
      db.reviewLog.where('account').equals(owner).toArray(),
    ]);
    return {
      cards: cards
        .filter((card) => card.reps > 0 || card.known || card.contexts.length > 0)
        .map((card) => ({ key: card.key, at: changedAt(card) })),
      grades: grades.flatMap((g) => (g.uid ? [{ key: g.uid, at: g.reviewedAt }] : [])),
    };
  }

  /**
   * Cards and grades changed elsewhere (the later change, by the service's clock: for a card,
   * its later review, or an undo): a card is taken with its schedule, keeping the sentences met
   * here beside its own (or goes, with its grades, when deleted there); a grade not yet in the
   * log joins it (or leaves it, undone there).
   */
  function takeRemote(remote: readonly RemoteReviewRecord[], owner: string): Promise<void> {
    return exclusive(async () => {
      if (remote.length === 0) return;
      const cards = remote.filter((r) => r.kind === 'card');
      const grades = remote.filter((r) => r.kind === 'grade');
      await db.transaction('rw', db.cards, db.reviewLog, async () => {
        const here = await db.cards.bulkGet(cards.map((r) => [owner, r.key]));
        for (const [i, r] of cards.entries()) {
          if (r.data) {
            // The sentences met here and not there are kept beside theirs.
            const contexts = joinedContexts(r.data.contexts, here[i]?.contexts ?? []);
            await db.cards.put({ ...r.data, contexts, account: owner, key: r.key });
          } else {
            await db.cards.delete([owner, r.key]);
            await db.reviewLog.where('[account+key]').equals([owner, r.key]).delete();
          }
        }
        for (const r of grades) {
          const here = await db.reviewLog.where('uid').equals(r.key).first();
          if (!r.data) {
            if (here?.id !== undefined && here.account === owner) await db.reviewLog.delete(here.id);
          } else if (!here) {
            const { before, ...grade } = r.data;
            await db.reviewLog.add({ ...grade, before: { ...before, account: owner }, account: owner, uid: r.key, elsewhere: true });
          }
        }
      });
      // The deck is read again: any of its cards may have changed.
      if (deck?.owner === owner) deck = undefined;
      changed();
    });
  }

  return {
    reconcile,
    queue: () => exclusive(queueNow),
    grade,
    undo,
    know,
    dueCount,
    states,
    kept,
    exportAll,
    importAll,
    adopt,
    meet,
    read,
    touches,
    takeRemote,
  };
}

export type Review = ReturnType<typeof createReview>;
