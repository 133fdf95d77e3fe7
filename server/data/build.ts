/**
 * Builds the word database (see schema.ts) from the open data installed as npm packages.
 *
 *   npx tsx server/data/build.ts [outFile]      (default server/.data/words.sqlite)
 *
 * Reproducible: the same packages give the same rows in the same order; the only time-dependent
 * values are the `build_info` rows `builtAt` and `durationMs`. The file is written beside the
 * target and renamed over it, so a reader never sees a half-built database.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { SOURCES, type SourceId } from './attribution.ts';
import { arpabetToIpa, rhymeKey, stressPattern } from './ipa.ts';
import { ATTESTING_TAGS, regularInflections, type MorphPos } from './morphology.ts';
import {
  CREATE_STATEMENTS,
  ENTRY_FLAGS,
  FILE_CODE,
  INDEX_STATEMENTS,
  PART_OF_SPEECH_BITS,
  POS_ORDER,
  SCHEMA_VERSION,
  SYNSET_ID_BASE,
  WORDNET_POS_BITS,
  type PartOfSpeechName,
} from './schema.ts';
import {
  brownVersion,
  detokenize,
  isWordToken,
  readBrownSentences,
  readBrownTexts,
  type BrownSentence,
} from './sources/brown.ts';
import { cmudictVersion, readCmudict } from './sources/cmudict.ts';
import { exceptionsVersion, readExceptions } from './sources/exceptions.ts';
import { readScowl, scowlVersion } from './sources/scowl.ts';
import { readIndex, readSynsets, WORDNET_FILES, wordnetVersion, type WordNetFile } from './sources/wordnet.ts';
import { splitSpelling } from './syllables.ts';

export interface BuildReport {
  outFile: string;
  durationMs: number;
  fileBytes: number;
  peakRssMb: number;
  counts: Record<string, number>;
  versions: Record<SourceId, string>;
}

export interface BuildOptions {
  log?: (line: string) => void;
}

/** server/.data/words.sqlite, wherever the command is run from (the server's data folder). */
export const DEFAULT_OUT_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '..', '.data', 'words.sqlite');

/** Brown sentences kept per word, and the length (in word tokens) that reads well. */
const EXAMPLES_PER_WORD = 20;
const READABLE_MIN = 8;
const READABLE_MAX = 40;
/** Bigrams seen once are mostly noise in a corpus of a million words. */
const MIN_BIGRAM_COUNT = 2;
/** Word-of-the-day candidates come from SCOWL's common tiers. */
const WOTD_MAX_TIER = 35;

/** Brown tags that give a word a closed-class part of speech. */
const CLOSED_CLASS_TAGS: Readonly<Record<string, PartOfSpeechName>> = {
  at: 'article',
  in: 'preposition',
  cc: 'conjunction',
  cs: 'conjunction',
  pn: 'pronoun',
  'pn$': 'pronoun',
  'pp$': 'pronoun',
  'pp$$': 'pronoun',
  ppl: 'pronoun',
  ppls: 'pronoun',
  ppo: 'pronoun',
  pps: 'pronoun',
  ppss: 'pronoun',
  wpo: 'pronoun',
  wps: 'pronoun',
  'wp$': 'pronoun',
  uh: 'interjection',
  md: 'auxiliary-verb',
};

/** FNV-1a, 32 bits: a fixed "shuffle" that needs no random numbers. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Mutual information of a bigram and its weighted form, as the live service reports them:
 * MI = log2(count · N / (c1 · c2)), WLMI = MI + log2(count) (ruby/red: count 7, MI 12.834,
 * WLMI 15.641). N is the number of word tokens in the corpus.
 */
export function bigramScores(count: number, c1: number, c2: number, n: number): { mi: number; wlmi: number } {
  const mi = Math.log2((count * n) / (c1 * c2));
  return { mi, wlmi: mi + Math.log2(count) };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function synsetId(file: WordNetFile, offset: number): number {
  return FILE_CODE[file] * SYNSET_ID_BASE + offset;
}

function reverse(text: string): string {
  return [...text].reverse().join('');
}

export async function buildWordDatabase(outFile: string, options: BuildOptions = {}): Promise<BuildReport> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  let peakRss = process.memoryUsage().rss;
  const lap = (label: string): void => {
    const rss = process.memoryUsage().rss;
    peakRss = Math.max(peakRss, rss);
    log(`${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s ${String(Math.round(rss / 1e6)).padStart(5)} MB  ${label}`);
  };
  const target = resolve(outFile);
  mkdirSync(dirname(target), { recursive: true });
  const temp = `${target}.building-${process.pid}`;
  rmSync(temp, { force: true });

  const versions: Record<SourceId, string> = {
    wordnet: wordnetVersion(),
    wordnetExceptions: exceptionsVersion(),
    cmudict: cmudictVersion(),
    scowl: scowlVersion(),
    brown: brownVersion(),
  };
  const counts: Record<string, number> = {};

  // ---- Sources ---------------------------------------------------------------------------
  const brown = readBrownTexts();
  const cmu = readCmudict();
  lap(`CMUdict: ${cmu.size} words`);
  const scowl = readScowl();
  const tierByLower = new Map<string, number>();
  for (const [word, tier] of scowl) {
    const lower = word.toLowerCase();
    const known = tierByLower.get(lower);
    if (known === undefined || tier < known) tierByLower.set(lower, tier);
  }
  lap(`SCOWL: ${scowl.size} words`);
  const exceptions = readExceptions();

  // WordNet index: each lemma's senses per file, in sense order.
  const lemmaFiles = new Map<string, Map<WordNetFile, number[]>>();
  for (const file of WORDNET_FILES) {
    for (const entry of readIndex(file)) {
      let files = lemmaFiles.get(entry.lemma);
      if (!files) lemmaFiles.set(entry.lemma, (files = new Map()));
      files.set(entry.file, entry.offsets);
    }
  }
  lap(`WordNet index: ${lemmaFiles.size} lemmas`);

  // ---- Brown statistics ------------------------------------------------------------------
  const tokenCount = new Map<string, number>();
  const tagCounts = new Map<string, Map<string, number>>();
  const sentencesOf = new Map<string, number[]>();
  const tokenIndex = new Map<string, number>();
  const bigramCount = new Map<number, number>();
  const tokenList: string[] = [];
  const sentenceRefs: { text: number; position: number; words: number; readable: boolean }[] = [];
  let totalWords = 0;
  brown.forEach((text, textIndex) => {
    readBrownSentences(text.id).forEach((sentence, position) => {
      const sid = sentenceRefs.length;
      let words = 0;
      let previous = -1;
      sentence.tokens.forEach((token, i) => {
        if (!isWordToken(token)) {
          previous = -1;
          return;
        }
        words++;
        const lower = token.toLowerCase();
        tokenCount.set(lower, (tokenCount.get(lower) ?? 0) + 1);
        const tag = (sentence.tags[i] ?? '').split('+')[0] ?? '';
        let tags = tagCounts.get(lower);
        if (!tags) tagCounts.set(lower, (tags = new Map()));
        tags.set(tag, (tags.get(tag) ?? 0) + 1);
        // Occurrences are kept as sentence × 2 + 1 when capitalized inside the sentence (a name,
        // "Dog River"), so that a lowercase word's examples can prefer its common-noun uses.
        const capitalized = words > 1 && token !== lower && /^\p{Lu}/u.test(token) ? 1 : 0;
        let list = sentencesOf.get(lower);
        if (!list) sentencesOf.set(lower, (list = []));
        const last = list[list.length - 1];
        if (last === undefined || last >> 1 !== sid) list.push(sid * 2 + capitalized);
        else if (capitalized === 0 && (last & 1) === 1) list[list.length - 1] = sid * 2;
        let id = tokenIndex.get(lower);
        if (id === undefined) {
          id = tokenList.length;
          tokenIndex.set(lower, id);
          tokenList.push(lower);
        }
        if (previous >= 0) {
          const key = previous * 262144 + id;
          bigramCount.set(key, (bigramCount.get(key) ?? 0) + 1);
        }
        previous = id;
      });
      totalWords += words;
      // headlines and fragments that open with a dash (datelines) read badly on their own
      const readable =
        words >= READABLE_MIN && words <= READABLE_MAX && !sentence.headline && sentence.tokens[0] !== '--';
      sentenceRefs.push({ text: textIndex, position, words, readable });
    });
  });
  counts.brownWordTokens = totalWords;
  counts.brownSentences = sentenceRefs.length;
  lap(`Brown statistics: ${totalWords} word tokens, ${tokenCount.size} types, ${bigramCount.size} bigrams`);
  // the big maps are let go as soon as they are used up, to keep the peak memory down
  const frequentBigrams: [number, number, number][] = [];
  for (const [key, count] of bigramCount) {
    if (count >= MIN_BIGRAM_COUNT) frequentBigrams.push([Math.floor(key / 262144), key % 262144, count]);
  }
  bigramCount.clear();

  // ---- Entries ---------------------------------------------------------------------------
  const lowerSet = new Set<string>(lemmaFiles.keys());
  for (const lower of tierByLower.keys()) {
    if (cmu.has(lower) || tokenCount.has(lower)) lowerSet.add(lower);
  }
  const lowers = [...lowerSet].sort(compare);
  const entryId = new Map<string, number>();
  lowers.forEach((lower, i) => entryId.set(lower, i + 1));
  lap(`entries: ${lowers.length}`);

  // ---- Inflections -----------------------------------------------------------------------
  interface InflectionRow {
    form: string;
    pos: MorphPos;
    baseId: number;
    source: 'exception' | 'regular';
  }
  const inflections: InflectionRow[] = [];
  const inflectionKeys = new Set<string>();
  const exceptionForms = new Set<string>();
  const addInflection = (row: InflectionRow): void => {
    const key = `${row.form}\u0001${row.pos}\u0001${row.baseId}`;
    if (inflectionKeys.has(key)) return;
    inflectionKeys.add(key);
    inflections.push(row);
  };
  for (const ex of exceptions) {
    const baseId = entryId.get(ex.base);
    if (baseId === undefined || !lemmaFiles.get(ex.base)?.has(ex.file)) continue;
    if (ex.form === ex.base) continue;
    exceptionForms.add(`${ex.form}\u0001${ex.file}`);
    addInflection({ form: ex.form, pos: ex.file, baseId, source: 'exception' });
  }
  const attested = (form: string, tags: readonly string[]): boolean => {
    const seen = tagCounts.get(form);
    if (seen) return tags.some((t) => (seen.get(t) ?? 0) > 0);
    return cmu.has(form) && tierByLower.has(form);
  };
  for (const lemma of lowers) {
    const files = lemmaFiles.get(lemma);
    if (!files || !/^[a-z]+$/.test(lemma)) continue;
    const baseId = entryId.get(lemma) ?? 0;
    const pron = cmu.get(lemma)?.[0];
    const stresses = pron ? stressPattern(pron) : undefined;
    const finalStress = stresses && stresses.length > 0 ? stresses[stresses.length - 1] === 1 : undefined;
    for (const pos of ['n', 'v', 'a'] as const) {
      if (!files.has(pos)) continue;
      for (const candidate of regularInflections(lemma, pos, finalStress)) {
        if (candidate.form === lemma || exceptionForms.has(`${candidate.form}\u0001${pos}`)) continue;
        if (!attested(candidate.form, ATTESTING_TAGS[candidate.kind])) continue;
        addInflection({ form: candidate.form, pos, baseId, source: 'regular' });
      }
    }
  }
  inflections.sort((a, b) => compare(a.form, b.form) || compare(a.pos, b.pos) || a.baseId - b.baseId);
  const formsOfBase = new Map<number, Set<string>>();
  const inflectedForms = new Set<string>();
  for (const row of inflections) {
    let set = formsOfBase.get(row.baseId);
    if (!set) formsOfBase.set(row.baseId, (set = new Set()));
    set.add(row.form);
    inflectedForms.add(row.form);
  }
  counts.inflections = inflections.length;
  lap(`inflections: ${inflections.length}`);

  // ---- Database --------------------------------------------------------------------------
  const db = new Database(temp);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -16384');
    for (const sql of CREATE_STATEMENTS) db.exec(sql);

    const insertSynset = db.prepare('INSERT INTO synsets (id, pos, lex_file, definition) VALUES (?, ?, ?, ?)');
    const insertSynsetExample = db.prepare('INSERT INTO synset_examples (synset_id, seq, text) VALUES (?, ?, ?)');
    const insertPointer = db.prepare(
      'INSERT OR IGNORE INTO pointers (synset_id, symbol, source_member, target_id, target_member) VALUES (?, ?, ?, ?, ?)',
    );
    const insertSense = db.prepare(
      'INSERT OR IGNORE INTO senses (entry_id, sort_key, synset_id, member, form_id) VALUES (?, ?, ?, ?, ?)',
    );

    // ---- WordNet synsets ----
    // Spellings with capitals get a form row; a lowercase spelling only marks its entry.
    const formId = new Map<string, number>();
    const formsOfEntry = new Map<number, string[]>();
    const lowercaseSpelled = new Set<number>();
    const addForm = (form: string): number | null => {
      const eid = entryId.get(form.toLowerCase());
      if (eid === undefined) return null;
      if (form === form.toLowerCase()) {
        lowercaseSpelled.add(eid);
        return null;
      }
      let id = formId.get(form);
      if (id === undefined) {
        id = formId.size + 1;
        formId.set(form, id);
        let list = formsOfEntry.get(eid);
        if (!list) formsOfEntry.set(eid, (list = []));
        list.push(form);
      }
      return id;
    };
    interface WordNetExampleLink {
      sortKey: number;
      synsetId: number;
      seq: number;
    }
    const wordnetExampleLinks = new Map<number, WordNetExampleLink[]>();
    let synsetCount = 0;
    let senseCount = 0;
    let exampleCount = 0;
    let pointerCount = 0;
    for (const file of WORDNET_FILES) {
      const before = synsetCount;
      db.transaction(() => {
        for (const synset of readSynsets(file)) {
          const id = synsetId(file, synset.offset);
          insertSynset.run(id, synset.pos, synset.lexFile, synset.definition);
          synsetCount++;
          synset.examples.forEach((text, seq) => {
            insertSynsetExample.run(id, seq, text);
            exampleCount++;
          });
          for (const p of synset.pointers) {
            insertPointer.run(id, p.symbol, p.source, synsetId(p.targetFile, p.targetOffset), p.target);
            pointerCount++;
          }
          const exampleTokens = synset.examples.map((text) => {
            const lower = text.toLowerCase();
            return { lower, tokens: new Set(lower.split(/[^\p{L}\p{N}'-]+/u)) };
          });
          synset.members.forEach((member, index) => {
            const lower = member.lemma.toLowerCase();
            const eid = entryId.get(lower);
            if (eid === undefined) return;
            const offsets = lemmaFiles.get(lower)?.get(file) ?? [];
            const rank = offsets.indexOf(synset.offset);
            const sortKey = POS_ORDER[synset.pos] * 10000 + (rank >= 0 ? rank : 9999);
            const result = insertSense.run(eid, sortKey, id, index + 1, addForm(member.lemma));
            senseCount += result.changes;
            // gloss examples that show this very word (or one of its attested inflections)
            const inflected = formsOfBase.get(eid);
            exampleTokens.forEach((example, seq) => {
              const shows = lower.includes(' ')
                ? new RegExp(`(^|[^\\p{L}])${lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(
                    example.lower,
                  )
                : example.tokens.has(lower) || (inflected !== undefined && [...inflected].some((f) => example.tokens.has(f)));
              if (!shows) return;
              let links = wordnetExampleLinks.get(eid);
              if (!links) wordnetExampleLinks.set(eid, (links = []));
              links.push({ sortKey, synsetId: id, seq });
            });
          });
        }
      })();
      lap(`WordNet ${file}: ${synsetCount - before} synsets`);
    }
    counts.synsets = synsetCount;
    counts.senses = senseCount;
    counts.glossExamples = exampleCount;
    counts.pointers = pointerCount;

    // SCOWL spellings that are entries (case kept), after WordNet's own.
    for (const word of [...scowl.keys()].sort(compare)) addForm(word);

    // ---- Entries and forms ----
    const insertEntry = db.prepare(
      `INSERT INTO entries (id, lower, word, reversed, length, corpus_count, dictionary_count, tier, pos_mask, flags)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertForm = db.prepare('INSERT INTO forms (id, entry_id, form) VALUES (?, ?, ?)');
    const displayWord = new Map<number, string>();
    db.transaction(() => {
      for (const lower of lowers) {
        const id = entryId.get(lower) ?? 0;
        // Entries known only from case-folded sources (CMUdict, Brown) are lowercase too.
        const lowercase = lowercaseSpelled.has(id) || !formsOfEntry.has(id);
        const word = lowercase ? lower : ([...(formsOfEntry.get(id) ?? [])].sort(compare)[0] ?? lower);
        displayWord.set(id, word);
        let dictionaryCount = 0;
        let posMask = 0;
        for (const [file, offsets] of lemmaFiles.get(lower) ?? []) {
          dictionaryCount += offsets.length;
          posMask |= WORDNET_POS_BITS[file];
        }
        const tags = tagCounts.get(lower);
        const total = tokenCount.get(lower) ?? 0;
        if (tags) {
          const byPos = new Map<PartOfSpeechName, number>();
          for (const [tag, n] of tags) {
            const pos = CLOSED_CLASS_TAGS[tag];
            if (pos) byPos.set(pos, (byPos.get(pos) ?? 0) + n);
          }
          // a tag seen once, or on under a tenth of the word's tokens, is more likely an error
          for (const [pos, n] of byPos) if (n >= 2 && n * 10 >= total) posMask |= PART_OF_SPEECH_BITS[pos];
        }
        insertEntry.run(id, lower, word === lower ? null : word, reverse(lower), [...lower].length, total,
          dictionaryCount, tierByLower.get(lower) ?? null, posMask, lowercase ? ENTRY_FLAGS.lowercaseSpelling : 0);
      }
      for (const [form, id] of formId) {
        insertForm.run(id, entryId.get(form.toLowerCase()) ?? 0, form);
      }
    })();
    tagCounts.clear();
    lemmaFiles.clear();
    counts.entries = lowers.length;
    counts.forms = formId.size;
    lap(`entries and forms: ${lowers.length} entries, ${formId.size} forms`);

    // ---- Inflections ----
    const insertInflection = db.prepare('INSERT INTO inflections (form, pos, base_id, source) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      for (const row of inflections) insertInflection.run(row.form, row.pos, row.baseId, row.source);
    })();

    // ---- Pronunciations, rhymes, syllables ----
    const insertRhyme = db.prepare('INSERT INTO rhyme_keys (id, key) VALUES (?, ?)');
    const insertPron = db.prepare(
      'INSERT INTO pronunciations (entry_id, seq, arpabet, ipa, rhyme_id) VALUES (?, ?, ?, ?, ?)',
    );
    const insertSyllables = db.prepare('INSERT INTO syllables (entry_id, pieces, stressed) VALUES (?, ?, ?)');
    const rhymeIds = new Map<string, number>();
    let pronCount = 0;
    let syllableCount = 0;
    // an attested inflection ends in its suffix, so that ending starts a syllable (suf·fer·ing)
    const inflectedWith = (word: string): boolean => inflectedForms.has(word);
    db.transaction(() => {
      for (const lower of lowers) {
        const prons = cmu.get(lower);
        if (!prons) continue;
        const id = entryId.get(lower) ?? 0;
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
    cmu.clear();
    counts.pronunciations = pronCount;
    counts.rhymeKeys = rhymeIds.size;
    counts.syllabified = syllableCount;
    lap(`pronunciations: ${pronCount}, syllable splits: ${syllableCount}`);

    // ---- Brown: texts, tokens, bigrams ----
    const insertText = db.prepare('INSERT INTO brown_texts (id, code, genre, source) VALUES (?, ?, ?, ?)');
    const insertToken = db.prepare('INSERT INTO tokens (id, token, count) VALUES (?, ?, ?)');
    const insertBigram = db.prepare('INSERT INTO bigrams (first_id, second_id, count, mi, wlmi) VALUES (?, ?, ?, ?, ?)');
    const sortedTokens = [...tokenList].sort(compare);
    const tokenRowId = new Map<string, number>();
    sortedTokens.forEach((token, i) => tokenRowId.set(token, i + 1));
    const bigramRows: [number, number, number][] = [];
    for (const [first, second, count] of frequentBigrams) {
      bigramRows.push([tokenRowId.get(tokenList[first] ?? '') ?? 0, tokenRowId.get(tokenList[second] ?? '') ?? 0, count]);
    }
    bigramRows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    db.transaction(() => {
      brown.forEach((text, i) => insertText.run(i + 1, text.id, text.genre, text.source));
      sortedTokens.forEach((token, i) => insertToken.run(i + 1, token, tokenCount.get(token) ?? 0));
      for (const [first, second, count] of bigramRows) {
        const c1 = tokenCount.get(sortedTokens[first - 1] ?? '') ?? 1;
        const c2 = tokenCount.get(sortedTokens[second - 1] ?? '') ?? 1;
        const { mi, wlmi } = bigramScores(count, c1, c2, totalWords);
        insertBigram.run(first, second, count, mi, wlmi);
      }
    })();
    counts.tokens = sortedTokens.length;
    counts.bigrams = bigramRows.length;
    lap(`tokens: ${sortedTokens.length}, bigrams (count >= ${MIN_BIGRAM_COUNT}): ${bigramRows.length}`);

    // ---- Brown examples ----
    const insertBrownExample = db.prepare('INSERT INTO brown_examples (entry_id, rank, sentence_id) VALUES (?, ?, ?)');
    const used = new Set<number>();
    let brownExampleCount = 0;
    db.transaction(() => {
      for (const lower of lowers) {
        const candidates = sentencesOf.get(lower);
        if (!candidates) continue;
        const id = entryId.get(lower) ?? 0;
        const lowercaseWord = (displayWord.get(id) ?? lower) === lower;
        const scored = candidates.map((occurrence) => {
          const sid = occurrence >> 1;
          const ref = sentenceRefs[sid];
          const words = ref?.words ?? 0;
          return {
            sid,
            readable: ref?.readable ? 0 : 1,
            capitalized: lowercaseWord ? occurrence & 1 : 0,
            // 10 to 25 words reads best in a popup
            distance: Math.max(0, 10 - words, words - 25),
            hash: fnv1a(`${lower}\u0001${sid}`),
          };
        });
        scored.sort(
          (a, b) =>
            a.readable - b.readable ||
            a.capitalized - b.capitalized ||
            a.distance - b.distance ||
            a.hash - b.hash ||
            a.sid - b.sid,
        );
        scored.slice(0, EXAMPLES_PER_WORD).forEach((s, rank) => {
          insertBrownExample.run(id, rank, s.sid + 1);
          used.add(s.sid);
          brownExampleCount++;
        });
      }
      const insertSentence = db.prepare(
        'INSERT INTO brown_sentences (id, text_id, position, token_count, text) VALUES (?, ?, ?, ?, ?)',
      );
      let sentences: BrownSentence[] = [];
      let loaded = -1;
      for (const sid of [...used].sort((a, b) => a - b)) {
        const ref = sentenceRefs[sid];
        if (!ref) continue;
        if (ref.text !== loaded) {
          sentences = readBrownSentences(brown[ref.text]?.id ?? '');
          loaded = ref.text;
        }
        const sentence = sentences[ref.position];
        if (!sentence) continue;
        insertSentence.run(sid + 1, ref.text + 1, ref.position, ref.words, detokenize(sentence.tokens));
      }
    })();
    sentencesOf.clear();
    counts.brownExamples = brownExampleCount;
    counts.brownSentencesStored = used.size;
    lap(`Brown examples: ${brownExampleCount} links to ${used.size} sentences`);

    // ---- WordNet gloss examples per entry ----
    const insertWordnetExample = db.prepare(
      'INSERT INTO wordnet_examples (entry_id, rank, synset_id, example_seq) VALUES (?, ?, ?, ?)',
    );
    let wordnetExampleCount = 0;
    db.transaction(() => {
      for (const eid of [...wordnetExampleLinks.keys()].sort((a, b) => a - b)) {
        const links = wordnetExampleLinks.get(eid) ?? [];
        links.sort((a, b) => a.sortKey - b.sortKey || a.synsetId - b.synsetId || a.seq - b.seq);
        const seen = new Set<string>();
        let rank = 0;
        for (const link of links) {
          const key = `${link.synsetId}:${link.seq}`;
          if (seen.has(key)) continue;
          seen.add(key);
          insertWordnetExample.run(eid, rank++, link.synsetId, link.seq);
          wordnetExampleCount++;
        }
      }
    })();
    counts.wordnetExamples = wordnetExampleCount;
    lap(`WordNet examples: ${wordnetExampleCount} links`);

    // ---- Flags ----
    db.exec(`CREATE INDEX build_senses_synset ON senses (synset_id, member)`);
    const usageTargets = (lemmas: string[]): string =>
      `SELECT s.synset_id FROM senses s JOIN entries e ON e.id = s.entry_id
       WHERE e.lower IN (${lemmas.map((l) => `'${l}'`).join(', ')})`;
    const markedWith = (lemmas: string[]): string =>
      `SELECT s.entry_id FROM senses s JOIN pointers p
         ON p.synset_id = s.synset_id AND p.symbol = ';u' AND (p.source_member = 0 OR p.source_member = s.member)
       WHERE p.target_id IN (${usageTargets(lemmas)})`;
    db.exec(`UPDATE entries SET flags = flags | ${ENTRY_FLAGS.vulgar} WHERE id IN (${markedWith(['vulgarism'])})`);
    db.exec(
      `UPDATE entries SET flags = flags | ${ENTRY_FLAGS.offensive}
       WHERE id IN (${markedWith(['vulgarism', 'ethnic slur', 'disparagement'])})`,
    );
    db.exec(
      `UPDATE entries SET flags = flags | ${ENTRY_FLAGS.hasExample}
       WHERE id IN (SELECT entry_id FROM brown_examples UNION SELECT entry_id FROM wordnet_examples)`,
    );
    db.exec(`DROP INDEX build_senses_synset`);

    // ---- Word-of-the-day pool ----
    const pool = db
      .prepare(
        `SELECT id, lower FROM entries
         WHERE tier <= ? AND dictionary_count > 0 AND (flags & ?) = ? AND (flags & ?) = 0
           AND word IS NULL AND lower GLOB '[a-z]*' AND lower NOT GLOB '*[^a-z]*'`,
      )
      .all(WOTD_MAX_TIER, ENTRY_FLAGS.hasExample, ENTRY_FLAGS.hasExample, ENTRY_FLAGS.offensive) as {
      id: number;
      lower: string;
    }[];
    pool.sort((a, b) => fnv1a(a.lower) - fnv1a(b.lower) || compare(a.lower, b.lower));
    const insertPool = db.prepare('INSERT INTO wotd_pool (seq, entry_id) VALUES (?, ?)');
    db.transaction(() => pool.forEach((row, i) => insertPool.run(i, row.id)))();
    counts.wordOfTheDayPool = pool.length;
    lap(`word-of-the-day pool: ${pool.length}`);

    // ---- Indexes ----
    for (const sql of INDEX_STATEMENTS) db.exec(sql);
    lap('indexes');

    // ---- Sources and build info ----
    const insertSource = db.prepare(
      `INSERT INTO sources (id, package, version, source_dictionary, title, attribution_text, attribution_url, licence)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const source of Object.values(SOURCES)) {
      insertSource.run(source.id, source.packageName, versions[source.id], source.sourceDictionary, source.title,
        source.attributionText, source.attributionUrl, source.licence);
    }
    const insertInfo = db.prepare('INSERT INTO build_info (key, value) VALUES (?, ?)');
    insertInfo.run('schemaVersion', String(SCHEMA_VERSION));
    for (const [id, version] of Object.entries(versions)) insertInfo.run(`version.${id}`, version);
    for (const [key, value] of Object.entries(counts)) insertInfo.run(`count.${key}`, String(value));
    insertInfo.run('minBigramCount', String(MIN_BIGRAM_COUNT));
    insertInfo.run('examplesPerWord', String(EXAMPLES_PER_WORD));
    insertInfo.run('builtAt', new Date().toISOString());
    db.exec('ANALYZE');
    lap('analyze');
    insertInfo.run('durationMs', String(Math.round(performance.now() - started)));
    db.exec('VACUUM');
    lap('vacuum');
  } finally {
    db.close();
  }
  renameSync(temp, target);
  const durationMs = Math.round(performance.now() - started);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const report: BuildReport = {
    outFile: target,
    durationMs,
    fileBytes: statSync(target).size,
    peakRssMb: Math.round(peakRss / 1e6),
    counts,
    versions,
  };
  log(`built ${target}: ${(report.fileBytes / 1e6).toFixed(1)} MB in ${(durationMs / 1000).toFixed(1)} s`);
  return report;
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const out = process.argv[2] ?? DEFAULT_OUT_FILE;
  buildWordDatabase(out, { log: (line) => console.log(line) })
    .then((report) => {
      console.log(JSON.stringify({ ...report, counts: undefined }, null, 2));
    })
    .catch((error: unknown) => {
      console.error(error);
      const temp = `${resolve(out)}.building-${process.pid}`;
      if (existsSync(temp)) rmSync(temp, { force: true });
      process.exitCode = 1;
    });
}
