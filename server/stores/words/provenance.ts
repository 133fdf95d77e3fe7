/** Where the database comes from: each source's attribution, and the build's versions and counts. */
import type { SourceAttribution } from '../../data/attribution.ts';
import type { WordDatabase } from './db.ts';

/** A source's attribution as the database keeps it, with the version of its package the build read. */
type SourceRecord = Omit<SourceAttribution, 'id' | 'packageName'> & { id: string; package: string; version: string };

export function provenanceQueries(db: WordDatabase) {
  const sources = db.prepare(
    `SELECT id, package, version, source_dictionary AS sourceDictionary, title, attribution_text AS attributionText,
       attribution_url AS attributionUrl, licence FROM sources ORDER BY id`,
  );
  const buildInfo = db.prepare('SELECT key, value FROM build_info ORDER BY key');

  return {
    sources(): SourceRecord[] {
      return sources.all() as SourceRecord[];
    },

    buildInfo(): Record<string, string> {
      const info: Record<string, string> = {};
      for (const row of buildInfo.all() as { key: string; value: string }[]) info[row.key] = row.value;
      return info;
    },
  };
}
