/**
 * The deck: each card's due time and state, for the owner whose lists are shown, kept in
 * memory once read, so the due count, the card due first and the marks' states are worked
 * out without reading 10,000 cards. Every write to the cards goes through `remember`/`forget`
 * (or `drop`, when many may have changed).
 */
import { wordStateOf, type WordState } from '../../shared/word-state';
import type { CardRecord, GlossaDatabase } from '../store/db';
import { NEVER } from './scheduling';

/** What the deck keeps of a card. */
interface Slot {
  due: number;
  state: WordState;
}

const slotOf = (card: CardRecord): Slot => ({ due: card.due, state: wordStateOf(card) });

export function createDeck(db: GlossaDatabase) {
  let deck: { owner: string; slots: Map<string, Slot> } | undefined;

  return {
    /** The owner's slots: from memory, or read once (call it in the review's turn, so no change is half seen). */
    async load(owner: string): Promise<Map<string, Slot>> {
      if (deck?.owner === owner) return deck.slots;
      const slots = new Map<string, Slot>();
      await db.cards
        .where('account')
        .equals(owner)
        .each((card) => slots.set(card.key, slotOf(card)));
      deck = { owner, slots };
      return slots;
    },
    /** The owner's slots if they are in memory. */
    held: (owner: string) => (deck?.owner === owner ? deck.slots : undefined),
    remember(card: CardRecord) {
      if (deck?.owner === card.account) deck.slots.set(card.key, slotOf(card));
    },
    forget(owner: string, key: string) {
      if (deck?.owner === owner) deck.slots.delete(key);
    },
    /** Any of the owner's cards may have changed: read again when next asked. */
    drop(owner: string) {
      if (deck?.owner === owner) deck = undefined;
    },
  };
}

export type Deck = ReturnType<typeof createDeck>;

/** One pass over the deck: how many are due, the two due first (by time, then word), and the next due after now. */
export function survey(slots: Map<string, Slot>, at: number) {
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
