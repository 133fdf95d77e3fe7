/**
 * How good a sentence is as the first example a reader sees: a short, complete sentence beats
 * a fragment, and beats a long sentence with a citation in it (a 60-word sentence with
 * parentheses and dates is a poor first example however real it is). The build ranks GCIDE's
 * quotations with it, and the store picks the top example (W3) among the sources' best.
 */

/** Words in a sentence that reads at a glance. */
const SHORT = { min: 5, max: 20 };
const LONG = 35;

export function exampleQuality(text: string): number {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).filter(Boolean).length;
  let score = 0;
  // Complete: starts with a capital (or an opening quote) and ends with a full stop, ! or ?.
  if (/^["'“‘(]?[A-Z]/.test(trimmed)) score += 1;
  if (/[.!?]["'”’)]?$/.test(trimmed)) score += 1;
  if (words >= SHORT.min && words <= SHORT.max) score += 2;
  else if (words > SHORT.max && words <= LONG) score += 1;
  // Citations and asides: digits, brackets, many semicolons.
  if (/\d|[()[\]]/.test(trimmed)) score -= 1;
  if ((trimmed.match(/;/g) ?? []).length > 1) score -= 1;
  // Words left out (". . .") make a quotation a fragment.
  if (/\.\s?\.\s?\.|…/.test(trimmed)) score -= 1;
  return score;
}
