/**
 * One ranked list of senses across the dictionaries a service answered, the sense the
 * sentence means first: a simplified Lesk (the words a sense shares with the text read), on
 * top of how common each sense is.
 *
 * - Each sense is a bag of words, lemmatised ("danced", "dances" and "dancing" meet at
 *   "dance"; "went" at "go") with the words that say nothing left out: its gloss and
 *   synonyms, its labels ("Naut."), its examples and quotations (and GCIDE's "as, …").
 * - A sense scores by the words it shares with the sentence (and, less, with the text around
 *   it), each weighed by its inverse frequency among the word's senses (a word every sense has
 *   tells nothing).
 * - The prior: how common the sense is, by its place in its dictionary (WordNet and the
 *   services list the most common first; WordNet's order is its tagged corpus's counts), the
 *   other dictionary's same sense as common as the commoner of the two; a later dictionary's
 *   senses start lower, in the order the reader chose.
 * - The page's period: on a page whose spellings and words are older English (shew,
 *   connexion, to-morrow, honour), Webster's 1913 (GCIDE), whose senses are that English's,
 *   is taken as the first dictionary.
 *
 * Senses of two dictionaries that say the same thing are then placed together, each still
 * credited to its own dictionary. It needs nothing but the answer and the text read (no call
 * of its own), so it works on any service's answer, the live service's too.
 */
import type { Definition } from '../../lib/shared/api';
import { irregularLemma } from '../../lib/shared/text/english-forms';
import { olderEnglishSigns } from '../../lib/shared/text/older-english';

/** What the ranker reads: the sentence the word stood in and, if known, the text around it. */
export interface ReadText {
  sentence: string;
  /** The neighbouring text (the paragraph around the sentence), if known. */
  around?: string;
  /** Whether the page as a whole reads as older English (its spellings and words), if known. */
  olderPage?: boolean;
}

/** The weights the evaluation (bench/senses.ts, development split) settled on. */
export const RANK_WEIGHTS = {
  /** How much the words shared with the text read count (0 leaves the dictionaries' own order). */
  overlap: 1.5,
  /** How much a sense loses per step down its dictionary's list (natural log of its place). */
  prior: 0.7,
  /** Whether the page's period counts (1) or not (0): on a page of older English, Webster's 1913 is the first dictionary. */
  period: 1,
  /** What a sense of a dictionary after the first loses. */
  laterDictionary: 1,
  /** A word shared with an example or quotation counts this much of one shared with the gloss. */
  example: 0.1,
  /** A word shared with the text around the sentence counts this much of one in the sentence. */
  around: 0.3,
};

export type RankWeights = typeof RANK_WEIGHTS;

const STOP = new Set(
  `a an the and or but if of to in on at by for with from as is are was were be been being am do does did done have has had having
  i me my we us our you your he him his she her it its they them their this that these those there here who whom whose which what
  when where why how not no nor so too very can could shall should will would may might must than then also only just into out up
  down over under about after before again all any each every some such one two own same other more most much many few off upon
  s t d ll ve re o oh yes said say says like well now thing things something someone person people used use using make made
  esp especially usually often sometimes etc e g ie eg see kind sort way part act state quality get got let
  quite rather still yet even ever never always become became within without through between among`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word's lemma, roughly: enough to meet "dances", "danced" and "dancing" at "danc", "went" at "go", "assembly" and "assembled" at "assemb". */
function lemma(word: string): string {
  let w = word.replace(/['’]s$/, '');
  const irregular = irregularLemma(w);
  if (irregular) return irregular;
  w = w.replace(/ies$/, 'y').replace(/sses$/, 'ss');
  if (w.length > 4) w = w.replace(/(?:ing|ed|es|ly|er|est|s)$/, '');
  if (w.length > 4) w = w.replace(/e$/, '');
  return w.slice(0, 6);
}

/** The content words of a text, lemmatised. */
function contentWords(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .map((w) => w.replace(/^['’]+|['’]+$/g, ''))
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map(lemma);
}

/** The dictionaries whose senses are older English (Webster's 1913, by either name). */
const OLDER_DICTIONARY = /^(?:gcide|webster|century)/;

/** GCIDE's examples within a gloss: "…; as, a ball of twine; a ball of snow." */
const INLINE_EXAMPLES = /\bas,\s+([^.]*)/g;

interface SenseWords {
  /** The gloss's, synonyms' and labels' words. */
  gloss: Set<string>;
  /** The examples' and quotations' words. */
  examples: Set<string>;
}

/** The words of a sense, gloss and synonyms apart from examples (the headword's own left out). */
function senseWords(definition: Definition, own: ReadonlySet<string>): SenseWords {
  const text = definition.text ?? '';
  const gloss = new Set([
    ...contentWords(text),
    ...(definition.relatedWords ?? []).flatMap((group) => (group.words ?? []).flatMap(contentWords)),
    ...(definition.labels ?? []).flatMap((label) => contentWords(label.text ?? '')),
  ]);
  const uses = [
    ...(definition.exampleUses ?? []).map((use) => use.text ?? ''),
    ...(definition.citations ?? []).map((citation) => citation.cite ?? ''),
    ...[...text.matchAll(INLINE_EXAMPLES)].map((m) => m[1] ?? ''),
  ];
  const examples = new Set([...uses.flatMap(contentWords), ...(definition.notes ?? []).flatMap((note) => contentWords(note.value ?? ''))]);
  for (const w of own) {
    gloss.delete(w);
    examples.delete(w);
  }
  return { gloss, examples };
}

/** Whether the page reads as older English, by the text read around the word (not the word itself). */
function olderText(read: ReadText, word: string): boolean {
  if (read.olderPage) return true;
  const letters = word.replace(/[^\p{L}]/gu, '');
  const others = (text: string) => (letters ? text.replace(new RegExp(`\\b${letters}\\b`, 'giu'), ' ') : text);
  return olderEnglishSigns(others(`${read.sentence} ${read.around ?? ''}`)) > 0;
}

/** How common each sense is, as its dictionary says: its place in the dictionary's list (the most common first). */
function priorsOf(definitions: readonly Definition[], weights: RankWeights): number[] {
  const place = new Map<string, number>();
  return definitions.map((definition) => {
    const dictionary = definition.sourceDictionary ?? '';
    const rank = place.get(dictionary) ?? 0;
    place.set(dictionary, rank + 1);
    return -weights.prior * Math.log(1 + rank);
  });
}

/**
 * The senses in the order the text read means them. `word` is the headword (its own words
 * are no evidence); `weights` are the ranker's (the evaluation tries others).
 */
export function rankSenses(
  definitions: readonly Definition[],
  read: ReadText | undefined,
  word: string,
  weights: RankWeights = RANK_WEIGHTS,
): Definition[] {
  if (definitions.length < 2) return [...definitions];
  const own = new Set([word.toLowerCase(), ...contentWords(word)]);
  const senses = definitions.map((d) => senseWords(d, own));
  const together = equivalents(definitions, senses);

  // How many senses have each word: a word in every sense says nothing of which is meant.
  const senseCount = new Map<string, number>();
  for (const { gloss, examples } of senses)
    for (const w of new Set([...gloss, ...examples])) senseCount.set(w, (senseCount.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log(1 + definitions.length / (senseCount.get(w) ?? 1));

  const sentence = new Set(read ? contentWords(read.sentence).filter((w) => !own.has(w)) : []);
  const around = new Set(read?.around ? contentWords(read.around).filter((w) => !own.has(w) && !sentence.has(w)) : []);
  const older = read && weights.period > 0 ? olderText(read, word) : false;

  // The dictionaries in the order answered; on a page of older English, those of older English first.
  const answered = [...new Set(definitions.map((d) => d.sourceDictionary ?? ''))];
  const dictionaries = older
    ? [...answered.filter((d) => OLDER_DICTIONARY.test(d)), ...answered.filter((d) => !OLDER_DICTIONARY.test(d))]
    : answered;
  const priors = priorsOf(definitions, weights);
  const scored = definitions.map((definition, index) => {
    const dictionary = definition.sourceDictionary ?? '';
    const words = senses[index] as SenseWords;
    const mate = together.get(index);
    const shared = (w: string) => (words.gloss.has(w) ? 1 : words.examples.has(w) ? weights.example : 0) * idf(w);
    let overlap = 0;
    for (const w of sentence) overlap += shared(w);
    for (const w of around) overlap += shared(w) * weights.around;
    // Two dictionaries' same sense is as common as the commoner of the two.
    const prior = Math.max(priors[index] ?? 0, mate === undefined ? -Infinity : (priors[mate] ?? 0));
    const later = dictionaries.indexOf(dictionary) > 0 ? weights.laterDictionary : 0;
    return { definition, index, score: weights.overlap * overlap + prior - later };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return placeTogether(
    scored.map((s) => s.index),
    definitions,
    together,
  );
}

/** Whether two senses say the same thing (their glosses share most of the shorter one's words). */
export function sameSense(a: Definition, b: Definition): boolean {
  const none = new Set<string>();
  return equivalent(senseWords(a, none).gloss, senseWords(b, none).gloss);
}

/** Whether two senses of different dictionaries say the same thing: most of the shorter gloss's words in the other. */
function equivalent(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size < 2) return false;
  let common = 0;
  for (const w of small) if (large.has(w)) common++;
  return common / small.size >= 0.5;
}

/** Each sense's most alike sense of another dictionary and the same part of speech, where the two say the same. */
function equivalents(definitions: readonly Definition[], senses: readonly SenseWords[]): Map<number, number> {
  const found = new Map<number, number>();
  definitions.forEach((a, i) => {
    if (found.has(i)) return;
    const j = definitions.findIndex(
      (b, k) =>
        k > i &&
        !found.has(k) &&
        b.sourceDictionary !== a.sourceDictionary &&
        family(b.partOfSpeech ?? '') === family(a.partOfSpeech ?? '') &&
        equivalent(senses[i]?.gloss ?? new Set(), senses[k]?.gloss ?? new Set()),
    );
    if (j === -1) return;
    found.set(i, j);
    found.set(j, i);
  });
  return found;
}

/** Each sense followed by the other dictionary's sense that says the same, in the ranked order otherwise. */
function placeTogether(ranked: readonly number[], definitions: readonly Definition[], together: Map<number, number>): Definition[] {
  const placed = new Set<number>();
  const result: Definition[] = [];
  for (const index of ranked) {
    for (const i of [index, together.get(index)]) {
      if (i === undefined || placed.has(i)) continue;
      placed.add(i);
      result.push(definitions[i] as Definition);
    }
  }
  return result;
}

/** The broad part of speech of a service's label: "verb-intransitive" is a verb. */
export function family(partOfSpeech: string): string {
  if (partOfSpeech.startsWith('verb') || partOfSpeech === 'auxiliary-verb') return 'verb';
  if (partOfSpeech.includes('noun')) return 'noun';
  return partOfSpeech;
}
