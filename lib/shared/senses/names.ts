/**
 * A capitalized word inside a sentence is most often a name of the page's own: a person of the
 * story ("said Marlow", "Mrs. Bennet", "Pip went"), a place. WordNet names famous people
 * ("Hudson: English navigator who discovered the Hudson River (1565-1611)"), and a reader of a
 * novel who meets Hudson the butler is not helped by the navigator. So a word read as a name
 * opens on a sense that fits a name (a place, a language, a day), or on none, the answer saying
 * it reads as a name; a famous person's sense leads only where the page names that person: by
 * the full name the sense gives ("Henry Hudson"), or by other words of its definition near it
 * (Darwin beside "evolution" and "natural selection"). The word's other senses wait apart.
 */
import type { Definition } from '../api';
import * as grammar from '../english/grammar-words';
import type { WordInSentence } from '../text/sentence-context';
import { isPlainWord } from '../text/word-classes';
import { previousOpensSentence, previousWord } from '../text/words-around';

/** Words before a capital that make it a common noun's, capitalized for its institution or for emphasis: "the Church", "his Honour". */
const DETERMINERS = grammar.wordSet(grammar.ARTICLES, grammar.DEMONSTRATIVES, grammar.POSSESSIVES, ['that', 'every', 'no']);

const PERSON_TITLES = grammar.wordSet(grammar.PERSON_TITLES);

/** Whether a title or a rank stands before the word ("Mr. Brown", "Captain Ahab"): it names a person. */
function afterPersonTitle({ sentence, start }: WordInSentence): boolean {
  const title = /(\p{L}+)\.?\s+$/u.exec(sentence.slice(0, start))?.[1]?.toLowerCase();
  return title !== undefined && PERSON_TITLES.has(title);
}

/** Whether a sentence reads as a heading or a title: most of its longer words capitalized ("The Rise And Fall Of Rome"). */
function titleCased(sentence: string, word: string): boolean {
  const words = sentence.split(/[^\p{L}'’]+/u).filter((w) => w.length > 3 && w !== word);
  return words.length >= 2 && words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.6;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text around writes the word capitalized after a lowercase word, inside a sentence ("said Grace", "and Grace"; not "the Grace"). */
function namedInsideASentence(written: string, around: string | undefined): boolean {
  if (around === undefined) return false;
  const after = new RegExp(`(?<!\\p{L})(\\p{Ll}+)[,;:]?\\s+${escaped(written)}(?!\\p{L})`, 'gu');
  return [...around.matchAll(after)].some(([, previous]) => previous !== undefined && !DETERMINERS.has(previous));
}

/**
 * Whether the word the reader met reads as a name in its page: capitalized (not in capitals),
 * not opening its sentence nor a quotation that opens one, not after an article or a
 * possessive, not in a heading, and nowhere in the text around it written in lowercase.
 */
export function readAsName(word: string, context: WordInSentence | undefined): boolean {
  if (!context) return false;
  const { sentence, start } = context;
  const written = sentence.slice(start, start + word.length);
  if (!/^\p{Lu}\p{Ll}+(?:['’-]\p{L}+)*$/u.test(written)) return false;
  const before = sentence.slice(0, start);
  // Opening its sentence, a capital says nothing, unless the page names it so inside another ("Grace opened…", "… said Grace").
  if (!/\p{L}/u.test(before) && !namedInsideASentence(written, context.around)) return false;
  // A quotation opening a sentence: 'He said, "Hope is all."', '… away. ‘Pity him,’'
  if (/["“‘'(]\s*$/u.test(before)) return false;
  const previous = /(\p{L}+)[^\p{L}]*$/u.exec(before)?.[1]?.toLowerCase();
  if (previous && DETERMINERS.has(previous)) return false;
  if (titleCased(sentence, written)) return false;
  // "Figure 2", "Chapter 3": a capital before a number names a part of the page.
  if (/^\s*\d/.test(sentence.slice(start + written.length))) return false;
  const lowercase = new RegExp(`(?<!\\p{L})${escaped(written.toLowerCase())}(?!\\p{L})`, 'u');
  return !lowercase.test(`${sentence} ${context.around ?? ''}`);
}

/**
 * Whether the answer lets the word be a name: a name is not inflected, and it is a name's entry
 * or a word whose commonest sense in some dictionary (the first it gives, in the order the
 * answer came in) is a noun, as Pip is. So "Conjured" or "Abject" capitalized at a verse's line
 * ("… Heaven's sons Conjured against the Highest", "so thick bestrown Abject and lost") is the
 * common word, though Webster's gives abject a rare noun ("a castaway").
 */
export function mayBeName(query: string, word: string, definitions: readonly Definition[], context?: WordInSentence): boolean {
  if (query.toLowerCase() !== word.toLowerCase()) return false;
  if (definitions.length === 0 || definitions.some(isCapitalized) || (context !== undefined && inFullName(context))) return true;
  const commonest = new Map<string, Definition>();
  for (const d of definitions) if (!commonest.has(d.sourceDictionary ?? '')) commonest.set(d.sourceDictionary ?? '', d);
  return [...commonest.values()].some((d) => (d.partOfSpeech ?? '').includes('noun'));
}

/**
 * Whether the word stands in a full name: after a title ("Mrs. Rose Maylie"), or after another
 * capitalized word inside the sentence that is no grammar word ("said Oliver Twist"). Not after
 * one opening the sentence, which may be any word ("And Conjured…", "Click Save to…").
 */
function inFullName(context: WordInSentence): boolean {
  if (afterPersonTitle(context)) return true;
  const previous = previousWord(context);
  if (!previous || previousOpensSentence(context) || !isPlainWord(previous.word)) return false;
  return /^\p{Lu}\p{Ll}/u.test(context.sentence.slice(previous.start));
}

const isCapitalized = (definition: Definition) => {
  const word = definition.word ?? '';
  return word !== word.toLowerCase();
};

/** A person's dates, as WordNet ends their glosses: "(1809-1882)", "(born in Argentina) (1841-1922)", "(died 1616)". */
const LIFE = /\((?:born |died |flourished |circa |c\. )?[^()]*\d{3,4}(?:\??\s*-\s*\d{2,4})?\??\)\s*$/;

/** The full names a sense gives its word by: WordNet's synonyms that end in the word ("Henry Hudson", "Philip Marlowe"). */
function fullNames(definition: Definition): string[] {
  const word = (definition.word ?? '').toLowerCase();
  const synonyms = (definition.relatedWords ?? [])
    .filter((group) => group.relationshipType === 'synonym')
    .flatMap((group) => group.words ?? []);
  return synonyms.filter((name) => name.includes(' ') && name.toLowerCase().endsWith(` ${word}`));
}

/** Whether a sense is a person's (a famous one's: WordNet's instance of a writer, a navigator, a detective of fiction). */
export function personSense(definition: Definition): boolean {
  return isCapitalized(definition) && (LIFE.test(definition.text ?? '') || fullNames(definition).length > 0);
}

/** Words of a person's definition that say nothing of which person (a nationality, a calling). */
const SAYS_LITTLE = new Set([
  'english',
  'british',
  'united',
  'states',
  'american',
  'french',
  'german',
  'italian',
  'writer',
  'author',
  'known',
  'famous',
  'work',
  'works',
  'during',
  'first',
  'leader',
  'later',
]);

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 4 && !SAYS_LITTLE.has(w)),
  );

/** Whether the page names the person a sense is of: their full name, or two words of their definition, near the word. */
function namedOnPage(definition: Definition, context: WordInSentence): boolean {
  const text = `${context.sentence} ${context.around ?? ''}`;
  if (fullNames(definition).some((name) => text.includes(name))) return true;
  const near = wordsOf(text);
  let shared = 0;
  for (const w of wordsOf((definition.text ?? '').replace(LIFE, ''))) if (near.has(w)) shared++;
  return shared >= 2;
}

/**
 * The senses of a word read as a name: those that fit it first (the famous people the page
 * names, then, unless a title makes it a person's, the names of places, languages, days), and
 * apart the rest (the people it does not name, the common word's senses). `fits` empty: no
 * sense fits, the word is a name here.
 */
export function namesFirst(definitions: readonly Definition[], context: WordInSentence): { fits: Definition[]; apart: Definition[] } {
  const named = definitions.filter((d) => personSense(d) && namedOnPage(d, context));
  // After a title, the name is a person's: a university or a river called so does not fit it.
  const names = afterPersonTitle(context) ? [] : definitions.filter((d) => isCapitalized(d) && !personSense(d));
  const fits = [...named, ...names];
  return { fits, apart: definitions.filter((d) => !fits.includes(d)) };
}
