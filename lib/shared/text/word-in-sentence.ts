/**
 * Where a kept word stands in the sentence it was met in, as the review blanks it and an Anki
 * card sets it in bold: the first token that is the word or one of its regular forms
 * ("heron" in "two herons", "carry" in "carried", "stop" in "stopped"), in any case.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The span of the word's first occurrence (a whole token), or undefined when the sentence does not hold it. */
function findWordIn(sentence: string, word: string): { start: number; end: number } | undefined {
  const base = word.trim();
  if (!base) return undefined;
  // A final e or y may drop before an ending (close → closed, carry → carried).
  const stems = [base, ...(base.length > 3 && /[ey]$/i.test(base) ? [base.slice(0, -1)] : [])];
  for (const stem of stems) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(stem)}[\\p{L}\\p{M}]{0,4}(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
    const found = pattern.exec(sentence);
    if (found) return { start: found.index, end: found.index + found[0].length };
  }
  return undefined;
}

/** The sentence in three parts around the word, or undefined when the sentence does not hold it. */
export function splitAtWord(sentence: string, word: string): { before: string; word: string; after: string } | undefined {
  const span = findWordIn(sentence, word);
  if (!span) return undefined;
  return { before: sentence.slice(0, span.start), word: sentence.slice(span.start, span.end), after: sentence.slice(span.end) };
}
