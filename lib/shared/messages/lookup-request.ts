/**
 * The one way a view builds a `lookup` message: the bubble at a word (which also says where
 * the word was read), the bubble's own lookups that follow (a synonym, "Try again", the
 * popup's box), and the lists page's export with definitions (which goes into no history).
 */
import type { ContextPartOfSpeech } from '../text/sentence-context';
import type { Request } from './protocol';
import { READ_IN_LIMITS } from './read-in';
import { cutAtWord } from '../text/kept-sentence';

export type LookupRequest = Extract<Request, { type: 'lookup' }>;

export interface LookupAsked {
  word: string;
  /** The part of speech the word's sentence makes plain, if it does. */
  partOfSpeech?: ContextPartOfSpeech;
  /** The part of a hyphenated compound double-clicked, asked when the compound is no entry. */
  part?: string;
  /** Where it was asked: a lookup from the bubble or the popup's box goes into the lookup history. */
  from?: 'bubble' | 'popup';
  /** Where the word was read, for the lookup history: its sentence and the page's title (the background knows the address). */
  readIn?: { sentence?: string; title?: string };
}

/** A `lookup` message: what is not given is left out, and a sentence or title is cut to what the protocol takes. */
export function lookupRequest({ word, partOfSpeech, part, from, readIn }: LookupAsked): LookupRequest {
  return {
    type: 'lookup',
    word,
    ...(partOfSpeech && { partOfSpeech }),
    ...(part && { part }),
    ...(from && { from }),
    ...(readIn && {
      context: {
        ...(readIn.sentence !== undefined && { sentence: cutAtWord(readIn.sentence.trim(), READ_IN_LIMITS.sentence) }),
        ...(readIn.title !== undefined && { title: readIn.title.slice(0, READ_IN_LIMITS.title) }),
      },
    }),
  };
}
