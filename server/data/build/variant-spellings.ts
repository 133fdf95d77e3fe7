/**
 * Other spellings that GCIDE gives of an entry, so that a reader finds the entry from the
 * spelling their book uses:
 * - an article's later headwords (`Among, Amongst, prep.`: amongst is among), and the
 *   spellings a sense says it is written in too (`[Written also {akene}.]`), where that
 *   spelling is defined by no dictionary of its own;
 * - a word that GCIDE alone defines and whose every sense only sends the reader to another
 *   entry (`Chuse: See {Choose}.`, `Plaister: See {Plaster}.`, `Connexion: Connection. See
 *   {Connection}.`), where a sense may also name a word spelled almost alike (`Shew, n.:
 *   Show. [Obs.]`) but one says where to look.
 * The store's morphy (stores/words/canonical.ts) answers such a spelling with its entry.
 */
import type { GcideArticle } from '../sources/gcide-entry.ts';
import type { BuildDatabase } from './database.ts';
import type { EntryList } from './entries.ts';
import { articleKey } from './gcide-headwords.ts';
import type { Progress } from './progress.ts';
import { editDistance } from '../../shared/edit-distance.ts';

/** A sense that only points: "See {Show}.", "Same as {Dispatch}.", "See {Crowd}, a violin.", or a bare word, "Show.". */
const POINTER = /^(?:(See|Same as)\s+)?(?:<xref>)?([A-Za-z][A-Za-z'-]*)(?:<\/xref>)?(?:,[^.]*)?\.?$/;

/** "Written also {akene} and {achænium}", "Formerly written …", "Also written …": the spellings named. */
const WRITTEN_ALSO =
  /\b(?:Written also|Also written|Formerly written|Sometimes written)\s+((?:(?:<xref>[^<]+<\/xref>)(?:,\s*|\s+(?:and|or)\s+)?)+)/g;

export function writtenAlso(text: string): string[] {
  return [...text.matchAll(WRITTEN_ALSO)].flatMap((m) => [...(m[1] ?? '').matchAll(/<xref>([^<]+)<\/xref>/g)].map((x) => x[1] ?? ''));
}

/**
 * Whether `form` is a word made from `target` rather than a spelling of it: a prefix before it
 * ("Unspontaneous: See {spontaneous}." is its opposite), or three letters or more after it
 * (poppyhead of poppy). A short ending is a spelling (amongst, bleaky).
 */
function madeFrom(form: string, target: string): boolean {
  if (form.length > target.length && form.endsWith(target)) return true;
  return form.startsWith(target) && form.length - target.length >= 3;
}

/** Where a sense of `form` sends the reader, if pointing is all it does, and whether it says so ("See", "Same as"). */
function pointsTo(text: string, form: string): { target: string; said: boolean } | undefined {
  // "Connection. See {Connection}.": each sentence points, and to the same word.
  const sentences = text
    .replace(/\s*\[[^\]]*\]/g, '')
    .trim()
    .split(/(?<=\.)\s+/);
  const found = sentences.map((sentence) => {
    const match = POINTER.exec(sentence);
    const target = match?.[2]?.toLowerCase();
    if (!target || target === form || madeFrom(form, target)) return undefined;
    // A bare word is a pointer only when it is the same word spelled otherwise, not a synonym.
    const said = Boolean(match?.[1]);
    return said || editDistance(form, target, 2) <= 2 ? { target, said } : undefined;
  });
  const [first] = found;
  if (!first || !found.every((f) => f?.target === first.target)) return undefined;
  return { target: first.target, said: found.some((f) => f?.said) };
}

/**
 * Each variant spelling (lowercase) and the entry (lowercase) it is another spelling of.
 * `wordnet`: WordNet's lemmas (a word WordNet defines is answered as itself).
 */
export function findVariantSpellings(
  articles: readonly GcideArticle[],
  entries: Pick<EntryList, 'entryId'>,
  wordnet: { has(lower: string): boolean },
): Map<string, string> {
  // The words that some dictionary defines: WordNet's, and GCIDE's first headwords.
  const gcideDefines = new Set(articles.map(articleKey).filter((key) => key !== undefined));
  const defined = (lower: string) => wordnet.has(lower) || gcideDefines.has(lower);
  const variants = new Map<string, string>();
  // A word GCIDE alone defines, and where each of its senses points (undefined: one that defines).
  const pointers = new Map<string, ({ target: string; said: boolean } | undefined)[]>();
  for (const article of articles) {
    const key = articleKey(article);
    if (!key || !entries.entryId.has(key)) continue;
    const others = [...article.headwords.slice(1).map((h) => h.word), ...article.senses.flatMap((sense) => writtenAlso(sense.text))];
    for (const other of others.map((word) => word.toLowerCase())) {
      if (other === key || madeFrom(other, key) || defined(other) || variants.has(other)) continue;
      if (/^[a-z][a-z' -]*$/.test(other)) variants.set(other, key);
    }
    if (!wordnet.has(key)) {
      const list = pointers.get(key) ?? [];
      for (const sense of article.senses) list.push(pointsTo(sense.text, key));
      pointers.set(key, list);
    }
  }
  // Every sense points to one entry, and one says so: "Whilst: While." alone is a definition.
  for (const [form, senses] of pointers) {
    const target = senses[0]?.target;
    if (!target || !senses.every((s) => s?.target === target) || !senses.some((s) => s?.said)) continue;
    if (entries.entryId.has(target) && !variants.has(target)) variants.set(form, target);
  }
  return variants;
}

export function writeVariantSpellings(
  db: BuildDatabase,
  variants: ReadonlyMap<string, string>,
  entries: EntryList,
  progress: Progress,
): void {
  const insert = db.prepare('INSERT INTO variant_spellings (form, base_id) VALUES (?, ?)');
  db.transaction(() => {
    for (const [form, base] of variants) {
      const baseId = entries.entryId.get(base);
      if (baseId !== undefined) insert.run(form, baseId);
    }
  })();
  progress.counts.variantSpellings = variants.size;
  progress.lap(`variant spellings: ${variants.size}`);
}
