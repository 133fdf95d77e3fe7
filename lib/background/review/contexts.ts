/** The sentences a card keeps: newest first, a few at most, and the history's when it has none. */
import type { CardRecord, GlossaDatabase } from '../store/db';

/** The sentences a card keeps, newest first. */
export const MAX_CONTEXTS = 5;

type Contexts = CardRecord['contexts'];

/** The sentences of `first`, then those of `second` it lacks, up to a card's few. */
export const joinedContexts = (first: Contexts, second: Contexts): Contexts =>
  [...first, ...second.filter((c) => !first.some((f) => f.sentence === c.sentence))].slice(0, MAX_CONTEXTS);

/** The sentence the history met each word (by key) in, as a card keeps it. */
export async function historyContexts(db: GlossaDatabase, keys: string[]): Promise<Map<string, Contexts>> {
  const entries = await db.history.bulkGet(keys);
  const found = new Map<string, Contexts>();
  for (const entry of entries) {
    if (entry?.sentence) found.set(entry.key, [{ sentence: entry.sentence, title: entry.title, url: entry.url }]);
  }
  return found;
}
