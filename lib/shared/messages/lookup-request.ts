/**
 * The one way a view builds a `lookup` message: the bubble at a word (which also says where
 * the word was read, and says it again for its "Try again"), the bubble's own lookups that
 * follow (a synonym, the popup's box), and the lists page's export with definitions (which
 * goes into no history).
 */
import type { ReadInPage } from '../text/page-reading';
import type { WordInSentence } from '../text/sentence-context';
import type { Request } from './protocol';
import { READ_IN_LIMITS } from './read-in';

export type LookupRequest = Extract<Request, { type: 'lookup' }>;

export interface LookupAsked {
  /** The word as the page shows it (the background reads it in its sentence: which entry, which part of speech). */
  word: string;
  /** Where it was asked: a lookup from the bubble or the popup's box goes into the lookup history. */
  from?: 'bubble' | 'popup';
  /**
   * Where the word was read: its place in its sentence, or what the page read around it (the
   * background reads the sentence from that), which the background ranks its senses for (and
   * the lookup history keeps, with the page's title; the background knows the address).
   */
  readIn?: { at?: WordInSentence; page?: ReadInPage; title?: string };
}

/**
 * A sentence already read (a small frame's word, relayed by the background), within what the
 * protocol takes; the background places the word in it again as it reads it (page-reading.ts).
 */
function withinBounds({ sentence, start, around, olderPage }: WordInSentence) {
  return {
    sentence: sentence.slice(0, READ_IN_LIMITS.sentence),
    ...(start <= READ_IN_LIMITS.sentence && { start }),
    ...(around !== undefined && { around: around.slice(0, READ_IN_LIMITS.around) }),
    ...(olderPage !== undefined && { olderPage }),
  };
}

/** A `lookup` message: what is not given is left out, and a sentence or title is cut to what the protocol takes. */
export function lookupRequest({ word, from, readIn }: LookupAsked): LookupRequest {
  return {
    type: 'lookup',
    word,
    ...(from && { from }),
    ...(readIn && {
      context: {
        ...(readIn.at && withinBounds(readIn.at)),
        ...(readIn.page && { shown: readIn.page.shown }),
        ...(readIn.page?.olderPage !== undefined && { olderPage: readIn.page.olderPage }),
        ...(readIn.page?.pageText !== undefined && { pageText: readIn.page.pageText }),
        ...(readIn.title !== undefined && { title: readIn.title.slice(0, READ_IN_LIMITS.title) }),
      },
    }),
  };
}
