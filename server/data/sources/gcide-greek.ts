/**
 * Greek words in GCIDE's etymologies, written in Greek letters. Webster's 1913 as GCIDE's dictd
 * files carry it writes them in a transliteration of its own: `'a`bax` (ἄβαξ), `"rei^n`
 * (ῥεῖν), `tei^chos (for qei^chos)` (τεῖχος, θεῖχος), where `'` and `"` are the smooth and
 * rough breathings (before the word, or before the vowel they stand on: `e'i^dos`, εἶδος),
 * `` ` ``, `^` and `:` the acute, the circumflex and the diaeresis after their vowel, and h, q,
 * x, y (and u), w, ch, ps stand for η, θ, ξ, υ, ω, χ, ψ. A reader meets that code as noise.
 *
 * Only words after "Gr." (or "gr.") are read as Greek, and only those with an accent or a breathing
 * (every Greek word but a few short ones has an accent); the span ends at a word of another
 * language's abbreviation ("L.", "Skr.") or at a capitalized word with no marks (a name or a
 * title: "Eustathius").
 */

const LETTERS: Readonly<Record<string, string>> = {
  a: 'α',
  b: 'β',
  g: 'γ',
  d: 'δ',
  e: 'ε',
  z: 'ζ',
  h: 'η',
  q: 'θ',
  i: 'ι',
  k: 'κ',
  l: 'λ',
  m: 'μ',
  n: 'ν',
  x: 'ξ',
  o: 'ο',
  p: 'π',
  r: 'ρ',
  s: 'σ',
  t: 'τ',
  y: 'υ',
  u: 'υ',
  f: 'φ',
  ch: 'χ',
  ps: 'ψ',
  w: 'ω',
};

const SMOOTH = '\u0313';
const ROUGH = '\u0314';
const ACCENTS: Readonly<Record<string, string>> = { '`': '\u0301', '^': '\u0342', ':': '\u0308' };

/**
 * A transliterated Greek word: letters, each perhaps followed by an accent or a diaeresis
 * (`:`), and a breathing before the word or before the vowel it stands on (`e'i^dos`).
 */
const GREEK_WORD = /^['"]?(?:ch|ps|[abgdezhqiklmnxoprstyufw])(?:ch|ps|[abgdezhqiklmnxoprstyufw]|['"](?=[aeiouyhw])|[`^:])*$/i;
/** Two vowels read as one: a word's breathing stands on the second. */
const DIPHTHONG = /^(?:ai|ei|oi|ay|ey|oy|hy|yi)/i;

/** One transliterated word in Greek letters, or undefined when it is not one (or, unless `unmarked`, has no marks). */
export function greekWord(word: string, { unmarked = false } = {}): string | undefined {
  if (!GREEK_WORD.test(word) || (!unmarked && !/[`^'"]/.test(word))) return undefined;
  const breathing = word[0] === "'" ? SMOOTH : word[0] === '"' ? ROUGH : '';
  const letters = breathing ? word.slice(1) : word;
  // A breathing stands on the word's first vowel (the second of a diphthong), or on its rho.
  const breathOn = !breathing ? -1 : /^r/i.test(letters) ? 0 : DIPHTHONG.test(letters) ? 1 : 0;
  let greek = '';
  let letterIndex = 0;
  // A breathing written inside the word stands on the letter after it.
  let breathingNext = '';
  for (let i = 0; i < letters.length;) {
    const char = letters[i] ?? '';
    if (char === "'" || char === '"') {
      breathingNext = char === "'" ? SMOOTH : ROUGH;
      i++;
      continue;
    }
    const accent = ACCENTS[char];
    if (accent) {
      greek += accent;
      i++;
      continue;
    }
    const pair = letters.slice(i, i + 2).toLowerCase();
    const key = pair === 'ch' || pair === 'ps' ? pair : char.toLowerCase();
    const letter = LETTERS[key] ?? '';
    const upper = char !== char.toLowerCase();
    greek += (upper ? letter.toUpperCase() : letter) + (letterIndex === breathOn ? breathing : breathingNext);
    breathingNext = '';
    letterIndex++;
    i += key.length;
  }
  // A sigma ending the word is written ς.
  return greek.replace(/σ$/u, 'ς').normalize('NFC');
}

/** How an etymology names Greek ("Gr."; late, medieval and modern Greek "LGr.", "MGr.", "NGr."; a few times "gr." or "Gr"). */
const GREEK_NAMED = /^(?:[LMN]?Gr|gr)\.?$/;

/** Another language's abbreviation ("L.", "LL.", "Skr.", "OF.") ends the Greek. */
const OTHER_LANGUAGE = /^[A-Z][A-Za-z]{0,4}\.$/;

/** An etymology's text with the Greek words of its "Gr." spans written in Greek letters. */
export function withGreekScript(text: string): string {
  let inGreek = false;
  let lastWasGreek = false;
  // A parenthesis ("(E. arch-)") ends no span: what held before it holds after it.
  const outside: boolean[] = [];
  // A colon between letters is a diaeresis (`ai:ssw`), not the text's own.
  return text.replace(/[()]|(?:[^\s,;:+()[\]]|:(?=[^\s\]]))+/g, (token) => {
    if (token === '(') outside.push(inGreek);
    else if (token === ')') inGreek = outside.pop() ?? inGreek;
    else if (GREEK_NAMED.test(token)) inGreek = true;
    if (token === '(' || token === ')' || GREEK_NAMED.test(token)) {
      lastWasGreek = false;
      return token;
    }
    if (!inGreek) return token;
    if (OTHER_LANGUAGE.test(token)) {
      lastWasGreek = false;
      inGreek = false;
      return token;
    }
    // A prefix or an ending ("'archi-", "-inqos") and a sentence's full stop stay as they are around the word.
    const [, before = '', core = '', after = ''] = /^(-?)(.*?)(-?\.*)$/.exec(token) ?? [];
    // An ending given after a Greek word ("ἕλμινς, -inqos") is Greek, marks or none.
    const greek = greekWord(core) ?? (before && lastWasGreek ? greekWord(core, { unmarked: true }) : undefined);
    lastWasGreek = greek !== undefined;
    if (greek) return before + greek + after;
    // A name or a title with no marks ends the Greek words.
    if (/^[A-Z]/.test(token)) inGreek = false;
    return token;
  });
}
