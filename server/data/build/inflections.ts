/**
 * Inflections: WordNet's irregular forms (`source` = 'exception'), and the regular ones
 * (dogs, running, happier) kept only when the inflected spelling is attested (`regular`).
 */
import { stressPattern } from '../ipa.ts';
import { regularInflections, type FormRelation, type MorphPos } from '../../../lib/shared/english/inflection.ts';
import type { BuildDatabase } from './database.ts';
import type { EntryList } from './entries.ts';
import { compare } from './order.ts';
import type { Progress } from './progress.ts';
import type { Sources } from './sources.ts';

/** Brown tags that attest each kind of regular form. */
const ATTESTING_TAGS: Readonly<Partial<Record<FormRelation, readonly string[]>>> = {
  plural: ['nns', 'nps'],
  'third-person': ['vbz'],
  past: ['vbd', 'vbn'],
  'present-participle': ['vbg'],
  comparative: ['jjr'],
  superlative: ['jjt'],
};

interface InflectionRow {
  form: string;
  pos: MorphPos;
  baseId: number;
  source: 'exception' | 'regular';
}

interface Inflections {
  /** By form, part of speech and base. */
  rows: InflectionRow[];
  /** Each base entry's inflected forms. */
  formsOfBase: Map<number, Set<string>>;
  /** Every inflected form. */
  inflectedForms: Set<string>;
}

export function findInflections(
  sources: Sources,
  tagCounts: ReadonlyMap<string, ReadonlyMap<string, number>>,
  entries: EntryList,
  progress: Progress,
): Inflections {
  const { cmu, tierByLower, lemmaFiles } = sources;
  const rows: InflectionRow[] = [];
  const keys = new Set<string>();
  const exceptionForms = new Set<string>();
  const add = (row: InflectionRow): void => {
    const key = `${row.form}\u0001${row.pos}\u0001${row.baseId}`;
    if (keys.has(key)) return;
    keys.add(key);
    rows.push(row);
  };
  for (const ex of sources.exceptions) {
    const baseId = entries.entryId.get(ex.base);
    if (baseId === undefined || !lemmaFiles.get(ex.base)?.has(ex.file)) continue;
    if (ex.form === ex.base) continue;
    exceptionForms.add(`${ex.form}\u0001${ex.file}`);
    add({ form: ex.form, pos: ex.file, baseId, source: 'exception' });
  }
  // attested: tagged as that inflection in the Brown corpus, or (never seen there) in CMUdict and SCOWL
  const attested = (form: string, tags: readonly string[]): boolean => {
    const seen = tagCounts.get(form);
    if (seen) return tags.some((t) => (seen.get(t) ?? 0) > 0);
    return cmu.has(form) && tierByLower.has(form);
  };
  for (const lemma of entries.lowers) {
    const files = lemmaFiles.get(lemma);
    if (!files || !/^[a-z]+$/.test(lemma)) continue;
    const baseId = entries.entryId.get(lemma) ?? 0;
    const pron = cmu.get(lemma)?.[0];
    const stresses = pron ? stressPattern(pron) : undefined;
    const finalStress = stresses && stresses.length > 0 ? stresses[stresses.length - 1] === 1 : undefined;
    for (const pos of ['n', 'v', 'a'] as const) {
      if (!files.has(pos)) continue;
      for (const candidate of regularInflections(lemma, pos, finalStress)) {
        if (candidate.form === lemma || exceptionForms.has(`${candidate.form}\u0001${pos}`)) continue;
        if (!attested(candidate.form, ATTESTING_TAGS[candidate.relation] ?? [])) continue;
        add({ form: candidate.form, pos, baseId, source: 'regular' });
      }
    }
  }
  rows.sort((a, b) => compare(a.form, b.form) || compare(a.pos, b.pos) || a.baseId - b.baseId);
  const formsOfBase = new Map<number, Set<string>>();
  const inflectedForms = new Set<string>();
  for (const row of rows) {
    let set = formsOfBase.get(row.baseId);
    if (!set) formsOfBase.set(row.baseId, (set = new Set()));
    set.add(row.form);
    inflectedForms.add(row.form);
  }
  progress.counts.inflections = rows.length;
  progress.lap(`inflections: ${rows.length}`);
  return { rows, formsOfBase, inflectedForms };
}

export function writeInflections(db: BuildDatabase, inflections: Inflections): void {
  const insertInflection = db.prepare('INSERT INTO inflections (form, pos, base_id, source) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const row of inflections.rows) insertInflection.run(row.form, row.pos, row.baseId, row.source);
  })();
}
