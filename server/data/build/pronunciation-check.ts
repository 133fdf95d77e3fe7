/**
 * CMUdict checked against Webster's 1913: where an entry's first CMUdict pronunciation and
 * GCIDE's syllable marks (a split into two syllables or more, its main stress marked)
 * disagree in the number of syllables or in which one carries the main stress, eSpeak NG
 * (en-us) reads the word as a third witness. When eSpeak's syllables and main stress agree
 * with GCIDE's and not with CMUdict's, two sources stand against one: eSpeak's IPA is served
 * first (`checked_pronunciations`), as mortification's ˌmɔːɹɾɪfɪˈkeɪʃən over CMUdict's
 * four syllables stressed on the first. Otherwise CMUdict's stands (GCIDE's marks are a
 * century old, and a word may have two accepted stresses). Without eSpeak NG, nothing is
 * checked and the build says so. The readings eSpeak NG would generate for words no
 * dictionary pronounces are checked against GCIDE's marks the same way (checkGeneratedReadings).
 */
import { execFile as execFileCallback } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { commandWorks } from '../../shared/system-commands.ts';
import { dictionaryIpa } from '../../shared/english-phones.ts';
import { ipaSyllables } from '../../../lib/shared/english/ipa-syllables.ts';
import type { BuildDatabase } from './database.ts';
import type { Progress } from './progress.ts';

/** The synthesizer (Debian: espeak-ng), an optional system package. */
export const ESPEAK = 'espeak-ng';
const execFile = promisify(execFileCallback);

interface Shape {
  syllables: number;
  /** The syllable with the main stress (0-based), if one is marked. */
  stressed?: number;
}

/** Syllables and main stress of an ARPAbet pronunciation: one syllable per vowel, stress 1 the main. */
export function arpabetShape(arpabet: string): Shape {
  const vowels = arpabet.split(' ').filter((phone) => /\d$/.test(phone));
  const stressed = vowels.findIndex((vowel) => vowel.endsWith('1'));
  return stressed < 0 ? { syllables: vowels.length } : { syllables: vowels.length, stressed };
}

/** Syllables and main stress of IPA as eSpeak NG writes it (the mark stands before the stressed syllable). */
export function ipaShape(ipa: string): Shape {
  const { vowels, stressed } = ipaSyllables(ipa);
  return stressed === undefined ? { syllables: vowels.length } : { syllables: vowels.length, stressed };
}

const same = (a: Shape, b: Shape) => a.syllables === b.syllables && a.stressed === b.stressed;

/** The eSpeak NG voices the build reads words in: General American, and British English (Received Pronunciation). */
type EspeakVoice = 'en-us' | 'en-gb';

/** eSpeak NG's IPA of each word, one sentence a line (undefined if its answer cannot be matched to the words). */
async function espeakIpaPart(words: readonly string[], voice: EspeakVoice): Promise<string[] | undefined> {
  // The IPA is the same at any rate, but eSpeak NG still makes the sound it does not play: at
  // 400 words a minute (below 450, where it starts stretching time, which costs more) there
  // is less of it to make, and a word is read in half the time.
  const running = execFile(ESPEAK, ['-q', '--ipa', '-s', '400', '-v', voice], { maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
  running.child.stdin?.end(words.map((word) => `${word}.\n`).join(''));
  const { stdout } = await running;
  const lines = String(stdout)
    .split('\n')
    .map((line) => line.trim());
  while (lines.at(-1) === '') lines.pop();
  return lines.length === words.length ? lines : undefined;
}

/** Words one eSpeak NG process reads: a batch whose answer cannot be matched to its words loses no more. */
const BATCH = 5_000;

/**
 * The same, in `voice` (en-us unless told), for any number of words (a hundred thousand and
 * more): read in batches, as many at once as the machine has cores. A word whose batch could
 * not be matched to its answer has none (undefined).
 */
export async function espeakIpa(words: readonly string[], voice: EspeakVoice = 'en-us'): Promise<(string | undefined)[]> {
  const batches = Array.from({ length: Math.ceil(words.length / BATCH) }, (_, i) => words.slice(i * BATCH, (i + 1) * BATCH));
  const read: (string[] | undefined)[] = [];
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < batches.length; i = next++)
      // A batch eSpeak NG fails on leaves its words unread, not the build failed: a word left
      // unread keeps CMUdict's reading, as without eSpeak NG, and has no British one (the
      // build's log says how many words were read for those).
      read[i] = await espeakIpaPart(batches[i] ?? [], voice).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 8)) }, reader));
  return batches.flatMap((batch, i) => read[i] ?? batch.map(() => undefined));
}

/** GCIDE's syllable marks as a shape: how many syllables, which carries the main stress. */
const gcideShape = (row: { pieces: string; stressed: number }): Shape => ({
  syllables: row.pieces.split('\u00b7').length,
  stressed: row.stressed,
});

export async function checkPronunciations(db: BuildDatabase, progress: Progress): Promise<void> {
  await checkCmudict(db, progress);
  await checkGeneratedReadings(db, progress);
}

async function checkCmudict(db: BuildDatabase, progress: Progress): Promise<void> {
  const rows = db
    .prepare(
      `SELECT p.entry_id, e.lower, p.arpabet, s.pieces, s.stressed FROM pronunciations p
       JOIN entries e ON e.id = p.entry_id
       JOIN syllables s ON s.entry_id = p.entry_id AND s.source = 'gcide'
       WHERE p.seq = 0 AND s.stressed IS NOT NULL ORDER BY p.entry_id`,
    )
    .all() as { entry_id: number; lower: string; arpabet: string; pieces: string; stressed: number }[];
  const disagreeing = rows.filter((row) => {
    const gcide = gcideShape(row);
    return gcide.syllables > 1 && /^[a-z]+$/.test(row.lower) && !same(arpabetShape(row.arpabet), gcide);
  });
  progress.counts.pronunciationsDisagreeing = disagreeing.length;
  if (!(await commandWorks(ESPEAK))) {
    progress.lap(`pronunciations: ${disagreeing.length} where CMUdict and GCIDE disagree, not checked (no espeak-ng)`);
    return;
  }
  const ipa = await espeakIpa(disagreeing.map((row) => row.lower));
  const insert = db.prepare('INSERT INTO checked_pronunciations (entry_id, ipa) VALUES (?, ?)');
  let changed = 0;
  db.transaction(() => {
    disagreeing.forEach((row, i) => {
      const read = ipa[i];
      if (!read) return;
      const gcide = gcideShape(row);
      const espeak = ipaShape(read);
      if (same(espeak, gcide) && !same(espeak, arpabetShape(row.arpabet))) {
        insert.run(row.entry_id, dictionaryIpa(read));
        changed++;
      }
    });
  })();
  progress.counts.pronunciationsChanged = changed;
  progress.lap(`pronunciations: ${disagreeing.length} where CMUdict and GCIDE disagree; eSpeak NG sides with GCIDE in ${changed}`);
}

/**
 * The readings eSpeak NG generates for words no dictionary pronounces (served as generated by
 * the pronunciations route) checked against GCIDE's syllable marks, as CMUdict's are: where the
 * two disagree in syllables or main stress there is no third witness, so no reading is generated
 * for the word (`unconfirmed_readings`): an empty answer rather than a guess ("abatis", which
 * eSpeak stresses on its second syllable and Webster's on its first).
 */
async function checkGeneratedReadings(db: BuildDatabase, progress: Progress): Promise<void> {
  const rows = db
    .prepare(
      `SELECT e.id, e.lower, s.pieces, s.stressed FROM entries e
       JOIN syllables s ON s.entry_id = e.id AND s.source = 'gcide'
       WHERE s.stressed IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pronunciations p WHERE p.entry_id = e.id)
       ORDER BY e.id`,
    )
    .all() as { id: number; lower: string; pieces: string; stressed: number }[];
  const marked = rows.filter((row) => gcideShape(row).syllables > 1 && /^[a-z]+$/.test(row.lower));
  if (!(await commandWorks(ESPEAK))) {
    progress.lap(`generated readings: ${marked.length} words GCIDE marks, not checked (no espeak-ng)`);
    return;
  }
  const ipa = await espeakIpa(marked.map((row) => row.lower));
  const insert = db.prepare('INSERT INTO unconfirmed_readings (entry_id) VALUES (?)');
  let withheld = 0;
  db.transaction(() => {
    marked.forEach((row, i) => {
      const read = ipa[i];
      if (!read || same(ipaShape(read), gcideShape(row))) return;
      insert.run(row.id);
      withheld++;
    });
  })();
  progress.counts.generatedReadingsChecked = marked.length;
  progress.counts.generatedReadingsWithheld = withheld;
  progress.lap(
    `generated readings: ${marked.length} words GCIDE marks and no dictionary pronounces; ${withheld} withheld, GCIDE contradicting eSpeak NG`,
  );
}
