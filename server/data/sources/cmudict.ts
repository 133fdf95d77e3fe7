/**
 * The CMU Pronouncing Dictionary (`cmu-pronouncing-dictionary`): lowercase words mapped to
 * ARPAbet with stress digits on vowels; variants are keyed `word(2)`, `word(3)`, ...
 */
import { createRequire } from 'node:module';
import { dictionary } from 'cmu-pronouncing-dictionary';

export function cmudictVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('cmu-pronouncing-dictionary/package.json') as { version: string }).version;
}

/** Every word with its pronunciations. */
export function readCmudict(): Map<string, string[]> {
  const variants = new Map<string, { n: number; arpabet: string }[]>();
  for (const [key, arpabet] of Object.entries(dictionary)) {
    const numbered = /^(.*)\((\d+)\)$/.exec(key);
    const word = numbered?.[1] ?? key;
    const n = numbered ? Number(numbered[2]) : 1;
    let list = variants.get(word);
    if (!list) variants.set(word, (list = []));
    // some entries carry a comment after '#' ("# place, danish")
    list.push({ n, arpabet: (arpabet.split('#')[0] ?? '').trim().replace(/\s+/g, ' ') });
  }
  const result = new Map<string, string[]>();
  for (const word of [...variants.keys()].sort()) {
    const list = variants.get(word) ?? [];
    list.sort((a, b) => a.n - b.n);
    result.set(
      word,
      list.map((v) => v.arpabet),
    );
  }
  return result;
}
