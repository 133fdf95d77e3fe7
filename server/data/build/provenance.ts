/**
 * What the database says of itself: each source's attribution and version, and the build's
 * counts and settings; then the file is analyzed for the query planner and compacted.
 */
import { SOURCES, type SourceId } from '../attribution.ts';
import { SCHEMA_VERSION } from '../schema.ts';
import { MIN_BIGRAM_COUNT } from './brown-counts.ts';
import type { BuildDatabase } from './database.ts';
import { EXAMPLES_PER_WORD } from './examples.ts';
import type { Progress } from './progress.ts';

const INSERT_INFO = 'INSERT INTO build_info (key, value) VALUES (?, ?)';

export function writeProvenance(db: BuildDatabase, versions: Partial<Record<SourceId, string>>, progress: Progress): void {
  const insertSource = db.prepare(
    `INSERT INTO sources (id, package, version, source_dictionary, title, attribution_text, attribution_url, licence)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const source of Object.values(SOURCES)) {
    const version = versions[source.id];
    // Only the sources this build read: the database credits what it holds.
    if (version === undefined) continue;
    insertSource.run(
      source.id,
      source.packageName,
      version,
      source.sourceDictionary,
      source.title,
      source.attributionText,
      source.attributionUrl,
      source.licence,
    );
  }
  const insertInfo = db.prepare(INSERT_INFO);
  insertInfo.run('schemaVersion', String(SCHEMA_VERSION));
  for (const [id, version] of Object.entries(versions)) insertInfo.run(`version.${id}`, version);
  for (const [key, value] of Object.entries(progress.counts)) insertInfo.run(`count.${key}`, String(value));
  insertInfo.run('minBigramCount', String(MIN_BIGRAM_COUNT));
  insertInfo.run('examplesPerWord', String(EXAMPLES_PER_WORD));
  insertInfo.run('builtAt', new Date().toISOString());
}

/** Statistics for the query planner, the build's duration (the last row written), then the file compacted. */
export function finishDatabase(db: BuildDatabase, progress: Progress): void {
  db.exec('ANALYZE');
  progress.lap('analyze');
  db.prepare(INSERT_INFO).run('durationMs', String(progress.elapsedMs()));
  db.exec('VACUUM');
  progress.lap('vacuum');
}
