/**
 * A GCIDE article's pronunciation: Webster's 1913 respells its headword after the marks,
 * `Lead \Lead\ (l[=e]d), v. t.`, in the letters of its key (ē as in eve, ĕ as in end, ẽ as in
 * fern). Served with the article's senses as their text pronunciation (`gcide-diacritical`),
 * it tells which of a word's readings a sense takes where the word is read two ways by sense
 * (lead the metal, lead the way: lib/shared/english/respelling.ts).
 *
 * GCIDE writes the key's letters in ASCII (`[=e]`, `[e^]`, `[~e]`); here they are the letters
 * themselves. Its half-long vowels (`[-e]`, the e of "event") take a line below (e̱), its
 * obscure a (`[.a]`) a dot above (ȧ), its a of "all" (`[add]`) two dots below (a̤). A syllable
 * break (`*`) is a hyphen, the main stress (`"`) and a lighter one (`` ` ``) are ′ and ″ after
 * their syllable, as Webster's prints them.
 */

/** GCIDE's ASCII names of the key's letters, and the letters. */
const KEY_LETTERS: Readonly<Record<string, string>> = {
  '=a': 'ā',
  'a^': 'ă',
  '.a': 'ȧ',
  aum: 'ä',
  add: 'a̤',
  '^a': 'â',
  '=e': 'ē',
  'e^': 'ĕ',
  '~e': 'ẽ',
  '-e': 'e̱',
  imac: 'ī',
  '=i': 'ī',
  'i^': 'ĭ',
  '-i': 'i̱',
  'y^': 'y̆',
  '=o': 'ō',
  'o^': 'ŏ',
  '^o': 'ô',
  '-o': 'o̱',
  '=u': 'ū',
  'u^': 'ŭ',
  '^u': 'û',
  '-u': 'u̱',
  '.u': 'u̇',
  '=oo': 'o͞o',
  'oo^': 'o͝o',
  ng: 'ng',
  th: 'th',
};

/** The marks between syllables as Webster's prints them. */
const SYLLABLE_MARKS: Readonly<Record<string, string>> = { '*': '-', '"': '′', '`': '″', "'": '″' };

/**
 * The respelling in a header's brackets (`l[=e]d`), in the key's letters (`lēd`). Undefined
 * where GCIDE could not keep it: a mark it lost (`?`), a page reference in place of a
 * pronunciation (`?; 277`), an ending alone (`-n[asl]t`), or a letter of no known sound.
 */
export function respelling(written: string): string | undefined {
  // Two readings ("m[imac]*n[=u]t\" or m[i^]*n[=u]t\"") and page references: the first reading alone.
  const first = written.split(/\s+or\s+|;|,/)[0]?.trim() ?? '';
  if (!first || first.startsWith('-') || /[?]/.test(first)) return undefined;
  let known = true;
  const letters = first.replace(/\[([^\]]{1,4})\]/g, (_all, name: string) => {
    const letter = KEY_LETTERS[name];
    if (letter === undefined) known = false;
    return letter ?? '';
  });
  if (!known || !/^[\p{L}\p{M}*"`' -]+$/u.test(letters)) return undefined;
  return letters.replace(/[*"`']/g, (mark) => SYLLABLE_MARKS[mark] ?? '').replace(/\s+/g, ' ');
}
