/**
 * A lookup's answer made ready to show: its senses chosen and ordered for the sentence the word
 * was read in (lib/shared/senses/choose-senses.ts), here in the background, where the ranker's
 * code runs warm from lookup to lookup, rather than in the view a page loads for its first
 * lookup. The views render the order given.
 *
 * Only the answer before ranking is cached (by the gateway's lookup cache): the same word read
 * in another sentence is ranked again, for that sentence.
 */
import type { LookupAnswer, RankedLookup } from '../../shared/messages/answers';
import type { Request } from '../../shared/messages/protocol';
import { chooseSenses } from '../../shared/senses/choose-senses';
import type { WordInSentence } from '../../shared/text/sentence-context';

type ReadIn = Extract<Request, { type: 'lookup' }>['context'];

/** Where the word stands, if the lookup says (a sentence without the word's place in it ranks nothing). */
export function wordInSentence(readIn: ReadIn): WordInSentence | undefined {
  if (readIn?.sentence === undefined || readIn.start === undefined) return undefined;
  return {
    sentence: readIn.sentence,
    start: readIn.start,
    ...(readIn.around !== undefined && { around: readIn.around }),
    ...(readIn.olderPage !== undefined && { olderPage: readIn.olderPage }),
  };
}

/**
 * The answer with its senses to show. `meanings`: how near in meaning each definition is to the
 * sentence (lookup/word-vectors.ts), which the ranker weighs; they are not sent on.
 */
export function rankedAnswer(answer: LookupAnswer, at?: WordInSentence, meanings?: number[][]): RankedLookup {
  const { meanings: _given, ...shown } = answer;
  const senses = chooseSenses(meanings ? { ...answer, meanings } : answer, at);
  return { ...shown, senses };
}
