/**
 * The review's records: its cards and grades as they leave this browser and come back (a
 * backup file, the account's other browsers through sync/records.ts, the browser's own review
 * joining an account's). Per card, the one holding more of the reader's work wins (the later
 * grade); grades are only ever added or taken back, so logs are joined grade by grade.
 *
 * Each function here runs in the review's turn (review.ts): none is called twice at once.
 */
import type { BackupCard, BackupGrade } from '../../shared/export/backup';
import type { CardRecord, GlossaDatabase, RecordTouch, ReviewLogRecord } from '../store/db';
import { joinedContexts } from './contexts';
import type { Deck } from './deck';

/** A card or grade changed elsewhere: its data, or (absent) its deletion. */
export type RemoteReviewRecord = { kind: 'card'; key: string; data?: BackupCard } | { kind: 'grade'; key: string; data?: BackupGrade };

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
export const changedAt = (card: BackupCard) => card.lastReview ?? 0;

/** Above 0 when card `a` holds more of the reader's work than `b`: reviewed later, more often, or said known. */
const later = (a: BackupCard, b: BackupCard) =>
  (a.lastReview ?? 0) - (b.lastReview ?? 0) || a.reps - b.reps || Number(a.known ?? false) - Number(b.known ?? false);

/** The owner's cards and log, without the owner, for a backup file. */
export async function exportCards(db: GlossaDatabase, owner: string): Promise<{ cards: BackupCard[]; reviewLog: BackupGrade[] }> {
  const [cards, log] = await Promise.all([
    db.cards.where('account').equals(owner).toArray(),
    db.reviewLog.where('account').equals(owner).sortBy('id'),
  ]);
  return { cards: cards.map(bareCard), reviewLog: log.map(gradeData) };
}

/**
 * Cards and grades from elsewhere merged into the owner's: per card, the one holding more of
 * the reader's work wins, the sentences of both kept; a grade not yet in the log joins it.
 * `apart`: a card new to the owner stays though no list of theirs holds its word yet (the
 * words are on their way). Answers the cards taken and the grades added.
 */
export async function mergeCards(
  db: GlossaDatabase,
  deck: Deck,
  owner: string,
  cards: readonly BackupCard[],
  reviewLog: readonly BackupGrade[],
  apart = false,
): Promise<{ taken: CardRecord[]; added: (ReviewLogRecord & { uid: string })[] }> {
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
  const added = reviewLog
    .filter((g) => !logged.has(`${g.key}\n${g.reviewedAt}`))
    .sort((a, b) => a.reviewedAt - b.reviewedAt)
    .map((g) => ({ ...g, account: owner, before: { ...g.before, account: owner }, uid: crypto.randomUUID() }));
  await db.transaction('rw', db.cards, db.reviewLog, async () => {
    await db.cards.bulkPut(taken);
    await db.reviewLog.bulkAdd(added);
  });
  for (const card of taken) deck.remember(card);
  return { taken, added };
}

/** The cards of `keys` kept by `from` and their grades, as they travel. */
export async function cardsOf(
  db: GlossaDatabase,
  from: string,
  keys: readonly string[],
): Promise<{ cards: BackupCard[]; reviewLog: BackupGrade[] }> {
  const cards = (await db.cards.bulkGet(keys.map((key) => [from, key]))).filter((card) => card !== undefined);
  const log = await db.reviewLog
    .where('[account+key]')
    .anyOf(cards.map((card) => [from, card.key]))
    .toArray();
  return { cards: cards.map(bareCard), reviewLog: log.map(gradeData) };
}

/** The owner's cards (by word) or grades (by id) of `keys` as they are here; one gone here is absent. */
export async function readRecords(
  db: GlossaDatabase,
  kind: 'card' | 'grade',
  keys: readonly string[],
  owner: string,
): Promise<Map<string, BackupCard | BackupGrade>> {
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
export async function recordTouches(db: GlossaDatabase, owner: string): Promise<{ cards: RecordTouch[]; grades: RecordTouch[] }> {
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
 * log joins it (or leaves it, undone there). The owner's deck is read again after.
 */
export async function takeRemoteRecords(
  db: GlossaDatabase,
  deck: Deck,
  remote: readonly RemoteReviewRecord[],
  owner: string,
): Promise<void> {
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
  deck.drop(owner);
}
