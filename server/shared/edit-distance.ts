/**
 * How many edits make one spelling the other: letters changed, added, dropped, or two beside
 * each other swapped (the optimal string alignment distance), counted only up to a bound.
 * Spelling suggestions compare a word with tens of thousands (stores/words/suggestions.ts);
 * the build tells another spelling of a word from a synonym (data/build/variant-spellings.ts).
 */

let rowBuffer = new Int32Array(64 * 3);

/** Optimal string alignment distance (edits, with adjacent swaps), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // three rows reused across calls: suggestions compare against tens of thousands of words
  if (rowBuffer.length < cols * 3) rowBuffer = new Int32Array(cols * 3 * 2);
  let prev2 = 0;
  let prev = cols;
  let cur = cols * 2;
  for (let j = 0; j < cols; j++) rowBuffer[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rowBuffer[cur] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < cols; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(
        (rowBuffer[prev + j] ?? 0) + 1,
        (rowBuffer[cur + j - 1] ?? 0) + 1,
        (rowBuffer[prev + j - 1] ?? 0) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, (rowBuffer[prev2 + j - 2] ?? 0) + 1);
      }
      rowBuffer[cur + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return rowBuffer[prev + cols - 1] ?? max + 1;
}
