/**
 * One GCIDE article, as the Debian package `dict-gcide` formats it for dictd (plain text), read
 * into what Glossa serves: headwords with their syllable marks, the part of speech, the
 * plural and verb forms, the bracketed etymology, and numbered senses with their field labels,
 * notes and quotations (with their authors). Only the text's own layout is relied on:
 *
 *     Ruby \Ru"by\, n.; pl. {Rubies}. [F. rubis ... See {Rouge}.]
 *        1. (Min.) A precious stone of a carmine red color ...
 *           [1913 Webster]
 *
 *                 The natural ruby of your cheeks.      --Shak.
 *           [1913 Webster]
 *
 * `{Word}` is a cross-reference; it becomes `<xref>Word</xref>`, the markup the live service
 * uses and lib/markup renders as a word a reader can look up. Phrases defined inside an
 * article (`{Ruby silver} (Min.), red silver.`) and synonym discussions are left out.
 */

interface GcideQuotation {
  text: string;
  /** As the dictionary credits it: `Shak.`, `Macaulay.` */
  author: string;
}

export interface GcideSense {
  /** `1`, `2`, … or `1a`; empty for an article's only, unnumbered sense. */
  number: string;
  /** Field labels such as `Min.`, `Zool.`, `Print.`, and usage labels such as `Obs.`. */
  labels: string[];
  text: string;
  quotations: GcideQuotation[];
  notes: string[];
}

interface GcideHeadword {
  /** As the article spells it: `Ruby`, `Abattis`. */
  word: string;
  /** The syllables, from the marks between backslashes (`Ru"by` → `Ru`, `by`). */
  syllables: string[];
  /** 0-based syllable with the primary stress (the syllable a `"` follows), if marked. */
  stressed?: number;
}

export interface GcideArticle {
  headwords: GcideHeadword[];
  /** The interface's part-of-speech value (`noun`, `verb-transitive`, …), if the article names one. */
  partOfSpeech?: string;
  plurals: string[];
  verbForms: string[];
  /** The bracketed etymology, in the live service's markup: `<ety>[F. rubis ...]</ety>`. */
  etymology?: string;
  senses: GcideSense[];
}

/** GCIDE's part-of-speech abbreviations and the interface's values. */
const PARTS_OF_SPEECH: Readonly<Record<string, string>> = {
  'n.': 'noun',
  'v. t.': 'verb-transitive',
  'v. i.': 'verb-intransitive',
  'v.': 'verb',
  'a.': 'adjective',
  'adj.': 'adjective',
  'adv.': 'adverb',
  'prep.': 'preposition',
  'conj.': 'conjunction',
  'interj.': 'interjection',
  'pron.': 'pronoun',
  'p. p.': 'past-participle',
  'n. pl.': 'noun-plural',
  'pl.': 'noun-plural',
  'prop. n.': 'proper-noun',
};

/**
 * The credit line closing a paragraph: which edition or editor it comes from, not text to show
 * (a few lines carry a stray word after it, never part of the paragraph).
 */
const SOURCE_MARK = /^\s*\[(?:[^\]]*(?:Webster|WordNet|PJC|Century|Suppl|\bAS\b|MW10|MI11|RN|JC|CA|JS|RDH|RHUD|GG|RP|wn1)[^\]]*)\](?:\s|$)/;
/** A bracket that lists inflected forms rather than an etymology. */
const FORMS_BRACKET = /^\[\s*(?:imp\.|p\. ?p\.|p\. ?pr\.|pl\.|pres\.|3d pers|sing\.|pret\.)/;
/** Short usage brackets such as `[Obs.]`, `[R.]`, `[Colloq.]`: labels, not etymologies. */
const USAGE_BRACKET = /^\[((?:Obs|R|Colloq|Archaic|Prov\. Eng|Eng|Scot|U\. S|Local|Slang|Vulgar|Poetic|Low|Rare|Cant|Humorous)\.?)\]$/;
/** A bracket of labels alone: `[Obs.]`, `[Colloq.]`, `[Scot. & North of Eng.]`, `[Prov. Eng. & U. S.]`. */
const LABELS_BRACKET = /^\[(?:[A-Z][A-Za-z]*\.?|&|of|and|or|[,;]|\s)+\]/;
/** A field label: `Min.`, `Zool.`, `Mar. Law`, `Naut. & Fig.` (an abbreviation, then capitalized words). */
const FIELD_LABEL = String.raw`[A-Z][a-z]*\.(?: ?(?:&|[A-Z][A-Za-z]*\.?))*`;
const AUTHOR = /\s*--\s?([A-Z][^]*?)\s*$/;

/**
 * GCIDE's names for characters ASCII lacks, written in brackets (`[deg]`, `[eth]`, `[alpha]`):
 * a pronunciation's or a transliteration's marked letters as the plain letter (as the accents
 * below), the rest as the character itself. A bracketed word (`[archaic]`, `[He]`) is not one.
 */
const NAMED_CHARACTERS: Readonly<Record<string, string>> = {
  imac: 'i',
  aum: 'a',
  add: 'a',
  asl: 'a',
  udd: 'u',
  dsdot: 'd',
  zdot: 'z',
  ng: 'ng',
  th: 'th',
  eth: 'ð',
  thorn: 'þ',
  yogh: 'ȝ',
  deg: '°',
  min: '′',
  sec: '″',
  bprime: '″',
  sect: '§',
  para: '¶',
  pounds: '£',
  hand: '☞',
  sharp: '♯',
  flat: '♭',
  times: '×',
  div: '÷',
  divby: '÷',
  middot: '·',
  rarr: '→',
  dagger: '†',
  dag: '†',
  nbsp: ' ',
  cuberoot: '∛',
  ldqo: '“',
  rdqo: '”',
  break: '',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  omicron: 'ο',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  digamma: 'ϝ',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  Sigma: 'Σ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};
const NAMED_CHARACTER = new RegExp(`\\[(${Object.keys(NAMED_CHARACTERS).join('|')})\\]`, 'g');

/** GCIDE's ASCII spellings of letters (`[ae]`, `[=e]`, `\'e`, `[imac]`) in plain text: the accents dropped, ligatures spelled out. */
function plainLetters(text: string): string {
  return text
    .replace(/\[(ae|AE|oe|OE)\]/g, (_all, pair: string) => pair)
    .replace(NAMED_CHARACTER, (_all, name: string) => NAMED_CHARACTERS[name] ?? '')
    .replace(/\[[=^.~"`'\-:]([a-zA-Z])\]|\[([a-zA-Z])[=^.~"`'\-:]\]/g, (_all, before?: string, after?: string) => before ?? after ?? '')
    .replace(/\[root\]/g, '√')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `{Word}` cross-references as `<xref>` markup; other text escaped for markup. */
function markup(text: string): string {
  const escaped = plainLetters(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // A reference in double braces (`{{Clupea}}`, as some of GCIDE's newer articles write it) is one link.
  return escaped.replace(/\{([^{}]+)\}/g, '<xref>$1</xref>').replace(/\{(<xref>[^<]*<\/xref>)\}/g, '$1');
}

/** The text of `{Word}` cross-references without their braces. */
function plain(text: string): string {
  return plainLetters(text).replace(/[{}]/g, '');
}

/** `\Ru"by\` → syllables and the stressed one. Marks: `*` a break, `"` primary stress, `` ` `` and `'` secondary. */
export function readSyllables(marked: string): { syllables: string[]; stressed?: number } {
  const syllables: string[] = [];
  let stressed: number | undefined;
  let current = '';
  for (const char of plainLetters(marked)) {
    if (char === '*' || char === '"' || char === '`' || char === "'") {
      if (current) syllables.push(current);
      if (char === '"' && current) stressed = syllables.length - 1;
      current = '';
    } else {
      current += char;
    }
  }
  if (current) syllables.push(current);
  return stressed === undefined ? { syllables } : { syllables, stressed };
}

/** The top-level `[...]` groups of a header, in order. */
function brackets(text: string): string[] {
  const groups: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '[') {
      // Letter spellings like `[a^]` are not groups.
      const letter = /^\[[=^.~"`'a-zA-Z]{1,4}\]/.exec(text.slice(i));
      if (letter && depth === 0 && !/^\[[A-Z]/.test(letter[0])) {
        i += letter[0].length - 1;
        continue;
      }
      if (depth === 0) start = i;
      depth++;
    } else if (char === ']' && depth > 0) {
      depth--;
      if (depth === 0) groups.push(text.slice(start, i + 1));
    }
  }
  return groups;
}

/** Brackets and parentheses a line leaves open: the header runs on while one is (a pronunciation or etymology over two lines). */
function bracketDepth(line: string): number {
  return [...line].reduce((depth, char) => depth + ('[('.includes(char) ? 1 : '])'.includes(char) ? -1 : 0), 0);
}

const crossReferences = (text: string) => [...text.matchAll(/\{([^{}]+)\}/g)].map((match) => plainLetters(match[1] ?? ''));

/**
 * A headword as written before its marks. GCIDE writes an acute accent in a headword as an
 * apostrophe (the headword Caf'e, marked Ca`f['e]", is café); where the marks show the accented letter, the
 * apostrophe is dropped, leaving the plain spelling other sources use (cafe). A real apostrophe
 * (`Can't`, `Entr'acte`) has no accented letter in the marks and stays.
 */
function headwordSpelling(written: string, marks: string): string {
  const word = plainLetters(written);
  return /\['[a-zA-Z]\]/.test(marks) ? word.replace(/'(?=[a-zA-Z])/g, '') : word;
}

function readHeader(header: string): Omit<GcideArticle, 'senses'> & { labels: string[]; rest: string } {
  const headwords: GcideHeadword[] = [];
  let rest = header;
  for (;;) {
    const match = /^,?\s*([^\\,[\]{}]+?) \\([^\\]+)\\(?:,?\s*\([^)]*\))?/.exec(rest);
    if (!match) break;
    headwords.push({ word: headwordSpelling(match[1] ?? '', match[2] ?? ''), ...readSyllables(match[2] ?? '') });
    rest = rest.slice(match[0].length);
  }
  if (!headwords.length) {
    const bare = /^([^,[\]{}]+?)(?=,|$)/.exec(header);
    if (bare?.[1]) headwords.push({ word: plainLetters(bare[1]), syllables: [] });
    rest = header.slice(bare?.[0].length ?? 0);
  }
  const pos = /^,?\s*((?:[a-z]{1,6}\. ?){1,3})/.exec(rest)?.[1]?.trim().replace(/\s+/g, ' ');
  const partOfSpeech = pos ? (PARTS_OF_SPEECH[pos] ?? PARTS_OF_SPEECH[pos.split(' ')[0] ?? '']) : undefined;
  const plurals: string[] = [];
  const verbForms: string[] = [];
  let etymology: string | undefined;
  const outsideBrackets = rest.replace(/\[[^\]]*\]/g, '');
  const plural = /\bpl\.\s*((?:\{[^}]+\}(?:\s*(?:or|,)\s*)?)+)/.exec(outsideBrackets);
  if (plural?.[1]) plurals.push(...crossReferences(plural[1]));
  for (const group of brackets(rest)) {
    if (FORMS_BRACKET.test(group)) {
      // The forms come before any "See {Wend}" that explains them.
      const forms = crossReferences(group.split(/\bSee\b|\bcf\./)[0] ?? '');
      if (/^\[\s*pl\./.test(group)) plurals.push(...forms);
      else verbForms.push(...forms);
    } else if (!etymology && !USAGE_BRACKET.test(group) && group.length > 6) {
      etymology = `<ety>${withGreekScript(markup(group))}</ety>`;
    }
  }
  // A field label in the header, after the etymology (`(Naut.)`), applies to every sense.
  const labels = [...outsideBrackets.matchAll(new RegExp(`\\((${FIELD_LABEL})\\)`, 'g'))].map((match) => match[1] ?? '');
  return { headwords, ...(partOfSpeech ? { partOfSpeech } : {}), plurals, verbForms, ...(etymology ? { etymology } : {}), labels, rest };
}

/**
 * A line that carries on the header although every bracket is closed: another headword, at
 * the margin (`Abannition \\Ab`an*nition\\`) or as its marks alone (`\\Aa*ron"ic*al\\, a.`);
 * the part of speech wrapped onto it (`n.`, `& n.`, `t. [L. abalienatus ...`, `pl. {Abaci}`);
 * a pronunciation, which has syllable marks or is an ending (`(d[a^]n"d[i^]z)`, `(-t[-o]z)`);
 * or a bracket of forms or etymology (`[imp. & p. p. ...`, `[L. abalienatio ...]`). The body
 * is indented; a sense's own labels, `(Zool.)`, `(a)` or `[Obs.]`, have no marks and no
 * lowercase words.
 */
function continuesHeader(line: string): boolean {
  if (/^\S|^ {3}\\|^ {3}(?:& )?(?:[a-z]{1,6}\. ?){1,3}(?:$|[[;,({&])|^ {3}\((?:-|[^)]*["*`])/.test(line)) return true;
  if (!line.startsWith('   [') || SOURCE_MARK.test(line)) return false;
  const group = line.trim();
  return FORMS_BRACKET.test(group) || !LABELS_BRACKET.test(group);
}

/**
 * One sense's first line: `1. (Min.) text`, `(a) text`, or a numbered sense's `(a)` indented
 * under it (a column further under a number of two digits); a number alone (`2.`) heads its
 * lettered senses.
 */
const SENSE_START = /^ {3}(?:(\d+)\.|(?: {3,4})?\(([a-z])\))(?:\s+(.*))?$/;

/** Leading `(Min.)`, `(Zool.)` and `[Obs.]` labels off a sense's text. */
function takeLabels(text: string): { labels: string[]; text: string } {
  const labels: string[] = [];
  let rest = text;
  for (;;) {
    const match = new RegExp(`^\\s*\\((${FIELD_LABEL})\\)\\s*|^\\s*\\[((?:[A-Z][a-z]*\\.\\s*){1,3})\\]\\s*`).exec(rest);
    if (!match) break;
    labels.push((match[1] ?? match[2] ?? '').trim());
    rest = rest.slice(match[0].length);
  }
  // Usage labels written after the text: "To make red; to redden. [R.]"
  const trailing = /\s*\[((?:Obs|R|Colloq|Archaic|Poetic|Rare|Slang|Prov\. Eng|Eng|Scot|U\. S)\.?)\]\s*(?=--|$)/.exec(rest);
  if (trailing?.[1]) {
    labels.push(trailing[1]);
    rest = rest.slice(0, trailing.index) + rest.slice(trailing.index + trailing[0].length);
  }
  return { labels, text: rest };
}

/**
 * A sense's text without the dictionary's cross-reference stubs: `[Written also {Aum} and
 * {Awm}.]` reads "Written also Aum and Awm." (each a link still), and the lists that follow
 * some senses taken from WordNet, `[Narrower terms: {given, granted}; ...]` and `Also See:
 * {known}.` (their braces group several words, so they make no links), go.
 */
function withoutStubs(text: string): string {
  return (
    text
      // (A bracketed character name, `ach[ae]nium`, may stand inside.)
      .replace(/\[(Written (?:also|variously|sometimes|formerly)\b(?:[^[\]]|\[[^[\]]*\])*?)\.?\]/g, '$1.')
      .replace(/\s*\[(?:Narrower|Broader|Related) terms:[^\]]*\]/g, '')
      .replace(/\s*Also See:[^]*$/, '')
      .trim()
  );
}

/** A sense's text with its inline credit (`--Pope.`) and run-on words taken off: neither is the definition. */
function senseText(raw: string): { text: string; author?: string } {
  // A quotation set straight after a sentence's end, as GCIDE sometimes types it
  // ('the morrow."To-morrow is our wedding day."'), gets its space.
  const text = withoutStubs(raw.replace(RUN_ON_WORD, '')).replace(/(\p{Ll}[.;:,])"(?=\p{Lu})/gu, '$1 "');
  const author = AUTHOR.exec(text);
  if (!author) return { text: text.trim() };
  return { text: text.slice(0, author.index).trim(), author: author[1] };
}

/**
 * A word derived from the headword, run on after a sense with its own marks and part of speech
 * (`-- {A`ble-mind"ed*ness}, n.`): an entry of its own, not part of the sense's text.
 */
const RUN_ON_WORD = /\s*--\s*\{[^}]*["*`][^}]*\}[^]*$/;

/** A sense keeps the column its text starts at: its lines run on there (11 under a number of two digits). */
type Paragraph = { kind: 'sense'; number: string; lines: string[]; column: number } | { kind: 'note' | 'quote'; lines: string[] };

/** The body's lines grouped into paragraphs: senses, notes and quotations; synonym discussions and phrases left out. */
function paragraphs(lines: readonly string[]): Paragraph[] {
  const result: Paragraph[] = [];
  let current: Paragraph | undefined;
  let skipping = false;
  let lastNumber = '';
  const open = (paragraph: Paragraph) => {
    if (current) result.push(current);
    current = paragraph;
  };
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (!line.trim() || SOURCE_MARK.test(line)) {
      if (current) result.push(current);
      current = undefined;
      continue;
    }
    const sense = SENSE_START.exec(line);
    if (sense && skipping && !sense[1]) {
      // A lettered sense under a phrase (`{Marsh hawk}. (Zool.)` then `(a) A hawk…`) is the phrase's, not the headword's.
      continue;
    } else if (sense) {
      skipping = false;
      const number = sense[1] ? (lastNumber = sense[1]) : `${lastNumber}${sense[2] ?? ''}`;
      open({ kind: 'sense', number, lines: [sense[3] ?? ''], column: line.length - (sense[3] ?? '').length });
    } else if (/^ {3}Note:/.test(line)) {
      skipping = false;
      open({ kind: 'note', lines: [line.replace(/^ {3}Note:\s*/, '')] });
    } else if (current && current.kind !== 'quote' && indent === 3 && bracketDepth(current.lines.join(' ')) > 0) {
      // A bracket still open runs on, whatever the line starts with: `[Written also` then `{marish}.]` is no phrase.
      current.lines.push(line);
    } else if (indent === 3 && (/^ {3}\{/.test(line) || /^ {3}[A-Z][a-z.]*\s*:/.test(line))) {
      // `Syn:`, `Usage:`, and phrases (`{Ruby silver} ...`): everything up to the next sense.
      skipping = true;
      if (current) result.push(current);
      current = undefined;
    } else if (skipping) {
      continue;
    } else if (current && current.kind !== 'quote' && indent > 3 && indent <= Math.max(10, current.kind === 'sense' ? current.column : 0)) {
      // A sense or note runs on at its text's indentation (a lettered sense's, under a number, at 10).
      current.lines.push(line);
    } else if (indent >= 8) {
      if (current?.kind === 'quote') current.lines.push(line);
      else open({ kind: 'quote', lines: [line] });
    } else if (current?.kind === 'sense' && current.number === '') {
      current.lines.push(line);
    } else {
      // An unnumbered sense: text at the body's own indentation.
      open({ kind: 'sense', number: '', lines: [line], column: indent });
    }
  }
  if (current) result.push(current);
  return result;
}

function quotation(lines: readonly string[]): GcideQuotation | undefined {
  const joined = lines.map((line) => line.trim()).join(' ');
  const author = AUTHOR.exec(joined);
  const text = plain(author ? joined.slice(0, author.index) : joined)
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || !author?.[1]) return undefined;
  return { text, author: plain(author[1]) };
}

/** Reads one article's text (one dictd entry). Undefined for an article Glossa cannot read. */
/**
 * A line the files set apart that is no sense: a quotation's full stop on its own line, or
 * the part of speech of a word run on after the last sense (`-- {Zeal"ous*ness},` then `n.`).
 */
function isRemnant(text: string): boolean {
  return !/\p{L}/u.test(text) || /^(?:n|a|adj|adv|v|pl|prep|conj|interj|pron)\.\]?$/.test(text);
}

export function readGcideArticle(block: string): GcideArticle | undefined {
  const lines = block.replace(/\r/g, '').split('\n');
  let headerEnd = 1;
  let depth = bracketDepth(lines[0] ?? '');
  while (headerEnd < lines.length) {
    const line = lines[headerEnd] ?? '';
    if (SENSE_START.test(line) || (depth <= 0 && !continuesHeader(line))) break;
    depth += bracketDepth(line);
    headerEnd++;
  }
  const header = lines
    .slice(0, headerEnd)
    .map((line) => line.trim())
    .join(' ');
  const { rest: _rest, labels: articleLabels, ...head } = readHeader(header);
  if (!head.headwords.length) return undefined;

  const senses: GcideSense[] = [];
  let last: GcideSense | undefined;
  // A number with labels and no text of its own (`2. (Naut.)`) labels its lettered senses.
  let numberLabels: { number: string; labels: string[] } | undefined;
  for (const paragraph of paragraphs(lines.slice(headerEnd))) {
    const joined = paragraph.lines.map((line) => line.trim()).join(' ');
    if (paragraph.kind === 'sense') {
      const { labels, text: labelled } = takeLabels(joined);
      const { text, author } = senseText(labelled);
      if (!text) {
        numberLabels = { number: paragraph.number, labels };
        continue;
      }
      if (isRemnant(text)) continue;
      const inherited = numberLabels && /^\d*/.exec(paragraph.number)?.[0] === numberLabels.number ? numberLabels.labels : [];
      last = {
        number: paragraph.number,
        labels: [...articleLabels, ...inherited, ...labels],
        text: markup(text),
        quotations: [],
        notes: [],
      };
      if (author && /^[A-Z]/.test(author) && author.length < 40) last.quotations.push({ text: '', author: plain(author) });
      senses.push(last);
    } else if (paragraph.kind === 'note') {
      if (last) last.notes.push(markup(joined));
    } else {
      const quote = quotation(paragraph.lines);
      if (quote && last) last.quotations.push(quote);
    }
  }
  // A bare credit on a sense (`--Pope.`) names no quotation: keep only real ones.
  for (const sense of senses) sense.quotations = sense.quotations.filter((q) => q.text);
  return { ...head, senses };
}
import { withGreekScript } from './gcide-greek.ts';
