/**
 * A GCIDE article's header: its headwords with their syllable marks, the part of speech, the
 * plural and verb forms, the bracketed etymology, and the field labels that apply to every
 * sense; and which of the article's lines still belong to it.
 */
import { withGreekScript } from './gcide-greek.ts';
import { FIELD_LABEL, LABELS_BRACKET, USAGE_BRACKET } from './gcide-labels.ts';
import { SOURCE_MARK } from './gcide-layout.ts';
import { crossReferences, markup, plainLetters } from './gcide-letters.ts';
import { respelling } from './gcide-respelling.ts';

interface GcideHeadword {
  /** As the article spells it: `Ruby`, `Abattis`. */
  word: string;
  /** The syllables, from the marks between backslashes (`Ru"by` → `Ru`, `by`). */
  syllables: string[];
  /** 0-based syllable with the primary stress (the syllable a `"` follows), if marked. */
  stressed?: number;
  /** How the article says it, in the letters of Webster's key (`Lead (l[=e]d)` → `lēd`: gcide-respelling.ts), if it does. */
  respelling?: string;
}

/** What an article's header says: its headwords, part of speech, forms and etymology. */
export interface GcideHead {
  headwords: GcideHeadword[];
  /** The interface's part-of-speech value (`noun`, `verb-transitive`, …), if the article names one. */
  partOfSpeech?: string;
  plurals: string[];
  verbForms: string[];
  /** The bracketed etymology, in the live service's markup: `<ety>[F. rubis ...]</ety>`. */
  etymology?: string;
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
  'prop. n. pl.': 'proper-noun-plural',
  'pr. n.': 'proper-noun',
  // A participle or a proper name used as an adjective ("Convict, p. a.", "American, prop. a."),
  // and an adjective said only after its noun ("pred. a.").
  'p. a.': 'adjective',
  'p.a.': 'adjective',
  'prop. a.': 'adjective',
  'pr. a.': 'adjective',
  'pred. a.': 'adjective',
  // A verb's noun ("Blessing, vb. n.").
  'vb. n.': 'noun',
};

/** A bracket that lists inflected forms rather than an etymology. */
const FORMS_BRACKET = /^\[\s*(?:imp\.|p\. ?p\.|p\. ?pr\.|pl\.|pres\.|3d pers|sing\.|pret\.)/;
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

/** The header's parts, with the field labels it gives every sense, and its text past the headwords (`rest`). */
export function readHeader(header: string): GcideHead & { labels: string[]; rest: string } {
  const headwords: GcideHeadword[] = [];
  let rest = header;
  for (;;) {
    const match = /^,?\s*([^\\,[\]{}]+?) \\([^\\]+)\\(?:,?\s*\(([^)]*)\))?/.exec(rest);
    if (!match) break;
    const spoken = match[3] === undefined ? undefined : respelling(match[3]);
    headwords.push({
      word: headwordSpelling(match[1] ?? '', match[2] ?? ''),
      ...readSyllables(match[2] ?? ''),
      ...(spoken && { respelling: spoken }),
    });
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
export function continuesHeader(line: string): boolean {
  if (/^\S|^ {3}\\|^ {3}(?:& )?(?:[a-z]{1,6}\. ?){1,3}(?:$|[[;,({&])|^ {3}\((?:-|[^)]*["*`])/.test(line)) return true;
  if (!line.startsWith('   [') || SOURCE_MARK.test(line)) return false;
  const group = line.trim();
  return FORMS_BRACKET.test(group) || !LABELS_BRACKET.test(group);
}
