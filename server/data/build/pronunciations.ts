/** CMUdict's pronunciations of each entry, in IPA too, with their rhyme keys, and the spelling split into syllables. */
import { arpabetToIpa, rhymeKey } from '../ipa.ts';
import { splitSpelling } from '../syllables.ts';
import type { BuildDatabase } from './database.ts';
import type { EntryList } from './entries.ts';
import type { Progress } from './progress.ts';

export function writePronunciations(
  db: BuildDatabase,
  entries: EntryList,
  displayWord: ReadonlyMap<number, string>,
  cmu: ReadonlyMap<string, string[]>,
  inflectedForms: ReadonlySet<string>,
  progress: Progress,
): void {
  const insertRhyme = db.prepare('INSERT INTO rhyme_keys (id, key) VALUES (?, ?)');
  const insertPron = db.prepare('INSERT INTO pronunciations (entry_id, seq, arpabet, ipa, rhyme_id) VALUES (?, ?, ?, ?, ?)');
  const insertSyllables = db.prepare(`INSERT INTO syllables (entry_id, source, pieces, stressed) VALUES (?, 'cmudict', ?, ?)`);
  const rhymeIds = new Map<string, number>();
  let pronCount = 0;
  let syllableCount = 0;
  // an attested inflection ends in its suffix, so that ending starts a syllable (suf·fer·ing)
  const inflectedWith = (word: string): boolean => inflectedForms.has(word);
  db.transaction(() => {
    for (const lower of entries.lowers) {
      const prons = cmu.get(lower);
      if (!prons) continue;
      const id = entries.entryId.get(lower) ?? 0;
      prons.forEach((arpabet, seq) => {
        const key = rhymeKey(arpabet);
        let rhymeId: number | null = null;
        if (key !== undefined) {
          rhymeId = rhymeIds.get(key) ?? null;
          if (rhymeId === null) {
            rhymeId = rhymeIds.size + 1;
            rhymeIds.set(key, rhymeId);
            insertRhyme.run(rhymeId, key);
          }
        }
        insertPron.run(id, seq, arpabet, arpabetToIpa(arpabet), rhymeId);
        pronCount++;
      });
      const first = prons[0];
      const word = displayWord.get(id) ?? lower;
      const split = first ? splitSpelling(word, first, inflectedWith) : undefined;
      if (split) {
        insertSyllables.run(id, split.pieces.join('\u00b7'), split.stressed ?? null);
        syllableCount++;
      }
    }
  })();
  progress.counts.pronunciations = pronCount;
  progress.counts.rhymeKeys = rhymeIds.size;
  progress.counts.syllabified = syllableCount;
  progress.lap(`pronunciations: ${pronCount}, syllable splits: ${syllableCount}`);
}
