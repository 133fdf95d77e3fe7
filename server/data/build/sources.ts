/** The open data a build reads, from the installed npm packages, with each package's version. */
import type { SourceId } from '../attribution.ts';
import { brownVersion, readBrownTexts, type BrownText } from '../sources/brown.ts';
import { cmudictVersion, readCmudict } from '../sources/cmudict.ts';
import { gcideVersion } from '../sources/gcide.ts';
import { exceptionsVersion, readExceptions, type MorphException } from '../sources/exceptions.ts';
import { readScowl, scowlVersion } from '../sources/scowl.ts';
import { readIndex, readTagCounts, WORDNET_FILES, wordnetVersion, type WordNetFile } from '../sources/wordnet.ts';
import type { Progress } from './progress.ts';

export interface Sources {
  /** The Brown corpus's texts (their sentences are read text by text when needed). */
  brown: BrownText[];
  /** CMUdict: each lowercase word's pronunciations in ARPAbet. */
  cmu: Map<string, string[]>;
  /** SCOWL: each spelling, case kept, with its tier. */
  scowl: Map<string, number>;
  /** The commonest SCOWL tier of each lowercase spelling. */
  tierByLower: Map<string, number>;
  /** WordNet's exception lists: irregular forms and their bases. */
  exceptions: MorphException[];
  /** WordNet index: each lemma's senses (synset offsets) per file, in sense order. */
  lemmaFiles: Map<string, Map<WordNetFile, number[]>>;
  /** WordNet's tag counts of senses, by `senseKey` (lemma, file, offset); untagged senses are absent. */
  tagCounts: Map<string, number>;
}

/** Each source's version; an optional source that is not installed (GCIDE) is left out. */
export function sourceVersions(gcideDir: string): Partial<Record<SourceId, string>> {
  const gcide = gcideVersion(gcideDir);
  return {
    wordnet: wordnetVersion(),
    wordnetExceptions: exceptionsVersion(),
    cmudict: cmudictVersion(),
    scowl: scowlVersion(),
    brown: brownVersion(),
    ...(gcide ? { gcide } : {}),
  };
}

export function readSources(progress: Progress): Sources {
  const brown = readBrownTexts();
  const cmu = readCmudict();
  progress.lap(`CMUdict: ${cmu.size} words`);
  const scowl = readScowl();
  const tierByLower = new Map<string, number>();
  for (const [word, tier] of scowl) {
    const lower = word.toLowerCase();
    const known = tierByLower.get(lower);
    if (known === undefined || tier < known) tierByLower.set(lower, tier);
  }
  progress.lap(`SCOWL: ${scowl.size} words`);
  const exceptions = readExceptions();

  const lemmaFiles = new Map<string, Map<WordNetFile, number[]>>();
  for (const file of WORDNET_FILES) {
    for (const entry of readIndex(file)) {
      let files = lemmaFiles.get(entry.lemma);
      if (!files) lemmaFiles.set(entry.lemma, (files = new Map()));
      files.set(entry.file, entry.offsets);
    }
  }
  const tagCounts = readTagCounts();
  progress.lap(`WordNet index: ${lemmaFiles.size} lemmas, ${tagCounts.size} tagged senses`);
  return { brown, cmu, scowl, tierByLower, exceptions, lemmaFiles, tagCounts };
}
