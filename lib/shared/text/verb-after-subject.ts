/**
 * A verb after its subject: whether a word is the verb of the noun before it ("the function
 * returns a promise", "the old man lives alone", "birds fly south", "the dog bit the postman"),
 * and the words that open a subject or an object, or go on as after a verb, that tell so.
 */
import { irregularForms, lemma } from '../english/forms';
import * as grammar from '../english/grammar-words';
import {
  CARDINALS,
  DEGREE,
  DETERMINERS,
  isAdverbInLy,
  isIrregularPast,
  isPlainWord,
  isUsualAdjective,
  JOINING,
  looksLikePast,
  mostlyAdjective,
  NOT_A_NOUN,
  PRESENT_IN_S,
  TAKES_A_NOUN,
} from './word-classes';
import { noVerbAfter } from './verb-after';
import {
  opensSentence,
  previousOpensSentence,
  previousWord,
  twoWordsBefore,
  wordAfter,
  wordBefore,
  wordsAfter,
  type WordInSentence,
} from './words-around';

const SINGULAR_DETERMINERS = grammar.wordSet(grammar.SINGULAR_DETERMINERS);

/**
 * What may come right after a verb's past, and not after an adjective that describes the noun
 * after it: an object's first word, a preposition or particle, "to", an adverb of time or
 * place ("rested before the match", "finished the report", "wanted to win"). The end of a
 * phrase too.
 */
export const AFTER_A_VERB = grammar.wordSet(
  grammar.ARTICLES,
  grammar.DEMONSTRATIVES,
  grammar.POSSESSIVES,
  grammar.OLDER_POSSESSIVES,
  grammar.QUANTIFIERS,
  grammar.OBJECTS,
  grammar.OLDER_OBJECTS,
  grammar.PREPOSITIONS,
  grammar.OTHER_PREPOSITIONS,
  grammar.PARTICLES,
  grammar.TIME_AND_PLACE,
  ['to', 'you'],
);
/** Whether what follows a word is what follows a verb's past (or nothing: the phrase ends). */
export function goesOnAsAfterAVerb(next: string | undefined): boolean {
  return next === undefined || AFTER_A_VERB.has(next) || /\p{L}{3,}ly$/u.test(next);
}

const SAYS_WHEN = grammar.wordSet(grammar.SAYS_WHEN, ['all']);
const TIMES = grammar.wordSet(grammar.TIMES);
/** Whether the two words after a word say when, as after a verb: "bark all night", "works every day". */
const saysWhen = (next: string | undefined, afterNext: string | undefined) => SAYS_WHEN.has(next ?? '') && TIMES.has(afterNext ?? '');

/** Determiners that open a noun phrase: "the players", "every player", "his horse". */
export const OPENS_NOUN = new Set([...DETERMINERS, ...grammar.OLDER_POSSESSIVES]);

/**
 * Whether a word in -s is a verb's present where it stands: after a noun its determiner opens,
 * before the verb's object or an adverb ("the function returns a promise", "the engine runs
 * smoothly"). Before a preposition it may be a compound's plural as well ("the car parts in the
 * box are new"), but not where nothing after it in the sentence can be its verb ("the river runs
 * through the valley.").
 */
export function readsAsPresentOfVerb(word: string, context: WordInSentence): boolean {
  if (!PRESENT_IN_S.test(word)) return false;
  const before = wordBefore(context);
  const [next, afterNext] = wordsAfter(context, word);
  // "The relative values of", "the biggest chains of": before "of", a plural, unless its verb takes "of" ("consists of").
  if (next === 'of' && !VERBS_OF_OF.has(lemma(word.toLowerCase()))) return false;
  // "My plan pays down an unprecedented amount": a particle and what it takes.
  const object =
    next !== undefined &&
    (OPENS_OBJECT.has(next) ||
      MORE_OR_MANY.has(next) ||
      /\p{L}{3,}ly$/u.test(next) ||
      (VERB_PARTICLES.has(next) && OPENS_OBJECT.has(afterNext ?? '')));
  // Not after a word opening a line: "Great masters of ridicule.", "silent bats in … cling".
  const noOtherVerb = !previousOpensSentence(context) && noVerbAfter(context, word);
  // "His father owns land in Kent.": a bare noun as its object, where nothing after can be the verb.
  const bareObject =
    next !== undefined &&
    /^\p{Ll}/u.test(word) &&
    /^\P{L}*\p{Ll}/u.test(context.sentence.slice(context.start + word.length)) &&
    isPlainWord(next) &&
    !NOT_AN_OBJECT.has(next) &&
    !/(?:ed|ing)$/u.test(next) &&
    !mostlyAdjective(next) &&
    (afterNext === undefined || afterNext === 'to' || TAKES_A_NOUN.has(afterNext) || OPENS_OBJECT.has(afterNext));
  // "Plans to hire more staff": "to" and a verb, where nothing after can be the sentence's verb ("many subjects to the photographer": a preposition).
  const infinitive = next === 'to' && afterNext !== undefined && isPlainWord(afterNext) && !OPENS_OBJECT.has(afterNext);
  // "The old man walks to the store": "to" a place, after a subject that opens the sentence.
  const toAPlace = next === 'to' && OPENS_OBJECT.has(afterNext ?? '') && subjectOpensSentence(context);
  // "The kettle boils.": the sentence ends after it (or after an adjective: "the soup tastes
  // good."), and its subject opens the sentence or a clause. (Not "he bought the car parts.",
  // nor a phrase a comma ends: "the record books, however, would…".)
  const ends =
    (endsRightAfter(context, word) || endsAfterAdjective(context, word, next)) &&
    /^\p{Ll}/u.test(word) &&
    // (No verb's present ends in -us or -is: "emeritus", "basis".)
    !/[ui]s$/u.test(word) &&
    subjectOpensSentence(context, { orClause: true });
  const goesOn =
    object ||
    ends ||
    saysWhen(next, afterNext) ||
    (next !== undefined &&
      (TAKES_A_NOUN.has(next) ||
        WHERE_AND_WITH_WHOM.has(next) ||
        ALONG.has(next) ||
        DEGREE.has(next) ||
        infinitive ||
        toAPlace ||
        bareObject) &&
      noOtherVerb);
  return before !== undefined && goesOn && !/s$/u.test(before) && afterSubjectNoun(context, before);
}

/** Whether a text is only the end of its sentence: its stop, and what closes a quotation or a bracket. */
const endsSentence = (rest: string) => /^[.!?…]*["”’)\]]*\s*$/u.test(rest);
/** Whether the sentence ends right after the word: "The kettle boils." */
const endsRightAfter = (context: WordInSentence, word: string) => endsSentence(context.sentence.slice(context.start + word.length));
/** Whether the word after it (`next`) is an adjective that ends the sentence: "His words ring true." */
const endsAfterAdjective = (context: WordInSentence, word: string, next: string | undefined) =>
  next !== undefined &&
  mostlyAdjective(next) &&
  endsSentence(context.sentence.slice(context.start + word.length).replace(/^\s*\p{L}+/u, ''));

/**
 * Whether the noun phrase before the word opens the sentence: "The old man walks", "His horse
 * runs"; or, `orClause`, a clause after a comma: "In the kitchen, the kettle boils."
 */
function subjectOpensSentence(context: WordInSentence, { orClause = false } = {}): boolean {
  const noun = previousWord(context);
  const second = noun && previousWord({ ...context, start: noun.start });
  const third = second && previousWord({ ...context, start: second.start });
  const opens = (start: number) =>
    opensSentence({ ...context, start }) || (orClause && /[,;:]\s*$/u.test(context.sentence.slice(0, start)));
  return [second, third].some((w) => w !== undefined && OPENS_NOUN.has(w.word) && opens(w.start));
}

const DIRECTIONS = grammar.wordSet(grammar.DIRECTIONS);
const NOT_AN_OBJECT = grammar.wordSet(grammar.NOT_AN_OBJECT);
const MORE_OR_MANY = grammar.wordSet(grammar.QUANTIFIERS, grammar.MORE_OR_MANY);
const VERBS_OF_OF = grammar.wordSet(grammar.VERBS_OF_OF);
/** Prepositions of place and particles, after a verb of where a thing lies or goes ("runs along the coast", "winds down to"). */
const ALONG = grammar.wordSet(grammar.PLACE_PREPOSITIONS, grammar.PARTICLES);
/** Adverbs of where and with whom, after a verb ("lives alone", "works abroad", "stays here"). */
const WHERE_AND_WITH_WHOM = grammar.wordSet(grammar.DIRECTIONS, grammar.TIME_AND_PLACE, grammar.ALONE_OR_TOGETHER, ['nearby']);

/**
 * Whether a word in -s is its subject's verb after an adverb in -ly: "the Right Whale largely
 * feeds", "it quietly runs". (Not "the deadly games": a determiner before the adverb.)
 */
export function readsAsPresentAfterAdverb(word: string, context: WordInSentence): boolean {
  if (!PRESENT_IN_S.test(word)) return false;
  const adverb = previousWord(context);
  if (!adverb || !isAdverbInLy(adverb.word)) return false;
  const atAdverb = { ...context, start: adverb.start };
  const subject = wordBefore(atAdverb);
  return subject !== undefined && (THIRD_PERSON.has(subject) || afterSubjectNoun(atAdverb, subject));
}

const VERB_PARTICLES = grammar.wordSet(grammar.VERB_PARTICLES);
const THIRD_PERSON = grammar.wordSet(['he', 'she', 'it']);

/**
 * Whether a plain word is its verb's present after a plural subject ("Birds fly south in
 * winter", "the children play outside", "the dogs bark."): where what follows goes on as after
 * a verb or says where, not a compound's noun ("the sales team met").
 */
export function readsAsPresentAfterPlural(word: string, context: WordInSentence): boolean {
  const lower = word.toLowerCase();
  // A form in -s, -ed or -ing is no plural's present; a plain word ending so is ("birds feed",
  // "bells ring", "they pass"; of those in -s, only -ss: not "the presidents emeritus of").
  const form = /[^s]s$/u.test(lower) || (/(?:ed|ing)$/u.test(lower) && lemma(lower) !== lower);
  if (!/^\p{L}{2,}$/u.test(word) || form || /\p{L}{3}ly$/u.test(lower) || !isPlainWord(lower)) return false;
  // An adjective after its noun ("lands adjacent to", "words fraught with").
  if (mostlyAdjective(lower)) return false;
  const before = wordBefore(context);
  // Not "gas", "bus" or "colitis", which end in -s with no plural's.
  const plural =
    before !== undefined && (/\p{L}[^suaio'’]s$/u.test(before) || irregularForms(before).some((form) => form.relation === 'plural'));
  if (!plural || !afterSubjectNoun(context, before)) return false;
  // "A savings account", "each sports car": a plural after a determiner of one thing describes the word after it.
  if (SINGULAR_DETERMINERS.has(twoWordsBefore(context) ?? '')) return false;
  const [next, afterNext] = wordsAfter(context, word);
  // "His words ring true.": an adjective that ends the sentence says how the subject is.
  return (
    goesOnAsAfterAVerb(next) ||
    (next !== undefined && DIRECTIONS.has(next)) ||
    saysWhen(next, afterNext) ||
    endsAfterAdjective(context, word, next)
  );
}

/**
 * Whether a verb's irregular past is one where it stands: after a noun its determiner opens,
 * before its object ("the dog bit the postman", "the wind blew the door open"), never the noun
 * its form is an entry of too (a bit, a blow).
 */
export function readsAsIrregularPast(word: string, context: WordInSentence): boolean {
  const before = wordBefore(context);
  const next = wordAfter(context, word);
  if (before === undefined || next === undefined || !isIrregularPast(word) || !afterSubjectNoun(context, before)) return false;
  // Or before how or where, with no other verb after it: "the price rose sharply last year.", not "the rose in the vase had wilted".
  return OPENS_OBJECT.has(next) || ((/\p{L}{3,}ly$/u.test(next) || TAKES_A_NOUN.has(next)) && noVerbAfter(context, word));
}

/** What opens a verb's object: a determiner or an object pronoun. */
export const OPENS_OBJECT = grammar.wordSet(
  grammar.ARTICLES,
  grammar.DEMONSTRATIVES,
  grammar.POSSESSIVES,
  grammar.OBJECTS,
  grammar.OLDER_OBJECTS,
  grammar.CARDINALS,
);
/**
 * Whether `before`, the word before the one read, is a noun its determiner (or a possessive)
 * opens, with a usual adjective between or none, or a content word opening the sentence: "the
 * players", "the old man", "the patient's condition", "Socialism".
 */
export function afterSubjectNoun(context: WordInSentence, before: string): boolean {
  const previous = previousWord(context);
  const adjective = previous && previousWord({ ...context, start: previous.start });
  // An adjective or a noun between the determiner and the noun ("the old man", "the rain water").
  const beforeAdjective = adjective && wordBefore({ ...context, start: adjective.start });
  const modifier = adjective && isPlainWord(adjective.word) && (isUsualAdjective(adjective.word) || OPENS_NOUN.has(beforeAdjective ?? ''));
  const opener = modifier ? beforeAdjective : adjective?.word;
  const opening = previousOpensSentence(context) && isPlainWord(before);
  const noun = opening || (opener !== undefined && (OPENS_NOUN.has(opener) || /\p{L}'s$|s'$/u.test(opener)));
  return noun && !NOT_A_NOUN.has(before) && !DEGREE.has(before) && !CARDINALS.has(before) && !isAdverbInLy(before) && !/\d$/u.test(before);
}

const RELATIVE_SUBJECTS = grammar.wordSet(['that', 'who']);
/** The object pronouns of persons ("him", "us"), not "it". */
const PERSONAL_OBJECTS = grammar.wordSet(grammar.OBJECTS.filter((word) => word !== 'it'));
const VERB_AFTER_PLURAL = grammar.wordSet(grammar.BE, grammar.HAVE, grammar.MODALS, grammar.DO);

/**
 * Whether a word in -s is a verb's present after a relative that is its subject ("earth that
 * dams in the water", "a man who works"; "that" stands before no plural as a determiner), or
 * before a personal pronoun as its object ("knells us back", "helps them").
 */
export function readsAsPresentBesidePronoun(word: string, context: WordInSentence): boolean {
  if (!PRESENT_IN_S.test(word)) return false;
  const next = wordAfter(context, word) ?? '';
  // ("So that mounts would be", "that panels be glued": a plural, the subject of the verb after it.)
  return (RELATIVE_SUBJECTS.has(wordBefore(context) ?? '') && !VERB_AFTER_PLURAL.has(next)) || PERSONAL_OBJECTS.has(next);
}

/**
 * Whether a word is a verb that "not" follows, as older English negates ("Why ring not out the
 * bells?", "I know not", "fear not"): not a noun a participle describes after it ("a man not
 * known"), nor an adjective ("sure not").
 */
export function readsAsVerbBeforeNot(word: string, context: WordInSentence): boolean {
  const lower = word.toLowerCase();
  const [next, afterNext] = wordsAfter(context, word);
  if (next !== 'not' || !isPlainWord(lower) || /(?:ly|ing|ed)$/u.test(lower) || mostlyAdjective(lower)) return false;
  // ("A big favor not so long back": "not" says how much of what follows.)
  return afterNext === undefined || !(/(?:ed|en|wn)$/u.test(afterNext) || DEGREE.has(afterNext) || afterNext === 'long');
}

const THIS_OR_IT = grammar.wordSet(['it', 'this', 'that'], grammar.INDEFINITE_PRONOUNS);
const AFTER_A_SUBJECT_NOUN = grammar.wordSet(grammar.BE, grammar.HAVE, grammar.MODALS, ['of']);

/**
 * Whether a word is a verb after "it", "this", "that" or a pronoun of no one person as its
 * subject: in -s, "it amounts to", "this costs from", "it caps his efforts", "nobody knows what"
 * (a plural has no "this" before it), not where "of" or a verb follows ("this series of", "this
 * news is"); or a past opening the sentence after it (readsAsPastAfterIt).
 */
export function readsAsVerbAfterIt(word: string, context: WordInSentence): boolean {
  if (readsAsPastAfterIt(word, context)) return true;
  if (!PRESENT_IN_S.test(word) || !THIS_OR_IT.has(wordBefore(context) ?? '')) return false;
  const next = wordAfter(context, word);
  return next !== undefined && !AFTER_A_SUBJECT_NOUN.has(next);
}

/**
 * Whether a verb's past follows "it" or a pronoun of no one person opening the sentence, its
 * subject: "It struck me as", "Nobody heard it" (not "found it painted", where "it" is an object,
 * nor "This set must", a noun with its verb after it).
 */
function readsAsPastAfterIt(word: string, context: WordInSentence): boolean {
  const lower = word.toLowerCase();
  if (!looksLikePast(lower) || !isPlainWord(lower) || !THIS_OR_IT.has(wordBefore(context) ?? '')) return false;
  return previousOpensSentence(context) && !AFTER_A_SUBJECT_NOUN.has(wordAfter(context, word) ?? '');
}

const ADVERBS_BEFORE_A_VERB = grammar.wordSet(grammar.BETWEEN_SUBJECT_AND_VERB.filter((w) => !['all', 'both', 'please'].includes(w)));
/** The subjects a verb's plain form follows (not he, she). */
const PLAIN_SUBJECTS = grammar.wordSet(grammar.SUBJECTS.filter((w) => w !== 'he' && w !== 'she'));

/** Whether a plain word is its subject's verb after an adverb such as "still" or "often": "they still benefit", "we often walk". */
export function readsAsVerbAfterAdverb(word: string, context: WordInSentence): boolean {
  const lower = word.toLowerCase();
  if (!isPlainWord(lower) || /(?:ly|ed|ing)$/u.test(lower) || mostlyAdjective(lower)) return false;
  const adverb = previousWord(context);
  if (!adverb || !ADVERBS_BEFORE_A_VERB.has(adverb.word.toLowerCase())) return false;
  const subject = wordBefore({ ...context, start: adverb.start });
  return subject !== undefined && (PLAIN_SUBJECTS.has(subject) || (THIRD_PERSON.has(subject) && PRESENT_IN_S.test(word)));
}

const LETTING_VERBS = grammar.wordSet(grammar.OBJECT_AND_VERB_VERBS);
/** (Not "her", as often a possessive: "could see her face".) */
const PERSONS_AS_OBJECTS = grammar.wordSet(grammar.OBJECTS, ['you']);

const NOT_AFTER_AN_OBJECT = grammar.wordSet(grammar.TIME_AND_PLACE, grammar.BETWEEN_SUBJECT_AND_VERB);

/**
 * Whether a plain word is a verb after "let", "make", "see" and the like and its object: "made
 * him give in", "let them go", "saw him fall". Not "make it clear" nor "see you later".
 */
export function readsAsVerbAfterItsObject(word: string, context: WordInSentence): boolean {
  const lower = word.toLowerCase();
  if (!isPlainWord(lower) || /(?:s|ly|ed|ing)$/u.test(lower) || mostlyAdjective(lower) || NOT_AFTER_AN_OBJECT.has(lower)) return false;
  const object = previousWord(context);
  const objectWord = object?.word.toLowerCase() ?? '';
  if (!object || !PERSONS_AS_OBJECTS.has(objectWord)) return false;
  const verb = lemma(wordBefore({ ...context, start: object.start }) ?? '');
  return LETTING_VERBS.has(verb) && !(verb === 'make' && objectWord === 'it');
}

/** A verb's form by its ending, which two verbs "and" joins share ("waver and give", "rested and ate" apart). */
const formShape = (word: string) => (/ed$/u.test(word) ? 'ed' : /ing$/u.test(word) ? 'ing' : /[^s]s$/u.test(word) ? 's' : 'plain');

/**
 * Whether a word that "and", "or" or "nor" joins to a verb of the same form is a verb too: "many
 * waver and give in", "could neither know nor love it". `readAs`: the sentence's reading of a
 * word (of the one the joining word follows).
 */
export function joinedToVerb(
  context: WordInSentence,
  word: string,
  readAs: (left: { word: string; context: WordInSentence }) => string | undefined,
): boolean {
  const lower = word.toLowerCase();
  const joiner = previousWord(context);
  if (!joiner || !['and', 'or', 'nor'].includes(joiner.word) || !isPlainWord(lower) || /ly$/u.test(lower) || /^\p{Lu}/u.test(word))
    return false;
  const left = previousWord({ ...context, start: joiner.start });
  if (!left || formShape(left.word) !== formShape(lower)) return false;
  const written = context.sentence.slice(left.start, left.start + left.word.length);
  return readAs({ word: written, context: { ...context, start: left.start } }) === 'verb';
}

const ASKING = grammar.wordSet(grammar.DO, grammar.MODALS);
const QUESTION_WORDS = grammar.wordSet(grammar.QUESTION_WORDS);

/**
 * Whether a plain word is the verb of a question, after "do" or a modal and its subject: "what
 * does a monk know", "will the danger increase", "did the old man leave?". The auxiliary opens the
 * sentence or follows a question's word; the subject is a noun its determiner opens.
 */
export function readsAsVerbInQuestion(word: string, context: WordInSentence): boolean {
  const lower = word.toLowerCase();
  if (!isPlainWord(lower) || /(?:s|ly|ed|ing)$/u.test(lower) || mostlyAdjective(lower)) return false;
  const noun = previousWord(context);
  if (!noun || !afterSubjectNoun(context, noun.word)) return false;
  // The determiner, past a usual adjective: "the old man".
  let opener = previousWord({ ...context, start: noun.start });
  if (opener && !OPENS_NOUN.has(opener.word) && isUsualAdjective(opener.word)) opener = previousWord({ ...context, start: opener.start });
  if (!opener || !OPENS_NOUN.has(opener.word)) return false;
  const auxiliary = previousWord({ ...context, start: opener.start });
  if (!auxiliary || !ASKING.has(auxiliary.word)) return false;
  const asker = previousWord({ ...context, start: auxiliary.start });
  return asker ? QUESTION_WORDS.has(asker.word) : opensSentence({ ...context, start: auxiliary.start });
}

/**
 * Whether a word after "and" or "or" is a verb taking its object, joined to the verb before:
 * "supervised the cleanups and handled the shipments", "walk up to the monument and lay a
 * wreath" (no noun joined so has an object after it). (Over Brown's 50,482 words: 142 read as
 * Brown does, none not.)
 */
export function readsAsVerbJoinedWithObject(word: string, context: WordInSentence): boolean {
  return JOINING.has(wordBefore(context) ?? '') && verbWithItsObject(word, context);
}

/**
 * Whether a content word before an object's first word is a verb taking it: not an adjective,
 * an adverb in -ly, nor an adverb before a phrase ("and even the grass", "and thus a sin").
 */
function verbWithItsObject(word: string, context: WordInSentence): boolean {
  const lower = word.toLowerCase();
  if (!isPlainWord(lower) || isUsualAdjective(lower) || /ly$/u.test(lower) || NOT_AFTER_AN_OBJECT.has(lower)) return false;
  return OPENS_OBJECT.has(wordAfter(context, word) ?? '');
}

/**
 * Whether a word opening a phrase within its sentence (after a comma) is a verb taking its
 * object: "The team, after the long trip, won the game", "…, seeing these pictures". (Over Brown's
 * 50,482 words: 195 read as Brown does, 4 not.)
 */
export function readsAsVerbOpeningPhrase(word: string, context: WordInSentence): boolean {
  return !/^\p{Lu}/u.test(word) && verbWithItsObject(word, context);
}
