/**
 * The part of speech a word has in its sentence, where the word before it makes that
 * plain: "the run" is a noun, "they run" a verb, "is naive" an adjective. Where the
 * sentence says nothing clear, it says nothing: the service's order stands.
 */
import { irregularForms, lemma } from '../english/forms';
import * as grammar from '../english/grammar-words';
import type { FormRelation } from '../english/inflection';
import {
  ANY_SUBJECT,
  BE_FORMS,
  CARDINALS,
  DEGREE,
  DETERMINERS,
  HAVE_FORMS,
  isIrregularPast,
  isPastSpelledAsVerb,
  isPlainWord,
  looksLikeParticiple,
  looksLikePast,
  MODALS,
  NOT_A_NOUN,
  isPossessiveNoun,
  mostlyAdjective,
  JOINING,
  PLURAL_SHAPE,
  PRESENT_IN_S,
  STARTS_PHRASE,
  SUBJECTS,
  TAKES_A_NOUN,
  hasPastShape,
} from './word-classes';
import {
  endsPhraseAfterModifier,
  endsPhraseAt,
  hadAdjectiveBefore,
  headOfCompound,
  nounAfterPreposition,
  nounJoinedBeforeOf,
  ownedAfterPossessive,
  placeAfterNoun,
  goesBeforeTo,
  placeGoneTo,
  repeatedAcrossPreposition,
  joinedNoun,
} from './noun-places';
import { describesPlainWord, opensAdjectiveList } from './adjective-list';
import { gerundWithObject, readsAsPastOfVerb } from './verb-form-read';
import { saysWhatVerbLeavesObject } from './object-complement';
import { prepositionOrParticle } from './preposition-read';
import { noVerbAfter } from './verb-after';
import {
  afterSubjectNoun,
  goesOnAsAfterAVerb,
  OPENS_NOUN,
  OPENS_OBJECT,
  readsAsIrregularPast,
  readsAsPresentAfterAdverb,
  joinedToVerb,
  readsAsVerbAfterIt,
  readsAsVerbAfterAdverb,
  readsAsVerbAfterItsObject,
  readsAsVerbInQuestion,
  readsAsVerbJoinedWithObject,
  readsAsVerbOpeningPhrase,
  readsAsPresentAfterPlural,
  readsAsPresentOfVerb,
  readsAsPresentBesidePronoun,
  readsAsVerbBeforeNot,
} from './verb-after-subject';
import {
  closesFromTo,
  opensSentence,
  previousOpensSentence,
  previousWord,
  twoWordsBefore,
  withoutAsides,
  withoutNegation,
  withoutWordBefore,
  wordAfter,
  wordBefore,
  wordsAfter,
  type WordInSentence,
} from './words-around';

export type { WordInSentence } from './words-around';

/** The parts of speech a sentence can make plain. */
export type ContextPartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb' | 'preposition';

/**
 * After "the" or "a", a word is a noun when what follows cannot be a noun it describes
 * ("the run was", "a fly landed", "a cold again", or the end); before a word that can, a word
 * mostly met as an adjective is one ("a quick decision", "the cold wind"), and of another the
 * sentence says nothing clear ("the paper towels", "a light rain").
 */
function afterDeterminer(context: WordInSentence, word: string): ContextPartOfSpeech | undefined {
  // "A fine and lovely girl", "the social and economic level", "a stout, well-grown girl".
  if (opensAdjectiveList(context, word, true)) return 'adjective';
  const [next, afterNext] = wordsAfter(context, word);
  if (next === undefined || NOT_A_NOUN.has(next) || STARTS_PHRASE.has(next) || /(ed|ly)$/.test(next) || placeAfterNoun(word, next))
    return 'noun';
  // "The dove flew over", "the wind blew the leaves": a verb's irregular past after it, going on as after a verb (not "a set of").
  if (isIrregularPast(next) && goesOnAsAfterAVerb(afterNext) && !(isPastSpelledAsVerb(next) && afterNext === 'of')) return 'noun';
  // "The fair opens on Saturday.": a word in -s after it with no other verb in the sentence is its verb (the two its subject, first in it).
  if (
    previousOpensSentence(context) &&
    PLURAL_SHAPE.test(next) &&
    afterNext !== undefined &&
    (TAKES_A_NOUN.has(afterNext) || OPENS_OBJECT.has(afterNext)) &&
    noVerbAfter(context, word, next)
  )
    return 'noun';
  // "A light rain fell", "the old man sat": the word between its determiner and a noun that a verb's past follows describes that noun.
  const pastAfter = afterNext !== undefined && looksLikePast(afterNext);
  if (pastAfter && isPlainWord(next) && !BETWEEN_SUBJECT_AND_VERB.has(next) && !/[^su]s$/u.test(word)) return 'adjective';
  // "The running water", "the closed door": a participle's shape before a word it may describe is
  // no verb there (a verb has no determiner), but the adjective or the noun its form is an entry of.
  if (/\p{L}{2,}(ing|ed)$/u.test(word) && isPlainWord(next)) return 'adjective';
  if (describesPlainWord(context, word)) return 'adjective';
  return undefined;
}

/** Words after which a verb stands in its plain form, never its past: a modal or "do", "to", "please". */
const BEFORE_A_PLAIN_VERB = grammar.wordSet(grammar.MODALS, grammar.DO, grammar.NEGATIVE_AUXILIARIES, ['to', 'please']);

/**
 * Whether a verb's irregular past stands where only a verb's plain form can, after a modal,
 * "do", "to" or "please" ("will lay the table", "to found a school", "please lay the book"):
 * there it is a verb of its own (lay, found, saw), never the past of another (lie, find, see).
 */
export function readsAsPlainVerb(word: string, context: WordInSentence | undefined): boolean {
  const before = context && wordBefore(context);
  return before !== undefined && BEFORE_A_PLAIN_VERB.has(before) && isIrregularPast(word);
}

const ORDINALS = grammar.wordSet(grammar.ORDINALS);
/** Relatives that follow a noun only ("people who"); "that" follows adjectives too ("sure that"). */
const RELATIVE_PRONOUNS = grammar.wordSet(['who', 'whom', 'whose', 'which']);
const BEFORE_WHAT_TO_DO = grammar.wordSet(grammar.BEFORE_WHAT_TO_DO);

const ADVERBIAL = grammar.wordSet(grammar.ADVERBIAL_PHRASES);

const ABOUT_SO_MUCH = grammar.wordSet(grammar.ABOUT_SO_MUCH);

/** Whether a determiner other than "a" opens "very" before a word no adjective's ("the very soul"; not "a very close friend"). */
function theVery(context: WordInSentence, word: string): boolean {
  const opener = twoWordsBefore(context) ?? '';
  return DETERMINERS.has(opener) && opener !== 'a' && opener !== 'an' && !mostlyAdjective(word);
}
const AWAY_OR_BACK = grammar.wordSet(grammar.AWAY_OR_BACK);

/**
 * Whether a word after "be" says how much of what follows or where the subject is, an adverb:
 * "was only a woman", "is about 2 days", "was away at school", "were back home", "is daily expected".
 */
function saysHowMuchOrWhere(context: WordInSentence, lower: string): boolean {
  if (AWAY_OR_BACK.has(lower)) return true;
  // "Which is daily expected", "was badly hurt": a word in -ly before the participle says how.
  const participle = wordAfter(context, lower);
  if (/\p{L}{2}ly$/u.test(lower) && participle !== undefined && looksLikePast(participle)) return true;
  if (!ABOUT_SO_MUCH.has(lower)) return false;
  const next = wordAfter(context, lower);
  const number = /^\s+\d/u.test(context.sentence.slice(context.start + lower.length));
  return number || (next !== undefined && (OPENS_OBJECT.has(next) || CARDINALS.has(next)));
}

/**
 * The part of speech the sentence gives `word`, or undefined. `relations` are the word's
 * known forms (lib/shared/english/forms.ts), which tell "has gone" (a verb) from "is good".
 */
export function partOfSpeechInSentence(
  word: string,
  context: WordInSentence | undefined,
  relations: readonly FormRelation[] = [],
): ContextPartOfSpeech | undefined {
  if (!context) return undefined;
  const plain = withoutAsides(context);
  if (plain !== context) return partOfSpeechInSentence(word, plain, relations);
  const affirmed = withoutNegation(context);
  if (affirmed) return partOfSpeechInSentence(word, affirmed, relations);
  const prepositionRead = prepositionOrParticle(word, context);
  if (prepositionRead) return prepositionRead;
  if (headOfCompound(context, word) || repeatedAcrossPreposition(context, word)) return 'noun';
  // "Even if", "just as", "still more": an adverb before a clause's opener or a comparison.
  if (ADVERBS_ANYWHERE.has(word.toLowerCase()) && BEFORE_A_CLAUSE.has(wordAfter(context, word) ?? '')) return 'adverb';
  const before = wordBefore(context);
  // An -ing word opening a sentence before its verb is its subject, a noun: "Running is fun."
  if (!before && opensSentence(context) && /ing$/i.test(word)) {
    if (gerundWithObject(word, context)) return 'verb';
    const next = wordAfter(context, word);
    return next !== undefined && (BE_FORMS.has(next) || MODALS.has(next) || HAVE_FORMS.has(next)) ? 'noun' : undefined;
  }
  if (!before && opensSentence(context) && opensImperative(context, word)) return 'verb';
  // "Then he left.", "Only the hum of insects.", "Even he knew.": such a word opening a sentence says when or how much.
  if (!before && ADVERBS_ANYWHERE.has(word.toLowerCase())) return 'adverb';
  if (!before && !opensSentence(context) && readsAsVerbOpeningPhrase(word, context)) return 'verb';
  if (!before) return opensSentence(context) && subjectBeforeItsVerb(context, word) ? 'noun' : undefined;
  if (
    readsAsVerbAfterIt(word, context) ||
    readsAsVerbAfterAdverb(word, context) ||
    readsAsVerbAfterItsObject(word, context) ||
    readsAsVerbInQuestion(word, context) ||
    readsAsVerbJoinedWithObject(word, context)
  )
    return 'verb';
  // "Such talk", "two reasons" open a noun's phrase as a determiner does ("one" is as often "a person": "one finds").
  if (
    DETERMINERS.has(before) ||
    before === 'such' ||
    (CARDINALS.has(before) && before !== 'one') ||
    ownedAfterPossessive(context, word, before) ||
    thatAfterPreposition(context, before)
  )
    return afterDeterminer(context, word);
  if (hadAdjectiveBefore(context, word, before)) return 'noun';
  // "Please answer the question", "Just carry on.", "Always check the log": such a word opening a sentence asks for what its verb says.
  if (
    BEFORE_WHAT_TO_DO.has(before) &&
    previousOpensSentence(context) &&
    isPlainWord(word.toLowerCase()) &&
    !/(?:[^s]s|ed|ing)$/u.test(word)
  )
    return 'verb';
  // "It is now disclosed", "we just don't know", "no problem here": an adverb of time or place, or one
  // that stands before its verb, is one wherever no preposition makes it a noun ("from here").
  if (ADVERBS_ANYWHERE.has(word.toLowerCase()) && !stillAfterBe(context, word, before))
    return TAKES_A_NOUN.has(before) ? undefined : 'adverb';
  if (saysWhatVerbLeavesObject(context, word)) return 'adjective';
  if (endsPhraseAfterModifier(context, word)) return 'noun';
  // "On the first ring", "the next turn": an ordinal between changes nothing.
  if (ORDINALS.has(before) && DETERMINERS.has(twoWordsBefore(context) ?? '')) return afterDeterminer(context, word);
  // "Will do marvels", "does works of charity": a verb after an auxiliary is bare, so a word in -s there is a plural ("the will": a noun).
  if (MODALS.has(before) && /^\p{L}{2,}[^asu'’]s$/u.test(word) && !DETERMINERS.has(twoWordsBefore(context) ?? '')) return 'noun';
  if (SUBJECTS.has(before) || MODALS.has(before) || MODAL_CONTRACTIONS.has(before)) return 'verb';
  // A passive with its agent is the verb's ("was lit by a hundred candles"); else "is lit" may be the adjective.
  if (BE_FORMS.has(before)) {
    if (looksLikeParticiple(word, relations) || passiveWithAgent(context, word)) return 'verb';
    const lower = word.toLowerCase();
    // "Is well known", "was first brought out": a word between "be" and its participle says how or when.
    if (saysHowMuchOrWhere(context, lower) || (looksLikePast(wordAfter(context, word) ?? '') && isPlainWord(lower))) return 'adverb';
    // "There were bars in the windows": a plural after "be" is a noun, never an adjective; so is a
    // word before "of" that is no adjective's ("would be king of Rome", but "was full of", "aware of").
    if (PLURAL_SHAPE.test(word) && isPlainWord(lower)) return 'noun';
    // So is one a relative follows ("there are people who travel"), where no adjective can stand.
    const next = wordAfter(context, word);
    const nounShaped = isPlainWord(lower) && !mostlyAdjective(lower);
    return nounShaped && (next === 'of' || RELATIVE_PRONOUNS.has(next ?? '')) ? 'noun' : 'adjective';
  }
  if (HAVE_FORMS.has(before)) return looksLikeParticiple(word, relations) ? 'verb' : undefined;
  // "Is very fast", "a very fast car": an adjective; but "runs very fast": an adverb, as "runs fast" is.
  // "The very soul of bounty", "this very day": after a determiner, "very" is "exact", and the word it describes a noun's.
  if (before === 'very' && theVery(context, word)) return 'noun';
  if (DEGREE.has(before)) return partOfSpeechInSentence(word, withoutWordBefore(context), relations) === 'adverb' ? 'adverb' : 'adjective';
  // "Made of felt.", "in spite of": a preposition's word that ends its phrase is its noun.
  if (TAKES_A_NOUN.has(before) && !ADVERBIAL.has(`${before} ${word.toLowerCase()}`)) {
    if (gerundWithObject(word, context)) return 'verb';
    return opensAdjectiveList(context, word) || describesPlainWord(context, word) ? 'adjective' : nounAfterPreposition(context, word);
  }
  if (before === 'to' && (placeGoneTo(context, word) || closesFromTo(context))) return 'noun';
  if (before === 'to' && infinitiveAfterTo(context, word)) return 'verb';
  if (linkedToSubject(context, word, before)) return 'adjective';
  if (nounJoinedBeforeOf(context, word, before)) return 'noun';
  if (afterItsSubjectsVerb(context, word)) return describesNextWord(context, word) ? 'adjective' : 'adverb';
  // "The players rested before the match", "the function returns a promise": a verb after its subject, a noun.
  if (
    readsAsPastOfVerb(word, context) ||
    readsAsPresentOfVerb(word, context) ||
    readsAsPresentAfterAdverb(word, context) ||
    readsAsIrregularPast(word, context) ||
    readsAsPresentAfterPlural(word, context) ||
    readsAsPresentBesidePronoun(word, context) ||
    readsAsVerbBeforeNot(word, context)
  )
    return 'verb';
  const readAs = (left: { word: string; context: WordInSentence }) => partOfSpeechInSentence(left.word, left.context, relations);
  if (joinedToVerb(context, word, readAs)) return 'verb';
  // "Gold and precious objects": after "and" or "or" too, but for a verb's past there ("and made use of").
  if (JOINING.has(before) && !looksLikePast(word) && describesPlainWord(context, word)) return 'adjective';
  return joinedNoun(context, word, readAs);
}

const BEFORE_TO_A_NOUN = grammar.wordSet(grammar.BEFORE_TO_A_NOUN);
const MODAL_CONTRACTIONS = grammar.wordSet(grammar.MODAL_CONTRACTIONS);

/**
 * Whether a word after "to" is its infinitive: a plain word in no form of its own, not a name
 * ("to New York"). With the verb's object after it ("to tie your shoes", "to scale its
 * servers", "to address this problem"), as a noun after "to" the preposition is followed by no
 * determiner ("went to school every day", "listened to music all night"). Else by its shape
 * alone ("to stay alive", "began to dance"), where it is not mostly an adjective ("to modern
 * politics") and "to" follows no word it joins to a noun ("according to state law") nor a verb
 * of going, which may go to a place ("went to school", but "going to try"). (The shape alone,
 * over Brown's 50,482 words: 1,084 read as Brown does, 67 not.)
 */
function infinitiveAfterTo(context: WordInSentence, word: string): boolean {
  const lower = word.toLowerCase();
  if (!isPlainWord(lower) || /^\p{L}{2,}(?:[^s]s|ed|ing)$/u.test(lower) || /^\p{Lu}/u.test(word)) return false;
  const [next, afterNext] = wordsAfter(context, word);
  // ("Important to fashion this season": a span of time says when, and is no object.)
  if (OPENS_OBJECT.has(next ?? '')) return !(SAYS_WHEN.has(next ?? '') && TIMES.has(afterNext ?? ''));
  return !mostlyAdjective(lower) && !BEFORE_TO_A_NOUN.has(twoWordsBefore(context) ?? '') && !goesBeforeTo(context);
}

const TIMES = grammar.wordSet(grammar.TIMES);
const BEFORE_THAT_CLAUSE = grammar.wordSet(grammar.BEFORE_THAT_CLAUSE);
/**
 * Whether "that", "which" or "what" before the word is a determiner after its preposition ("by
 * that impact", "in which case", "at what point"); after a preposition, "which" opens no clause
 * of its own.
 */
function thatAfterPreposition(context: WordInSentence, before: string): boolean {
  const preposition = twoWordsBefore(context) ?? '';
  return THAT_OR_WHICH.has(before) && TAKES_A_NOUN.has(preposition) && !BEFORE_THAT_CLAUSE.has(preposition);
}
const THAT_OR_WHICH = new Set(['that', 'which', 'what']);
const SAYS_WHEN = grammar.wordSet(grammar.SAYS_WHEN);
const BETWEEN_SUBJECT_AND_VERB = grammar.wordSet(grammar.BETWEEN_SUBJECT_AND_VERB, grammar.OLDER_AUXILIARIES);
/** Adverbs whatever the words before them, but after a determiner or a preposition ("the then president", "from here"). */
const ADJECTIVES_AFTER_BE = grammar.wordSet(grammar.ADJECTIVES_AFTER_BE);
/** "Was still and clear", "is even.": such a word ending what "be" says is its adjective. */
const stillAfterBe = (context: WordInSentence, word: string, before: string) =>
  BE_FORMS.has(before) && ADJECTIVES_AFTER_BE.has(word.toLowerCase()) && endsPhraseAt(wordAfter(context, word));
const ADVERBS_ANYWHERE = grammar.wordSet(
  grammar.TIME_AND_PLACE,
  // ("Alone" after "be" says how the subject is: "he was alone", an adjective.)
  grammar.ALONE_OR_TOGETHER.filter((w) => w !== 'alone'),
  grammar.BETWEEN_SUBJECT_AND_VERB.filter((w) => !['all', 'both', 'please'].includes(w)),
);
const BEFORE_A_CLAUSE = grammar.wordSet(grammar.BEFORE_A_CLAUSE);
const BARE_INFINITIVE_VERBS = grammar.wordSet(grammar.BARE_INFINITIVE_VERBS);
const LINKING_VERBS = grammar.wordSet(grammar.LINKING_VERBS);

const COMPARED = grammar.wordSet(grammar.COMPARED);
const WAYS = grammar.wordSet(grammar.WAYS, grammar.DIRECTIONS);

/**
 * Whether the word says what a linking verb's subject is or becomes ("she felt better", "to
 * stay awake", "it grew dark"): not where the verb's spelling is a noun after its determiner
 * ("the sound resonates"), nor a word of degree before a comparison ("felt far worse").
 */
function linkedToSubject(context: WordInSentence, word: string, before: string): boolean {
  const lower = word.toLowerCase();
  if (!LINKING_VERBS.has(lemma(before)) || /ing$/iu.test(word) || !(isPlainWord(lower) || COMPARED.has(lower))) return false;
  // "Keep right", "stay home": which way, not what the subject is; "kept pigs", "grew tomatoes": an object.
  if (WAYS.has(lower) || PLURAL_SHAPE.test(lower)) return false;
  const opener = twoWordsBefore(context);
  return !(opener !== undefined && OPENS_NOUN.has(opener)) && !COMPARED.has(wordAfter(context, word) ?? '');
}

/**
 * Whether the word stands right after its subject's verb, where a word says where or how ("he
 * turned left at the corner", "they live close to the station", "the meeting ran long"): a verb's
 * form there would be a second verb with nothing joining the two. Not an -ing word, which
 * goes on with the verb ("they kept running"), nor a word after let, help or make, which is
 * a verb of its own ("they let go"). An adverb or an adjective is read, in that order.
 */
function afterItsSubjectsVerb(context: WordInSentence, word: string): boolean {
  const verb = previousWord(context);
  const lower = word.toLowerCase();
  // A plural there is the verb's object ("they kept pigs"), but a way to go ("walked backwards").
  if (!verb || /ing$/iu.test(word) || !isPlainWord(lower) || (PLURAL_SHAPE.test(lower) && !WAYS.has(lower))) return false;
  const subject = wordBefore({ ...context, start: verb.start });
  // Or no subject: a verb of motion telling where to go ("Turn left at the corner", "Keep right").
  if (subject === undefined) return opensSentence({ ...context, start: verb.start }) && VERBS_OF_MOTION.has(verb.word);
  // Its subject a pronoun ("he turned"), or a noun before a verb's past ("the meeting ran"); not a
  // past describing the word ("a more cultivated tone", "the wind-swept roof", "his supposed desire").
  const describing = context.sentence[verb.start - 1] === '-' || !isPlainWord(subject) || /ly$/u.test(subject) || isPossessiveNoun(subject);
  const pastAfterNoun = looksLikePast(verb.word) && !describing && afterSubjectNoun({ ...context, start: verb.start }, subject);
  if (!ANY_SUBJECT.has(subject) && !pastAfterNoun) return false;
  return (
    isPlainWord(verb.word) &&
    !/ly$/u.test(verb.word) &&
    !BETWEEN_SUBJECT_AND_VERB.has(verb.word) &&
    !BARE_INFINITIVE_VERBS.has(lemma(verb.word))
  );
}

const VERBS_OF_MOTION = grammar.wordSet(grammar.VERBS_OF_MOTION);

/**
 * Whether the word after a verb describes the word after it, a noun ("he bought fresh bread",
 * "she wore long dresses"), rather than saying where, when or how ("ran long yesterday",
 * "turned left at the corner", "went straight home").
 */
function describesNextWord(context: WordInSentence, word: string): boolean {
  const next = wordAfter(context, word);
  return (
    !goesOnAsAfterAVerb(next) &&
    isPlainWord(next) &&
    !OPENERS_NOT_VERBS.has(next ?? '') &&
    !BETWEEN_SUBJECT_AND_VERB.has(next ?? '') &&
    // "ran fast enough": a degree after the word, not a noun.
    next !== 'enough'
  );
}

/** Whether a verb's irregular past participle has its agent after it: "was lit by", "were torn by". */
function passiveWithAgent(context: WordInSentence, word: string): boolean {
  return isIrregularPast(word) && wordAfter(context, word) === 'by';
}

const OPENERS_NOT_VERBS = grammar.wordSet(grammar.OPENERS_NOT_VERBS, grammar.DIRECTIONS);

/**
 * Whether a sentence opens on the word as a verb telling what to do, its object after it:
 * "Light the lamp", "Take them home". Not a clause's opener, an adverb or an interjection
 * ("If the…", "Today the…", "Suddenly the…"), nor a word in capitals.
 */
function opensImperative(context: WordInSentence, word: string): boolean {
  const lower = word.toLowerCase();
  const next = wordAfter(context, word);
  if (next === undefined || !OPENS_OBJECT.has(next) || CARDINALS.has(next)) return false;
  return isPlainWord(lower) && !OPENERS_NOT_VERBS.has(lower) && !/ly$/u.test(lower) && !/^\p{Lu}{2,}/u.test(word);
}

/**
 * Whether a word opening its sentence is the subject of a verb's past or present right after
 * it: "Rain fell all night", "Grace opened the window", "Caloric expands all bodies". Not a word
 * of time or manner that opens a sentence ("Once opened", "Slowly turned"), nor a verb's form
 * itself ("Left alone, …").
 */
function subjectBeforeItsVerb(context: WordInSentence, word: string): boolean {
  const lower = word.toLowerCase();
  const [next, afterNext] = wordsAfter(context, word);
  // "Courses are offered", "Prices will rise": before "be", "have" or a modal, the subject (not
  // what opens an inverted sentence: "Gone are the days", "Nearby is the temple").
  if (next !== undefined && (BE_FORMS.has(next) || HAVE_FORMS.has(next) || MODALS.has(next)))
    return (
      isPlainWord(lower) && !OPENERS_NOT_VERBS.has(lower) && !/(?:ly|ing)$/u.test(lower) && !looksLikePast(lower) && !mostlyAdjective(lower)
    );
  if (next === undefined || afterNext === undefined) return false;
  // A past in -ed before its object ("Grace opened the window"); an irregular one going on as after a
  // verb ("Rain fell all night"). Not a participle after a verb telling what to do ("Keep refrigerated after opening").
  const object = OPENS_OBJECT.has(afterNext) || afterNext === 'all';
  const simplePast = irregularForms(next).some((form) => form.relation === 'past');
  // Or a present in -s before its object ("Caloric expands all bodies", "Rain makes the salt…").
  const shaped = hasPastShape(next) || PRESENT_IN_S.test(next);
  if (!(shaped ? object : simplePast && (object || goesOnAsAfterAVerb(afterNext)))) return false;
  return isPlainWord(lower) && !OPENERS_NOT_VERBS.has(lower) && !/(?:ly|ed|ing)$/u.test(lower) && !isIrregularPast(lower);
}

/**
 * The word to ask for: a capital that only marks a sentence's start says nothing about a
 * name, so "Running" opening a sentence is asked as running. A capital inside a sentence
 * ("in Turkey") and a word in capitals ("NASA") are kept.
 */
export function asRead(word: string, context: WordInSentence | undefined): string {
  return context && opensSentence(context) && /^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word;
}
