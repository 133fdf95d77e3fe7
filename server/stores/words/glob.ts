/**
 * Matching a search pattern: `*` any run of characters, `?` one character, everything else
 * literal (brackets too), as SQLite's GLOB without its bracket syntax. The matcher keeps
 * only the last `*` to return to, so it costs at most the pattern's length times the word's
 * (a regular expression or GLOB itself can take exponential time on `*a*a*a*…b`).
 */
const STAR = 0x2a;
const QUESTION = 0x3f;

/** UTF-16 units of the character at `i`: `?` matches a character, not half of one. */
function unitsAt(text: string, i: number): number {
  const unit = text.charCodeAt(i);
  return unit >= 0xd800 && unit < 0xdc00 && i + 1 < text.length ? 2 : 1;
}

export function globMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resumeAt = 0;
  while (t < text.length) {
    if (p < pattern.length) {
      const unit = pattern.charCodeAt(p);
      if (unit === STAR) {
        star = p++;
        // A final `*` takes whatever is left.
        if (p === pattern.length) return true;
        resumeAt = t;
        continue;
      }
      if (unit === QUESTION) {
        p++;
        t += unitsAt(text, t);
        continue;
      }
      if (unit === text.charCodeAt(t)) {
        p++;
        t++;
        continue;
      }
    }
    // A mismatch: let the last `*` take one more character, or fail without one.
    if (star < 0) return false;
    p = star + 1;
    resumeAt += unitsAt(text, resumeAt);
    t = resumeAt;
  }
  while (p < pattern.length && pattern.charCodeAt(p) === STAR) p++;
  return p === pattern.length;
}

/**
 * The longest run of literal characters: every match contains it, which a word's
 * `includes` tells faster than matching does.
 */
export function longestLiteral(pattern: string): string {
  return pattern.split(/[*?]/).reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

/** The characters before the first wildcard: every match starts with them. */
export function literalPrefix(pattern: string): string {
  return /^[^*?]*/.exec(pattern)?.[0] ?? '';
}
