/**
 * British readings: eSpeak NG's IPA in its British voice (en-gb) of every word the server
 * pronounces, kept in `british_readings` and served after the American readings (CMUdict's, or
 * eSpeak NG's en-us) for a reader who chose the UK voice. No open dictionary of British English
 * pronunciation is at hand, so every one of them is generated from the spelling, and served as
 * such, written as a British dictionary writes it (britishDictionaryIpa: each stress mark at its
 * syllable's start, the yod in the onset, ə for eSpeak's reduced vowels). A word whose American
 * reading is withheld (`unconfirmed_readings`: GCIDE's syllable marks contradict eSpeak NG) gets
 * no British one either; without eSpeak NG there are none, and the build says so.
 *
 * A word CMUdict reads two ways or more may be read by its part of speech (a ˈrecord, to
 * reˈcord; the use, to use): eSpeak NG reads such a word after "the" as a noun and after "to"
 * as a verb. Where those differ, both are kept after the reading of the word alone (`seq` 1 and
 * 2, the one alone equals left out), so that the bubble can show the one its sense takes
 * (lib/background/lookup/reading-for-sense.ts), as it does of the American readings.
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

/** The words before which eSpeak NG reads a word as a noun, and as a verb. */
const AS_NOUN = 'the';
const AS_VERB = 'to';

/** eSpeak NG's reading of a phrase without its first word ("the record" → ɹˈɛkɔːd). */
const withoutFirstWord = (phrase: string | undefined) => phrase?.split(' ').slice(1).join(' ') || undefined;

export async function writeBritishReadings(db: BuildDatabase, progress: Progress): Promise<void> {
  // The spelling shown (Titian, NASA), as the server reads a word no dictionary pronounces.
  const words = (
    db
      .prepare(
        `SELECT e.id, COALESCE(e.word, e.lower) AS spelling,
           (SELECT count(*) FROM pronunciations p WHERE p.entry_id = e.id) AS readings
         FROM entries e
         WHERE NOT EXISTS (SELECT 1 FROM unconfirmed_readings u WHERE u.entry_id = e.id) ORDER BY e.id`,
      )
      .all() as { id: number; spelling: string; readings: number }[]
  ).filter((row) => READABLE.test(row.spelling));
  if (!(await commandWorks(ESPEAK))) {
    progress.lap(`British readings: none for ${words.length} words (no espeak-ng)`);
    return;
  }
  const twoWays = words.filter((row) => row.readings >= 2 && !row.spelling.includes(' '));
  // One batch of eSpeak NG's readers for all of them: the words alone, then after "the", then after "to".
  const read = await espeakIpa(
    [
      ...words.map((row) => row.spelling),
      ...twoWays.map((row) => `${AS_NOUN} ${row.spelling}`),
      ...twoWays.map((row) => `${AS_VERB} ${row.spelling}`),
    ],
    'en-gb',
  );
  const alone = read.slice(0, words.length);
  const [asNoun, asVerb] = [read.slice(words.length, words.length + twoWays.length), read.slice(words.length + twoWays.length)];
  const byPart = new Map(twoWays.map((row, i) => [row.id, [withoutFirstWord(asNoun[i]), withoutFirstWord(asVerb[i])]]));
  const insert = db.prepare('INSERT INTO british_readings (entry_id, seq, ipa) VALUES (?, ?, ?)');
  let written = 0;
  let readByPart = 0;
  db.transaction(() => {
    words.forEach((row, i) => {
      const read = alone[i] && britishDictionaryIpa(alone[i]);
      if (!read) return;
      const parts = (byPart.get(row.id) ?? []).flatMap((ipa) => (ipa ? [britishDictionaryIpa(ipa)] : []));
      // Kept only where the noun and the verb are read apart: else the word alone says it.
      const readings = new Set(parts).size > 1 ? [...new Set([read, ...parts])] : [read];
      readings.forEach((ipa, seq) => insert.run(row.id, seq, ipa));
      written++;
      if (readings.length > 1) readByPart++;
    });
  })();
  progress.counts.britishReadings = written;
  progress.counts.britishReadingsByPart = readByPart;
  progress.lap(
    `British readings: ${written} of ${words.length} words read by eSpeak NG (en-gb), ${readByPart} of them read apart as a noun and as a verb`,
  );
}
