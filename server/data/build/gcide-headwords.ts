/**
 * GCIDE's headwords as entries. Each article belongs to the entry of its first headword
 * (lowercased); a headword that no other source lists becomes an entry of its own when it is
 * a word a reader looks up: letters, with spaces, hyphens or apostrophes inside (phrases are
 * entries, as WordNet's are), and not GCIDE's abbreviations (`A.D.`), affixes (`-ness`, `Ab-`),
 * numbers, or headings its marks show to be cut short.
 *
 * Webster's 1913 capitalizes every headword, so a first capital says nothing about a word:
 * such an entry is shown in lowercase, unless the article calls it a proper noun or capitals
 * stand further on (`AAAS`, `Agnus Scythicus`).
 */
import { PART_OF_SPEECH_BITS, type PartOfSpeechName } from '../schema.ts';
import type { GcideArticle } from '../sources/gcide-entry.ts';
import type { EntryList } from './entries.ts';
import { compare } from './order.ts';
import type { Spellings } from './spellings.ts';

export interface GcideWord {
  /** How many definitions GCIDE gives (one per sense of each of its articles). */
  definitions: number;
  /** PART_OF_SPEECH_BITS of its articles' parts of speech. */
  posMask: number;
  /** Whether the word may be an entry of its own (see above). */
  lookupWord: boolean;
  /** The spellings it is shown in when it is an entry of GCIDE's alone. */
  spellings: string[];
}

/**
 * GCIDE's parts of speech (the interface's values) and the entry's part-of-speech bit each
 * sets. A past participle's article (`Gone, p. p. of {Go}`) is a form of a verb, not a verb:
 * morphy takes a word with the verb bit for a base form.
 */
const POS_BIT_OF: Readonly<Record<string, PartOfSpeechName>> = {
  noun: 'noun',
  'noun-plural': 'noun',
  'proper-noun': 'noun',
  verb: 'verb',
  'verb-transitive': 'verb',
  'verb-intransitive': 'verb',
  adjective: 'adjective',
  adverb: 'adverb',
  pronoun: 'pronoun',
  preposition: 'preposition',
  conjunction: 'conjunction',
  interjection: 'interjection',
};

/** Letters, and single spaces, hyphens or apostrophes between them. */
const WORD_SHAPE = /^[A-Za-z]+(?:(?:[-']|'? )[A-Za-z]+)*$/;

/** The lowercase spelling of the entry an article belongs to. */
export function articleKey(article: GcideArticle): string | undefined {
  return article.headwords[0]?.word.toLowerCase();
}

const squashed = (text: string) => text.toLowerCase().replace(/'/g, '');

function isLookupWord(article: GcideArticle): boolean {
  const headword = article.headwords[0];
  if (!headword || article.senses.length === 0) return false;
  if (headword.word.length < 2 || !WORD_SHAPE.test(headword.word)) return false;
  // Marks that spell something else (`Abidjan administrative \Abidjan (administrative)\`) show a heading cut short.
  const marked = headword.syllables.join('');
  return !marked || squashed(marked) === squashed(headword.word);
}

/** The spelling an article's headword is shown in (see above); a leading Æ, written AE, is one letter. */
function shownSpelling(article: GcideArticle, word: string): string {
  if (article.partOfSpeech === 'proper-noun') return word;
  return /[A-Z]/.test(word.replace(/^(?:AE|OE)/, 'A').slice(1)) ? word : word.toLowerCase();
}

/** Every GCIDE headword by its lowercase spelling, with what its articles give it. */
export function gcideWords(articles: readonly GcideArticle[]): Map<string, GcideWord> {
  const words = new Map<string, GcideWord>();
  for (const article of articles) {
    const key = articleKey(article);
    const headword = article.headwords[0];
    if (!key || !headword) continue;
    let word = words.get(key);
    if (!word) words.set(key, (word = { definitions: 0, posMask: 0, lookupWord: false, spellings: [] }));
    word.definitions += article.senses.length;
    const pos = article.partOfSpeech ? POS_BIT_OF[article.partOfSpeech] : undefined;
    if (pos && article.senses.length) word.posMask |= PART_OF_SPEECH_BITS[pos];
    if (isLookupWord(article)) {
      word.lookupWord = true;
      const spelling = shownSpelling(article, headword.word);
      if (!word.spellings.includes(spelling)) word.spellings.push(spelling);
    }
  }
  return words;
}

/** Records the spellings of the entries GCIDE alone lists, in binary order (so form ids are reproducible). */
export function addGcideSpellings(spellings: Spellings, entries: EntryList, words: ReadonlyMap<string, GcideWord>): void {
  for (const lower of [...entries.gcideOnly].sort(compare)) {
    for (const spelling of words.get(lower)?.spellings ?? []) spellings.add(spelling);
  }
}
