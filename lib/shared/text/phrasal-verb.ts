/**
 * A verb and the particle after it read as one verb, where a dictionary may enter them as one:
 * "He gave up smoking" (give up), "She turned off the light" (turn off), "They ran out of milk"
 * (run out), "Their plans fell through" (fall through); with "on", "in" and "after", only a
 * few verbs that take them ("put on her coat", "fill in the form", "looked after her",
 * "Carry on."). The lookup asks for the pair beside the word (lib/background/lookup/lookup.ts),
 * and the ranker weighs the pair's senses with the word's own (rank-senses.ts, the signal
 * `phrase`): a reading that is wrong leaves the word's senses there.
 *
 * A particle is read as a direction instead, not one verb with the verb, where what follows
 * says so ("looked up at the sky", "ran out into the street"; not "called off at the last
 * minute"), after a verb of going before a noun phrase or "to" ("ran up the stairs", "ran out
 * to the garden"), before a way or an opening ("turned down the street", "looked out the
 * window"), and, for down, over and through, before any noun phrase but after a few verbs
 * ("fell down the stairs", "went through the park"; but "turned down the offer").
 */
import { lemma } from '../english/forms';
import * as grammar from '../english/grammar-words';
import type { ContextPartOfSpeech } from './sentence-context';
import { hasPastShape, isIrregularPast, isPastSpelledAsVerb, STARTS_PHRASE } from './word-classes';
import { wordBefore, wordsAfter, type WordInSentence } from './words-around';

const PARTICLES = grammar.wordSet(grammar.VERB_PARTICLES);
const OF_PLACE = grammar.wordSet(grammar.PARTICLES_OF_PLACE);
const AFTER_A_DIRECTION = grammar.wordSet(grammar.AFTER_A_DIRECTION);
const AFTER_A_GAZE = grammar.wordSet(grammar.AFTER_A_GAZE);
const GAZING = grammar.wordSet(grammar.GAZING_PARTICLES);
const VERBS_OF_GOING = grammar.wordSet(grammar.VERBS_OF_GOING);
/** What opens a noun phrase after a particle: a determiner, a possessive ("the stairs", "his hat"). */
const OPENS_NOUN_PHRASE = grammar.wordSet(grammar.QUANTIFIERS, grammar.OBJECTS, [...STARTS_PHRASE]);

/**
 * The verb and its particle the word stands in as one ("give up" for "gave" in "he gave up
 * smoking"), or undefined. `readAs`: the part of speech the sentence gives the word, if it says
 * one; where it says none, a verb's past or participle is still read as a verb.
 */
export function phrasalVerbAt(word: string, context: WordInSentence | undefined, readAs?: ContextPartOfSpeech): string | undefined {
  if (!context || /[\s-]/.test(word)) return undefined;
  const lower = word.toLowerCase();
  const [particle, next] = wordsAfter(context, word);
  // (A past spelled as its verb says nothing of itself: "the set up was ready".)
  const irregularPast = isIrregularPast(lower) && !isPastSpelledAsVerb(lower);
  const shapedAsVerb = irregularPast || hasPastShape(lower) || afterInfinitiveTo(context, lower, next);
  if (readAs !== 'verb' && !(readAs === undefined && shapedAsVerb)) return undefined;
  const verb = lemma(lower);
  const ahead = wordsAhead(context, word);
  if (particle === 'on' || particle === 'in' || particle === 'after') return takenPreposition(verb, particle, ahead.slice(1));
  if (particle === undefined || !PARTICLES.has(particle)) return undefined;
  if (next !== undefined && (AFTER_A_DIRECTION.has(next) || (GAZING.has(particle) && AFTER_A_GAZE.has(next)))) return undefined;
  if (next !== undefined && OPENS_NOUN_PHRASE.has(next)) {
    // Going somewhere, or along a way or through an opening ("turned down the street", "looked out the window").
    if (VERBS_OF_GOING.has(verb) || wayOrOpeningAhead(ahead)) return undefined;
    // Down, over, through: a place after most verbs, one verb with a few ("turned down the offer").
    if (OF_PLACE.has(particle) && !TAKING_DOWN_OVER_THROUGH.has(verb)) return undefined;
  }
  // "The children ran out to the garden": going somewhere.
  if (next === 'to' && VERBS_OF_GOING.has(verb)) return undefined;
  return `${verb} ${particle}`;
}

const TAKING_DOWN_OVER_THROUGH = grammar.wordSet(grammar.VERBS_TAKING_DOWN_OVER_THROUGH);
const WAYS_AND_OPENINGS = grammar.wordSet(grammar.WAYS_AND_OPENINGS);

/** The (up to five) words after the word in its phrase, in lowercase: the particle, then what it may take. */
function wordsAhead({ sentence, start }: WordInSentence, word: string): string[] {
  const phrase = sentence.slice(start + word.length).split(/[,;:.!?—–()"“”]/u)[0] ?? '';
  return phrase
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .filter(Boolean)
    .slice(0, 5);
}

/** Whether the noun phrase after the particle (`ahead`: the particle, then what it takes) names a way or an opening among its first three words ("the kitchen window"). */
function wayOrOpeningAhead(ahead: readonly string[]): boolean {
  return ahead.slice(2, 5).some((w) => WAYS_AND_OPENINGS.has(w));
}

/**
 * "Make sure to back up the database", "how to set up a server": a plain word after "to" and
 * before its particle and what the particle takes (or the clause's end) is a verb.
 * ("Went to town over the weekend" is a place: over before a noun phrase is read so below.)
 */
function afterInfinitiveTo(context: WordInSentence, lower: string, next: string | undefined): boolean {
  return wordBefore(context) === 'to' && !/(?:[^s]s|ed|ing)$/u.test(lower) && (next === undefined || OPENS_NOUN_PHRASE.has(next));
}

/** Prepositions that make one verb only with the verbs listed to take them. */
type Preposition = 'on' | 'in' | 'after';
const TAKING: Record<Preposition, ReadonlySet<string>> = {
  on: grammar.wordSet(grammar.VERBS_TAKING_ON),
  in: grammar.wordSet(grammar.VERBS_TAKING_IN),
  after: grammar.wordSet(grammar.VERBS_TAKING_AFTER),
};
const ENDING: Record<Preposition, ReadonlySet<string>> = {
  on: grammar.wordSet(grammar.VERBS_ENDING_ON),
  in: grammar.wordSet(grammar.VERBS_ENDING_IN),
  after: new Set(),
};

const TIMES = grammar.wordSet(grammar.TIMES, ['while', 'second']);

/**
 * "On", "in" and "after" make one verb only with the verbs that take them (see grammar-words.ts):
 * "put on her coat", "looked after her mother", "Carry on.", "hold on a moment" (a span of time
 * ends the clause as well).
 */
function takenPreposition(verb: string, particle: Preposition, [next, afterNext]: string[]): string | undefined {
  const ends = next === undefined || /\p{L}{2,}ing$/u.test(next) || (OPENS_NOUN_PHRASE.has(next) && TIMES.has(afterNext ?? ''));
  const takes = TAKING[particle].has(verb) && (ends || OPENS_NOUN_PHRASE.has(next));
  return takes || (ENDING[particle].has(verb) && ends) ? `${verb} ${particle}` : undefined;
}
