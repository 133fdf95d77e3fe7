/**
 * What the words beside the one read say of its grammar, for the sense ranker
 * (rank-senses.ts): "to" before it, its subject or an object after it says verb; an article a
 * few words before it, a possessive or a preposition says noun, or adjective where a word it
 * may describe follows; a form in -s leans to a plural. The word classes are the English
 * home's (lib/shared/english/grammar-words.ts).
 */
import { irregularForms } from '../english/forms';
import * as grammar from '../english/grammar-words';
import { possessiveOwner } from '../english/inflection';
import { phrasalVerbAt } from '../text/phrasal-verb';
import { isPlainWord, mostlyAdjective } from '../text/word-classes';
import { closesFromTo, withoutAsides } from '../text/words-around';
import type { ReadText } from './rank-senses';

const BETWEEN_BE_AND_PARTICIPLE = grammar.wordSet(grammar.BETWEEN_BE_AND_PARTICIPLE);

/**
 * The two words after the one read (lowercase), each undefined past a phrase's end; the word
 * before it, and the one before that past an adverb in -ly ("were deeply scarred": "were").
 */
function neighbours(read: ReadText): {
  twoBefore?: string;
  before?: string;
  beforeAdverb?: string;
  after?: string;
  afterThat?: string;
  form: string;
} {
  const start = read.start ?? -1;
  if (start < 0) return { form: '' };
  const form = /^[\p{L}'’-]+/u.exec(read.sentence.slice(start))?.[0] ?? '';
  const [, after, afterThat] =
    /^[^\p{L},;:.!?—–()"]*?\s([\p{L}'’]+)(?:[^\p{L},;:.!?—–()"]*?\s([\p{L}'’]+))?/u.exec(read.sentence.slice(start + form.length)) ?? [];
  const [, twoBefore, written] = /(?:([\p{L}'’]+)\s+)?([\p{L}'’]+)\s+$/u.exec(read.sentence.slice(0, start)) ?? [];
  // "In which case", "at what point": after a preposition, "which" and "what" determine a noun as "the" does.
  // "From cradle to grave": "to" closing a "from" is its partner, a preposition as "from" is.
  const before =
    /^wh(?:ich|at)$/i.test(written ?? '') && PREPOSITIONS.has(twoBefore?.toLowerCase() ?? '')
      ? 'the'
      : written?.toLowerCase() === 'to' && closesFromTo({ sentence: read.sentence, start })
        ? 'from'
        : written;
  const beforeAdverb =
    before !== undefined && (/..ly$/i.test(before) || BETWEEN_BE_AND_PARTICIPLE.has(before.toLowerCase())) ? twoBefore : before;
  return {
    form,
    ...(twoBefore !== undefined && { twoBefore: twoBefore.toLowerCase() }),
    ...(before !== undefined && { before: before.toLowerCase() }),
    ...(beforeAdverb !== undefined && { beforeAdverb: beforeAdverb.toLowerCase() }),
    ...(after !== undefined && { after: after.toLowerCase() }),
    ...(afterThat !== undefined && { afterThat: afterThat.toLowerCase() }),
  };
}

const PREPOSITIONS = grammar.wordSet(grammar.PREPOSITIONS);
/** Adjectives that name people after "the", the verb after them theirs ("the rich get richer", "the wounded were carried"). */
const PEOPLE_AS_ADJECTIVES = new Set(
  'rich poor old young dead living sick blind deaf wise brave weak strong faithful righteous wicked meek elderly wounded injured unemployed homeless innocent guilty accused'.split(
    ' ',
  ),
);
/** Words that open an object after a verb. */
const OBJECTS = grammar.wordSet(
  grammar.ARTICLES,
  grammar.POSSESSIVES,
  grammar.DEMONSTRATIVES,
  grammar.OBJECTS,
  grammar.OLDER_OBJECTS,
  grammar.QUANTIFIERS,
  ['that', 'whom', 'all', 'one', 'such'],
);
/** Words after which a verb has no object: a preposition or a particle ("went up", "ran into"). */
const NO_OBJECT = grammar.wordSet(grammar.PREPOSITIONS, grammar.OTHER_PREPOSITIONS, grammar.PLACE_PREPOSITIONS, grammar.PARTICLES, [
  'to',
  'again',
]);
const BE = grammar.wordSet(grammar.BE);
const TIMES = grammar.wordSet(grammar.TIMES);
/** Words after which a noun (or its adjective) comes: determiners, possessives, prepositions other than "to". */
const BEFORE_NOUN = grammar.wordSet(
  grammar.ARTICLES,
  grammar.DEMONSTRATIVES,
  grammar.POSSESSIVES,
  grammar.OLDER_POSSESSIVES,
  grammar.QUANTIFIERS,
  grammar.PREPOSITIONS,
);
/** Words before which the word is a verb: its subject ("thou dost", "which dances") or a negation ("you" is an object as often). */
const BEFORE_VERB = grammar.wordSet(
  grammar.SUBJECTS.filter((word) => word !== 'you'),
  grammar.OLDER_SUBJECTS,
  ['who', 'which'],
  grammar.NEGATIONS,
);
/**
 * Words right after which no verb stands ("the deck", "his watch"): an article or a possessive.
 * "Her" is left out, an object as often ("saw her deck the hall").
 */
const NEVER_BEFORE_VERB = grammar.wordSet(
  grammar.ARTICLES,
  grammar.POSSESSIVES.filter((word) => word !== 'her'),
  grammar.OLDER_POSSESSIVES,
);
/** Words that cannot be the noun an adjective describes. */
const FUNCTION_WORDS = grammar.wordSet(
  grammar.CONJUNCTIONS,
  grammar.PREPOSITIONS,
  ['to', 'toward', 'towards', 'as', 'than', 'so'],
  grammar.RELATIVES,
  grammar.BE,
  grammar.HAVE,
  grammar.MODALS,
  grammar.DO,
  grammar.NEGATIONS,
  grammar.ARTICLES,
  grammar.POSSESSIVES,
  // "bear the blame forever": a word of when or where after it, not a noun it describes.
  grammar.TIME_AND_PLACE,
  ['forever', 'today', 'tonight', 'yesterday', 'tomorrow', 'henceforth', 'hereafter'],
  // "held the ruby up to the light": a particle or a preposition after it, not a noun it describes.
  ['up', 'out', 'away', 'forth', 'off', 'along', 'through', 'about', 'under', 'after', 'before', 'toward', 'towards'],
);

/**
 * Whether an article stands within three words before the end of `before`, with no word between
 * that cannot be an adjective; with `possessive`, a noun's possessive counts as one ("the
 * magazine's latest issue"), a pronoun's "'s" ("it's", "he's") not.
 */
function articleBefore(before: string, article: RegExp, possessive = false): boolean {
  const words = before.match(/[\p{L}'’-]+/gu)?.slice(-4) ?? [];
  for (let i = words.length - 1; i >= 0; i--) {
    const word = (words[i] ?? '').toLowerCase();
    if (article.test(word)) return true;
    if (/['’]s$|s['’]$/.test(word)) return possessive && possessiveOwner(word) !== undefined;
    if (FUNCTION_WORDS.has(word) || BEFORE_VERB.has(word) || BE.has(word)) return false;
  }
  return false;
}

export interface GrammarCues {
  /** +1 after "a" or "an" (and its adjectives) or in a plural (a thing counted), −1 with "of" after it and no article ("execution of the plan"), else 0. */
  counted: number;
  /** 1 where the word is read in a form ending in -s ("dams", "jades"): a plural or a verb's third person. */
  sForm: number;
  /** +1 where the words beside it say verb ("to", a subject or an object), −1 where they say noun. */
  verb: number;
  /** +1 where they say noun (a possessive or a preposition before it, nothing that it describes after it). */
  noun: number;
  /** +1 where it stands between a determiner (or nothing, or an article and its adjectives) and a word it may describe ("a mosaic pavement", "abject, lowly dreams", "the dark flat wilderness"). */
  adjective: number;
  /** +1 where an object follows (or it is a passive), −1 where none can. */
  transitive: number;
  /** The same after the word's next, for a verb and its particle read as one ("took off her hat", "sat down."). */
  transitiveAfterNext: number;
  /**
   * +1 where it says how or how much: before a word of comparison ("far better"), a form in -ly
   * after its subject or ending its phrase ("she kindly overlooked", "spoke kindly to"), or after
   * a verb's form at a phrase's end ("traveled far"); −1 after a determiner, a preposition or "be".
   */
  adverb: number;
}

const COMPARED = grammar.wordSet(grammar.COMPARED);
const SUBJECTS = grammar.wordSet(grammar.SUBJECTS, grammar.OLDER_SUBJECTS);

const NO_OBJECT_AFTER = grammar.wordSet(grammar.NO_OBJECT_AFTER);
const CONJUNCTIONS = grammar.wordSet(grammar.CONJUNCTIONS);

/** Words that follow a verb bare but are no object: where or when ("came home", "slept nights"). */
const NOT_OBJECTS = grammar.wordSet(grammar.TIME_AND_PLACE, grammar.DIRECTIONS, grammar.TIMES, ['home', 'nights', 'alone']);

/** Whether the word after a verb is a noun with no determiner, its object ("preaches patience", "lamented crimes"), not an adjective ("grew tall") nor where or when. */
function bareNoun(after: string, afterThat: string | undefined): boolean {
  if (!isPlainWord(after) || NOT_OBJECTS.has(after) || NO_OBJECT_AFTER.has(after) || /(?:ly|ed|ing)$/.test(after) || mostlyAdjective(after))
    return false;
  return afterThat === undefined || NO_OBJECT.has(afterThat) || CONJUNCTIONS.has(afterThat);
}

/** Whether nothing after the verb can be its object: a phrase's end, a preposition, or an adverb ("endeavored earnestly to…") with none after it. */
function noObject(after: string | undefined, afterThat: string | undefined): boolean {
  if (after === undefined || NO_OBJECT.has(after) || NO_OBJECT_AFTER.has(after)) return true;
  return /..ly$/.test(after) && (afterThat === undefined || NO_OBJECT.has(afterThat));
}

/** Whether the verb and the particle after it take an object ("melted down thy youth", "swept away the refuge"), not a place ("went down the stairs"). */
function particleAndObject(read: ReadText, form: string, afterThat: string | undefined): boolean {
  if (afterThat === undefined || !OBJECTS.has(afterThat) || read.start === undefined) return false;
  return phrasalVerbAt(form, { sentence: read.sentence, start: read.start }, 'verb') !== undefined;
}

/**
 * A participle after a determiner describes the noun: in -ed it is done to the noun, a
 * transitive sense's ("a mingled virtue", "the premised flames"); in -ing the noun does it, an
 * intransitive one's ("my stiffening hair").
 */
function participleBeforeNoun(form: string): number {
  return /..ed$/i.test(form) ? 1 : /..ing$/i.test(form) ? -1 : 0;
}

/** Whether the word says how or how much where it stands (see GrammarCues.adverb). */
function adverbCue(before: string | undefined, after: string | undefined, form: string, afterNoun: boolean): number {
  if (after !== undefined && COMPARED.has(after)) return 1;
  if (afterNoun || (before !== undefined && BE.has(before))) return -1;
  const endsPhrase = after === undefined || NO_OBJECT.has(after);
  if (/ly$/i.test(form) && ((before !== undefined && SUBJECTS.has(before)) || endsPhrase)) return 1;
  return before !== undefined && /(?:ed|ing)$/.test(before) && endsPhrase ? 1 : 0;
}

/**
 * Whether `after` is a verb's past with its object next ("the current swept the swimmer", "a crane
 * lifted the beams"): then the word before it is its subject, not an adjective describing it.
 */
function pastWithObject(after: string, afterThat: string | undefined): boolean {
  const past = /..ed$/.test(after) || irregularForms(after).some((form) => form.relation === 'past');
  return past && afterThat !== undefined && OBJECTS.has(afterThat);
}

/** Be, have and the modals: what follows a sentence's subject. */
const AUXILIARIES = grammar.wordSet(grammar.BE, grammar.HAVE, grammar.MODALS);

/**
 * Whether the word opens its sentence or clause before a plural and be, have or a modal ("Lead
 * pipes were common", "Steel beams are strong"): it is then in the subject, before its noun, and
 * no verb (an imperative's object would not be followed by "were"). A participle there ("Dried
 * fruits are", "Rising costs have") is still its verb's, and is left to the other cues.
 */
function opensSubject(form: string, before: string | undefined, after: string | undefined, afterThat: string | undefined): boolean {
  return (
    before === undefined &&
    !/..(?:ed|ing)$/i.test(form) &&
    after !== undefined &&
    /[^s']s$/.test(after) &&
    isPlainWord(after) &&
    AUXILIARIES.has(afterThat ?? '')
  );
}

/** What the words around the one read say of its grammar; all 0 where they say nothing. */
export function grammarCues(read: ReadText | undefined, word: string): GrammarCues {
  if (!read || read.start === undefined)
    return { counted: 0, sForm: 0, verb: 0, noun: 0, adjective: 0, transitive: 0, transitiveAfterNext: 0, adverb: 0 };
  read = withoutAsides(read);
  const { twoBefore, before, beforeAdverb, after, afterThat, form } = neighbours(read);
  const headwordEndsInS = /s$/i.test(word);
  const participle = /(?:ed|en)$/i.test(form);
  const passive =
    beforeAdverb !== undefined && BE.has(beforeAdverb) && participle && (after === undefined || after === 'by' || NO_OBJECT.has(after));
  // "went about the deck an idiot": after an article, what follows is no object of the word.
  const determined = before !== undefined && NEVER_BEFORE_VERB.has(before);
  // "runs every morning", "came this week": a span of time says when, and is no object.
  const spanOfTime = after !== undefined && OBJECTS.has(after) && TIMES.has(afterThat ?? '');
  const object = !determined && after !== undefined && OBJECTS.has(after) && !spanOfTime;
  const afterNoun = before !== undefined && (BEFORE_NOUN.has(before) || /['’]s$/.test(before));
  // ("a far better thing": a word of comparison after it is no noun it describes.)
  const describes =
    after !== undefined &&
    !FUNCTION_WORDS.has(after) &&
    !COMPARED.has(after) &&
    !/(?:ly|ed)$/.test(after) &&
    !pastWithObject(after, afterThat);
  // "The whole auction", "his great love": a determiner and its adjective open a noun's phrase, no verb's
  // (but "the rich get richer": such an adjective may be the noun itself).
  const describedAfterDeterminer =
    before !== undefined && mostlyAdjective(before) && !PEOPLE_AS_ADJECTIVES.has(before) && NEVER_BEFORE_VERB.has(twoBefore ?? '');
  const verb =
    determined || describedAfterDeterminer
      ? -1
      : before === 'to' || object || passive || (before !== undefined && BEFORE_VERB.has(before))
        ? 1
        : afterNoun || opensSubject(form, before, after, afterThat)
          ? -1
          : 0;
  // "a certain step towards": an article a few words before, only what may be its adjectives between.
  const article = articleBefore(read.sentence.slice(0, read.start), /^(?:a|an|the)$/i, true);
  const noun = (afterNoun || article) && !describes && !object ? 1 : 0;
  const adjective = (afterNoun || article || before === undefined) && describes && !object ? 1 : 0;
  // A bare noun after it is its object only where the word is plainly a verb ("he topple crags", "one lamented crimes"), not an adjective's noun ("acute pain").
  const plainlyVerb = verb > 0 || (/..ed$/i.test(form) && !determined && !afterNoun);
  const bareObject = plainlyVerb && after !== undefined && bareNoun(after, afterThat);
  const transitive =
    object || bareObject || passive || particleAndObject(read, form, afterThat)
      ? 1
      : determined
        ? participleBeforeNoun(form)
        : noObject(after, afterThat) || spanOfTime
          ? -1
          : 0;
  const objectAfterNext = afterThat !== undefined && OBJECTS.has(afterThat);
  // "Was called off": a passive's object is its subject.
  const passiveBefore = before !== undefined && BE.has(before) && participle;
  const transitiveAfterNext = objectAfterNext || passiveBefore ? 1 : afterThat === undefined || NO_OBJECT.has(afterThat) ? -1 : 0;
  const sForm = !headwordEndsInS && /[^s']s$/i.test(form);
  // "a lively, playful disposition": "a" or "an" a few words before, its adjectives between.
  const counting = articleBefore(read.sentence.slice(0, read.start), /^(?:a|an)$/i);
  const counted = counting || sForm ? 1 : after === 'of' ? -1 : 0;
  const adverb = adverbCue(before, after, form, afterNoun || determined);
  return {
    counted,
    sForm: sForm ? 1 : 0,
    verb,
    noun,
    adjective,
    transitive,
    transitiveAfterNext,
    adverb,
  };
}
