/**
 * A GCIDE article's body: numbered senses with their labels, notes and quotations (with their
 * authors); synonym discussions and phrases defined inside the article are left out.
 */
import { takeLabels } from './gcide-labels.ts';
import { AUTHOR, bracketDepth, SENSE_START, SOURCE_MARK } from './gcide-layout.ts';
import { markup, plain } from './gcide-letters.ts';

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

/**
 * A line the files set apart that is no sense: a quotation's full stop on its own line, or
 * the part of speech of a word run on after the last sense (`-- {Zeal"ous*ness},` then `n.`).
 */
function isRemnant(text: string): boolean {
  return !/\p{L}/u.test(text) || /^(?:n|a|adj|adv|v|pl|prep|conj|interj|pron)\.\]?$/.test(text);
}

/** The senses of an article's body (its lines after the header), each with the labels the header gives every sense. */
export function readSenses(body: readonly string[], articleLabels: readonly string[]): GcideSense[] {
  const senses: GcideSense[] = [];
  let last: GcideSense | undefined;
  // A number with labels and no text of its own (`2. (Naut.)`) labels its lettered senses.
  let numberLabels: { number: string; labels: string[] } | undefined;
  for (const paragraph of paragraphs(body)) {
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
  return senses;
}
