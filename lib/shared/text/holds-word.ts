/**
 * Whether an example shows the word it is given for, or a form of it ("ran" for run, "geese"
 * for goose, "gave up" for give up). A dictionary's examples may belong to a whole group of
 * words (WordNet's belong to a synset, "countenance" shares one with "permit"): an example
 * without the word illustrates another word, and is not shown as the word's.
 */
import { formRelations } from './english-forms';

const tokens = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}\p{M}\p{N}'-]+/u);

export function holdsWord(example: string, word: string): boolean {
  const lower = word.toLowerCase().replace(/’/g, "'").trim();
  if (!lower) return true;
  const parts = lower.split(/\s+/);
  const words = tokens(example).flatMap((token) => [token, ...token.split('-')]);
  if (parts.length > 1) {
    // A phrase: its words in a row, the first in any of its forms ("gave up").
    const [head = '', ...rest] = parts;
    const all = tokens(example);
    return all.some(
      (token, i) => (token === head || formRelations(token, head).length > 0) && rest.every((part, j) => all[i + 1 + j] === part),
    );
  }
  return words.some((token) => token === lower || token === `${lower}'s` || formRelations(token, lower).length > 0);
}
