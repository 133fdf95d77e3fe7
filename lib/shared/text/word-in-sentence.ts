/**
 * Where a word stands in a sentence, in any of its forms ("herons" for heron, "ran" for run,
 * "geese" for goose, "gave up" for give up), in any case: what the review blanks and an Anki
 * card sets in bold in the sentence a word was kept with, and what tells whether a dictionary's
 * example shows its word at all (WordNet's examples belong to a whole synset: "countenance"
 * shares one with "permit", whose example does not show it).
 */
import { formRelations, lemma } from '../english/forms';
import { WORD_CHARACTER } from '../english/letters';

interface Span {
  start: number;
  end: number;
}

/** A word: a run of its characters. */
const WORD = new RegExp(`${WORD_CHARACTER.source}+`, 'gu');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const folded = (text: string) => text.toLowerCase().replace(/’/g, "'");

/** Whether a token is the word or one of its forms (a possessive too: "heron's"). */
function isFormOf(token: string, word: string): boolean {
  return token === word || token === `${word}'s` || formRelations(token, word).length > 0;
}

/** The sentence's tokens (letters, digits, apostrophes and hyphens), each with its place, and the parts of a hyphenated one. */
function tokensOf(sentence: string): (Span & { text: string; parts: (Span & { text: string })[] })[] {
  return [...sentence.matchAll(WORD)].map((match) => {
    const start = match.index;
    let at = start;
    const parts = match[0].split('-').map((part) => {
      const span = { text: folded(part), start: at, end: at + part.length };
      at += part.length + 1;
      return span;
    });
    return { text: folded(match[0]), start, end: start + match[0].length, parts };
  });
}

/**
 * The first place the word, one of its forms, or (for a phrase) its words in a row with the
 * first in any form, stands as whole tokens or as a part of a hyphenated one; undefined when
 * the sentence does not hold it.
 */
function formSpanIn(sentence: string, word: string): Span | undefined {
  const [head = '', ...rest] = folded(word.trim()).split(/\s+/);
  if (!head) return undefined;
  const tokens = tokensOf(sentence);
  for (const [i, token] of tokens.entries()) {
    if (rest.length) {
      const following = tokens.slice(i + 1, i + 1 + rest.length);
      if (isFormOf(token.text, head) && following.length === rest.length && rest.every((part, j) => following[j]?.text === part))
        return { start: token.start, end: following.at(-1)?.end ?? token.end };
      continue;
    }
    if (isFormOf(token.text, head)) return token;
    const part = token.parts.length > 1 ? token.parts.find((one) => isFormOf(one.text, head)) : undefined;
    if (part) return part;
  }
  return undefined;
}

/** Whether a dictionary's example shows the word it is given for, or a form of it. */
export function holdsWord(example: string, word: string): boolean {
  return !word.trim() || formSpanIn(example, word) !== undefined;
}

/**
 * A reader's own sentence may hold a form no rule of English forms relates to the word kept
 * ("happily" of a word kept as "happy", say): a token with the same lemma then stands for it,
 * or the word as written.
 * A dictionary's example is never judged so loosely (holdsWord).
 */
function lemmaSpanIn(sentence: string, word: string): Span | undefined {
  const wanted = lemma(word.trim());
  if (!wanted) return undefined;
  const token = tokensOf(sentence).find((one) => lemma(one.text) === wanted);
  if (token) return token;
  // A word kept with a mark a token leaves out ("(rare"), as written.
  const found = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(word.trim())}(?![\\p{L}\\p{M}\\p{N}])`, 'iu').exec(sentence);
  return found ? { start: found.index, end: found.index + found[0].length } : undefined;
}

/** The sentence in three parts around the word, or undefined when the sentence does not hold it. */
export function splitAtWord(sentence: string, word: string): { before: string; word: string; after: string } | undefined {
  const span = formSpanIn(sentence, word) ?? lemmaSpanIn(sentence, word);
  if (!span) return undefined;
  return { before: sentence.slice(0, span.start), word: sentence.slice(span.start, span.end), after: sentence.slice(span.end) };
}
