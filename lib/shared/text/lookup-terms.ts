/**
 * What to ask a service for a word as it was read. Most words are asked as they are (the
 * service's `useCanonical` finds "running" → run); a few shapes of running text name no
 * entry of their own and are asked as the entry they stand for:
 * - a possessive: "journal's" → journal, "teachers'" → teachers, "to-day's" → to-day;
 * - a negative contraction: "don't" → do, "won't" → will (said as "short for do not"), and
 *   older English's "'tis" and "'twas" → be ("short for it is");
 * - a phrasal verb read in a past form: "gave up" → give up (and, if the service does not
 *   know "looked up", look up);
 * - a word with accents the service may spell without: "naïve", then naive;
 * - an irregular form the sentence shows in its use ("she went", "he saw", "the mice"):
 *   its headword, go, see, mouse, since "saw" or "does" are also entries of their own (a
 *   tool, female deer) that a service would answer with. Comparisons are not: "better" is
 *   an entry of its own before it is a form of "good".
 * - a regular past or -ing form the sentence reads as its verb's ("she closed the door", "we have
 *   finished", "they were building a bridge"): its verb first (close, finish, build), since
 *   "closed" is also an adjective's entry of its own (not open), all a service would answer;
 *   only where a vocabulary is at hand to tell the verb ("added" might be add's or ad's: asked
 *   as written);
 * - an -ing or -ed word the sentence reads as a noun or an adjective: as written first ("the
 *   wedding", "the running water"); an irregular verb form read so too ("the ground", "a rose",
 *   "grey felt", "the fallen leaves"), which a service's canonical form would turn into its verb
 *   (grind, rise, feel, fall).
 * - older English's elided past: "vex'd" → vexed, "lov'd" → loved (not "I'd", "they'd");
 * - a hyphenated compound double-clicked on one of its parts ("pin" of "pin-money"): the
 *   compound, then the part clicked if the compound is no entry;
 * - an adverb in -ly: as written, then its adjective ("glutinously" → glutinous).
 * - a name of the page's own ("Mrs. Rose Maylie", "Mr. Banks"): as written first, never as
 *   another word's form (rise, bank).
 * - a past's spelling where only a verb's plain form stands ("will lay the table", "to found a
 *   school"): as written first, the verb of its own (lay, found), not the past of lie or find.
 * At most two spellings are tried, so a word no service knows costs at most one more call.
 */
import { irregularForms, lemma, unelided } from '../english/forms';
import {
  adjectivesOfAdverb,
  detach,
  possessiveOwner,
  regularBases,
  regularLemma,
  RELATION_PART_OF_SPEECH,
  type FormRelation,
} from '../english/inflection';
import { negativeContraction } from '../english/contractions';
import { withoutAccents } from '../english/letters';
import { readsAsPlainVerb, type ContextPartOfSpeech, type WordInSentence } from './sentence-context';
import { readsAsPastOfVerb, readsAsProgressive } from './verb-form-read';
import { isPlainWord, PRESENT_IN_S } from './word-classes';

export interface LookupTerms {
  /** The spellings to ask for, in turn, until one is found. */
  tries: [string, ...string[]];
  /**
   * Ask the first spelling as written before letting the service find its headword: an -ing
   * or -ed word, or a verb's irregular form, that the sentence reads as no verb ("the wedding
   * was", "Running is", "the running water", "turned left") is most likely an entry of its own,
   * which a service's canonical form would turn into the verb.
   */
  asWrittenFirst?: boolean;
}

/** Older English's "'tis", "'twas", "'twere", "'twould", the apostrophe kept or not (a double-click leaves it out). */
const IT_CONTRACTION = /^['’]?t(is|was|were|would)$/iu;

/**
 * What a contraction is short for and the verb to look up: "don't" → do ("do not"), "'Tis"
 * → be ("it is"); undefined for anything else. ("Twill" is a cloth as often as "it will".)
 */
export function shortFor(word: string): { verb: string; expansion: string } | undefined {
  const negative = negativeContraction(word);
  if (negative) return negative;
  const verb = IT_CONTRACTION.exec(word)?.[1]?.toLowerCase();
  if (!verb) return undefined;
  return { verb: verb === 'would' ? 'would' : 'be', expansion: `it ${verb}` };
}

/** How a word was read: in which sentence (the bubble's lookups), and how common words are (a vocabulary, where one is at hand). */
export interface ReadWord {
  sentence?: WordInSentence;
  /** A word's place among English's commonest words (0: the commonest); undefined for a word not among them. */
  rank?: (word: string) => number | undefined;
  /** Read as a name of the page's own ("Mrs. Rose Maylie"): asked as written, never as another word's form. */
  name?: boolean;
}

export function lookupTerms(text: string, readAs?: ContextPartOfSpeech, part?: string, read: ReadWord = {}): LookupTerms {
  // A possessive is its owner's ("journal's" → journal), a hyphenated one's too ("to-day's" → to-day).
  const owner = possessiveOwner(text);
  if (part && part !== text && text.includes('-')) return { tries: [owner ?? text, part] };

  if (read.name) return { tries: [owner ?? text], asWrittenFirst: true };

  // "Will lay the table", "to found a school": a plain verb's place, where a past's spelling is a verb of its own.
  if (readsAsPlainVerb(text, read.sentence)) return { tries: [text], asWrittenFirst: true };

  const form = readAs && irregularForms(text).find((f) => RELATION_PART_OF_SPEECH[f.relation] === readAs && readAs !== 'adjective');
  if (form) return { tries: [form.lemma] };

  const verb = readAs === 'verb' ? verbBehindPlural(text) : undefined;
  if (verb) return { tries: [verb, text] };

  const written = unelided(text) ?? text;
  const verbForm = read.sentence && verbFormRead(text, read.sentence, readAs);
  const ofVerb = read.rank && verbForm ? verbOfForm(written, verbForm, read.rank) : undefined;
  if (ofVerb) return { tries: [ofVerb, written] };

  const contraction = shortFor(text);
  if (contraction) return { tries: [contraction.verb] };

  if (owner) return { tries: [owner] };

  // Older English's elided past: "vex'd" is vexed, whose headword the service finds.
  const spelledOut = unelided(text);
  if (spelledOut) return { tries: [spelledOut] };

  const [first = '', ...rest] = text.split(' ');
  if (rest.length) {
    const irregular = irregularForms(first)[0]?.lemma;
    if (irregular) return { tries: [[irregular, ...rest].join(' ')] };
    const regular = /\p{L}(?:ed|ing)$/u.test(first) ? lemma(first) : undefined;
    if (regular && regular !== first.toLowerCase()) return { tries: [text, [regular, ...rest].join(' ')] };
  }

  if (readAs !== undefined && readAs !== 'verb' && !text.includes(' ') && (/\p{L}(ing|ed)$/u.test(text) || irregularForms(text).length > 0))
    return { tries: [text], asWrittenFirst: true };

  const plain = withoutAccents(text);
  if (plain !== text) return { tries: [text, plain] };
  // An adverb no dictionary enters is its adjective's ("glutinously" → glutinous).
  const adjective = text.includes(' ') ? undefined : adjectivesOfAdverb(text)[0];
  return { tries: adjective ? [text, adjective] : [text] };
}

/**
 * The verb a word in -s read as a verb stands for, where the word is also an irregular plural
 * whose noun is no form of that verb: "leaves" → leave (leaf's plural), "bases" → base (basis's);
 * undefined where the plural's noun is the verb too ("goes" → go, "axes" → ax), or for any other
 * word. Morphy's first detachment for verbs (-s), unchecked: the word as written is tried next.
 */
function verbBehindPlural(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!lower.endsWith('s') || /[\s-]/.test(lower)) return undefined;
  const nouns = irregularForms(lower)
    .filter((f) => RELATION_PART_OF_SPEECH[f.relation] === 'noun')
    .map((f) => f.lemma);
  if (nouns.length === 0) return undefined;
  const verbs = detach(lower, 'v');
  return verbs.some((v) => nouns.includes(v)) ? undefined : verbs[0];
}

const PAST: readonly FormRelation[] = ['past', 'past-participle'];
const PROGRESSIVE: readonly FormRelation[] = ['present-participle'];
const THIRD_PERSON: readonly FormRelation[] = ['third-person'];

/**
 * The forms a regular verb's form is read as in its sentence ("she closed", "they were building
 * a", "she tears the paper"), an elided past of older English's too ("thou lov'd": loved);
 * undefined for any other word. `readAs`: the part of speech the sentence gives the word.
 */
function verbFormRead(text: string, sentence: WordInSentence, readAs?: ContextPartOfSpeech): readonly FormRelation[] | undefined {
  if (readsAsPastOfVerb(unelided(text) ?? text, sentence)) return PAST;
  if (readsAsProgressive(text, sentence)) return PROGRESSIVE;
  // A verb in -s: its verb, not the plural the form is an entry of too ("tears", "hands").
  return readAs === 'verb' && PRESENT_IN_S.test(text) && isPlainWord(text.toLowerCase()) ? THIRD_PERSON : undefined;
}

/** Whether the sentence reads the word as a regular verb's form, whose verb a vocabulary would tell (`ReadWord.rank`). */
export function readsAsVerbForm(text: string, sentence: WordInSentence, readAs?: ContextPartOfSpeech): boolean {
  return verbFormRead(text, sentence, readAs) !== undefined;
}

/**
 * How much rarer than a verb another base its form may have been made from must be to be no
 * rival: "added" may be add's or ad's (both common: asked as written), "bowed" is bow's, not the
 * name Bowe's, twenty thousand places further down.
 */
const RIVAL_RARER = 3;

/**
 * The verb a regular form stands for ("closed" → close, "building" → build, "dedicated" →
 * dedicate): the lemma the spelling rules prefer, or else the commonest base the vocabulary
 * knows, where no other base the ending may have been added to is nearly as common ("added": add,
 * or ad?); else undefined, and the word is asked as written, whose verb the service's canonical
 * form finds unless the word is an entry of its own.
 */
function verbOfForm(written: string, relations: readonly FormRelation[], rank: (word: string) => number | undefined): string | undefined {
  const lower = written.toLowerCase();
  const rankOf = (word: string) => rank(word) ?? Infinity;
  const known = [
    ...new Set(
      regularBases(lower)
        .filter(({ relation }) => relations.includes(relation))
        .map(({ base }) => base),
    ),
  ].filter((base) => base !== lower && rank(base) !== undefined);
  const lemma = regularLemma(lower);
  // (Not in -eed, which the spelling rules leave as written: "feed", "seed" are no past of fee, see.)
  const commonest = lower.endsWith('eed') ? undefined : [...known].sort((a, b) => rankOf(a) - rankOf(b))[0];
  const verb = lemma !== lower && rank(lemma) !== undefined ? lemma : commonest;
  if (verb === undefined) return undefined;
  const rival = (base: string) => base !== verb && rankOf(base) < RIVAL_RARER * (rankOf(verb) + 1);
  return known.some(rival) ? undefined : verb;
}
