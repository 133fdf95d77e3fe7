/**
 * WordNet's synsets, file by file: each synset with its definition, gloss examples and
 * pointers, and a sense row for each of its lemmas that is an entry.
 */
import { FILE_CODE, SYNSET_ID_BASE } from '../schema.ts';
import { readSynsets, storedFrames, WORDNET_FILES, type WordNetFile } from '../sources/wordnet.ts';
import type { BuildDatabase } from './database.ts';
import type { Progress } from './progress.ts';
import { sensePlacer } from './sense-order.ts';
import type { Spellings } from './spellings.ts';

/** A gloss example that shows the entry's word: its sense's place, the synset and the example's number. */
export interface GlossExampleLink {
  sortKey: number;
  synsetId: number;
  seq: number;
}

function synsetId(file: WordNetFile, offset: number): number {
  return FILE_CODE[file] * SYNSET_ID_BASE + offset;
}

/** Whether an example (lowercase, and its tokens) shows the word or one of its inflected forms. */
function shows(example: { lower: string; tokens: Set<string> }, lower: string, inflected: ReadonlySet<string> | undefined) {
  return lower.includes(' ')
    ? new RegExp(`(^|[^\\p{L}])${lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(example.lower)
    : example.tokens.has(lower) || (inflected !== undefined && [...inflected].some((f) => example.tokens.has(f)));
}

/**
 * Writes the synsets, their examples and pointers, and the senses (recording each lemma's
 * spelling); answers, per entry, the gloss examples that show its word.
 */
export function writeWordNet(
  db: BuildDatabase,
  lemmaFiles: ReadonlyMap<string, ReadonlyMap<WordNetFile, number[]>>,
  tagCounts: ReadonlyMap<string, number>,
  entryId: ReadonlyMap<string, number>,
  spellings: Spellings,
  formsOfBase: ReadonlyMap<number, ReadonlySet<string>>,
  progress: Progress,
): Map<number, GlossExampleLink[]> {
  const insertSynset = db.prepare('INSERT INTO synsets (id, pos, lex_file, definition, frames) VALUES (?, ?, ?, ?, ?)');
  const insertSynsetExample = db.prepare('INSERT INTO synset_examples (synset_id, seq, text) VALUES (?, ?, ?)');
  const insertPointer = db.prepare(
    'INSERT OR IGNORE INTO pointers (synset_id, symbol, source_member, target_id, target_member) VALUES (?, ?, ?, ?, ?)',
  );
  const insertSense = db.prepare(
    'INSERT OR IGNORE INTO senses (entry_id, sort_key, synset_id, member, form_id, tag_count) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const placeOf = sensePlacer(tagCounts);
  const links = new Map<number, GlossExampleLink[]>();
  let synsetCount = 0;
  let senseCount = 0;
  let exampleCount = 0;
  let pointerCount = 0;
  for (const file of WORDNET_FILES) {
    const before = synsetCount;
    db.transaction(() => {
      for (const synset of readSynsets(file)) {
        const id = synsetId(file, synset.offset);
        insertSynset.run(id, synset.pos, synset.lexFile, synset.definition, storedFrames(synset.frames));
        synsetCount++;
        synset.examples.forEach((text, seq) => {
          insertSynsetExample.run(id, seq, text);
          exampleCount++;
        });
        for (const p of synset.pointers) {
          insertPointer.run(id, p.symbol, p.source, synsetId(p.targetFile, p.targetOffset), p.target);
          pointerCount++;
        }
        const examples = synset.examples.map((text) => {
          const lower = text.toLowerCase();
          return { lower, tokens: new Set(lower.split(/[^\p{L}\p{N}'-]+/u)) };
        });
        synset.members.forEach((member, index) => {
          const lower = member.lemma.toLowerCase();
          const eid = entryId.get(lower);
          if (eid === undefined) return;
          const { sortKey, tagCount } = placeOf(lower, lemmaFiles.get(lower), file, synset.offset);
          const result = insertSense.run(eid, sortKey, id, index + 1, spellings.add(member.lemma), tagCount);
          senseCount += result.changes;
          // gloss examples that show this very word (or one of its attested inflections)
          examples.forEach((example, seq) => {
            if (!shows(example, lower, formsOfBase.get(eid))) return;
            let list = links.get(eid);
            if (!list) links.set(eid, (list = []));
            list.push({ sortKey, synsetId: id, seq });
          });
        });
      }
    })();
    progress.lap(`WordNet ${file}: ${synsetCount - before} synsets`);
  }
  progress.counts.synsets = synsetCount;
  progress.counts.senses = senseCount;
  progress.counts.glossExamples = exampleCount;
  progress.counts.pointers = pointerCount;
  return links;
}
