/** The fixed orders a build writes in, so the same packages give the same rows in the same order. */

/** Binary (code unit) order, the order SQLite compares text in. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** FNV-1a, 32 bits: a fixed "shuffle" that needs no random numbers. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
