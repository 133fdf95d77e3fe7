/**
 * The word-of-the-day pool: common words (SCOWL's tiers up to 35) spelled in plain lowercase
 * letters, with WordNet definitions and an example and nothing offensive, in a fixed
 * hash-shuffled order. WordNet's senses, not `dictionary_count`, decide "defined": that count
 * includes GCIDE's, and a word Webster's 1913 alone defines is seldom one to learn today.
 */
import { ENTRY_FLAGS } from '../schema.ts';
import type { BuildDatabase } from './database.ts';
import { compare, fnv1a } from './order.ts';
import type { Progress } from './progress.ts';

const WOTD_MAX_TIER = 35;

export function writeWordOfTheDayPool(db: BuildDatabase, progress: Progress): void {
  const pool = db
    .prepare(
      `SELECT id, lower FROM entries
       WHERE tier <= ? AND EXISTS (SELECT 1 FROM senses s WHERE s.entry_id = entries.id)
         AND (flags & ?) = ? AND (flags & ?) = 0
         AND word IS NULL AND lower GLOB '[a-z]*' AND lower NOT GLOB '*[^a-z]*'`,
    )
    .all(WOTD_MAX_TIER, ENTRY_FLAGS.hasExample, ENTRY_FLAGS.hasExample, ENTRY_FLAGS.offensive) as {
    id: number;
    lower: string;
  }[];
  pool.sort((a, b) => fnv1a(a.lower) - fnv1a(b.lower) || compare(a.lower, b.lower));
  const insertPool = db.prepare('INSERT INTO wotd_pool (seq, entry_id) VALUES (?, ?)');
  db.transaction(() => pool.forEach((row, i) => insertPool.run(i, row.id)))();
  progress.counts.wordOfTheDayPool = pool.length;
  progress.lap(`word-of-the-day pool: ${pool.length}`);
}
