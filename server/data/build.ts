/**
 * Builds the word database (see schema.ts) from the open data installed as npm packages, and
 * GCIDE when its Debian package is installed (the build says so when it is not).
 *
 *   npx tsx server/data/build.ts [outFile]      (default server/.data/words.sqlite)
 *
 * Reproducible: the same packages give the same rows in the same order; the only time-dependent
 * values are the `build_info` rows `builtAt` and `durationMs`. The file is written beside the
 * target and renamed over it, so a reader never sees a half-built database. Each step is a
 * module of ./build/.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_DIR } from '../shared/paths.ts';
import type { SourceId } from './attribution.ts';
import { writeBritishReadings } from './build/british-readings.ts';
import { countBrown } from './build/brown-counts.ts';
import { writeCorpus } from './build/corpus.ts';
import { createBuildDatabase, createIndexes } from './build/database.ts';
import { writeDefinitionAnswers } from './build/definition-answers.ts';
import { checkPronunciations } from './build/pronunciation-check.ts';
import { listEntries, writeEntries } from './build/entries.ts';
import { writeBrownExamples, writeGlossExamples } from './build/examples.ts';
import { markFlags } from './build/flags.ts';
import { readGcideArticles, writeGcide } from './build/gcide.ts';
import { addGcideSpellings, gcideWords } from './build/gcide-headwords.ts';
import { writeWordIndex } from './build/word-index.ts';
import { defaultGcideDir } from './sources/gcide.ts';
import { findInflections, writeInflections } from './build/inflections.ts';
import { findVariantSpellings, writeVariantSpellings } from './build/variant-spellings.ts';
import { compare } from './build/order.ts';
import { startProgress } from './build/progress.ts';
import { finishDatabase, writeProvenance } from './build/provenance.ts';
import { writePronunciations } from './build/pronunciations.ts';
import { readSources, sourceVersions } from './build/sources.ts';
import { collectSpellings } from './build/spellings.ts';
import { writeWordNet } from './build/wordnet.ts';
import { writeWordOfTheDayPool } from './build/word-of-the-day.ts';

export interface BuildReport {
  outFile: string;
  durationMs: number;
  fileBytes: number;
  peakRssMb: number;
  counts: Record<string, number>;
  versions: Partial<Record<SourceId, string>>;
}

export interface BuildOptions {
  log?: (line: string) => void;
  /** Where GCIDE's dictd files are (default: GLOSSA_GCIDE_DIR, else the Debian package's folder). */
  gcideDir?: string;
}

/** server/.data/words.sqlite, wherever the command is run from (the server's data folder). */
export const DEFAULT_OUT_FILE = join(SERVER_DIR, '.data', 'words.sqlite');

/** The file a build writes before it is renamed over the target. */
function buildingFile(target: string): string {
  return `${target}.building-${process.pid}`;
}

export async function buildWordDatabase(outFile: string, options: BuildOptions = {}): Promise<BuildReport> {
  const log = options.log ?? (() => undefined);
  const progress = startProgress(log);
  const target = resolve(outFile);
  mkdirSync(dirname(target), { recursive: true });
  const temp = buildingFile(target);
  rmSync(temp, { force: true });
  const gcideDir = options.gcideDir ?? defaultGcideDir();
  const versions = sourceVersions(gcideDir);

  // Read and count everything first, then write table by table; the big maps are let go as
  // soon as they are used up, to keep the peak memory down.
  const sources = readSources(progress);
  const brown = countBrown(sources.brown, progress);
  const articles = readGcideArticles(gcideDir, progress, log);
  const gcide = gcideWords(articles);
  const entries = listEntries(sources, brown.tokenCount, gcide, progress);
  const inflections = findInflections(sources, brown.tagCounts, entries, progress);
  const variants = findVariantSpellings(articles, entries, sources.lemmaFiles);

  const db = createBuildDatabase(temp);
  try {
    const spellings = collectSpellings(entries.entryId);
    const glossExamples = writeWordNet(
      db,
      sources.lemmaFiles,
      sources.tagCounts,
      entries.entryId,
      spellings,
      inflections.formsOfBase,
      progress,
    );
    // SCOWL spellings that are entries (case kept), after WordNet's own.
    for (const word of [...sources.scowl.keys()].sort(compare)) spellings.add(word);
    addGcideSpellings(spellings, entries, gcide);
    const displayWord = writeEntries(db, entries, spellings, sources, gcide, brown, progress);
    gcide.clear();
    brown.tagCounts.clear();
    sources.lemmaFiles.clear();
    sources.tagCounts.clear();
    writeInflections(db, inflections);
    writePronunciations(db, entries, displayWord, sources.cmu, inflections.inflectedForms, progress);
    sources.cmu.clear();
    writeCorpus(db, sources.brown, brown, progress);
    writeBrownExamples(db, sources.brown, brown, entries, displayWord, progress);
    brown.sentencesOf.clear();
    writeGlossExamples(db, glossExamples, progress);
    const gcideData = writeGcide(db, articles, entries, displayWord, progress);
    writeVariantSpellings(db, variants, entries, progress);
    articles.length = 0;
    await checkPronunciations(db, progress);
    await writeBritishReadings(db, progress);
    markFlags(db);
    writeWordOfTheDayPool(db, progress);
    createIndexes(db);
    progress.lap('indexes');
    writeWordIndex(db, progress);
    writeDefinitionAnswers(db, gcideData.definitions, progress);
    gcideData.definitions.clear();
    writeProvenance(db, versions, progress);
    finishDatabase(db, progress);
  } finally {
    db.close();
  }
  renameSync(temp, target);
  const report: BuildReport = {
    outFile: target,
    durationMs: progress.elapsedMs(),
    fileBytes: statSync(target).size,
    peakRssMb: progress.peakRssMb(),
    counts: progress.counts,
    versions,
  };
  log(`built ${target}: ${(report.fileBytes / 1e6).toFixed(1)} MB in ${(report.durationMs / 1000).toFixed(1)} s`);
  return report;
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const out = process.argv[2] ?? DEFAULT_OUT_FILE;
  buildWordDatabase(out, { log: (line) => console.log(line) })
    .then((report) => {
      console.log(JSON.stringify({ ...report, counts: undefined }, null, 2));
    })
    .catch((error: unknown) => {
      console.error(error);
      const temp = buildingFile(resolve(out));
      if (existsSync(temp)) rmSync(temp, { force: true });
      process.exitCode = 1;
    });
}
