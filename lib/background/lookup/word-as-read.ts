/**
 * The word to ask for, as its sentence reads it. A page sends the word as it shows it (its
 * letters as letters) and where it stands; the reading is done here, where Glossa reads English,
 * not in the page: a capital that only opens the sentence says nothing of a name ("Running" is
 * asked as running), the part of a hyphenated compound is read as the compound ("pin" of
 * "pin-money", the part asked if the compound is no entry), and the words before it may make
 * its part of speech plain ("she went": a verb), which tells which entry to ask.
 */
import { asRead, partOfSpeechInSentence, type ContextPartOfSpeech, type WordInSentence } from '../../shared/text/sentence-context';
import { wholeCompound } from '../../shared/text/text-as-read';

export interface WordAsRead {
  word: string;
  /** The part of a compound read, when the word is the compound. */
  part?: string;
  partOfSpeech?: ContextPartOfSpeech;
}

export function wordAsRead(shown: string, at: WordInSentence | undefined): WordAsRead {
  const clicked = asRead(shown, at);
  const compound = at && wholeCompound(at, clicked);
  const word = compound ?? clicked;
  const partOfSpeech = partOfSpeechInSentence(word, at);
  return { word, ...(compound && { part: clicked }), ...(partOfSpeech && { partOfSpeech }) };
}
