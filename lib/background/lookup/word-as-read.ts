/**
 * The word to ask for, as its sentence reads it. A page sends the word as it shows it (its
 * letters as letters) and where it stands; the reading is done here, where Glossa reads English,
 * not in the page: a capital that only opens the sentence says nothing of a name ("Running" is
 * asked as running), the part of a hyphenated compound is read as the compound ("pin" of
 * "pin-money", the part asked if the compound is no entry), and the words before it may make
 * its part of speech plain ("she went": a verb), which tells which entry to ask. A capitalized
 * word inside a sentence that reads as a name is asked as written: "Mrs. Rose" is no past of rise.
 */
import { asRead, partOfSpeechInSentence, type ContextPartOfSpeech, type WordInSentence } from '../../shared/text/sentence-context';
import { wholeCompound } from '../../shared/text/text-as-read';
import { readAsName } from '../../shared/senses/names';

export interface WordAsRead {
  word: string;
  /** The part of a compound read, when the word is the compound. */
  part?: string;
  partOfSpeech?: ContextPartOfSpeech;
  /** Read as a name of the page's own ("Mrs. Rose Maylie", "said Marlow"): asked as written, a noun. */
  name?: true;
}

export function wordAsRead(shown: string, at: WordInSentence | undefined): WordAsRead {
  const clicked = asRead(shown, at);
  const compound = at && wholeCompound(at, clicked);
  const word = compound ?? clicked;
  // (As written: a name opening its sentence keeps its capital, "Grace opened…".)
  if (!compound && readAsName(word, at)) return { word: shown, partOfSpeech: 'noun', name: true };
  const partOfSpeech = partOfSpeechInSentence(word, at);
  return { word, ...(compound && { part: clicked }), ...(partOfSpeech && { partOfSpeech }) };
}
