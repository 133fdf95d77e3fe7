/**
 * Entries: every WordNet lemma, every SCOWL word that CMUdict or the Brown corpus also
 * knows, and every headword GCIDE defines that is a word a reader looks up
 * (gcide-headwords.ts), one per lowercase spelling, numbered in binary order.
 */
import { ENTRY_FLAGS, PART_OF_SPEECH_BITS, WORDNET_POS_BITS, type PartOfSpeechName } from '../schema.ts';
import type { BrownCounts } from './brown-counts.ts';
import type { BuildDatabase } from './database.ts';
import { compare } from './order.ts';
import type { GcideWord } from './gcide-headwords.ts';
import type { Progress } from './progress.ts';
import type { Sources } from './sources.ts';
import type { Spellings } from './spellings.ts';

export interface EntryList {
  /** Lowercase spellings in binary order; the entry's id is its place, from 1. */
  lowers: string[];
  entryId: Map<string, number>;
  /** The entries GCIDE alone lists. */
  gcideOnly: Set<string>;
}

/** Brown tags that give a word a closed-class part of speech. */
const CLOSED_CLASS_TAGS: Readonly<Record<string, PartOfSpeechName>> = {
  at: 'article',
  in: 'preposition',
  cc: 'conjunction',
  cs: 'conjunction',
  pn: 'pronoun',
  pn$: 'pronoun',
  pp$: 'pronoun',
  pp$$: 'pronoun',
  ppl: 'pronoun',
  ppls: 'pronoun',
  ppo: 'pronoun',
  pps: 'pronoun',
  ppss: 'pronoun',
  wpo: 'pronoun',
  wps: 'pronoun',
  wp$: 'pronoun',
  uh: 'interjection',
  md: 'auxiliary-verb',
};

export function listEntries(
  sources: Sources,
  tokenCount: ReadonlyMap<string, number>,
  gcide: ReadonlyMap<string, GcideWord>,
  progress: Progress,
): EntryList {
  const lowerSet = new Set<string>(sources.lemmaFiles.keys());
  for (const lower of sources.tierByLower.keys()) {
    if (sources.cmu.has(lower) || tokenCount.has(lower)) lowerSet.add(lower);
  }
  const gcideOnly = new Set<string>();
  for (const [lower, word] of gcide) {
    if (word.lookupWord && !lowerSet.has(lower)) gcideOnly.add(lower);
  }
  for (const lower of gcideOnly) lowerSet.add(lower);
  const lowers = [...lowerSet].sort(compare);
  const entryId = new Map<string, number>();
  lowers.forEach((lower, i) => entryId.set(lower, i + 1));
  progress.counts.gcideOnlyEntries = gcideOnly.size;
  progress.lap(`entries: ${lowers.length} (${gcideOnly.size} from GCIDE alone)`);
  return { lowers, entryId, gcideOnly };
}

/**
 * How many definitions a word has (WordNet's senses and GCIDE's), and its parts of speech:
 * WordNet's, the closed classes its Brown tags give often enough to trust, and GCIDE's for a
 * word GCIDE alone lists. Not GCIDE's for other words: morphy takes a word with a part of
 * speech for a base form, and GCIDE gives articles of their own to participles and plurals
 * (`Added, a.`, `Backs`) that are forms of another entry (added → add).
 */
function sensesAndPartsOfSpeech(
  lower: string,
  sources: Sources,
  gcide: { word: GcideWord | undefined; only: boolean },
  tags: ReadonlyMap<string, number> | undefined,
  total: number,
) {
  let dictionaryCount = gcide.word?.definitions ?? 0;
  let posMask = gcide.only ? (gcide.word?.posMask ?? 0) : 0;
  for (const [file, offsets] of sources.lemmaFiles.get(lower) ?? []) {
    dictionaryCount += offsets.length;
    posMask |= WORDNET_POS_BITS[file];
  }
  if (tags) {
    const byPos = new Map<PartOfSpeechName, number>();
    for (const [tag, n] of tags) {
      const pos = CLOSED_CLASS_TAGS[tag];
      if (pos) byPos.set(pos, (byPos.get(pos) ?? 0) + n);
    }
    // a tag seen once, or on under a tenth of the word's tokens, is more likely an error
    for (const [pos, n] of byPos) if (n >= 2 && n * 10 >= total) posMask |= PART_OF_SPEECH_BITS[pos];
  }
  return { dictionaryCount, posMask };
}

/** Writes the entries and their forms; answers each entry's display spelling by id. */
export function writeEntries(
  db: BuildDatabase,
  entries: EntryList,
  spellings: Spellings,
  sources: Sources,
  gcide: ReadonlyMap<string, GcideWord>,
  brown: BrownCounts,
  progress: Progress,
): Map<number, string> {
  const insertEntry = db.prepare(
    `INSERT INTO entries (id, lower, word, reversed, length, corpus_count, dictionary_count, tier, pos_mask, flags)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const displayWord = new Map<number, string>();
  db.transaction(() => {
    for (const lower of entries.lowers) {
      const id = entries.entryId.get(lower) ?? 0;
      const { word, lowercase } = spellings.display(id, lower);
      displayWord.set(id, word);
      const total = brown.tokenCount.get(lower) ?? 0;
      const { dictionaryCount, posMask } = sensesAndPartsOfSpeech(
        lower,
        sources,
        { word: gcide.get(lower), only: entries.gcideOnly.has(lower) },
        brown.tagCounts.get(lower),
        total,
      );
      insertEntry.run(
        id,
        lower,
        word === lower ? null : word,
        [...lower].reverse().join(''),
        [...lower].length,
        total,
        dictionaryCount,
        sources.tierByLower.get(lower) ?? null,
        posMask,
        lowercase ? ENTRY_FLAGS.lowercaseSpelling : 0,
      );
    }
    spellings.write(db);
  })();
  progress.counts.entries = entries.lowers.length;
  progress.counts.forms = spellings.size;
  progress.lap(`entries and forms: ${entries.lowers.length} entries, ${spellings.size} forms`);
  return displayWord;
}
