/**
 * One ranked list of senses across the dictionaries a service answered, the sense the
 * sentence means first: each sense scored by a few signals of it and of the text read,
 * weighed by a small model (rank-model.ts) fitted on the evaluation's development words.
 *
 * - Each sense is a bag of words, lemmatised (lib/shared/english: "danced", "dances" and
 *   "dancing" meet at "dance"; "went" at "go") with the words that say nothing left out: its gloss and
 *   synonyms, its labels ("Naut."), its examples and quotations (and GCIDE's "as, …").
 * - The words it shares with the sentence (and, apart, with the text around it), each weighed
 *   by its inverse frequency among the word's senses (a word every sense has tells nothing) and,
 *   in the sentence, by its nearness to the word read (sentence-words.ts).
 * - How common it is, by its place in its dictionary (WordNet and the services list the most
 *   common first) and among its dictionary's senses of its part of speech; the other
 *   dictionary's same sense as common as the commoner of the two; a sense both dictionaries
 *   give; a later dictionary's senses start lower, in the order the reader chose.
 * - The page's period: on a page whose spellings and words are older English (shew,
 *   connexion, to-morrow, honour), Webster's 1913 (GCIDE), whose senses are that English's.
 * - The page's subject, where its words say one (page-subject.ts): a sense of computing on a
 *   database manual, no lower for a later dictionary's (Webster's "index" of computers).
 * - What kind of sense it is: marked obsolete or rare (Webster's marks what had gone out of
 *   use by 1913), of a field ("Zool."), a stub ("Same as Drilling."), short or long.
 * - The words of the other dictionary's same sense that this one lacks, counting less.
 * - What the words beside it say of its grammar: "to" before it, its subject, or an object
 *   after it says verb (and a transitive one); an article a few words before it, a possessive
 *   or a preposition says noun, or adjective where a word it may describe follows ("a mosaic
 *   pavement"); a form in -s leans to a plural; "a lively disposition" is counted, not an act.
 *
 * Senses of two dictionaries that say the same thing are then placed together (alike-senses.ts),
 * each still credited to its own dictionary, and a sense marked obsolete never before a current
 * one that says the same (a word of it spelled otherwise or mistyped counting as the same). It
 * needs nothing but the answer and the text read (no call of its own): any service's answer.
 */
import type { Definition } from '../api';
import { CROSS_REFERENCE, isStub } from '../text/cross-reference';
import { isPhraseSense } from '../text/phrase-sense';
import { family, takesObject } from '../english/parts-of-speech';
import { grammarCues } from './grammar-cues';
import { followsFit, frameCues, kindsFit, objectFits } from './verb-frames';
import { verbFramesOf } from '../english/verb-frames';
import { ofSpecialField, ofSubject, pageSubject } from './page-subject';
import { olderEnglishSigns, signsNoLongerWritten } from '../text/older-english';
import { senseTexts } from '../text/sense-meaning';
import { contentWords, nearness } from './sentence-words';
import { RANK_MODEL, RANK_MODEL_WITHOUT_VECTORS } from './rank-model';
import { currentBeforeObsolete, equivalent, nearlyEquivalent, placeTogether } from './alike-senses';

/** What the ranker reads: the sentence the word stood in and, if known, the text around it. */
export interface ReadText {
  sentence: string;
  /** Where the word starts in the sentence, if known (its grammar is read from the words beside it). */
  start?: number;
  /** The neighbouring text (the paragraph around the sentence), if known. */
  around?: string;
  /** Whether the page as a whole reads as older English (its spellings and words), if known. */
  olderPage?: boolean;
}

/** The signals each sense is scored by, in the order of a row of `senseSignals`. */
export const SIGNALS = [
  /** The sentence's words in the sense's gloss, synonyms and labels (idf-weighted). */
  'gloss',
  /** The sentence's words in its examples and quotations only. */
  'examples',
  /** The words around the sentence in the sense (its examples' at a tenth). */
  'around',
  /** The sentence's words in the other dictionary's same sense only (its gloss, synonyms, examples). */
  'mateWords',
  /** Its place in its dictionary: −log(1 + place), the other dictionary's same sense's if higher. */
  'place',
  /** Its place among its dictionary's senses of its part of speech: −log(1 + place). */
  'placeInPart',
  /**
   * How often it was met, where its dictionary says (WordNet's `score`: its concordance's tags),
   * against its dictionary's most met sense: log((1 + tags) / (1 + most)); 0 where none is counted.
   */
  'tagged',
  /** The same, for Webster's 1913 only (whose order is by history, the oldest sense first, rather than by use). */
  'placeInOlderPart',
  /** 1 for a dictionary after the first answered (in the order the reader chose). */
  'later',
  /** 1 for Webster's 1913 on a page of older English. */
  'olderOnOlderPage',
  /** 1 for another dictionary on a page of older English. */
  'newerOnOlderPage',
  /** 1 for a sense marked obsolete (or archaic). */
  'obsolete',
  /** 1 for a sense marked obsolete on a page of older English. */
  'obsoleteOnOlderPage',
  /** 1 for a sense marked obsolete in a sentence that itself shows older English (thou, hath, lov'd). */
  'obsoleteInOlderSentence',
  /** 1 for a sense marked rare. */
  'rare',
  /** 1 for a sense of a field ("Zool.", "Law"), but on a page about that field (see `subject`). */
  'field',
  /** 1 for a stub: a cross-reference ("See …", "Same as …") or a fragment of a gloss (weighed to come after every other sense). */
  'stub',
  /** log(1 + the words of its gloss). */
  'length',
  /** 1 for a sense the other dictionary gives too. */
  'shared',
  /** For a verb's sense: +1 where the sentence says verb ("to" before it, an object after it), −1 where it says not. */
  'verbCue',
  /** For a noun's sense: 1 where the words beside it say noun ("the tyrant's grasp", "without blame"). */
  'nounCue',
  /** For an adjective's sense: 1 where it stands before a word it may describe ("a mosaic pavement"). */
  'adjectiveCue',
  /** For an adverb's sense: +1 where the words beside it say how or how much ("far better", "spoke kindly"), −1 where they say not. */
  'adverbCue',
  /** For a noun's sense: 1 where the word is read in a form ending in -s (a plural, more often than a verb's third person). */
  'nounInS',
  /** For a sense of the plural ("pl. Breeches made of buckskin"): +1 where the word is read in -s, −1 where not. */
  'plural',
  /** 1 for a noun's sense that is an act or a state ("The act of executing"): Webster's gives it first, a sentence often means what the act makes. */
  'act',
  /** 1 for a noun's sense that is what is done or made ("That which is founded"; "The thing believed"). */
  'thatWhich',
  /** For a noun's sense that is an act or a state ("The act of executing"): +1 where the word is counted ("an execution", "executions"), −1 where "of" follows it bare. */
  'actCounted',
  /** 1 for a figurative sense ("Fig.", "Hence, …"). */
  'figurative',
  /**
   * For a verb's sense that takes an object: +1 where an object follows the word (or it is a
   * passive), −1 where none can; the other way round for one that takes none. (Apart, the two
   * fitted no better.)
   */
  'transitive',
  /**
   * How near in meaning the sentence is to the sense, by word vectors (lib/shared/text/sense-meaning.ts):
   * the cosine of the sentence's mean vector (its words near the word read weighing most) with the
   * sense's (its gloss, synonyms and labels, and its examples at half weight), less the mean of its
   * dictionary's senses. The answer carries it, worked out in the background.
   */
  'meaning',
  /** The same, with the sense's gloss, synonyms and labels alone. */
  'meaningOfGloss',
  /** 1 for a sense of the subject the page is about, by its words around the one read (page-subject.ts: "(Law)", "computer science"). */
  'subject',
  /** For a verb's sense: 1 where what follows the word is what it takes ("gave up smoking": "with -ing"; verb-frames.ts). */
  'takes',
  /** For a verb's sense: −1 for its subject or object where the sentence says it is of another kind than the sense's ("the rope tightened"). */
  'kinds',
  /** 1 for a sense of the verb and its particle the word stands in ("give up" for "gave up smoking": lib/shared/text/phrasal-verb.ts), which the answer carries beside the word's own. */
  'phrase',
] as const;

export type Signal = (typeof SIGNALS)[number];
/** A weight for each signal: the ranker's score of a sense is their sum over its signals. */
export type RankWeights = Readonly<Record<Signal, number>>;

/** The weights fitted on the development words (bench/senses.ts -- --train). */
export const RANK_WEIGHTS: RankWeights = RANK_MODEL;
/** The weights fitted without word vectors, for an answer that carries none. */
const RANK_WEIGHTS_WITHOUT_VECTORS: RankWeights = RANK_MODEL_WITHOUT_VECTORS;

/** The dictionaries whose senses are older English (Webster's 1913, by either name). */
const OLDER_DICTIONARY = /^(?:gcide|webster|century)/;

interface SenseWords {
  /** The gloss's, synonyms' and labels' words. */
  gloss: Set<string>;
  /** The examples' and quotations' words. */
  examples: Set<string>;
}

/** A headword's own words, which say nothing of which of its senses is meant. */
const ownWords = (word: string) => new Set([word.toLowerCase(), ...contentWords(word)]);

/** The words of a sense, gloss and synonyms apart from examples (the headword's own left out). */
function senseWords(definition: Definition, own: ReadonlySet<string>): SenseWords {
  const { gloss: glossTexts, uses } = senseTexts(definition);
  const gloss = new Set(glossTexts.flatMap(contentWords));
  const examples = new Set([...uses.flatMap(contentWords), ...(definition.notes ?? []).flatMap((note) => contentWords(note.value ?? ''))]);
  for (const w of own) {
    gloss.delete(w);
    examples.delete(w);
  }
  return { gloss, examples };
}

/**
 * Whether the page reads as older English, or the text read around the word does (not the
 * word itself) by a sign that today's British English does not write.
 */
function olderText(read: ReadText, word: string): boolean {
  if (read.olderPage) return true;
  const letters = word.replace(/[^\p{L}]/gu, '');
  const others = (text: string) => (letters ? text.replace(new RegExp(`\\b${letters}\\b`, 'giu'), ' ') : text);
  // "neighbourhood" or "whilst" alone is today's British English, not older English.
  return signsNoLongerWritten(others(`${read.sentence} ${read.around ?? ''}`)) > 0;
}

/** Usage marks, in a label or in the gloss ("[Obs.]", "Archaic", WordNet's "archaism"). */
const OBSOLETE = /\b(?:obs|obsolete|archaic|archaism)\b/i;
const RARE = /(?:^|[\s[(])R\.|\brare\b/;
const PLURAL_SENSE = /^\s*(?:\(\w+\.?\)\s*)?pl\.\s/i;
const ACT = /^\s*(?:\(\w+\.?\)\s*)?(?:the\s+)?(?:act|action|process|state|condition|quality|practice|art)\s+of\b/i;
const THAT_WHICH = /^\s*(?:\(\w+\.?\)\s*)?(?:that which|the thing|what|whatever|anything which|something)\b/i;
const FIGURATIVE = /\bfig\b|^\s*hence\b/i;
const IN_GLOSS_MARK = /\[([^\]]{1,40})\]/g;

function marks(definition: Definition): string {
  const labels = (definition.labels ?? []).filter((l) => !['field', 'topic', 'grammar'].includes(l.type ?? '')).map((l) => l.text ?? '');
  const inGloss = [...(definition.text ?? '').matchAll(IN_GLOSS_MARK)].map((m) => m[1] ?? '');
  return [...labels, ...inGloss].join(' ');
}

/**
 * Each sense's signals (a row per definition, in the order of SIGNALS), and which senses of
 * two dictionaries say the same. `word` is the headword (its own words are no evidence);
 * `meanings`, where given, each sense's nearness in meaning to the sentence (sense-meaning.ts).
 */
export function senseSignals(
  definitions: readonly Definition[],
  read: ReadText | undefined,
  word: string,
  meanings?: readonly (readonly number[])[],
): { rows: number[][]; together: Map<number, number>; senses: SenseWords[] } {
  const own = ownWords(word);
  const senses = definitions.map((d) => senseWords(d, own));
  const together = equivalents(definitions, senses);
  // How many senses have each word: a word in every sense says nothing of which is meant.
  const senseCount = new Map<string, number>();
  for (const { gloss, examples } of senses)
    for (const w of new Set([...gloss, ...examples])) senseCount.set(w, (senseCount.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log(1 + definitions.length / (senseCount.get(w) ?? 1));

  // The words read, each with its weight worked out once (each is weighed against every sense).
  const sentence = [...(read ? nearness(read, own) : [])].map(([w, near]) => [w, near * idf(w)] as const);
  const inSentence = new Set(sentence.map(([w]) => w));
  const aroundWords = new Set(read?.around ? contentWords(read.around) : []);
  const around = new Map([...aroundWords].flatMap((w) => (own.has(w) || inSentence.has(w) ? [] : [[w, idf(w)] as const])));
  const older = read ? olderText(read, word) : false;
  const olderSentence = read ? olderEnglishSigns(read.sentence) > 0 : false;
  const cues = grammarCues(read, word);
  const frames = frameCues(read);
  const pairFrames = frameCues(read, true);
  const firstDictionary = definitions[0]?.sourceDictionary ?? '';
  const meaning = read && meanings ? meanings : definitions.map(() => [0, 0]);
  const subject = read ? pageSubject(new Set([...contentWords(read.sentence), ...aroundWords])) : undefined;

  // A phrase's senses ("give up" beside give's) are counted in their own order, as their dictionary
  // gives them; so are another headword's answered with the word's ("rose" beside rise's: the flower is rose's first).
  const ofPhrase = (definition: Definition) => isPhraseSense(definition, word);
  const listOf = (definition: Definition) => `${definition.sourceDictionary ?? ''} ${(definition.word ?? word).toLowerCase()}`;
  const place = new Map<string, number>();
  const placeInPart = new Map<string, number>();
  const places = definitions.map((definition) => {
    const dictionary = listOf(definition);
    const part = `${dictionary} ${family(definition.partOfSpeech ?? '')}`;
    const rank = [place.get(dictionary) ?? 0, placeInPart.get(part) ?? 0] as const;
    place.set(dictionary, rank[0] + 1);
    placeInPart.set(part, rank[1] + 1);
    return rank;
  });
  const mostTagged = new Map<string, number>();
  for (const definition of definitions) {
    const list = listOf(definition);
    mostTagged.set(list, Math.max(mostTagged.get(list) ?? 0, definition.score ?? 0));
  }
  const rows = definitions.map((definition, index) => {
    const dictionary = definition.sourceDictionary ?? '';
    const most = mostTagged.get(listOf(definition)) ?? 0;
    const words = senses[index] as SenseWords;
    const mate = together.get(index);
    let gloss = 0;
    let examples = 0;
    let nearby = 0;
    for (const [w, weight] of sentence) {
      if (words.gloss.has(w)) gloss += weight;
      else if (words.examples.has(w)) examples += weight;
    }
    // The other dictionary's same sense: its words not in this one's.
    let mateWords = 0;
    const other = mate === undefined ? undefined : senses[mate];
    if (other)
      for (const [w, weight] of sentence)
        if (!words.gloss.has(w) && !words.examples.has(w) && (other.gloss.has(w) || other.examples.has(w))) mateWords += weight;
    // (A sense has fewer words than the paragraph around: its words are looked for there.)
    for (const w of words.gloss) nearby += around.get(w) ?? 0;
    for (const w of words.examples) if (!words.gloss.has(w)) nearby += 0.1 * (around.get(w) ?? 0);
    const [rank, rankInPart] = places[index] as readonly [number, number];
    const mateRank = mate === undefined ? Infinity : (places[mate]?.[0] ?? Infinity);
    const olderDictionary = OLDER_DICTIONARY.test(dictionary);
    const marked = marks(definition);
    const obsolete = OBSOLETE.test(marked) ? 1 : 0;
    const partOfSpeech = definition.partOfSpeech ?? '';
    const verb = family(partOfSpeech) === 'verb';
    // What the sense takes, against the words around the verb (after the particle, for a pair's sense).
    const takes = verb ? verbFramesOf(definition.labels) : undefined;
    const wordsAround = ofPhrase(definition) ? pairFrames : frames;
    const text = (definition.text ?? '').replace(/<[^>]*>/g, '');
    const ofPageSubject = subject !== undefined && ofSubject(definition, subject);
    const row: Record<Signal, number> = {
      gloss,
      examples,
      around: nearby,
      mateWords,
      place: -Math.log(1 + Math.min(rank, mateRank)),
      placeInPart: -Math.log(1 + rankInPart),
      tagged: most > 0 ? Math.log((1 + (definition.score ?? 0)) / (1 + most)) : 0,
      placeInOlderPart: olderDictionary ? -Math.log(1 + rankInPart) : 0,
      later: dictionary === firstDictionary || ofPageSubject ? 0 : 1,
      olderOnOlderPage: older && olderDictionary ? 1 : 0,
      newerOnOlderPage: older && !olderDictionary ? 1 : 0,
      obsolete,
      obsoleteOnOlderPage: older ? obsolete : 0,
      obsoleteInOlderSentence: olderSentence ? obsolete : 0,
      rare: RARE.test(marked) ? 1 : 0,
      // A field's sense is rarely the one meant, but on a page of that field it is the likeliest.
      field: !ofPageSubject && ofSpecialField(definition) ? 1 : 0,
      stub: isStub(text) || (CROSS_REFERENCE.test(text) && new Set(contentWords(text.replace(CROSS_REFERENCE, ' '))).size < 2) ? 1 : 0,
      length: Math.log(1 + text.split(/\s+/).length),
      shared: mate === undefined ? 0 : 1,
      verbCue: verb ? cues.verb : 0,
      nounCue: family(partOfSpeech) === 'noun' ? cues.noun : 0,
      adjectiveCue: partOfSpeech.startsWith('adj') ? cues.adjective : 0,
      adverbCue: partOfSpeech.startsWith('adverb') ? cues.adverb : 0,
      nounInS: family(partOfSpeech) === 'noun' ? cues.sForm : 0,
      plural: PLURAL_SENSE.test(text) ? (cues.sForm ? 1 : -1) : 0,
      act: family(partOfSpeech) === 'noun' && ACT.test(text) ? 1 : 0,
      actCounted: family(partOfSpeech) === 'noun' && ACT.test(text) ? cues.counted : 0,
      thatWhich: family(partOfSpeech) === 'noun' && THAT_WHICH.test(text) ? 1 : 0,
      figurative: FIGURATIVE.test(`${marked} ${text.slice(0, 12)}`) ? 1 : 0,
      // A phrase's object follows its particle: "took off her hat".
      transitive: objectFits(
        takesObject(partOfSpeech, definition.labels),
        ofPhrase(definition) ? { ...cues, transitive: cues.transitiveAfterNext } : cues,
      ),
      meaning: meaning[index]?.[0] ?? 0,
      meaningOfGloss: meaning[index]?.[1] ?? 0,
      subject: ofPageSubject ? 1 : 0,
      phrase: ofPhrase(definition) ? 1 : 0,
      takes: takes ? followsFit(takes, wordsAround) : 0,
      kinds: takes ? kindsFit(takes, wordsAround) : 0,
    };
    return SIGNALS.map((signal) => row[signal]);
  });
  return { rows, together, senses };
}

/**
 * The senses in the order the text read means them. `word` is the headword (its own words
 * are no evidence); `weights` are the ranker's own where not given (the evaluation tries
 * others); `meanings`, where the answer carries them, each sense's nearness in meaning to the
 * sentence (the ranker's own weights are then those fitted with them).
 */
export function rankSenses(
  definitions: readonly Definition[],
  read: ReadText | undefined,
  word: string,
  weights?: RankWeights,
  meanings?: readonly (readonly number[])[],
): Definition[] {
  return rankSensesWithShares(definitions, read, word, weights, meanings).definitions;
}

/** Senses ranked, with how likely the model holds each to be the one meant. */
export interface RankedSenses {
  definitions: Definition[];
  /**
   * Each sense's chance of being the one meant: the softmax of the scores over every sense (the
   * model is a conditional logit, bench/support/rank-training.ts), the other dictionary's sense
   * that says the same counted with it. Uncalibrated: see confidence.ts.
   */
  shares: Map<Definition, number>;
  /** Each sense's other dictionary's sense that says the same, where there is one. */
  mates: Map<Definition, Definition>;
}

/** As rankSenses, with each sense's share of the model's belief (for the bubble to say when it is unsure). */
export function rankSensesWithShares(
  definitions: readonly Definition[],
  read: ReadText | undefined,
  word: string,
  weights?: RankWeights,
  meanings?: readonly (readonly number[])[],
): RankedSenses {
  if (definitions.length < 2) return { definitions: [...definitions], shares: new Map(definitions.map((d) => [d, 1])), mates: new Map() };
  const { rows, together, senses } = senseSignals(definitions, read, word, meanings);
  const chosen = weights ?? (meanings ? RANK_WEIGHTS : RANK_WEIGHTS_WITHOUT_VECTORS);
  const w = SIGNALS.map((signal) => chosen[signal]);
  const scored = rows.map((row, index) => ({ index, score: row.reduce((sum, value, i) => sum + (w[i] ?? 0) * value, 0) }));
  const chances = softmax(scored.map((s) => s.score));
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const obsolete = rows.map((row) => (row[OBSOLETE_SIGNAL] ?? 0) > 0);
  const alike = (i: number, j: number) =>
    together.get(i) === j ||
    (family(definitions[i]?.partOfSpeech ?? '') === family(definitions[j]?.partOfSpeech ?? '') &&
      nearlyEquivalent(senses[i]?.gloss ?? new Set(), senses[j]?.gloss ?? new Set()));
  const ranked = placeTogether(
    currentBeforeObsolete(
      scored.map((s) => s.index),
      obsolete,
      alike,
    ),
    definitions,
    together,
    obsolete,
  );
  const shares = new Map<Definition, number>();
  const mates = new Map<Definition, Definition>();
  definitions.forEach((definition, i) => {
    const mate = together.get(i);
    shares.set(definition, (chances[i] ?? 0) + (mate === undefined ? 0 : (chances[mate] ?? 0)));
    if (mate !== undefined) mates.set(definition, definitions[mate] as Definition);
  });
  return { definitions: ranked, shares, mates };
}

function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

const OBSOLETE_SIGNAL = SIGNALS.indexOf('obsolete');

/** The lemmatised content words of a sense's gloss, synonyms and labels, its headword `word`'s left out. */
export const glossWords = (definition: Definition, word = ''): Set<string> => senseWords(definition, ownWords(word)).gloss;

/** Whether two senses say the same thing (their glosses share most of the shorter one's words). */
export const sameSense = (a: Definition, b: Definition): boolean => equivalent(glossWords(a), glossWords(b));

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
