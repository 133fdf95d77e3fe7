/**
 * The in-memory index of the entries (server/stores/words/word-index.ts), laid out once at
 * build time: the entries' columns in the binary order of `lower`, their order by ending, and
 * their capitalized forms, each a blob of `word_index` (see word-index-columns.ts).
 */
import { packWordIndex } from '../word-index-columns.ts';
import type { BuildDatabase } from './database.ts';
import type { Progress } from './progress.ts';

type EntryColumns = [number, string, string | null, number, number, number, number | null, number, number];

export function writeWordIndex(db: BuildDatabase, progress: Progress): void {
  const rows = db
    .prepare('SELECT id, lower, word, corpus_count, dictionary_count, length, tier, pos_mask, flags FROM entries ORDER BY lower')
    .raw(true)
    .all() as EntryColumns[];
  const size = rows.length;
  const column = (at: number) => Int32Array.from(rows, (row) => (row[at] as number | null) ?? 0);
  const ids = column(0);
  const positionOfId = new Map<number, number>();
  ids.forEach((id, position) => positionOfId.set(id, position));

  const byEnding = Int32Array.from(
    db.prepare('SELECT id FROM entries ORDER BY reversed').pluck().all() as number[],
    (id) => positionOfId.get(id) ?? -1,
  );
  const formsOf: string[][] = Array.from({ length: size }, () => []);
  const formRows = db.prepare('SELECT entry_id, form FROM forms ORDER BY entry_id, form').raw(true).all() as [number, string][];
  for (const [entryId, form] of formRows) formsOf[positionOfId.get(entryId) ?? -1]?.push(form);
  const formsStart = new Int32Array(size + 1);
  formsOf.forEach((list, position) => (formsStart[position + 1] = (formsStart[position] ?? 0) + list.length));

  const insert = db.prepare('INSERT INTO word_index (name, data) VALUES (?, ?)');
  const packed = packWordIndex({
    ids,
    lower: rows.map((row) => row[1]),
    display: rows.map((row) => row[2] ?? ''),
    corpusCount: column(3),
    dictionaryCount: column(4),
    length: column(5),
    tier: column(6),
    posMask: column(7),
    flags: column(8),
    byEnding,
    formsStart,
    forms: formsOf.flat(),
  });
  db.transaction(() => {
    for (const [name, data] of packed) insert.run(name, data);
  })();
  progress.lap(`word index: ${size} entries`);
}
