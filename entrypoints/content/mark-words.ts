/**
 * Which words of a page's text are the reader's list words, and in which state: a word as
 * written, or a form of it by the rules lookups use (lib/shared/english/inflection.ts:
 * "daughters" → daughter, "entailed" → entail); an irregular form ("went" for go) is in the set
 * the background gives, so that its table is not loaded into the page. A capitalized word inside a
 * sentence is a name ("Rose"), not the list's word, unless the list keeps it as a name.
 */
import type { MarkSet } from '../../lib/shared/messages/answers';
import { regularHeadwords } from '../../lib/shared/english/inflection';
import { WORD_STATES, type WordState } from '../../lib/shared/word-state';

/** A run of letters, as a quick look for words before a text is segmented. */
const LETTERS = /\p{L}[\p{L}\p{M}'’]*/gu;
const CAPITALIZED = /^\p{Lu}/u;
/**
 * The most spellings remembered, and the longest: a page of made-up words, or of one endless
 * word, would otherwise grow the memory without end (20,000 of them are under 3 MB).
 */
const REMEMBERED = 20_000;
const REMEMBERED_LENGTH = 32;
/** A list word is at most 100 characters (lib/shared/messages/protocol.ts): a longer run of letters is none. */
const LONGEST_WORD = 100;

export interface WordMatcher {
  /** No word to mark at all. */
  readonly empty: boolean;
  /**
   * Where in `text` a word to mark may start, by a quick look for runs of letters: most text
   * holds none, and need not be segmented at all.
   */
  candidates(text: string): number[];
  /** The state of `word` as read, if it is a list word or its form; `sentenceStart` when it opens a sentence. */
  stateOf(word: string, sentenceStart: boolean): WordState | undefined;
}

export function wordMatcher(set: MarkSet): WordMatcher {
  const states = new Map<string, WordState>();
  for (const state of WORD_STATES) for (const word of set[state] ?? []) states.set(word, state);
  // Each lowercase spelling met, and each spelling as written, once: a long page repeats its words.
  const seen = new Map<string, WordState | null>();
  const asWritten = new Map<string, boolean>();
  const listed = beginnings(states.keys());

  function ofLowercase(word: string): WordState | undefined {
    let found = seen.get(word);
    if (found === undefined) {
      found = states.get(word) ?? null;
      for (const headword of found ? [] : regularHeadwords(word)) {
        found = states.get(headword) ?? null;
        if (found) break;
      }
      if (word.length <= REMEMBERED_LENGTH) {
        if (seen.size >= REMEMBERED) seen.clear();
        seen.set(word, found);
      }
    }
    return found ?? undefined;
  }

  return {
    empty: states.size === 0,
    candidates(text) {
      const found: number[] = [];
      LETTERS.lastIndex = 0;
      for (let match = LETTERS.exec(text); match; match = LETTERS.exec(text)) {
        const word = match[0];
        if (word.length > LONGEST_WORD) continue;
        let hit = asWritten.get(word);
        if (hit === undefined) {
          const lowercase = word.toLowerCase();
          // Most words of a page begin as no list word does, and need not be taken apart for their endings.
          hit = listed(lowercase) && Boolean(ofLowercase(lowercase) || states.has(word));
          if (word.length <= REMEMBERED_LENGTH) {
            if (asWritten.size >= REMEMBERED) asWritten.clear();
            asWritten.set(word, hit);
          }
        }
        if (hit) found.push(match.index);
      }
      return found;
    },
    stateOf(word, sentenceStart) {
      const lowercase = word.toLowerCase();
      // A name the list keeps as written.
      if (lowercase !== word && states.has(word)) return states.get(word);
      // "Rose" inside a sentence is a name; "ROSE" in a heading, or "Roses" opening a sentence, is the word.
      if (!sentenceStart && CAPITALIZED.test(word) && word !== word.toUpperCase()) return undefined;
      return ofLowercase(lowercase);
    },
  };
}

/**
 * Whether a lowercase word begins as one of `words` does, and so may be one of them or a regular
 * form of one: an ending changes no more than a word's last letter (make → making, carry →
 * carried, stop → stopped, happy → happily), or its last two where "ie" turns to "y" (die →
 * dying). A name kept as written is looked for in lowercase too.
 */
function beginnings(words: Iterable<string>): (lowercase: string) => boolean {
  const begun = new Set<string>();
  const lengths = new Set<number>();
  for (const word of words) {
    const lowercase = word.toLowerCase();
    const length = Math.max(1, lowercase.length - 2);
    begun.add(lowercase.slice(0, length));
    lengths.add(length);
  }
  const shortestFirst = [...lengths].sort((a, b) => a - b);
  return (lowercase) => {
    for (const length of shortestFirst) {
      if (length > lowercase.length) return false;
      if (begun.has(lowercase.slice(0, length))) return true;
    }
    return false;
  };
}
