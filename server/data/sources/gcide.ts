/**
 * GCIDE, the GNU Collaborative International Dictionary of English, from the Debian package
 * `dict-gcide` (GPL: installed with apt, read at build time, never committed): its dictd
 * index (`headword<TAB>offset<TAB>length`, base64 numbers) and its dictzip file, which is gzip
 * to any reader. Optional: without the package the database serves WordNet alone.
 *
 * `GLOSSA_GCIDE_DIR` (or a build's `gcideDir`) names another folder holding `gcide.index` and
 * `gcide.dict.dz` (or an uncompressed `gcide.dict`): the tests build from a committed excerpt
 * that way, and from an empty folder to build as a machine without the package would.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readGcideArticle, type GcideArticle } from './gcide-entry.ts';

const DEBIAN_DIR = '/usr/share/dictd';
const DEBIAN_CHANGELOG = '/usr/share/doc/dict-gcide/changelog.Debian.gz';

/** What a build and the doctor say when the package is missing. */
export const GCIDE_ABSENT = 'GCIDE not installed (apt-get install dict-gcide): serving WordNet definitions alone';

/** Where GCIDE is read from: GLOSSA_GCIDE_DIR, else the Debian package's folder. */
export function defaultGcideDir(): string {
  return process.env.GLOSSA_GCIDE_DIR ?? DEBIAN_DIR;
}

function dictFile(dir: string): string | undefined {
  return [join(dir, 'gcide.dict.dz'), join(dir, 'gcide.dict')].find((file) => existsSync(file));
}

export function gcideInstalled(dir: string): boolean {
  return existsSync(join(dir, 'gcide.index')) && dictFile(dir) !== undefined;
}

/** The Debian package's version (from its changelog), or `excerpt` for another folder. */
export function gcideVersion(dir: string): string | undefined {
  if (!gcideInstalled(dir)) return undefined;
  if (dir !== DEBIAN_DIR || !existsSync(DEBIAN_CHANGELOG)) return 'excerpt';
  const first = gunzipSync(readFileSync(DEBIAN_CHANGELOG)).toString('utf8').split('\n', 1)[0] ?? '';
  return /\(([^)]+)\)/.exec(first)?.[1] ?? 'unknown';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd's numbers: base64 digits, most significant first. */
function dictdNumber(text: string): number {
  let value = 0;
  for (const char of text) value = value * 64 + BASE64.indexOf(char);
  return value;
}

/** Every article of the dictionary once, in file order, read; the dictionary's own info entries left out. */
export function readGcide(dir: string): GcideArticle[] {
  const file = dictFile(dir);
  if (!file) return [];
  const raw = readFileSync(file);
  const text = file.endsWith('.dz') ? gunzipSync(raw) : raw;
  const spans = new Map<number, number>();
  for (const line of readFileSync(join(dir, 'gcide.index'), 'utf8').split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || !offset || !length || headword.startsWith('00-database')) continue;
    spans.set(dictdNumber(offset), dictdNumber(length));
  }
  const articles: GcideArticle[] = [];
  for (const [offset, length] of [...spans].sort((a, b) => a[0] - b[0])) {
    const article = readGcideArticle(text.toString('latin1', offset, offset + length));
    if (article) articles.push(article);
  }
  return articles;
}
