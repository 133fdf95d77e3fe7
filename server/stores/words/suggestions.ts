/**
 * Spelling suggestions: other spellings of the same word (`nasa` → `NASA`), then common
 * words (SCOWL ≤ 50) within two edits, nearest and most common first.
 */
import { ENTRY_FLAGS } from '../../data/schema.ts';
import { normalize, type WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';
import { editDistance } from '../../shared/edit-distance.ts';

interface CommonWord {
  lower: string;
  tier: number;
  count: number;
}

export function suggestionQueries(db: WordDatabase, entries: Entries) {
  const caseVariants = db.prepare(
    `SELECT form AS word FROM forms WHERE entry_id = @id
     UNION SELECT lower FROM entries WHERE id = @id AND (flags & ${ENTRY_FLAGS.lowercaseSpelling}) != 0
     ORDER BY 1`,
  );
  const commonWords = db.prepare(
    `SELECT lower, tier, corpus_count FROM entries
     WHERE tier <= 50 AND (flags & ${ENTRY_FLAGS.lowercaseSpelling}) != 0 AND lower NOT GLOB '*[^a-z''-]*'`,
  );
  /** The common words by length, read on the first suggestion. */
  let commonByLength: Map<number, CommonWord[]> | undefined;
  const commonOfLength = (length: number): CommonWord[] => {
    if (!commonByLength) {
      commonByLength = new Map();
      for (const r of commonWords.all() as { lower: string; tier: number; corpus_count: number }[]) {
        const list = commonByLength.get(r.lower.length) ?? [];
        list.push({ lower: r.lower, tier: r.tier, count: r.corpus_count });
        commonByLength.set(r.lower.length, list);
      }
    }
    return commonByLength.get(length) ?? [];
  };

  return {
    suggestions(word: string, limit = 10): string[] {
      const text = normalize(word);
      const lower = text.toLowerCase();
      const out: string[] = [];
      const self = entries.byLower(lower);
      if (self) {
        for (const variant of caseVariants.all({ id: self.id }) as { word: string }[]) {
          if (variant.word !== text && !out.includes(variant.word)) out.push(variant.word);
        }
      }
      const near: { word: string; distance: number; tier: number; count: number }[] = [];
      for (let length = lower.length - 2; length <= lower.length + 2; length++) {
        for (const candidate of commonOfLength(length)) {
          if (candidate.lower === lower) continue;
          const distance = editDistance(lower, candidate.lower, 2);
          if (distance <= 2) near.push({ word: candidate.lower, distance, tier: candidate.tier, count: candidate.count });
        }
      }
      near.sort(
        (a, b) => a.distance - b.distance || a.tier - b.tier || b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
      );
      for (const candidate of near) {
        if (out.length >= limit) break;
        if (!out.includes(candidate.word)) out.push(candidate.word);
      }
      return out.slice(0, Math.max(0, limit));
    },
  };
}
