/**
 * A lookup's answer made ready to show: its senses chosen and ordered for the sentence the word
 * was read in (lib/shared/senses/choose-senses.ts), each with the examples that show its word,
 * the pronunciation that goes with the sense shown first (reading-for-sense.ts), and what a
 * contraction is short for; here in the background, where the ranker's code runs
 * warm from lookup to lookup, rather than in the view a page loads for its first lookup (which
 * then holds none of the code that reads English). The views render what they are given.
 *
 * Only the answer before ranking is cached (by the gateway's lookup cache): the same word read
 * in another sentence is ranked again, for that sentence.
 */
import type { Definition } from '../../shared/api';
import type { LookupAnswer, RankedLookup, SenseGroup } from '../../shared/messages/answers';
import type { Request } from '../../shared/messages/protocol';
import { chooseSenses } from '../../shared/senses/choose-senses';
import { readsAsOlderEnglish } from '../../shared/text/older-english';
import { placeIn, sentenceOfReading } from '../../shared/text/page-reading';
import { shortFor } from '../../shared/text/lookup-terms';
import type { WordInSentence } from '../../shared/text/sentence-context';
import { holdsWord } from '../../shared/text/word-in-sentence';
import { readingsForSense } from './reading-for-sense';

type ReadIn = Extract<Request, { type: 'lookup' }>['context'];

/**
 * Where the word stands, if the lookup says (a sentence without the word's place in it ranks
 * nothing): read here from what the page read around it (`shown`, the page's text telling its
 * period), or as a view sent it. `selected`: the word as the page shows it.
 */
export function wordInSentence(readIn: ReadIn, selected = ''): WordInSentence | undefined {
  if (readIn?.shown) {
    const read = sentenceOfReading(readIn.shown, selected);
    const olderPage = readIn.olderPage ?? (readIn.pageText === undefined ? undefined : readsAsOlderEnglish(readIn.pageText));
    return placeIn({ ...read, ...(olderPage !== undefined && { olderPage }) });
  }
  if (readIn?.sentence === undefined || readIn.start === undefined) return undefined;
  return placeIn({
    sentence: readIn.sentence,
    start: readIn.start,
    ...(readIn.around !== undefined && { around: readIn.around }),
    ...(readIn.olderPage !== undefined && { olderPage: readIn.olderPage }),
  });
}

/**
 * The answer with its senses to show. `meanings`: how near in meaning each definition is to the
 * sentence (lookup/word-vectors.ts), which the ranker weighs with the word's place in it; they
 * are not sent on.
 */
export function rankedAnswer(answer: LookupAnswer, at?: WordInSentence, meanings?: number[][]): RankedLookup {
  const { meanings: _given, ownPronunciations, ...shown } = answer;
  const { groups, elsewhere, form, ownEntry, name, confidence, alternative } = chooseSenses(
    meanings ? { ...answer, meanings } : answer,
    at,
  );
  const contraction = shortFor(answer.query)?.expansion;
  const withExamples = (group: SenseGroup) => ({ ...group, definitions: group.definitions.map(withOwnExamples) });
  return {
    ...shown,
    // A form's own word leading ("his left hand") heads the answer, said its own way where its
    // reading was asked; the headword's (leave) never, which says another word.
    ...(ownEntry && { word: ownEntry }),
    pronunciations: ownEntry
      ? (ownPronunciations ?? [])
      : readingsForSense(
          shown.pronunciations,
          groups.flatMap((group) => group.definitions),
          answer.definitions,
          nearnessIn(answer.definitions, meanings),
        ),
    senses: {
      groups: groups.map(withExamples),
      ...(elsewhere && { elsewhere: elsewhere.map(withExamples) }),
      ...(form && { form }),
      ...(ownEntry && { ownEntry }),
      ...(contraction && { contraction }),
      ...(name && { name }),
      ...(confidence !== undefined && { confidence }),
      ...(alternative && { alternative }),
    },
    ...(meanings && at && { meaningWeighed: true }),
    // The views keep the sentence with the word (a list, a kept sense), as read here; the page remembers its period.
    ...(at && { readIn: { sentence: at.sentence, start: at.start, ...(at.olderPage !== undefined && { olderPage: at.olderPage }) } }),
  };
}

/** How near in meaning each of the answer's senses is to the sentence (the first of its two numbers), found by the sense's dictionary and text. */
function nearnessIn(definitions: readonly Definition[], meanings: number[][] | undefined) {
  const key = (definition: Definition) => `${definition.sourceDictionary}\n${definition.partOfSpeech}\n${definition.text}`;
  // Read only for a word read two ways by sense, so made only then.
  let near: Map<string, number | undefined> | undefined;
  return (definition: Definition) => (near ??= new Map(definitions.map((each, i) => [key(each), meanings?.[i]?.[0]]))).get(key(definition));
}

/** A sense with only the examples that show its word, or a form of it: a dictionary may give a sense the examples of its synonyms. */
function withOwnExamples(definition: Definition): Definition {
  const uses = definition.exampleUses;
  if (!uses?.length) return definition;
  const own = uses.filter((use) => use.text && holdsWord(use.text, definition.word ?? ''));
  return own.length === uses.length ? definition : { ...definition, exampleUses: own };
}
