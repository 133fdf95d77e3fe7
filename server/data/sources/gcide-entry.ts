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
 *
 * The header is read in gcide-header.ts, the senses in gcide-senses.ts, over the labels
 * (gcide-labels.ts), letters and links (gcide-letters.ts) and the text's layout (gcide-layout.ts).
 */
import { continuesHeader, readHeader, type GcideHead } from './gcide-header.ts';
import { bracketDepth, SENSE_START } from './gcide-layout.ts';
import { readSenses, type GcideSense } from './gcide-senses.ts';

export interface GcideArticle extends GcideHead {
  senses: GcideSense[];
}

/** Reads one article's text (one dictd entry). Undefined for an article Glossa cannot read. */
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
  return { ...head, senses: readSenses(lines.slice(headerEnd), articleLabels) };
}
