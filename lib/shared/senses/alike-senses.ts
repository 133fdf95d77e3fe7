/**
 * Senses that say the same thing, and the order that follows from it once the ranker has scored
 * them (rank-senses.ts): two dictionaries' same sense shown together, and a sense gone out of
 * use never before a current one that says the same.
 */
import type { Definition } from '../api';

/** Whether two senses of different dictionaries say the same thing: most of the shorter gloss's words in the other. */
export function equivalent(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size < 2) return false;
  let common = 0;
  for (const w of small) if (large.has(w)) common++;
  return common / small.size >= 0.5;
}

/**
 * Whether two glosses say the same, a word misspelt in one (an old spelling, a typo: "sentance")
 * counting as the other's: most of the shorter gloss's words in the other, or nearly so.
 */
export function nearlyEquivalent(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size < 2) return false;
  let common = 0;
  for (const w of small) if (large.has(w) || (w.length > 4 && [...large].some((v) => oneEditApart(w, v)))) common++;
  return common / small.size >= 0.6;
}

/** Whether two words differ by one letter added, left out or changed. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/**
 * The ranked order with each sense marked obsolete (or archaic) moved after a current sense
 * that means the same, wherever the scores put it: an old sense ("Center: The earth. [Obs.]")
 * may share more words with a sentence, or be spelled as the page spells it, but a reader
 * is better served by the sense still in use when the two say one thing.
 */
export function currentBeforeObsolete(
  ranked: readonly number[],
  obsolete: readonly boolean[],
  alike: (i: number, j: number) => boolean,
): number[] {
  const order = [...ranked];
  for (const index of ranked) {
    if (!obsolete[index]) continue;
    const at = order.indexOf(index);
    let last = -1;
    for (let k = at + 1; k < order.length; k++) {
      const other = order[k] as number;
      if (!obsolete[other] && alike(index, other)) last = k;
    }
    if (last === -1) continue;
    order.splice(last + 1, 0, index);
    order.splice(at, 1);
  }
  return order;
}

/**
 * Each sense followed by the other dictionary's sense that says the same, in the ranked order
 * otherwise; of such two, one marked obsolete comes second.
 */
export function placeTogether(
  ranked: readonly number[],
  definitions: readonly Definition[],
  together: Map<number, number>,
  obsolete: readonly boolean[],
): Definition[] {
  const placed = new Set<number>();
  const result: Definition[] = [];
  for (const index of ranked) {
    const mate = together.get(index);
    const pair = mate !== undefined && obsolete[index] && !obsolete[mate] ? [mate, index] : [index, mate];
    for (const i of pair) {
      if (i === undefined || placed.has(i)) continue;
      placed.add(i);
      result.push(definitions[i] as Definition);
    }
  }
  return result;
}
