/**
 * GCIDE into the word database: each article's etymology, its quotations as examples (short
 * complete sentences first), its syllable marks (W6 answers them for `webster`, and by
 * default where CMUdict gives no split), and its plural and verb forms for the morphology.
 * Its senses are handed on, shaped as W4 definitions, to definition-answers.ts. The articles
 * are read before the entries are listed, since GCIDE's headwords are entries too
 * (gcide-headwords.ts). Without the Debian package, the build says so and writes nothing.
 */
import { keptDefinition, type KeptDefinition } from '../definition-shape.ts';
import { GCIDE_ABSENT, gcideInstalled, readGcide } from '../sources/gcide.ts';
import type { GcideArticle } from '../sources/gcide-entry.ts';
import type { GcideSense } from '../sources/gcide-senses.ts';
import { exampleQuality } from '../example-quality.ts';
import type { BuildDatabase } from './database.ts';
import type { EntryList } from './entries.ts';
import { articleKey } from './gcide-headwords.ts';
import { articleRespellings, textPronsOf } from './gcide-spoken.ts';
import { pointerFollower, type FollowedSense } from './gcide-pointers.ts';
import type { Progress } from './progress.ts';

/** Quotations kept per entry for the examples (W2): the best ones, by exampleQuality. */
const QUOTATIONS_PER_WORD = 20;

/** `Min.`, `Zool.`: the subject a sense belongs to; `Obs.`, `R.`, `Colloq.`: how it is used. */
const USAGE_LABELS = new Set([
  'Obs.',
  'R.',
  'Colloq.',
  'Archaic',
  'Poetic',
  'Rare',
  'Slang',
  'Prov. Eng.',
  'Eng.',
  'Scot.',
  'U. S.',
  'Obs',
  'R',
]);

function definitionOf(
  article: GcideArticle,
  articleSeq: number,
  sense: GcideSense,
  senseSeq: number,
  word: string,
  spoken: string | undefined,
): KeptDefinition {
  return keptDefinition({
    id: `G${articleSeq}-${senseSeq + 1}`,
    word,
    text: sense.text,
    partOfSpeech: article.partOfSpeech,
    labels: sense.labels.map((text) => ({ text, type: USAGE_LABELS.has(text) ? 'usage' : 'field' })),
    citations: sense.quotations.map((q) => ({ cite: q.text, source: q.author })),
    notes: sense.notes.map((value, pos) => ({ value, noteType: 'note', appliesTo: [], pos })),
    textProns: textPronsOf(spoken),
  });
}

/**
 * The senses a pointer sense leads to (gcide-pointers.ts), each as a definition of the word
 * looked up: the target's own text and labels, the pointer's labels too ("See {X}. [Obs.]"),
 * and a note of where the text was found. The target's quotations show another word and stay with it.
 */
function followedDefinitions(
  article: GcideArticle,
  articleSeq: number,
  pointer: GcideSense,
  senseSeq: number,
  word: string,
  followed: readonly FollowedSense[],
  spoken: string | undefined,
): KeptDefinition[] {
  return followed.map(({ sense, partOfSpeech, foundAt }, k) => {
    const labels = [...new Set([...pointer.labels, ...sense.labels])];
    return keptDefinition({
      id: `G${articleSeq}-${senseSeq + 1}${k ? `.${k + 1}` : ''}`,
      word,
      text: sense.text,
      partOfSpeech: article.partOfSpeech ?? partOfSpeech,
      labels: labels.map((text) => ({ text, type: USAGE_LABELS.has(text) ? 'usage' : 'field' })),
      notes: [...sense.notes, foundAt].map((value, pos) => ({
        value,
        noteType: pos === sense.notes.length ? 'followed' : 'note',
        appliesTo: [],
        pos,
      })),
      // The word looked up is said as its own article says it, not as the one pointed to.
      textProns: textPronsOf(spoken),
    });
  });
}

export interface GcideData {
  /** Each entry's GCIDE definitions, in the dictionary's order of articles and senses. */
  definitions: Map<number, KeptDefinition[]>;
}

/**
 * Whether a quotation shows the word or a form of it, as Webster's quotations write them:
 * abandon in "abandoned", "abandoneth", "abandoning", or a form the article lists (went);
 * a phrase as it is.
 */
export function showsWord(text: string, word: string, forms: readonly string[] = []): boolean {
  const lower = word.toLowerCase();
  const quoted = text.toLowerCase();
  if (lower.includes(' ')) return quoted.includes(lower);
  const listed = new Set(forms.map((form) => form.toLowerCase()));
  // The stem without a final e or y (hope → hoping, carry → carried), then at most a few letters of ending.
  const stem = lower.length > 3 ? lower.replace(/[ey]$/, '') : lower;
  return quoted
    .split(/[^\p{L}'-]+/u)
    .some((token) => token === lower || listed.has(token) || (token.startsWith(stem) && token.length <= lower.length + 4));
}

/** The syllables of `display`, cut where GCIDE's marks cut its headword, if they spell it (a phrase is not split). */
function cutAsMarked(display: string, syllables: readonly string[]): string[] | undefined {
  if (syllables.join('').toLowerCase() !== display.toLowerCase() || !syllables.length || display.includes(' ')) return undefined;
  const pieces: string[] = [];
  let at = 0;
  for (const syllable of syllables) {
    pieces.push(display.slice(at, at + syllable.length));
    at += syllable.length;
  }
  return pieces;
}

/** GCIDE's articles, or none (said in the log) when it is not installed in `dir`. */
export function readGcideArticles(dir: string, progress: Progress, log: (line: string) => void): GcideArticle[] {
  if (!gcideInstalled(dir)) {
    log(`${GCIDE_ABSENT} (no GCIDE in ${dir})`);
    progress.counts.gcideArticles = 0;
    return [];
  }
  const articles = readGcide(dir);
  progress.counts.gcideArticles = articles.length;
  progress.lap(`GCIDE: ${articles.length} articles read`);
  return articles;
}

/**
 * An article of a word that is another word with "re-" before it ("Re*lease", to lease again,
 * beside Release, to set free; "Re*cover", to cover again): Webster's etymology says
 * "Pref. re- + lease". Where the word has other articles, its senses come after theirs, as the
 * rarer word: a reader of "release a new version" meant the other.
 */
const PREFIXED_RE = /^(?:<ety>)?\[\s*Pref\.\s+re-?\s*\+/i;

export function writeGcide(
  db: BuildDatabase,
  articles: readonly GcideArticle[],
  entries: EntryList,
  displayWord: ReadonlyMap<number, string>,
  progress: Progress,
): GcideData {
  const definitions = new Map<number, KeptDefinition[]>();
  if (!articles.length) return { definitions };
  /** The senses of each entry's articles of a word with "re-" before it, placed after the others' at the end. */
  const prefixed = new Map<number, KeptDefinition[]>();

  const insertEtymology = db.prepare('INSERT INTO etymologies (entry_id, seq, text) VALUES (?, ?, ?)');
  const insertExample = db.prepare('INSERT INTO gcide_examples (entry_id, rank, text, author) VALUES (?, ?, ?, ?)');
  // A word's first article with marks that spell it gives its split.
  const insertSyllables = db.prepare(`INSERT OR IGNORE INTO syllables (entry_id, source, pieces, stressed) VALUES (?, 'gcide', ?, ?)`);
  const insertForm = db.prepare(`INSERT OR IGNORE INTO inflections (form, pos, base_id, source) VALUES (?, ?, ?, 'gcide')`);
  const formOfAnother = db.prepare('SELECT 1 FROM inflections WHERE form = ? AND pos = ? AND base_id != ?').pluck();
  const etymologies = new Map<number, string[]>();
  const quotations = new Map<number, { text: string; author: string }[]>();
  let syllabified = 0;
  let forms = 0;
  const follow = pointerFollower(articles);
  const spoken = articleRespellings(articles);
  let followed = 0;

  db.transaction(() => {
    articles.forEach((article, articleSeq) => {
      // An article's first headword is the one it defines; the others are variant spellings.
      const headword = article.headwords[0];
      const key = articleKey(article);
      const entryId = key === undefined ? undefined : entries.entryId.get(key);
      if (!headword || entryId === undefined) return;
      const word = displayWord.get(entryId) ?? headword.word.toLowerCase();
      const senses = PREFIXED_RE.test(article.etymology ?? '') ? prefixed : definitions;
      const list = senses.get(entryId) ?? [];
      article.senses.forEach((sense, senseSeq) => {
        const found = follow(article, sense);
        if (found) followed++;
        list.push(
          ...(found
            ? followedDefinitions(article, articleSeq, sense, senseSeq, word, found, spoken[articleSeq])
            : [definitionOf(article, articleSeq, sense, senseSeq, word, spoken[articleSeq])]),
        );
      });
      if (list.length) senses.set(entryId, list);
      if (article.etymology) {
        const known = etymologies.get(entryId) ?? [];
        if (!known.includes(article.etymology)) known.push(article.etymology);
        etymologies.set(entryId, known);
      }
      const quoted = quotations.get(entryId) ?? [];
      // A quotation that does not show the word (in any of its forms) is no example of it.
      const formsListed = [...article.plurals, ...article.verbForms];
      for (const sense of article.senses) quoted.push(...sense.quotations.filter((q) => showsWord(q.text, word, formsListed)));
      quotations.set(entryId, quoted);
      const pieces = cutAsMarked(word, headword.syllables);
      if (pieces && insertSyllables.run(entryId, pieces.join('\u00b7'), headword.stressed ?? null).changes) syllabified++;
      const pos = article.partOfSpeech?.startsWith('verb') ? 'v' : article.partOfSpeech === 'noun' ? 'n' : undefined;
      const inflected = pos === 'n' ? article.plurals : pos === 'v' ? article.verbForms : [];
      // A word GCIDE alone lists does not take over the forms of another entry (bested stays a form of best, not of bestead).
      const yields = key !== undefined && entries.gcideOnly.has(key);
      for (const form of inflected) {
        const lower = form.toLowerCase();
        if (!pos || !/^[a-z][a-z'-]*$/.test(lower) || lower === key) continue;
        if (yields && formOfAnother.get(lower, pos, entryId)) continue;
        forms += insertForm.run(lower, pos, entryId).changes;
      }
    });
    for (const [entryId, list] of prefixed) definitions.set(entryId, [...(definitions.get(entryId) ?? []), ...list]);
    for (const [entryId, texts] of etymologies) texts.forEach((text, seq) => insertEtymology.run(entryId, seq, text));
    for (const [entryId, quoted] of quotations) {
      const best = quoted
        .map((q, order) => ({ ...q, order, quality: exampleQuality(q.text) }))
        .sort((a, b) => b.quality - a.quality || a.order - b.order)
        .slice(0, QUOTATIONS_PER_WORD);
      best.forEach((q, rank) => insertExample.run(entryId, rank, q.text, q.author));
    }
  })();
  progress.counts.gcideEntries = definitions.size;
  progress.counts.etymologies = [...etymologies.values()].reduce((sum, list) => sum + list.length, 0);
  progress.counts.gcideSyllabified = syllabified;
  progress.counts.gcideForms = forms;
  progress.counts.gcidePointersFollowed = followed;
  progress.lap(
    `GCIDE: ${definitions.size} entries defined, ${progress.counts.etymologies} etymologies, ${syllabified} syllable splits, ${forms} forms, ${followed} pointers followed`,
  );
  return { definitions };
}
