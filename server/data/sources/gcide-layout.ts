/**
 * How dict-gcide's plain text sets an article out, as the header's and the senses' readers both
 * rely on it: the credit lines closing paragraphs, a quotation's author, where a sense starts,
 * and the brackets a line leaves open.
 */

/**
 * The credit line closing a paragraph: which edition or editor it comes from, not text to show
 * (a few lines carry a stray word after it, never part of the paragraph).
 */
export const SOURCE_MARK =
  /^\s*\[(?:[^\]]*(?:Webster|WordNet|PJC|Century|Suppl|\bAS\b|MW10|MI11|RN|JC|CA|JS|RDH|RHUD|GG|RP|wn1)[^\]]*)\](?:\s|$)/;
/** A quotation's author, after its text: `--Shak.` */
export const AUTHOR = /\s*--\s?([A-Z][^]*?)\s*$/;

/**
 * One sense's first line: `1. (Min.) text`, `(a) text`, or a numbered sense's `(a)` indented
 * under it (a column further under a number of two digits); a number alone (`2.`) heads its
 * lettered senses.
 */
export const SENSE_START = /^ {3}(?:(\d+)\.|(?: {3,4})?\(([a-z])\))(?:\s+(.*))?$/;

/** Brackets and parentheses a line leaves open: the header runs on while one is (a pronunciation or etymology over two lines). */
export function bracketDepth(line: string): number {
  return [...line].reduce((depth, char) => depth + ('[('.includes(char) ? 1 : '])'.includes(char) ? -1 : 0), 0);
}
