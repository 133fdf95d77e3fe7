/**
 * Cards follow the lists: every kept word gets a card (with the sentence the list or the
 * history met it in), and the card of a word no list holds any more goes, with its grades,
 * whether the word was removed here, with its list, or by a sync from elsewhere. A card kept
 * outside the lists ("I know this word", or one whose word is on its way) stays.
 */
import type { ListWord } from '../../shared/messages/answers';
import type { CardRecord, GlossaDatabase } from '../store/db';
import { historyContexts } from './contexts';
import type { Deck } from './deck';
import { keyOf, newCard } from './scheduling';

/** The words of the owner's lists (and, when asked, the history's), by key, with what a list keeps with each. */
async function keptWords(db: GlossaDatabase, owner: string, lookedUp: boolean): Promise<Map<string, ListWord>> {
  const lists = await db.lists.where('account').equals(owner).toArray();
  const ids = lists.filter((list) => !list.deleted).map((list) => list.localId);
  const words = new Map<string, ListWord>();
  if (lookedUp) await db.history.each((entry) => void words.set(entry.key, { word: entry.headword, createdAt: '' }));
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

/**
 * Brings the owner's cards in line with their kept words; answers whether any changed. Run in
 * the review's turn: a grade writing meanwhile would be written over with an older card.
 */
export async function reconcileCards(db: GlossaDatabase, deck: Deck, owner: string, at: number, lookedUp: boolean): Promise<boolean> {
  const words = await keptWords(db, owner, lookedUp);
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
  const contexts = await historyContexts(
    db,
    fresh.map(([key]) => key),
  );
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
  for (const [, key] of gone) deck.forget(owner, key);
  for (const card of [...added, ...adopted]) deck.remember(card);
  return true;
}
