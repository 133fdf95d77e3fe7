/**
 * How well a verb's sense fits the words around the verb read: whether it takes an object, and
 * what else the sense takes (lib/shared/english/verb-frames.ts). "He gave up smoking" wants a
 * sense an -ing form may follow; "the rope tightened" one whose subject is a thing; "told him"
 * one whose object is a person. A subject or an object is of a kind where a pronoun says so, or
 * a noun after its determiner: a person where WordNet met the noun mostly as one
 * (person-nouns.ts), else a thing. A name or a bare plural says nothing.
 */
import * as grammar from '../english/grammar-words';
import { lemma } from '../english/forms';
import { PERSON_NOUNS } from '../english/person-nouns';
import { OPENS_NOUN } from '../text/verb-after-subject';
import { BE_FORMS } from '../text/word-classes';
import { withoutAsides } from '../text/words-around';
import type { Kind, VerbFrames } from '../english/verb-frames';
import type { GrammarCues } from './grammar-cues';
import type { ReadText } from './rank-senses';

export interface FrameCues {
  /** The verb's subject, where a pronoun or a noun after its determiner says which kind ("he", "it", "the old man"). */
  subject: Kind;
  /** Its object, the same way, after it or its particle ("him", "the rope"); a passive's subject ("the horse was domesticated"). */
  object: Kind;
  /** What follows it (or its particle, or its object): a form in -ing, "to" and a verb, or "that" opening a clause. */
  follows: 'ing' | 'infinitive' | 'thatClause' | undefined;
}

const NOTHING: FrameCues = { subject: undefined, object: undefined, follows: undefined };

const PERSON_SUBJECTS = grammar.wordSet(grammar.SUBJECTS, grammar.OLDER_SUBJECTS, ['who']);
const THING_SUBJECTS = grammar.wordSet(['it', 'which']);
/** A past participle's endings ("domesticated", "taken", "known"). */
const PARTICIPLE = /\p{L}(?:ed|en|wn)$/iu;
/** Words between a subject and its verb: auxiliaries, negations, "also". */
const BETWEEN = grammar.wordSet(
  grammar.BE,
  grammar.HAVE,
  grammar.DO,
  grammar.MODALS,
  grammar.NEGATIONS,
  grammar.OLDER_AUXILIARIES,
  grammar.BETWEEN_SUBJECT_AND_VERB,
  ['also', 'then'],
);
const PERSON_OBJECTS = grammar.wordSet(grammar.OLDER_OBJECTS, ['him', 'me', 'us', 'them', 'whom', 'you']);
const THING_OBJECTS = grammar.wordSet(['it']);
const PARTICLES = grammar.wordSet(grammar.VERB_PARTICLES);
/** Words after "to" that open a noun phrase, not an infinitive ("to the town", "to him"). */
const NOT_AFTER_TO = grammar.wordSet(
  [...OPENS_NOUN],
  grammar.OBJECTS,
  grammar.OLDER_OBJECTS,
  grammar.SUBJECTS,
  grammar.CARDINALS,
  grammar.TIMES,
  grammar.PLACES_WITHOUT_ARTICLE,
  ['this', 'that', 'whom', 'which', 'what', 'where'],
);
/** Words a possessive "her" never stands before: "her" before one is an object ("told her the news", "took her to…"). */
const BEFORE_NO_NOUN = grammar.wordSet(grammar.ARTICLES, grammar.PREPOSITIONS, grammar.PARTICLES, grammar.DEMONSTRATIVES, ['to', 'that']);
/** What opens a clause after "that": its subject or its article ("said that he…", "knew that the…"). */
const OPENS_CLAUSE = grammar.wordSet(grammar.SUBJECTS, grammar.OLDER_SUBJECTS, grammar.ARTICLES, [
  'it',
  'there',
  'this',
  'these',
  'those',
  'such',
]);

/** The words of a stretch of a sentence, lowercase, from the end of a phrase or to it (a comma, a colon, a dash). */
function phraseWords(text: string, side: 'before' | 'after'): string[] {
  const parts = text.split(/[,;:.!?—–()"]/);
  const phrase = (side === 'before' ? parts[parts.length - 1] : parts[0]) ?? '';
  return (phrase.match(/[\p{L}'’-]+/gu) ?? []).map((word) => word.toLowerCase());
}

/** Words that end a noun phrase's run of words (the noun is the word before). */
const ENDS_NOUN_PHRASE = grammar.wordSet(
  grammar.PREPOSITIONS,
  grammar.OTHER_PREPOSITIONS,
  grammar.PLACE_PREPOSITIONS,
  grammar.CONJUNCTIONS,
  grammar.RELATIVES,
  grammar.BE,
  grammar.HAVE,
  grammar.MODALS,
  grammar.PARTICLES,
  ['to', 'as', 'than'],
);

/** The kind of the noun phrase whose words are `words` (a determiner first), by its last word before a phrase's end; undefined where it opens no noun phrase. */
function nounPhraseKind(words: readonly string[]): Kind {
  if (!OPENS_NOUN.has(words[0] ?? '')) return undefined;
  let end = 1;
  // "his customers every day": another determiner, or an adverb, opens what follows the phrase.
  const ends = (word: string) => ENDS_NOUN_PHRASE.has(word) || OPENS_NOUN.has(word) || /..ly$/.test(word);
  while (end < words.length && end < 4 && !ends(words[end] ?? '')) end++;
  const noun = words[end - 1];
  if (end < 2 || noun === undefined) return undefined;
  return isPersonNoun(noun) ? 'person' : 'thing';
}

let personNouns: ReadonlySet<string> | undefined;
/** Whether a noun (or its plural: "men", "teachers") is mostly met as a person (person-nouns.ts). */
function isPersonNoun(word: string): boolean {
  personNouns ??= new Set(PERSON_NOUNS.split(' '));
  return personNouns.has(word) || personNouns.has(lemma(word));
}

const NOT_VERB_FORMS = grammar.wordSet(grammar.NOT_VERB_FORMS_IN_ING, grammar.TIMES);
/** A verb's form in -ing ("smoking"), not a word that only ends so ("thing", "morning"). */
function isVerbsIngForm(word: string): boolean {
  return /^[a-z]{2,}ing$/.test(word) && lemma(word) !== word && !NOT_VERB_FORMS.has(word);
}

/** The kind of the verb's subject, by the words before it (`before`), and whether a form of "be" stands between them. */
function subjectBefore(before: readonly string[]): { kind: Kind; afterBe: boolean } {
  let i = before.length - 1;
  let afterBe = false;
  for (; i >= 0 && (BETWEEN.has(before[i] ?? '') || /..ly$/.test(before[i] ?? '')); i--) afterBe ||= BE_FORMS.has(before[i] ?? '');
  const word = before[i];
  if (word === undefined) return { kind: undefined, afterBe };
  if (PERSON_SUBJECTS.has(word)) return { kind: 'person', afterBe };
  if (THING_SUBJECTS.has(word)) return { kind: 'thing', afterBe };
  // "the old man slept": a determiner within three words before the noun, nothing but its adjectives between.
  for (let d = i - 1; d >= Math.max(0, i - 3); d--) {
    if (OPENS_NOUN.has(before[d] ?? '')) return { kind: isPersonNoun(word) ? 'person' : 'thing', afterBe };
    if (ENDS_NOUN_PHRASE.has(before[d] ?? '')) break;
  }
  return { kind: undefined, afterBe };
}

/** The kind of the verb's object, by the words after it (`after`), from `at`; and where the words after the object start. */
function objectAfter(after: readonly string[], at: number): { kind: Kind; next: number } {
  const word = after[at] ?? '';
  const pronoun: Kind =
    PERSON_OBJECTS.has(word) || (word === 'her' && (after[at + 1] === undefined || BEFORE_NO_NOUN.has(after[at + 1] ?? '')))
      ? 'person'
      : THING_OBJECTS.has(word)
        ? 'thing'
        : undefined;
  return pronoun ? { kind: pronoun, next: at + 1 } : { kind: nounPhraseKind(after.slice(at)), next: at };
}

/** What follows the verb (`following`, then `afterThat`): a form in -ing, "to" and a verb, or "that" opening a clause. */
function whatFollows(following: string | undefined, afterThat: string | undefined): FrameCues['follows'] {
  if (following === undefined) return undefined;
  if (isVerbsIngForm(following)) return 'ing';
  if (afterThat === undefined) return undefined;
  if (following === 'to' && /^[a-z]+$/.test(afterThat) && !NOT_AFTER_TO.has(afterThat) && !/(?:ing|'s)$/.test(afterThat))
    return 'infinitive';
  return following === 'that' && OPENS_CLAUSE.has(afterThat) ? 'thatClause' : undefined;
}

/**
 * What the words around a verb say of its subject, its object and what follows it. A passive's
 * subject is what it is done to ("the horse was domesticated"). For a sense of the verb and its
 * particle (`ofPair`: "turn on" for "turned on its owner"), the word after the verb is the
 * pair's, whatever it is.
 */
export function frameCues(read: ReadText | undefined, ofPair = false): FrameCues {
  if (!read || read.start === undefined || read.start < 0) return NOTHING;
  const { start } = read;
  const { sentence } = withoutAsides(read);
  const form = /^[\p{L}'’-]+/u.exec(sentence.slice(start))?.[0] ?? '';
  const before = phraseWords(sentence.slice(0, start), 'before');
  const after = phraseWords(sentence.slice(start + form.length), 'after');
  const subject = subjectBefore(before);
  // A particle ("gave up smoking", "turned him down") is read past.
  const object = objectAfter(after, ofPair || PARTICLES.has(after[0] ?? '') ? 1 : 0);
  const next = object.next + (PARTICLES.has(after[object.next] ?? '') ? 1 : 0);
  const follows = whatFollows(after[next], after[next + 1]);
  if (subject.afterBe && PARTICIPLE.test(form)) return { subject: undefined, object: subject.kind, follows };
  return { subject: subject.kind, object: object.kind, follows };
}

/**
 * How well a verb's sense fits what follows the word (rank-senses.ts SIGNALS' `transitive`): one that takes
 * an object, by whether one follows; one that takes none, by whether none can, but only where
 * the words before do not say noun ("a certain step towards": no object follows a noun either).
 */
export function objectFits(takes: number, cues: GrammarCues): number {
  if (takes > 0) return cues.transitive;
  if (takes < 0 && (cues.transitive > 0 || cues.noun <= 0)) return -cues.transitive;
  return 0;
}

/** 1 where what follows the verb is what the sense takes ("gave up smoking": a sense "with -ing"), else 0. */
export function followsFit(frames: VerbFrames, cues: FrameCues): number {
  if (cues.follows === 'ing') return frames.ing ? 1 : 0;
  if (cues.follows === 'infinitive') return frames.infinitive ? 1 : 0;
  if (cues.follows === 'thatClause') return frames.thatClause ? 1 : 0;
  return 0;
}

/** −1 for each of the subject and the object that is of another kind than the sense's ("it runs" for a sense of people), else 0. */
export function kindsFit(frames: VerbFrames, cues: FrameCues): number {
  const clash = (kind: Kind, wanted: Kind) => (kind && wanted && kind !== wanted ? -1 : 0);
  return clash(cues.subject, frames.subject) + clash(cues.object, frames.object);
}
