/**
 * The classes of words the sentence's grammar (sentence-context.ts) reads by: the grammar
 * words that tell a noun, a verb or an adjective after them, what a content word is, and the
 * shapes of a past, a plural, a participle and an adjective.
 */
import { irregularForms, lemma } from '../english/forms';
import * as grammar from '../english/grammar-words';
import { possessiveOwner, type FormRelation } from '../english/inflection';
import { USUAL_ADJECTIVES } from '../english/usual-adjectives';

export const DETERMINERS = grammar.wordSet(grammar.ARTICLES, grammar.DEMONSTRATIVES, grammar.POSSESSIVES, grammar.QUANTIFIERS, [
  'several',
  'many',
  'few',
  'whose',
  'another',
  'either',
  'neither',
]);
export const SUBJECTS = grammar.wordSet(grammar.SUBJECTS);
/** Subject pronouns, today's and older English's: a finite verb follows them. */
export const ANY_SUBJECT = grammar.wordSet(grammar.SUBJECTS, grammar.OLDER_SUBJECTS);
/** The auxiliaries, negative or not: a verb follows them. */
export const MODALS = grammar.wordSet(grammar.MODALS, grammar.DO, grammar.NEGATIVE_AUXILIARIES);
export const BE_FORMS = grammar.wordSet(grammar.BE);
export const HAVE_FORMS = grammar.wordSet(grammar.HAVE);
export const DEGREE = grammar.wordSet(grammar.DEGREE);
/** Words that open a noun phrase of their own: the word before them ends its own ("a cold all week", "the light this morning"). */
export const STARTS_PHRASE = grammar.wordSet(grammar.ARTICLES, grammar.DEMONSTRATIVES, grammar.POSSESSIVES, ['all', 'every']);
/** What opens a verb's object, and no other phrase: an article or a possessive ("frame our minds"). */
export const OPENS_AN_OBJECT = grammar.wordSet(grammar.ARTICLES, grammar.POSSESSIVES, grammar.OLDER_POSSESSIVES);
export const CARDINALS = grammar.wordSet(grammar.CARDINALS);
/** Prepositions, whose object is a noun phrase ("to" apart, which takes a verb too). */
export const TAKES_A_NOUN = grammar.wordSet(grammar.PREPOSITIONS, grammar.OTHER_PREPOSITIONS);
// Words that cannot be the noun a determiner's word would be an adjective of: "the run was", "a cold again", "at present we".
export const NOT_A_NOUN = grammar.wordSet(
  grammar.SUBJECTS,
  grammar.OLDER_SUBJECTS,
  grammar.BE,
  grammar.HAVE,
  grammar.MODALS,
  grammar.DO,
  grammar.PREPOSITIONS,
  grammar.OTHER_PREPOSITIONS,
  ['to', 'as'],
  grammar.CONJUNCTIONS,
  grammar.RELATIVES,
  grammar.TIME_AND_PLACE,
  grammar.NEGATIONS,
  grammar.ALONE_OR_TOGETHER,
  grammar.SUBORDINATORS,
);

/**
 * Whether a word is a noun's possessive, which stands as a determiner before what it owns ("the
 * earth's own motion", "his father's house"): not a pronoun's or "let"'s contraction ("it's",
 * "that's", "let's").
 */
export function isPossessiveNoun(word: string): boolean {
  const owner = /['’]s$/u.test(word) ? possessiveOwner(word) : undefined;
  return owner !== undefined && isPlainWord(owner.toLowerCase());
}

/** "And" and "or", which join words of one part of speech ("the content and format", "fine and lovely"). */
export const JOINING = grammar.wordSet(['and', 'or']);

/** Verbs whose past is spelled as the verb itself ("set", "cut"). */
const SAME_FORM_PARTICIPLES = grammar.wordSet(grammar.SAME_FORM_PARTICIPLES);

/** Whether a word is a past spelled as its verb ("set", "cut", "put"), which a noun's spelling may be as well ("a set of"). */
export function isPastSpelledAsVerb(word: string): boolean {
  return SAME_FORM_PARTICIPLES.has(word.toLowerCase());
}

/** Whether a word is a verb's irregular past or past participle ("flew", "went", "blown"). */
export function isIrregularPast(word: string): boolean {
  return isPastSpelledAsVerb(word) || irregularForms(word).some((form) => form.relation === 'past' || form.relation === 'past-participle');
}

/** Whether a word is a verb's -ing form, not a word that only ends so ("running"; not "spring", "thing"). */
export function isIngForm(word: string): boolean {
  const lower = word.toLowerCase();
  return /ing$/u.test(lower) && lemma(lower) !== lower;
}

/** Whether a word has a verb's past's shape, irregular or in -ed ("fell", "rested"). */
export function looksLikePast(word: string): boolean {
  return isIrregularPast(word) || hasPastShape(word);
}

/**
 * Whether a word ends as a regular past does: in -ed, but not in an -eed that is no verb's in -ee
 * and -d ("speed", "need", "seed", "indeed", "proceed"; but "agreed", "freed", "guaranteed").
 */
export function hasPastShape(word: string): boolean {
  return /^\p{L}{2,}ed$/u.test(word) && (!/eed$/iu.test(word) || /(?:agr|fr|cr|guarant|refer|emc|pur)eed$/iu.test(word));
}

/** A verb's present in -s, by its shape ("returns", "dams"; not "pass", "it's"). */
export const PRESENT_IN_S = /^\p{L}{2,}[^s'’]s$/u;
/** A plural's shape: -s after no s or u ("bars", "reads"; not "glass", "nervous"). */
export const PLURAL_SHAPE = /^\p{L}{2,}[^su'’]s$/u;

/** Whether a word is none of the grammar words: a content word (a noun, adjective, verb or adverb). */
export function isPlainWord(word: string | undefined): boolean {
  return word !== undefined && !GRAMMAR_WORDS.has(word);
}

/** Endings of adjectives, and compounds such as well-grown or good-natured. */
const ADJECTIVE_SHAPE = /^(\p{L}+-\p{L}+|\p{L}{2,}(ful|ous|ive|ish|less|able|ible|al|ic|ent|ant))$/u;

/** Every grammar word the cues know: what is none of them is a content word. */
const GRAMMAR_WORDS = grammar.wordSet(
  [...DETERMINERS],
  [...NOT_A_NOUN],
  [...ANY_SUBJECT],
  grammar.OBJECTS,
  grammar.OLDER_OBJECTS,
  grammar.OLDER_POSSESSIVES,
  grammar.DEGREE,
  grammar.COMPARED,
  ['most'],
  grammar.ORDINALS,
  grammar.PARTICLES,
);

/** Endings only adjectives have (few nouns end so: "a terrible bore", "a useless fuss"). */
const ONLY_ADJECTIVE_SHAPE = /\p{L}{2,}(ful|ous|less|able|ible)$/u;

let usualAdjectives: ReadonlySet<string> | undefined;
/** Whether a word is mostly met as an adjective (usual-adjectives.ts), or has an ending only adjectives have. */
export function isUsualAdjective(word: string): boolean {
  usualAdjectives ??= new Set(USUAL_ADJECTIVES.split(' '));
  return usualAdjectives.has(word) || ONLY_ADJECTIVE_SHAPE.test(word);
}

/** Whether a word is mostly met as an adjective or has an adjective's ending ("fine", "social", "ancient"). */
export function mostlyAdjective(word: string): boolean {
  const lower = word.toLowerCase();
  return isUsualAdjective(lower) || ADJECTIVE_SHAPE.test(lower);
}

/**
 * Whether a word in -ly is an adjective's adverb ("quickly", "happily", "carefully", "gently"), not a
 * noun such as family, ally or supply: its adjective a usual one, or of an adjective's shape.
 */
export function isAdverbInLy(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/\p{L}{2}ly$/u.test(lower)) return false;
  const stem = lower.slice(0, -2);
  const adjectives = [stem, `${stem.slice(0, -1)}y`, `${stem}e`, `${stem}le`];
  return adjectives.some(mostlyAdjective);
}

/** Whether the word looks like a participle (-ed, -en, -ing, an irregular past form, or one spelled as its verb: "set"). */
export function looksLikeParticiple(word: string, relations: readonly FormRelation[]): boolean {
  // ("King", "spring", "ten": only ending so, no verb's form; "agreed", "freed" are, though their lemma is left as written.)
  const lower = word.toLowerCase();
  const shaped = /(ed|en|ing)$/.test(lower) && (lemma(lower) !== lower || /^\p{L}{2,}eed$/u.test(lower));
  return (
    shaped || isPastSpelledAsVerb(lower) || relations.some((r) => r === 'past' || r === 'past-participle' || r === 'present-participle')
  );
}
