/**
 * A preposition read as one: "lying in a manger", "come near me", "everyone except John", "ran
 * up the hill". A word that can be a preposition, before what opens a noun phrase (a
 * determiner, an object pronoun, a number, a name), is one; unless it is a particle that makes
 * one verb with the verb before it ("turned off the light", "looked up the word": read as an
 * adverb, as dictionaries enter a particle). A particle that ends its clause after a word
 * ("turn the light off", "the price went up") is an adverb too; "on" or "off" where a thing is
 * left or kept so, an adjective ("left the oven on": in operation). Without this, a dictionary's
 * rarer parts of speech of these words (in's verb "to inclose", off's cricket noun) led.
 */
import { lemma } from '../english/forms';
import * as grammar from '../english/grammar-words';
import { phrasalVerbAt } from './phrasal-verb';
import { ANY_SUBJECT, BE_FORMS, CARDINALS, DETERMINERS, MODALS } from './word-classes';
import { previousWord, wordAfter, wordBefore, type WordInSentence } from './words-around';

/** The words that can be prepositions ("away" and "back" are particles only). */
const PREPOSITIONS = grammar.wordSet(
  grammar.PREPOSITIONS,
  grammar.OTHER_PREPOSITIONS,
  grammar.PLACE_PREPOSITIONS,
  grammar.MORE_PREPOSITIONS,
  grammar.PARTICLES_OF_PLACE,
  ['up', 'out', 'off'],
);
/** The particles dictionaries enter as adverbs where they make one verb with the verb before them. */
const PARTICLES = grammar.wordSet(grammar.VERB_PARTICLES, ['on', 'in', 'about', 'around', 'along', 'by']);
/** Adverbs that stand between a subject and its verb ("we only except", "they often near"). */
const BETWEEN_SUBJECT_AND_VERB = grammar.wordSet(grammar.BETWEEN_SUBJECT_AND_VERB, grammar.NEGATIONS, ['also']);
/** What may follow the state a thing is kept in ("left it on all night", "kept off until"). */
const AFTER_A_STATE = grammar.wordSet(grammar.AFTER_A_STATE);
/** Verbs that keep a thing in a state ("left the oven on"). */
const KEEPING = grammar.wordSet(['leave', 'keep']);
/** Words that say "so many" before a number. */
const ABOUT_SO_MANY = grammar.wordSet(grammar.ABOUT_SO_MUCH, ['around', 'round', 'some']);
/** What opens a noun phrase after a preposition: a determiner, an object pronoun ("near me", "in her"). */
const OPENS_NOUN_PHRASE = grammar.wordSet(
  [...DETERMINERS],
  grammar.OLDER_POSSESSIVES,
  grammar.OBJECTS,
  grammar.OLDER_OBJECTS,
  ['her', 'you', 'all', 'both', 'which', 'whom', 'what'],
  [...CARDINALS],
);

/** 'preposition', 'adverb' or 'adjective' for a word that can be a preposition or a particle, where its sentence makes it one; else undefined. */
export function prepositionOrParticle(word: string, context: WordInSentence): 'preposition' | 'adverb' | 'adjective' | undefined {
  const lower = word.toLowerCase();
  if (!PREPOSITIONS.has(lower) && !PARTICLES.has(lower)) return undefined;
  const previous = previousWord(context);
  // "They near the end", "will round the corner", "to near": a verb, as its subject or auxiliary says.
  if (previous && (ANY_SUBJECT.has(previous.word) || MODALS.has(previous.word) || previous.word === 'to')) return undefined;
  // "If we only except the judge", "they often round the cape": an adverb between the subject and its verb.
  const subjectBefore = previous && wordBefore({ ...context, start: previous.start });
  if (previous && BETWEEN_SUBJECT_AND_VERB.has(previous.word) && subjectBefore && ANY_SUBJECT.has(subjectBefore)) return undefined;
  // "The in crowd": the determiner says more (sentence-context.ts reads it).
  if (previous && DETERMINERS.has(previous.word)) return undefined;
  // "Left the oven on all night", "keep the lights off": the state a thing is kept in, an adjective.
  const stateEnds = endsClause(context, word) || AFTER_A_STATE.has(wordAfter(context, word) ?? '');
  if ((lower === 'on' || lower === 'off') && stateEnds && keptInAState(context)) return 'adjective';
  // "About 4,000 marinas", "around ten miles": so many, not a place.
  if (ABOUT_SO_MANY.has(lower) && beforeNumber(context, word)) return 'adverb';
  // "In about six years", "was about the same", "only about the size of": about as "nearly", which no reading here tells apart.
  if (lower === 'about' && previous && (PREPOSITIONS.has(previous.word) || BE_FORMS.has(previous.word) || ABOUT_SO_MANY.has(previous.word)))
    return undefined;
  if (opensNounPhrase(context, word)) {
    const verbBefore = previous && PARTICLES.has(lower) && phrasalVerbAt(previous.word, { ...context, start: previous.start }, 'verb');
    return verbBefore ? 'adverb' : PREPOSITIONS.has(lower) ? 'preposition' : undefined;
  }
  // "Turn the light off.", "the price went up": a particle ending its clause after a word.
  // "Is in", "are off": after "be", sentence-context.ts reads an adjective.
  return previous &&
    !BE_FORMS.has(previous.word) &&
    PARTICLES.has(lower) &&
    wordAfter(context, word) === undefined &&
    endsClause(context, word)
    ? 'adverb'
    : undefined;
}

/** Whether a form of "leave" or "keep" stands two or three words before the word ("left the oven on", "keep the back door off"). */
function keptInAState(context: WordInSentence): boolean {
  let at: WordInSentence = context;
  for (let back = 1; back <= 3; back++) {
    const previous = previousWord(at);
    if (!previous) return false;
    if (back > 1 && KEEPING.has(lemma(previous.word))) return true;
    at = { ...context, start: previous.start };
  }
  return false;
}

/** Whether a number follows the word ("about 12 miles", "around ten"). */
function beforeNumber(context: WordInSentence, word: string): boolean {
  const next = nextWord(context, word);
  return next !== undefined && (/^\d/u.test(next) || CARDINALS.has(next.toLowerCase()));
}

/** The word after the word, as written; undefined where a stop or a comma comes first. */
function nextWord({ sentence, start }: WordInSentence, word: string): string | undefined {
  return /^\s+([\p{L}\d'’]+)/u.exec(sentence.slice(start + word.length))?.[1];
}

/** Whether what follows the word opens a noun phrase: a determiner, an object pronoun, a number, or a name ("in Boston"). */
function opensNounPhrase(context: WordInSentence, word: string): boolean {
  const next = nextWord(context, word);
  if (!next) return false;
  return OPENS_NOUN_PHRASE.has(next.toLowerCase()) || /^\d/u.test(next) || /^\p{Lu}\p{Ll}/u.test(next);
}

/** Whether the word ends its clause: a stop, a comma or the sentence's end follows it. */
function endsClause({ sentence, start }: WordInSentence, word: string): boolean {
  return /^\s*(?:[.,;:!?)—–"”]|$)/u.test(sentence.slice(start + word.length));
}
