/**
 * What to ask a service for a word as it was read. Most words are asked as they are (the
 * service's `useCanonical` finds "running" → run); a few shapes of running text name no
 * entry of their own and are asked as the entry they stand for:
 * - a possessive: "journal's" → journal, "teachers'" → teachers;
 * - a negative contraction: "don't" → do, "won't" → will (said as "short for do not"), and
 *   older English's "'tis" and "'twas" → be ("short for it is");
 * - a phrasal verb read in a past form: "gave up" → give up (and, if the service does not
 *   know "looked up", look up);
 * - a word with accents the service may spell without: "naïve", then naive;
 * - an irregular form the sentence shows in its use ("she went", "he saw", "the mice"):
 *   its headword, go, see, mouse, since "saw" or "does" are also entries of their own (a
 *   tool, female deer) that a service would answer with. Comparisons are not: "better" is
 *   an entry of its own before it is a form of "good".
 * - an -ing or -ed word the sentence reads as a noun: as written first ("the wedding").
 * - older English's elided past: "vex'd" → vexed, "lov'd" → loved (not "I'd", "they'd");
 * - a hyphenated compound double-clicked on one of its parts ("pin" of "pin-money"): the
 *   compound, then the part clicked if the compound is no entry.
 * At most two spellings are tried, so a word no service knows costs at most one more call.
 */
import { irregularForms, irregularLemma, RELATION_PART_OF_SPEECH, unelided } from './english-forms';
import type { ContextPartOfSpeech } from './sentence-context';

export interface LookupTerms {
  /** The spellings to ask for, in turn, until one is found. */
  tries: [string, ...string[]];
  /**
   * Ask the first spelling as written before letting the service find its headword: an -ing
   * or -ed word the sentence reads as a noun ("the wedding was", "Running is") is most
   * likely an entry of its own, which a service's canonical form would turn into the verb.
   */
  asWrittenFirst?: boolean;
}

// Negative contractions whose verb is not the text before "n't".
// "won't" is "wo" + "n't": the text before "n't" is not always a word.
const CONTRACTION_VERBS: Record<string, string> = {
  wo: 'will',
  ca: 'can',
  sha: 'shall',
  ai: 'be',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  does: 'do',
  did: 'do',
  has: 'have',
  had: 'have',
};
const CONTRACTION_EXPANSIONS: Record<string, string> = { wo: 'will not', ca: 'cannot', sha: 'shall not', ai: 'am not' };

// Words whose "'s" is "is" or "us", not a possessive: they are asked as read.
const NOT_POSSESSIVE = new Set(['it', 'he', 'she', 'that', 'what', 'there', 'here', 'who', 'where', 'how', 'let', 'when', 'why']);

/** "don't" → { verb: do, expansion: "do not" }; undefined for anything else. */
export function negativeContraction(word: string): { verb: string; expansion: string } | undefined {
  const stem = /^(\p{L}+)n't$/u.exec(word.toLowerCase())?.[1];
  if (!stem) return undefined;
  const verb = CONTRACTION_VERBS[stem] ?? stem;
  return { verb, expansion: CONTRACTION_EXPANSIONS[stem] ?? `${stem} not` };
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

/** The word with its accents taken off: "naïve" → naive, "élan" → elan, "mediæval" → mediaeval. */
export function withoutAccents(word: string): string {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  // "mediæval", "manœuvre": the letters joined as dictionaries spell them apart.
  return plain.replace(/æ/g, 'ae').replace(/Æ/g, 'Ae').replace(/œ/g, 'oe').replace(/Œ/g, 'Oe');
}

/** The headword a regular past or -ing form most likely has: "looked" → look, "hoping" → hope. */
function regularLemma(word: string): string | undefined {
  const [, stem = '', ending] = /^(\p{L}+?)(ed|ing)$/u.exec(word) ?? [];
  if (stem.length < 2) return undefined;
  // A doubled consonant was added (stopped → stop); a consonant–vowel–consonant stem lost an e (hoping → hope).
  const last = stem.at(-1) ?? '';
  if (stem.length > 2 && last === stem.at(-2) && !/[aeiouls]/.test(last)) return stem.slice(0, -1);
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(stem) && ending === 'ing') return `${stem}e`;
  return stem;
}

export function lookupTerms(text: string, readAs?: ContextPartOfSpeech, part?: string): LookupTerms {
  if (part && part !== text && text.includes('-')) return { tries: [text, part] };

  const form = readAs && irregularForms(text).find((f) => RELATION_PART_OF_SPEECH[f.relation] === readAs && readAs !== 'adjective');
  if (form) return { tries: [form.lemma] };

  const contraction = shortFor(text);
  if (contraction) return { tries: [contraction.verb] };

  const owner = /^(.+?)(?:'s|s')$/u.exec(text)?.[1];
  if (owner && !text.includes(' ') && !NOT_POSSESSIVE.has(owner.toLowerCase())) {
    return { tries: [text.endsWith("s'") ? text.slice(0, -1) : owner] };
  }

  // Older English's elided past: "vex'd" is vexed, whose headword the service finds.
  const spelledOut = unelided(text);
  if (spelledOut) return { tries: [spelledOut] };

  const [first = '', ...rest] = text.split(' ');
  if (rest.length) {
    const irregular = irregularLemma(first);
    if (irregular) return { tries: [[irregular, ...rest].join(' ')] };
    const regular = regularLemma(first.toLowerCase());
    if (regular) return { tries: [text, [regular, ...rest].join(' ')] };
  }

  if (readAs === 'noun' && /\p{L}(ing|ed)$/u.test(text) && !text.includes(' ')) return { tries: [text], asWrittenFirst: true };

  const plain = withoutAccents(text);
  return { tries: plain === text ? [text] : [text, plain] };
}
