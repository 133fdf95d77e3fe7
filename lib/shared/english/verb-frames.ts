/**
 * What a verb's sense takes around it, as grammar labels on the sense: who or what does it,
 * whom or what it is done to, and what may follow it ("gave up smoking", "refused to go",
 * "said that…"). Glossa's server writes them from WordNet's sentence frames
 * (server/data/sources/wordnet.ts); the sense ranker reads them back against the sentence
 * (lib/shared/senses/verb-frames.ts). A service that gives none says nothing by it.
 */

/** The labels' texts (type "grammar"), one place for the writer and the reader. */
export const VERB_FRAME_LABELS = {
  /** Every frame's subject is a person ("Somebody ----s"). */
  ofPeople: 'of people',
  /** Every frame's subject is a thing ("Something ----s", "It ----s that CLAUSE"). */
  ofThings: 'of things',
  /** Every object the sense takes is a person ("Somebody ----s somebody"). */
  objectPerson: 'object a person',
  /** Every object the sense takes is a thing ("Somebody ----s something"). */
  objectThing: 'object a thing',
  /** A form in -ing may follow ("Somebody ----s VERB-ing"). */
  withIng: 'with -ing',
  /** An infinitive may follow ("Somebody ----s to INFINITIVE", "Somebody ----s somebody to INFINITIVE"). */
  withInfinitive: 'with infinitive',
  /** A clause with "that" may follow ("Somebody ----s that CLAUSE"). */
  withThatClause: 'with that-clause',
} as const;

export type VerbFrameLabel = keyof typeof VERB_FRAME_LABELS;

/** A kind of subject or object: a person, a thing, or either (nothing said). */
export type Kind = 'person' | 'thing' | undefined;

export interface VerbFrames {
  subject: Kind;
  object: Kind;
  /** What may follow the verb besides an object. */
  ing: boolean;
  infinitive: boolean;
  thatClause: boolean;
}

/** A sense's frames, by its grammar labels; all unsaid where it has none. */
export function verbFramesOf(labels: readonly { text?: string | null; type?: string | null }[] | null | undefined): VerbFrames {
  const grammar = new Set((labels ?? []).filter((label) => label.type === 'grammar').map((label) => label.text));
  const has = (label: VerbFrameLabel) => grammar.has(VERB_FRAME_LABELS[label]);
  return {
    subject: has('ofPeople') ? 'person' : has('ofThings') ? 'thing' : undefined,
    object: has('objectPerson') ? 'person' : has('objectThing') ? 'thing' : undefined,
    ing: has('withIng'),
    infinitive: has('withInfinitive'),
    thatClause: has('withThatClause'),
  };
}
