/**
 * Where a word stands that makes it a noun, whatever else it may be: a preposition's word where
 * its phrase ends ("made of felt.", "in spring the meadows"), a place a verb of going goes to
 * ("went to bed early"), a word before a preposition of place ("a hill above the town"), one
 * joined by "and" before "of" ("the content and format of"), what a noun's possessive owns, what
 * "have" has after a usual adjective ("she has perfect pitch"), a hyphenated compound's last part,
 * a word ending its phrase after the words describing it ("a terrible bore.", "a cold mountain spring.").
 * Read by the sentence's reading of a word's part of speech (sentence-context.ts).
 */
import { irregularForms, lemma } from '../english/forms';
import * as grammar from '../english/grammar-words';
import type { ContextPartOfSpeech } from './sentence-context';
import {
  DETERMINERS,
  HAVE_FORMS,
  isIngForm,
  isIrregularPast,
  isPastSpelledAsVerb,
  OPENS_AN_OBJECT,
  PLURAL_SHAPE,
  TAKES_A_NOUN,
  isPlainWord,
  isPossessiveNoun,
  isUsualAdjective,
  JOINING,
  mostlyAdjective,
  looksLikePast,
  NOT_A_NOUN,
  STARTS_PHRASE,
  hasPastShape,
} from './word-classes';
import { AFTER_A_VERB, goesOnAsAfterAVerb, OPENS_OBJECT } from './verb-after-subject';
import { previousWord, twoWordsBefore, wordAfter, wordBefore, wordsAfter, type WordInSentence } from './words-around';

/**
 * A preposition's word is its noun where its phrase ends after it ("made of felt."), or where
 * another phrase opens after it ("in spring the meadows bloom", "without water the plants
 * die"). A verb's -ing form there is a verb taking its object ("in making the cake"); a word
 * that only ends so is not ("in spring the"). A past participle there follows an adverb ("never
 * before known an Englishman").
 */
export function nounAfterPreposition(context: WordInSentence, word: string): ContextPartOfSpeech | undefined {
  const next = wordAfter(context, word);
  if (next !== undefined && STARTS_PHRASE.has(next) && isPlainWord(word.toLowerCase()) && !isVerbsForm(word)) return 'noun';
  return endsPhraseAt(next) || placeAfterNoun(word, next) ? 'noun' : undefined;
}

/** A verb's -ing form or irregular past, not a word that only ends so ("spring", "thing"). */
function isVerbsForm(word: string): boolean {
  const lower = word.toLowerCase();
  return isIngForm(lower) || isIrregularPast(lower);
}

const PLACE_PREPOSITIONS = grammar.wordSet(grammar.PLACE_PREPOSITIONS);
const VERBS_OF_GOING = grammar.wordSet(grammar.VERBS_OF_GOING);
const WHEN = grammar.wordSet(grammar.WHEN);

/**
 * Whether "to" before the word follows a verb of going, or "back", which may go to a place
 * ("went to school", "back to work"). Not "going to", which says what will be ("going to try").
 */
export function goesBeforeTo(context: WordInSentence): boolean {
  const verb = twoWordsBefore(context);
  return verb !== undefined && verb !== 'going' && (VERBS_OF_GOING.has(lemma(verb)) || verb === 'back');
}

/**
 * Where a verb of going goes, after "to", is a noun where its phrase ends with it: "went to bed
 * early", "drove to town.", "came to rest", "back to work on". "Went to see the doctor" is a
 * verb taking its object, and "rushing to keep up" one with its particle.
 */
export function placeGoneTo(context: WordInSentence, word: string): boolean {
  const lower = word.toLowerCase();
  if (!goesBeforeTo(context)) return false;
  if (!isPlainWord(lower) || /^\p{L}{2,}(?:s|ed|ing)$/u.test(lower) || isUsualAdjective(lower)) return false;
  const next = wordAfter(context, word);
  return endsPhraseAt(next) || PLACE_PREPOSITIONS.has(next ?? '') || WHEN.has(next ?? '');
}

/** Adverbs of place that stand where a noun would before a preposition ("somewhere between", "midway between"). */
const ADVERB_OF_PLACE = /^(?:(?:some|any|no|every|else)where|(?:mid|half)way)$/u;

/**
 * Whether a preposition of place after the word ends the noun phrase it would end: "the line
 * between", "a hill above the town", "a scratch across his face". Not after a verb's form, which
 * is a verb going on there ("the bottle shattering against", "those educated beyond"), nor after
 * an adverb of place.
 */
export function placeAfterNoun(word: string, next: string | undefined): boolean {
  const lower = word.toLowerCase();
  return (
    next !== undefined &&
    PLACE_PREPOSITIONS.has(next) &&
    isPlainWord(lower) &&
    !isVerbsForm(lower) &&
    !/ed$/u.test(lower) &&
    !ADVERB_OF_PLACE.test(lower)
  );
}

/** Whether a phrase ends before `next`: at the sentence's end, or before a word no noun could be an adjective of. */
export function endsPhraseAt(next: string | undefined): boolean {
  return next === undefined || NOT_A_NOUN.has(next);
}

const VERBS_OF_OF = grammar.wordSet(grammar.VERBS_OF_OF);

/**
 * A word joined by "and" or "or" to what comes before, and before "of", is a noun: "the content
 * and format of the output", "the size or shape of". Not an adjective's ("full of"), nor a verb
 * that takes "of" ("and think of", "or dream of").
 */
export function nounJoinedBeforeOf(context: WordInSentence, word: string, before: string): boolean {
  const lower = word.toLowerCase();
  if (!JOINING.has(before) || wordAfter(context, word) !== 'of' || !isPlainWord(lower)) return false;
  return !/(?:ed|ing)$/u.test(lower) && !mostlyAdjective(lower) && !VERBS_OF_OF.has(lemma(lower));
}

/**
 * Whether the word follows a noun's possessive as what it owns ("his father's house"); not
 * a past after a name's "'s" that is "is" or "has" ("Pa's scared to death", "Celie's taken to her bed").
 */
export function ownedAfterPossessive(context: WordInSentence, word: string, before: string): boolean {
  if (!isPossessiveNoun(before)) return false;
  return !(looksLikePast(word.toLowerCase()) && NOT_A_NOUN.has(wordAfter(context, word) ?? ''));
}

const HYPHENED_PREFIXES = grammar.wordSet(grammar.HYPHENED_PREFIXES);

/**
 * The last part of a hyphenated compound is its head, a noun ("the Guernsey-man", "the
 * mast-head", "debug-level messages"), unless a participle's or an adjective's shape makes the
 * compound an adjective ("high-flung", "blue-eyed", "brand-new"), or the first part is a prefix
 * ("self-evident").
 */
export function headOfCompound({ sentence, start }: WordInSentence, word: string): boolean {
  const first = /([\p{L}]+)-$/u.exec(sentence.slice(0, start))?.[1]?.toLowerCase();
  if (!first || HYPHENED_PREFIXES.has(first)) return false;
  const lower = word.toLowerCase();
  return isPlainWord(lower) && !/(?:ed|en|ing)$/u.test(lower) && !isIrregularPast(lower) && !mostlyAdjective(lower);
}

/**
 * What "have" has, a usual adjective before it, is a noun: "she has perfect pitch", "we had
 * great fun", "they have little time"; not a verb's form ("had little changed"), nor another adjective.
 */
export function hadAdjectiveBefore(context: WordInSentence, word: string, before: string): boolean {
  const lower = word.toLowerCase();
  if (!HAVE_FORMS.has(twoWordsBefore(context) ?? '') || !isUsualAdjective(before) || !isPlainWord(lower)) return false;
  // (A second usual adjective describes the noun after it: "has considerable technical virtuosity".)
  return !/(?:ed|en|ly)$/u.test(lower) && !isIrregularPast(lower) && !NOT_A_NOUN.has(lower) && !isUsualAdjective(lower);
}

const OLDER_POSSESSIVES = grammar.wordSet(grammar.OLDER_POSSESSIVES);
const NOT_NOUNS_AFTER = grammar.wordSet(['only', 'forth', 'forward'], grammar.AWAY_OR_BACK, grammar.WAYS);

/**
 * A word that ends its phrase after a word describing it, which a determiner or a preposition
 * opens, is that phrase's noun: "a terrible bore.", "a bad cold all winter", "made of grey
 * felt." After a determiner, the word between may be the subject and this word its verb ("the
 * boy left.", "the dogs bark."): so a word a verb's form may be ("left", "shot", "barked") is read
 * as a noun only after a word mostly met as an adjective ("a lucky shot."), and none is after a
 * plural, which is more likely its subject ("the dogs bark."). A preposition's object before its
 * verb is most often a name, capitalized ("people in London left early"): not read so either.
 * A phrase ends where its verb follows too ("each worker thread reads from the queue").
 */
export function endsPhraseAfterModifier(context: WordInSentence, word: string): boolean {
  const modifier = previousWord(context);
  const before = modifier && previousWord({ ...context, start: modifier.start });
  // A usual adjective before the modifier changes nothing: "a cold mountain spring.".
  const skip = before && isUsualAdjective(before.word) && DETERMINERS.has(wordBefore({ ...context, start: before.start }) ?? '');
  const opener = skip ? wordBefore({ ...context, start: before.start }) : before?.word;
  // (Not a participle, an adjective or an adverb there: "the broad river gleaming in", "the lungs' main anatomical features", "a step forward".)
  if (skip && (isIngForm(word) || mostlyAdjective(word) || !isPlainWord(word.toLowerCase()) || NOT_NOUNS_AFTER.has(word.toLowerCase())))
    return false;
  // (An adverb in -ly is no modifier, but an adjective so spelled is: "the deadly spite".)
  if (!modifier || opener === undefined || !isPlainWord(modifier.word) || (/ly$/u.test(modifier.word) && !isUsualAdjective(modifier.word)))
    return false;
  // An article or a possessive after it opens a verb's object ("frame our minds"), not another phrase.
  const [next, afterNext] = wordsAfter(context, word);
  const endsPhrase =
    next === undefined || NOT_A_NOUN.has(next) || (STARTS_PHRASE.has(next) && !OPENS_AN_OBJECT.has(next)) || placeAfterNoun(word, next);
  // Or its verb follows: "each worker thread reads from the queue", "the old dove flew over".
  if (!endsPhrase && !(next !== undefined && verbGoesOn(next, afterNext))) return false;
  // (A plural's shape: not "disastrous", "famous", "status", "this".)
  const pluralShaped = /[^s]s$/u.test(modifier.word) && !/(?:us|is)$/u.test(modifier.word);
  const subjectShaped = pluralShaped || irregularForms(modifier.word).some((form) => form.relation === 'plural');
  if (TAKES_A_NOUN.has(opener)) return !subjectShaped && !/^\p{Lu}/u.test(context.sentence.slice(modifier.start));
  // A possessive opens it as a determiner does ("thy green cabinet,", "life's fitful fever he sleeps").
  if (!DETERMINERS.has(opener) && !OLDER_POSSESSIVES.has(opener) && !possessiveOpens(opener, modifier.word, word)) return false;
  // A verb's form only after a word that is mostly an adjective ("a lucky shot"), by its use or
  // by an ending only adjectives have (not "student", "British": -ent, -ish).
  const pastAsVerb = isPastSpelledAsVerb(word) && next !== undefined && next !== 'of' && AFTER_A_VERB.has(next);
  const verbShaped = hasPastShape(word) || /s$/iu.test(word) || irregularForms(word).length > 0 || pastAsVerb;
  return verbShaped ? isUsualAdjective(modifier.word) : !subjectShaped;
}

const PRONOUNS_WITH_IS = grammar.wordSet(grammar.PRONOUNS_WITH_IS);

/**
 * Whether a possessive ("life's", "the staff's") opens the phrase of the modifier and the word,
 * not a noun and its "is" ("granite's coming back", "she's coming"): no pronoun's, and no form
 * in -ing after it.
 */
function possessiveOpens(opener: string, modifier: string, word: string): boolean {
  const [, owner] = /^(\p{L}+)['’]s$/u.exec(opener) ?? [];
  return owner !== undefined && !PRONOUNS_WITH_IS.has(owner) && !/ing$/u.test(modifier) && !/ing$/u.test(word);
}

/** Whether `next` is a verb's past or present in -s, going on as after a verb ("reads from", "flew over", "returns a"). */
function verbGoesOn(next: string, afterNext: string | undefined): boolean {
  if (looksLikePast(next)) return goesOnAsAfterAVerb(afterNext) || (afterNext !== undefined && OPENS_OBJECT.has(afterNext));
  // A word in -s may be a plural the word describes ("puffy reddened eyes."): only before what follows a verb.
  return PLURAL_SHAPE.test(next) && afterNext !== undefined && (AFTER_A_VERB.has(afterNext) || OPENS_OBJECT.has(afterNext));
}

const BETWEEN_REPEATS = grammar.wordSet(grammar.BETWEEN_REPEATS);

/** Whether the word is said twice across a preposition, a noun each time: "flake after flake", "step by step", "face to face". */
export function repeatedAcrossPreposition(context: WordInSentence, word: string): boolean {
  const lower = word.toLowerCase();
  const [next, afterNext] = wordsAfter(context, word);
  if (next !== undefined && BETWEEN_REPEATS.has(next) && afterNext === lower) return true;
  const before = wordBefore(context);
  return before !== undefined && BETWEEN_REPEATS.has(before) && twoWordsBefore(context) === lower;
}

/** Adverbs and numbers that "and" or "or" joins to a noun's phrase ("and above", "a jig or two"). */
const NOT_JOINED_NOUNS = grammar.wordSet(
  grammar.JOINED_ADVERBS,
  grammar.WAYS,
  grammar.DIRECTIONS,
  // "A jig or two": a number.
  grammar.CARDINALS,
);

/**
 * A plain word that "and" or "or" joins to a noun is a noun too, where it ends its phrase as a
 * noun does ("from cliff and scar,", "his bow and quiver,"): not before what it may describe or
 * take ("and cool nights", "and dig our graves"), nor a verb's past or a form in -s, which join
 * a verb as often ("and said", "and pays as much"). `readAs`: the sentence's reading of a word
 * (of the one "and" follows).
 */
export function joinedNoun(
  context: WordInSentence,
  word: string,
  readAs: (left: { word: string; context: WordInSentence }) => ContextPartOfSpeech | undefined,
): ContextPartOfSpeech | undefined {
  const lower = word.toLowerCase();
  const joiner = previousWord(context);
  const left = joiner && (joiner.word === 'and' || joiner.word === 'or') ? previousWord({ ...context, start: joiner.start }) : undefined;
  if (!left || !isPlainWord(lower) || /(?:ly|ed|ing|[^s]s)$/iu.test(word) || isIrregularPast(lower) || NOT_JOINED_NOUNS.has(lower))
    return undefined;
  const next = wordAfter(context, word);
  if (next !== undefined && (!NOT_A_NOUN.has(next) || next === 'to')) return undefined;
  return readAs({ word: left.word, context: { ...context, start: left.start } }) === 'noun' ? 'noun' : undefined;
}
