/**
 * British readings: eSpeak NG's IPA in its British voice (en-gb) of every word the server
 * pronounces, kept in `british_readings` and served after the American readings (CMUdict's, or
 * eSpeak NG's en-us) for a reader who chose the UK voice. No open dictionary of British English
 * pronunciation is at hand, so every one of them is generated from the spelling, and served as
 * such, written as a British dictionary writes it (britishDictionaryIpa: each stress mark at its
 * syllable's start, the yod in the onset, ə for eSpeak's reduced vowels). A word whose American
 * reading is withheld (`unconfirmed_readings`: GCIDE's syllable marks contradict eSpeak NG) gets
 * no British one either; without eSpeak NG there are none, and the build says so.
 */
import { commandWorks } from '../../shared/system-commands.ts';
import { britishDictionaryIpa } from '../../shared/english-phones.ts';
import type { BuildDatabase } from './database.ts';
import { ESPEAK, espeakIpa } from './pronunciation-check.ts';
import type { Progress } from './progress.ts';

/**
 * Spellings eSpeak NG reads as words, one answer line each: letters, and spaces, hyphens or
 * apostrophes between them. A full stop, a slash or a digit ("St. James", "atomic number 16")
 * could be read as more than one sentence, or as a number, and is left out.
 */
const READABLE = /^\p{L}[\p{L}' -]*$/u;

export async function writeBritishReadings(db: BuildDatabase, progress: Progress): Promise<void> {
  // The spelling shown (Titian, NASA), as the server reads a word no dictionary pronounces.
  const words = (
    db
      .prepare(
        `SELECT e.id, COALESCE(e.word, e.lower) AS spelling FROM entries e
         WHERE NOT EXISTS (SELECT 1 FROM unconfirmed_readings u WHERE u.entry_id = e.id) ORDER BY e.id`,
      )
      .all() as { id: number; spelling: string }[]
  ).filter((row) => READABLE.test(row.spelling));
  if (!(await commandWorks(ESPEAK))) {
    progress.lap(`British readings: none for ${words.length} words (no espeak-ng)`);
    return;
  }
  const ipa = await espeakIpa(
    words.map((row) => row.spelling),
    'en-gb',
  );
  const insert = db.prepare('INSERT INTO british_readings (entry_id, ipa) VALUES (?, ?)');
  let written = 0;
  db.transaction(() => {
    words.forEach((row, i) => {
      const read = ipa[i] && britishDictionaryIpa(ipa[i]);
      if (!read) return;
      insert.run(row.id, read);
      written++;
    });
  })();
  progress.counts.britishReadings = written;
  progress.lap(`British readings: ${written} of ${words.length} words read by eSpeak NG (en-gb)`);
}
