/**
 * Read-only access to the word database (server/data/schema.ts). Every method answers with
 * plain data from the open sources and nothing else: a word the sources say nothing about
 * gets empty arrays or undefined, never a made-up value. The HTTP layer shapes these records
 * into the interface's JSON and adds attribution (see `sources()`).
 *
 * Words are looked up case-insensitively (WordNet's index is), after folding curly
 * apostrophes and runs of spaces: "Dog", "dog" and "DOG" are one entry.
 */
import Database from 'better-sqlite3';
import type { Statement as BoundStatement } from 'better-sqlite3';

type Statement = BoundStatement<unknown[]>;
import type { RelationshipType } from '../../lib/api';
import { BROWN_YEAR } from '../data/attribution.ts';
import { rhymeOnset } from '../data/ipa.ts';
import { detach, type MorphPos } from '../data/morphology.ts';
import {
  ENTRY_FLAGS,
  PART_OF_SPEECH_BITS,
  SYNSET_ID_BASE,
  WORDNET_POS_BITS,
  type PartOfSpeechName,
} from '../data/schema.ts';
import { LEXICOGRAPHER_FILES } from '../data/sources/wordnet.ts';

export type { PartOfSpeechName } from '../data/schema.ts';

/** The parts of speech WordNet definitions carry. */
export type DefinitionPartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

/**
 * The interface's relationship types this database has words for, in the order answers list
 * them; the others (variant, etymologically-related-term, …) need sources it does not have.
 */
const ANSWERED_RELATIONSHIP_TYPES = [
  'synonym',
  'antonym',
  'equivalent',
  'cross-reference',
  'form',
  'hypernym',
  'hyponym',
  'same-context',
  'inflected-form',
  'verb-form',
  'verb-stem',
  'rhyme',
] as const satisfies readonly RelationshipType[];
type AnsweredRelationshipType = (typeof ANSWERED_RELATIONSHIP_TYPES)[number];

export interface WordSummary {
  /** The entry's number in this database (stable for one build only: ids follow the word list). */
  id: number;
  /** Display spelling (`Einstein`, `dog`). */
  word: string;
  lower: string;
  corpusCount: number;
  dictionaryCount: number;
  /** SCOWL tier: 10 most common … 70 rarest. */
  tier?: number;
  partsOfSpeech: PartOfSpeechName[];
  vulgar: boolean;
  offensive: boolean;
}

export interface CanonicalCandidate {
  word: string;
  pos: DefinitionPartOfSpeech;
  /** exception: WordNet's exception lists; inflection: a regular inflection attested in a corpus;
   * rule: WordNet's detachment rules; self: the word is itself a WordNet lemma. */
  via: 'exception' | 'self' | 'inflection' | 'rule';
}

export interface CanonicalForm {
  /** The best base form, or undefined when the word is unknown and no rule finds one. */
  root?: string;
  candidates: CanonicalCandidate[];
}

export interface DefinitionLabel {
  type: 'usage' | 'region' | 'topic';
  text: string;
}

export interface DefinitionRecord {
  /** The lemma as the synset spells it. */
  word: string;
  text: string;
  partOfSpeech: DefinitionPartOfSpeech;
  /** 1-based place among all of the word's definitions, in WordNet's order. */
  sequence: number;
  /** 1-based WordNet sense number within the part of speech. */
  senseNumber: number;
  /** WordNet 3.1 synset, e.g. `02086723-n` (`s` for adjective satellites). */
  synsetId: string;
  lexicographerFile: string;
  examples: string[];
  labels: DefinitionLabel[];
  sourceDictionary: 'wordnet';
}

export interface PronunciationRecord {
  seq: number;
  arpabet: string;
  ipa: string;
  sourceDictionary: 'cmu';
}

export interface SyllableRecord {
  text: string;
  seq: number;
  type?: 'stress';
}

export interface ExampleRecord {
  provider: 'brown' | 'wordnet';
  word: string;
  text: string;
  /** Unique per example: a Brown sentence number, or synset id × 100 + example number. */
  exampleId: number;
  /** Brown only: the year all its texts were published. */
  year?: number;
  /** Brown only: the text (document) number, 1…500. */
  documentId?: number;
  /** Brown only: e.g. `ca01`. */
  textCode?: string;
  genre?: string;
  /** Brown only: the publication the text is taken from. */
  source?: string;
  /** WordNet only. */
  synsetId?: string;
}

export interface ExamplePage {
  total: number;
  examples: ExampleRecord[];
}

export interface FrequencyRecord {
  word: string;
  corpus: 'brown';
  totalCount: number;
  /** Count per year of publication; Brown speaks only for 1961. Empty when the count is 0. */
  years: { year: number; count: number }[];
}

export interface PhraseRecord {
  gram1: string;
  gram2: string;
  count: number;
  mi: number;
  wlmi: number;
}

export interface RelatedGroup {
  relationshipType: AnsweredRelationshipType;
  words: string[];
}

export interface WordFilters {
  minCorpusCount?: number;
  maxCorpusCount?: number;
  minDictionaryCount?: number;
  maxDictionaryCount?: number;
  minLength?: number;
  maxLength?: number;
  includePartOfSpeech?: readonly PartOfSpeechName[];
  excludePartOfSpeech?: readonly PartOfSpeechName[];
}

export interface SearchOptions extends WordFilters {
  /** Default true, as in the interface. */
  caseSensitive?: boolean;
  skip?: number;
  limit?: number;
}

export interface WordListItem {
  /** The entry's number in this database (stable for one build only). */
  id: number;
  word: string;
  corpusCount: number;
  dictionaryCount: number;
}

export interface SearchResult {
  total: number;
  results: WordListItem[];
}

export interface RandomFilters extends WordFilters {
  hasDictionaryDef?: boolean;
  /** Vulgar words, slurs and disparaging words are left out unless this is true. */
  includeOffensive?: boolean;
}

export interface SourceRecord {
  id: string;
  package: string;
  version: string;
  sourceDictionary: string;
  title: string;
  attributionText: string;
  attributionUrl: string;
  licence: string;
}

interface EntryRow {
  id: number;
  lower: string;
  word: string;
  corpus_count: number;
  dictionary_count: number;
  tier: number | null;
  pos_mask: number;
  flags: number;
}

const POS_NAMES: Record<string, DefinitionPartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};
const MORPH_POS: readonly MorphPos[] = ['n', 'v', 'a', 'r'];
const POS_RANK: Record<string, number> = { n: 0, v: 1, a: 2, r: 3 };

const LABEL_TYPES: Record<string, DefinitionLabel['type']> = { ';u': 'usage', ';r': 'region', ';c': 'topic' };

/** `ser*` → `ser\u{10FFFF}`: the upper bound of a prefix range in binary order. */
const TOP = '\u{10FFFF}';

function normalize(word: string): string {
  return word.trim().replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, ' ');
}

function synsetLabel(id: number, pos: string): string {
  return `${String(id % SYNSET_ID_BASE).padStart(8, '0')}-${pos}`;
}

function posMask(names: readonly string[] | undefined): number {
  let mask = 0;
  for (const name of names ?? []) {
    const bit = (PART_OF_SPEECH_BITS as Record<string, number>)[name];
    // a part of speech no source gives cannot match anything
    mask |= bit ?? 1 << 30;
  }
  return mask;
}

function partsOfSpeech(mask: number): PartOfSpeechName[] {
  return (Object.entries(PART_OF_SPEECH_BITS) as [PartOfSpeechName, number][])
    .filter(([, bit]) => (mask & bit) !== 0)
    .map(([name]) => name);
}

/** Whole numbers only; anything else means "no bound". */
function bound(value: number | undefined): number | null {
  return value === undefined || !Number.isFinite(value) ? null : Math.trunc(value);
}

function filterParams(filters: WordFilters): Record<string, number | null> {
  return {
    minCorpus: bound(filters.minCorpusCount),
    maxCorpus: bound(filters.maxCorpusCount),
    minDict: bound(filters.minDictionaryCount),
    maxDict: bound(filters.maxDictionaryCount),
    minLen: bound(filters.minLength),
    maxLen: bound(filters.maxLength),
    include: posMask(filters.includePartOfSpeech),
    exclude: posMask(filters.excludePartOfSpeech) & ~(1 << 30),
  };
}

const FILTER_SQL = `
  (@minCorpus IS NULL OR e.corpus_count >= @minCorpus) AND (@maxCorpus IS NULL OR e.corpus_count <= @maxCorpus)
  AND (@minDict IS NULL OR e.dictionary_count >= @minDict) AND (@maxDict IS NULL OR e.dictionary_count <= @maxDict)
  AND (@minLen IS NULL OR e.length >= @minLen) AND (@maxLen IS NULL OR e.length <= @maxLen)
  AND (@include = 0 OR (e.pos_mask & @include) != 0) AND (e.pos_mask & @exclude) = 0`;

/** Escapes GLOB's bracket syntax; `*` and `?` stay wildcards. */
function globPattern(pattern: string): string {
  return pattern.replace(/\[/g, '[[]');
}

type SearchPlan =
  | { kind: 'exact' }
  | { kind: 'prefix'; from: string; to: string }
  | { kind: 'suffix'; from: string; to: string }
  | { kind: 'trigram' }
  | { kind: 'scan' };

/** Picks the index that narrows a wildcard pattern most (see the schema for the indexes). */
export function planSearch(lowerPattern: string): SearchPlan {
  if (!/[*?]/.test(lowerPattern)) return { kind: 'exact' };
  const prefix = /^[^*?]*/.exec(lowerPattern)?.[0] ?? '';
  const suffix = /[^*?]*$/.exec(lowerPattern)?.[0] ?? '';
  const longest = Math.max(0, ...lowerPattern.split(/[*?]/).map((part) => [...part].length));
  const prefixPlan = (): SearchPlan => ({ kind: 'prefix', from: prefix, to: prefix + TOP });
  const suffixPlan = (): SearchPlan => {
    const reversed = [...suffix].reverse().join('');
    return { kind: 'suffix', from: reversed, to: reversed + TOP };
  };
  if (prefix.length >= 3 && prefix.length >= suffix.length) return prefixPlan();
  if (suffix.length >= 3) return suffixPlan();
  if (longest >= 3) return { kind: 'trigram' };
  if (prefix.length > 0 && prefix.length >= suffix.length) return prefixPlan();
  if (suffix.length > 0) return suffixPlan();
  return { kind: 'scan' };
}

function planSql(plan: SearchPlan): string {
  switch (plan.kind) {
    case 'exact':
      return 'e.lower = @pattern';
    case 'prefix':
      return 'e.lower >= @from AND e.lower < @to AND e.lower GLOB @pattern';
    case 'suffix':
      return 'e.reversed >= @from AND e.reversed < @to AND e.lower GLOB @pattern';
    case 'trigram':
      return 'e.id IN (SELECT rowid FROM entries_fts WHERE lower GLOB @pattern)';
    case 'scan':
      return 'e.lower GLOB @pattern';
  }
}

/** mulberry32: a small seeded generator, so a seed gives the same random words every time. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let rowBuffer = new Int32Array(64 * 3);

/** Optimal string alignment distance (edits, with adjacent swaps), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // three rows reused across calls: suggestions compare against tens of thousands of words
  if (rowBuffer.length < cols * 3) rowBuffer = new Int32Array(cols * 3 * 2);
  let prev2 = 0;
  let prev = cols;
  let cur = cols * 2;
  for (let j = 0; j < cols; j++) rowBuffer[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rowBuffer[cur] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < cols; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(
        (rowBuffer[prev + j] ?? 0) + 1,
        (rowBuffer[cur + j - 1] ?? 0) + 1,
        (rowBuffer[prev + j - 1] ?? 0) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, (rowBuffer[prev2 + j - 2] ?? 0) + 1);
      }
      rowBuffer[cur + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return rowBuffer[prev + cols - 1] ?? max + 1;
}
const DAY_MS = 86_400_000;

export function openWordStore(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('mmap_size = 268435456');

  const DISPLAY = 'coalesce(e.word, e.lower)';
  const q = {
    entry: db.prepare(
      `SELECT id, lower, ${DISPLAY} AS word, corpus_count, dictionary_count, tier, pos_mask, flags
       FROM entries e WHERE lower = ?`,
    ),
    entryById: db.prepare(
      `SELECT id, lower, ${DISPLAY} AS word, corpus_count, dictionary_count, tier, pos_mask, flags
       FROM entries e WHERE id = ?`,
    ),
    maxEntryId: db.prepare('SELECT max(id) AS n FROM entries'),
    inflectionBases: db.prepare(
      `SELECT ${DISPLAY} AS word, i.pos, i.source FROM inflections i JOIN entries e ON e.id = i.base_id
       WHERE i.form = ? ORDER BY i.source, i.pos, e.lower`,
    ),
    senses: db.prepare(
      `SELECT s.sort_key, s.synset_id, coalesce(f.form, e.lower) AS word, y.pos, y.lex_file, y.definition
       FROM senses s JOIN entries e ON e.id = s.entry_id JOIN synsets y ON y.id = s.synset_id
       LEFT JOIN forms f ON f.id = s.form_id
       WHERE s.entry_id = ? ORDER BY s.sort_key`,
    ),
    senseExamples: db.prepare(
      `SELECT x.synset_id, x.text FROM senses s JOIN synset_examples x ON x.synset_id = s.synset_id
       WHERE s.entry_id = ? AND s.sort_key <= ? ORDER BY s.sort_key, x.seq`,
    ),
    senseLabels: db.prepare(
      `SELECT s.synset_id, p.symbol, coalesce(f.form, e.lower) AS text
       FROM senses s
       JOIN pointers p ON p.synset_id = s.synset_id AND p.symbol IN (';u', ';r', ';c')
         AND (p.source_member = 0 OR p.source_member = s.member)
       JOIN senses t ON t.synset_id = p.target_id AND t.member = 1
       JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
       WHERE s.entry_id = ? AND s.sort_key <= ? ORDER BY s.sort_key, p.symbol, p.target_id`,
    ),
    pronunciations: db.prepare('SELECT seq, arpabet, ipa FROM pronunciations WHERE entry_id = ? ORDER BY seq'),
    syllables: db.prepare('SELECT pieces, stressed FROM syllables WHERE entry_id = ?'),
    brownCount: db.prepare('SELECT count(*) AS n FROM brown_examples WHERE entry_id = ?'),
    wordnetCount: db.prepare('SELECT count(*) AS n FROM wordnet_examples WHERE entry_id = ?'),
    brownExamples: db.prepare(
      `SELECT b.sentence_id, s.text, t.id AS text_id, t.code, t.genre, t.source
       FROM brown_examples b JOIN brown_sentences s ON s.id = b.sentence_id JOIN brown_texts t ON t.id = s.text_id
       WHERE b.entry_id = ? ORDER BY b.rank LIMIT ? OFFSET ?`,
    ),
    wordnetExamples: db.prepare(
      `SELECT w.synset_id, w.example_seq, x.text, y.pos
       FROM wordnet_examples w JOIN synset_examples x ON x.synset_id = w.synset_id AND x.seq = w.example_seq
       JOIN synsets y ON y.id = w.synset_id
       WHERE w.entry_id = ? ORDER BY w.rank LIMIT ? OFFSET ?`,
    ),
    token: db.prepare('SELECT id, count FROM tokens WHERE token = ?'),
    phrases: db.prepare(
      `SELECT a.token AS gram1, b.token AS gram2, g.count, g.mi, g.wlmi FROM bigrams g
         JOIN tokens a ON a.id = g.first_id JOIN tokens b ON b.id = g.second_id
         WHERE g.first_id = @id AND g.wlmi >= @min
       UNION
       SELECT a.token AS gram1, b.token AS gram2, g.count, g.mi, g.wlmi FROM bigrams g
         JOIN tokens a ON a.id = g.first_id JOIN tokens b ON b.id = g.second_id
         WHERE g.second_id = @id AND g.wlmi >= @min
       ORDER BY 5 DESC, 3 DESC, 1, 2 LIMIT @limit`,
    ),
    wotdSize: db.prepare('SELECT count(*) AS n FROM wotd_pool'),
    wotd: db.prepare(
      `SELECT ${DISPLAY} AS word FROM wotd_pool p JOIN entries e ON e.id = p.entry_id WHERE p.seq = ?`,
    ),
    caseVariants: db.prepare(
      `SELECT form AS word FROM forms WHERE entry_id = @id
       UNION SELECT lower FROM entries WHERE id = @id AND (flags & ${ENTRY_FLAGS.lowercaseSpelling}) != 0
       ORDER BY 1`,
    ),
    commonWords: db.prepare(
      `SELECT lower, tier, corpus_count FROM entries
       WHERE tier <= 50 AND (flags & ${ENTRY_FLAGS.lowercaseSpelling}) != 0 AND lower NOT GLOB '*[^a-z''-]*'`,
    ),
    buildInfo: db.prepare('SELECT key, value FROM build_info ORDER BY key'),
    sources: db.prepare(
      `SELECT id, package, version, source_dictionary AS sourceDictionary, title, attribution_text AS attributionText,
         attribution_url AS attributionUrl, licence FROM sources ORDER BY id`,
    ),
  };

  /** Lemmas of the synsets a pointer leads to, in sense order. */
  const pointerStatement = (symbols: string[], lexical: boolean) =>
    db.prepare(
      `SELECT coalesce(f.form, e.lower) AS word
       FROM senses s
       JOIN pointers p ON p.synset_id = s.synset_id AND p.symbol IN (${symbols.map((x) => `'${x}'`).join(', ')})
         ${lexical ? 'AND (p.source_member = 0 OR p.source_member = s.member)' : ''}
       JOIN senses t ON t.synset_id = p.target_id
         ${lexical ? 'AND (p.target_member = 0 OR t.member = p.target_member)' : ''}
       JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
       WHERE s.entry_id = ? ORDER BY s.sort_key, p.target_id, t.member`,
    );
  const related: Record<AnsweredRelationshipType, Statement> = {
    synonym: db.prepare(
      `SELECT coalesce(f.form, e.lower) AS word
       FROM senses s JOIN senses t ON t.synset_id = s.synset_id AND t.entry_id != s.entry_id
       JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
       WHERE s.entry_id = ? ORDER BY s.sort_key, t.member`,
    ),
    antonym: pointerStatement(['!'], true),
    equivalent: pointerStatement(['&'], false),
    'cross-reference': pointerStatement(['^'], true),
    form: pointerStatement(['+', '\\'], true),
    hypernym: pointerStatement(['@', '@i'], false),
    hyponym: pointerStatement(['~', '~i'], false),
    'same-context': db.prepare(
      `SELECT coalesce(f.form, e.lower) AS word
       FROM senses s
       JOIN pointers h ON h.synset_id = s.synset_id AND h.symbol IN ('@', '@i')
       JOIN pointers c ON c.synset_id = h.target_id AND c.symbol IN ('~', '~i') AND c.target_id != s.synset_id
       JOIN senses t ON t.synset_id = c.target_id AND t.member = 1
       JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
       WHERE s.entry_id = ? ORDER BY s.sort_key, c.target_id`,
    ),
    'inflected-form': db.prepare(
      `SELECT form AS word FROM inflections WHERE base_id = ? AND pos != 'v' ORDER BY pos, source, form`,
    ),
    'verb-form': db.prepare(`SELECT form AS word FROM inflections WHERE base_id = ? AND pos = 'v' ORDER BY form`),
    'verb-stem': db.prepare(
      `SELECT ${DISPLAY} AS word FROM inflections i JOIN entries e ON e.id = i.base_id
       WHERE i.form = (SELECT lower FROM entries WHERE id = ?) AND i.pos = 'v' ORDER BY e.lower`,
    ),
    rhyme: db.prepare(
      `SELECT ${DISPLAY} AS word, p.arpabet AS own, r.arpabet AS other FROM pronunciations p
       JOIN pronunciations r ON r.rhyme_id = p.rhyme_id AND r.entry_id != p.entry_id
       JOIN entries e ON e.id = r.entry_id
       WHERE p.entry_id = ? AND (e.flags & ${ENTRY_FLAGS.offensive}) = 0
       ORDER BY e.corpus_count DESC, e.tier IS NULL, e.tier, e.lower`,
    ),
  };

  const searchStatements = new Map<string, Statement>();
  const searchStatement = (sql: string): Statement => {
    let statement = searchStatements.get(sql);
    if (!statement) searchStatements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  const randomFilterSql = `${FILTER_SQL}
    AND (@hasDef = 0 OR e.dictionary_count > 0) AND (@offensive = 1 OR (e.flags & ${ENTRY_FLAGS.offensive}) = 0)`;
  const randomById = db.prepare(
    `SELECT e.id, ${DISPLAY} AS word, e.corpus_count, e.dictionary_count FROM entries e WHERE e.id = @id AND ${randomFilterSql}`,
  );
  const randomAll = db.prepare(`SELECT e.id FROM entries e WHERE ${randomFilterSql}`);

  let commonByLength: Map<number, { lower: string; tier: number; count: number }[]> | undefined;
  const maxEntryId = (q.maxEntryId.get() as { n: number | null }).n ?? 0;

  function entry(word: string): EntryRow | undefined {
    return q.entry.get(normalize(word).toLowerCase()) as EntryRow | undefined;
  }

  function summary(row: EntryRow): WordSummary {
    const result: WordSummary = {
      id: row.id,
      word: row.word,
      lower: row.lower,
      corpusCount: row.corpus_count,
      dictionaryCount: row.dictionary_count,
      partsOfSpeech: partsOfSpeech(row.pos_mask),
      vulgar: (row.flags & ENTRY_FLAGS.vulgar) !== 0,
      offensive: (row.flags & ENTRY_FLAGS.offensive) !== 0,
    };
    if (row.tier !== null) result.tier = row.tier;
    return result;
  }

  function words(statement: Statement, id: number, limit: number, exclude: string): string[] {
    const out: string[] = [];
    const seen = new Set<string>([exclude]);
    for (const row of statement.iterate(id) as IterableIterator<{ word: string; own?: string; other?: string }>) {
      if (seen.has(row.word.toLowerCase())) continue;
      // a perfect rhyme changes the sound before the rhyming part (not unhappy for happy)
      if (row.own !== undefined && row.other !== undefined && rhymeOnset(row.own) === rhymeOnset(row.other)) continue;
      seen.add(row.word.toLowerCase());
      out.push(row.word);
      if (out.length >= limit) break;
    }
    return out;
  }

  function brownExample(row: {
    sentence_id: number;
    text: string;
    text_id: number;
    code: string;
    genre: string;
    source: string;
  }, word: string): ExampleRecord {
    return {
      provider: 'brown',
      word,
      text: row.text,
      exampleId: row.sentence_id,
      year: BROWN_YEAR,
      documentId: row.text_id,
      textCode: row.code,
      genre: row.genre,
      source: row.source,
    };
  }

  function wordnetExample(row: { synset_id: number; example_seq: number; text: string; pos: string }, word: string): ExampleRecord {
    return {
      provider: 'wordnet',
      word,
      text: row.text,
      exampleId: row.synset_id * 100 + row.example_seq,
      synsetId: synsetLabel(row.synset_id, row.pos),
    };
  }

  return {
    /** Whether the database knows the word at all (any source). */
    hasWord(word: string): boolean {
      return entry(word) !== undefined;
    },

    lookup(word: string): WordSummary | undefined {
      const row = entry(word);
      return row ? summary(row) : undefined;
    },

    /**
     * morphy: the base form(s) of an inflected word. Order of preference: WordNet's exception
     * lists (mice → mouse, better → good), the word itself when WordNet has it, attested regular
     * inflections (dogs → dog), then WordNet's detachment rules checked against WordNet.
     */
    canonical(word: string): CanonicalForm {
      const lower = normalize(word).toLowerCase();
      const candidates: CanonicalCandidate[] = [];
      const add = (candidate: CanonicalCandidate) => {
        if (!candidates.some((c) => c.word === candidate.word && c.pos === candidate.pos)) candidates.push(candidate);
      };
      const bases = q.inflectionBases.all(lower) as { word: string; pos: string; source: string }[];
      bases.sort((a, b) => (POS_RANK[a.pos] ?? 9) - (POS_RANK[b.pos] ?? 9));
      for (const base of bases) {
        if (base.source === 'exception') add({ word: base.word, pos: POS_NAMES[base.pos] ?? 'noun', via: 'exception' });
      }
      const self = q.entry.get(lower) as EntryRow | undefined;
      if (self) {
        for (const pos of MORPH_POS) {
          if ((self.pos_mask & WORDNET_POS_BITS[pos]) !== 0) add({ word: self.word, pos: POS_NAMES[pos] ?? 'noun', via: 'self' });
        }
      }
      for (const base of bases) {
        if (base.source !== 'exception') add({ word: base.word, pos: POS_NAMES[base.pos] ?? 'noun', via: 'inflection' });
      }
      for (const pos of MORPH_POS) {
        for (const base of detach(lower, pos)) {
          const row = q.entry.get(base) as EntryRow | undefined;
          if (row && (row.pos_mask & WORDNET_POS_BITS[pos]) !== 0) add({ word: row.word, pos: POS_NAMES[pos] ?? 'noun', via: 'rule' });
        }
      }
      const root = candidates[0]?.word ?? self?.word;
      return root === undefined ? { candidates } : { root, candidates };
    },

    definitions(
      word: string,
      options: { partsOfSpeech?: readonly string[]; limit?: number } = {},
    ): DefinitionRecord[] {
      const row = entry(word);
      if (!row || row.dictionary_count === 0) return [];
      const wanted = options.partsOfSpeech?.length ? new Set(options.partsOfSpeech) : undefined;
      const senses = (
        q.senses.all(row.id) as {
          sort_key: number;
          synset_id: number;
          word: string;
          pos: string;
          lex_file: number;
          definition: string;
        }[]
      ).map((sense, index) => ({ ...sense, sequence: index + 1, partOfSpeech: POS_NAMES[sense.pos] ?? 'noun' }));
      const chosen = senses
        .filter((sense) => !wanted || wanted.has(sense.partOfSpeech))
        .slice(0, options.limit === undefined ? undefined : Math.max(0, options.limit));
      const last = chosen.at(-1);
      if (!last) return [];
      // Examples and labels only as far as the last sense answered: a common word has dozens.
      const examples = new Map<number, string[]>();
      for (const ex of q.senseExamples.all(row.id, last.sort_key) as { synset_id: number; text: string }[]) {
        const list = examples.get(ex.synset_id) ?? [];
        list.push(ex.text);
        examples.set(ex.synset_id, list);
      }
      const labels = new Map<number, DefinitionLabel[]>();
      for (const label of q.senseLabels.all(row.id, last.sort_key) as { synset_id: number; symbol: string; text: string }[]) {
        const list = labels.get(label.synset_id) ?? [];
        const type = LABEL_TYPES[label.symbol];
        if (type && !list.some((l) => l.type === type && l.text === label.text)) list.push({ type, text: label.text });
        labels.set(label.synset_id, list);
      }
      const out: DefinitionRecord[] = chosen.map((sense) => ({
        word: sense.word,
        text: sense.definition,
        partOfSpeech: sense.partOfSpeech,
        sequence: sense.sequence,
        senseNumber: (sense.sort_key % 10000) + 1,
        synsetId: synsetLabel(sense.synset_id, sense.pos),
        lexicographerFile: LEXICOGRAPHER_FILES[sense.lex_file] ?? '',
        examples: examples.get(sense.synset_id) ?? [],
        labels: labels.get(sense.synset_id) ?? [],
        sourceDictionary: 'wordnet',
      }));
      return out;
    },

    pronunciations(word: string, options: { limit?: number } = {}): PronunciationRecord[] {
      const row = entry(word);
      if (!row) return [];
      const prons = (q.pronunciations.all(row.id) as { seq: number; arpabet: string; ipa: string }[]).map(
        (p): PronunciationRecord => ({ ...p, sourceDictionary: 'cmu' }),
      );
      return options.limit === undefined ? prons : prons.slice(0, Math.max(0, options.limit));
    },

    /** The spelling split into CMUdict's syllables, primary stress marked; empty when no honest split exists. */
    syllables(word: string): SyllableRecord[] {
      const row = entry(word);
      if (!row) return [];
      const split = q.syllables.get(row.id) as { pieces: string; stressed: number | null } | undefined;
      if (!split) return [];
      return split.pieces.split('\u00b7').map((text, seq) =>
        seq === split.stressed ? { text, seq, type: 'stress' } : { text, seq },
      );
    },

    /** Brown corpus sentences first (readable ones first), then WordNet's gloss examples. */
    examples(word: string, options: { skip?: number; limit?: number } = {}): ExamplePage {
      const row = entry(word);
      if (!row) return { total: 0, examples: [] };
      const skip = Math.max(0, Math.trunc(options.skip ?? 0));
      const limit = Math.max(0, Math.trunc(options.limit ?? 10));
      const brownTotal = (q.brownCount.get(row.id) as { n: number }).n;
      const wordnetTotal = (q.wordnetCount.get(row.id) as { n: number }).n;
      const examples: ExampleRecord[] = [];
      if (skip < brownTotal && limit > 0) {
        for (const ex of q.brownExamples.all(row.id, limit, skip) as Parameters<typeof brownExample>[0][]) {
          examples.push(brownExample(ex, row.word));
        }
      }
      const remaining = limit - examples.length;
      if (remaining > 0) {
        const offset = Math.max(0, skip - brownTotal);
        for (const ex of q.wordnetExamples.all(row.id, remaining, offset) as Parameters<typeof wordnetExample>[0][]) {
          examples.push(wordnetExample(ex, row.word));
        }
      }
      return { total: brownTotal + wordnetTotal, examples };
    },

    topExample(word: string): ExampleRecord | undefined {
      const row = entry(word);
      if (!row) return undefined;
      const brown = q.brownExamples.get(row.id, 1, 0) as Parameters<typeof brownExample>[0] | undefined;
      if (brown) return brownExample(brown, row.word);
      const wordnet = q.wordnetExamples.get(row.id, 1, 0) as Parameters<typeof wordnetExample>[0] | undefined;
      return wordnet ? wordnetExample(wordnet, row.word) : undefined;
    },

    /** Brown corpus count (case-folded); undefined for a word neither the corpus nor any dictionary knows. */
    frequency(word: string): FrequencyRecord | undefined {
      const lower = normalize(word).toLowerCase();
      const token = q.token.get(lower) as { id: number; count: number } | undefined;
      const row = q.entry.get(lower) as EntryRow | undefined;
      if (!token && !row) return undefined;
      const count = token?.count ?? 0;
      return {
        word: row?.word ?? lower,
        corpus: 'brown',
        totalCount: count,
        years: count > 0 ? [{ year: BROWN_YEAR, count }] : [],
      };
    },

    /** Brown bigrams with the word on either side, by WLMI. */
    phrases(word: string, options: { limit?: number; minWlmi?: number } = {}): PhraseRecord[] {
      const token = q.token.get(normalize(word).toLowerCase()) as { id: number } | undefined;
      if (!token) return [];
      return q.phrases.all({
        id: token.id,
        min: options.minWlmi ?? -1e9,
        limit: Math.max(0, Math.trunc(options.limit ?? 5)),
      }) as PhraseRecord[];
    },

    /**
     * Related words by type, each list in WordNet's sense order (the word's first sense first),
     * not alphabetical, so a short limit keeps the most relevant ones. What each type means here:
     * synonym: other lemmas of the word's synsets; antonym: WordNet `!` (lexical, for this word);
     * equivalent: adjective similar-to `&` (the satellites of a head adjective and back);
     * cross-reference: also-see `^`; form: derivationally related `+` and pertainyms `\`;
     * hypernym: `@` and instance `@i`; hyponym: `~` and `~i`; same-context: sister terms, the
     * first lemma of each other hyponym of the word's hypernyms; inflected-form / verb-form:
     * the attested inflections of the word as a noun or adjective / as a verb; verb-stem: the
     * verb an inflected form comes from; rhyme: perfect rhymes from CMUdict, most frequent first.
     * Types with no words are left out.
     */
    related(word: string, options: { types?: readonly string[]; limitPerType?: number } = {}): RelatedGroup[] {
      const row = entry(word);
      if (!row) return [];
      const limit = Math.max(0, Math.trunc(options.limitPerType ?? 10));
      const types = options.types?.length
        ? ANSWERED_RELATIONSHIP_TYPES.filter((t) => options.types?.includes(t))
        : ANSWERED_RELATIONSHIP_TYPES;
      const groups: RelatedGroup[] = [];
      for (const type of types) {
        const list = words(related[type], row.id, limit, row.lower);
        if (list.length > 0) groups.push({ relationshipType: type, words: list });
      }
      return groups;
    },

    /**
     * Words matching a pattern with `*` (any run of characters) and `?` (one character), in
     * alphabetical order. Case-sensitive by default, as the interface says: `Ser*` finds
     * `Serbia`, `ser*` finds `serve`.
     */
    search(pattern: string, options: SearchOptions = {}): SearchResult {
      const text = normalize(pattern);
      if (text === '') return { total: 0, results: [] };
      const caseSensitive = options.caseSensitive ?? true;
      const lowerPattern = globPattern(text.toLowerCase());
      const plan = planSearch(text.toLowerCase());
      const params: Record<string, string | number | null> = {
        ...filterParams(options),
        pattern: lowerPattern,
        casePattern: globPattern(text),
        from: 'from' in plan ? plan.from : null,
        to: 'to' in plan ? plan.to : null,
        skip: Math.max(0, Math.trunc(options.skip ?? 0)),
        limit: Math.max(0, Math.trunc(options.limit ?? 10)),
      };
      const where = `${planSql(plan)} AND ${FILTER_SQL}`;
      const source = caseSensitive
        ? `SELECT e.id, e.lower AS word, e.lower AS sort, e.corpus_count, e.dictionary_count FROM entries e
           WHERE ${where} AND (e.flags & ${ENTRY_FLAGS.lowercaseSpelling}) != 0 AND e.lower GLOB @casePattern
           UNION ALL
           SELECT e.id, f.form AS word, e.lower AS sort, e.corpus_count, e.dictionary_count FROM entries e
           JOIN forms f ON f.entry_id = e.id WHERE ${where} AND f.form GLOB @casePattern`
        : `SELECT e.id, ${DISPLAY} AS word, e.lower AS sort, e.corpus_count, e.dictionary_count FROM entries e
           WHERE ${where}`;
      const { skip, limit, ...countParams } = params;
      const total = (searchStatement(`SELECT count(*) AS n FROM (${source})`).get(countParams) as { n: number }).n;
      if (limit === 0 || (skip as number) >= total) return { total, results: [] };
      const rows = searchStatement(`${source} ORDER BY sort, word LIMIT @limit OFFSET @skip`).all({
        ...countParams,
        skip,
        limit,
      }) as { id: number; word: string; corpus_count: number; dictionary_count: number }[];
      return {
        total,
        results: rows.map((r) => ({
          id: r.id,
          word: r.word,
          corpusCount: r.corpus_count,
          dictionaryCount: r.dictionary_count,
        })),
      };
    },

    /** Distinct random words that pass the filters, drawn by entry id (fewer when fewer match). */
    randomWords(filters: RandomFilters, count: number, seed?: number): WordListItem[] {
      const wanted = Math.max(0, Math.trunc(count));
      const random = seed === undefined ? Math.random : seededRandom(seed);
      const params = {
        ...filterParams(filters),
        hasDef: filters.hasDictionaryDef ? 1 : 0,
        offensive: filters.includeOffensive ? 1 : 0,
      };
      const picked = new Map<number, WordListItem>();
      const attempts = wanted * 64;
      for (let i = 0; i < attempts && picked.size < wanted && maxEntryId > 0; i++) {
        const id = 1 + Math.floor(random() * maxEntryId);
        if (picked.has(id)) continue;
        const row = randomById.get({ ...params, id }) as
          | { id: number; word: string; corpus_count: number; dictionary_count: number }
          | undefined;
        if (row) picked.set(id, { id, word: row.word, corpusCount: row.corpus_count, dictionaryCount: row.dictionary_count });
      }
      if (picked.size < wanted) {
        // narrow filters: draw from the list of matching ids instead
        const ids = (randomAll.all(params) as { id: number }[]).map((r) => r.id).filter((id) => !picked.has(id));
        while (picked.size < wanted && ids.length > 0) {
          const k = Math.floor(random() * ids.length);
          const id = ids[k] ?? 0;
          ids[k] = ids[ids.length - 1] ?? 0;
          ids.pop();
          const row = q.entryById.get(id) as EntryRow | undefined;
          if (row) picked.set(id, { id, word: row.word, corpusCount: row.corpus_count, dictionaryCount: row.dictionary_count });
        }
      }
      return [...picked.values()];
    },

    /**
     * Spelling suggestions: other spellings of the same word (`nasa` → `NASA`), then common
     * words (SCOWL ≤ 50) within two edits, nearest and most common first.
     */
    suggestions(word: string, limit = 10): string[] {
      const text = normalize(word);
      const lower = text.toLowerCase();
      const out: string[] = [];
      const self = q.entry.get(lower) as EntryRow | undefined;
      if (self) {
        for (const variant of q.caseVariants.all({ id: self.id }) as { word: string }[]) {
          if (variant.word !== text && !out.includes(variant.word)) out.push(variant.word);
        }
      }
      if (!commonByLength) {
        commonByLength = new Map();
        for (const r of q.commonWords.all() as { lower: string; tier: number; corpus_count: number }[]) {
          const list = commonByLength.get(r.lower.length) ?? [];
          list.push({ lower: r.lower, tier: r.tier, count: r.corpus_count });
          commonByLength.set(r.lower.length, list);
        }
      }
      const near: { word: string; distance: number; tier: number; count: number }[] = [];
      for (let length = lower.length - 2; length <= lower.length + 2; length++) {
        for (const candidate of commonByLength.get(length) ?? []) {
          if (candidate.lower === lower) continue;
          const distance = editDistance(lower, candidate.lower, 2);
          if (distance <= 2) near.push({ word: candidate.lower, distance, tier: candidate.tier, count: candidate.count });
        }
      }
      near.sort(
        (a, b) =>
          a.distance - b.distance || a.tier - b.tier || b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
      );
      for (const candidate of near) {
        if (out.length >= limit) break;
        if (!out.includes(candidate.word)) out.push(candidate.word);
      }
      return out.slice(0, Math.max(0, limit));
    },

    /**
     * The same common word for the same date (yyyy-MM-dd), a different one each day: the pool
     * (SCOWL ≤ 35, WordNet definitions, at least one example, nothing offensive) is walked in a
     * fixed shuffled order, one word a day, so no word repeats before the pool is used up.
     */
    wordOfTheDayCandidate(date: string): { word: string; date: string } | undefined {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
      if (!m) return undefined;
      const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
      const check = new Date(time);
      if (Number.isNaN(time) || check.toISOString().slice(0, 10) !== date) return undefined;
      const size = (q.wotdSize.get() as { n: number }).n;
      if (size === 0) return undefined;
      const day = Math.floor(time / DAY_MS);
      const row = q.wotd.get(((day % size) + size) % size) as { word: string } | undefined;
      return row ? { word: row.word, date } : undefined;
    },

    sources(): SourceRecord[] {
      return q.sources.all() as SourceRecord[];
    },

    buildInfo(): Record<string, string> {
      const info: Record<string, string> = {};
      for (const row of q.buildInfo.all() as { key: string; value: string }[]) info[row.key] = row.value;
      return info;
    },

    close(): void {
      db.close();
    },
  };
}

export type WordStore = ReturnType<typeof openWordStore>;
