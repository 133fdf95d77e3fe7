import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../lib/shared/api';
import type { LookupAnswer } from '../../../lib/shared/messages/answers';
import { chooseSenses } from '../../../components/bubble/choose-senses';

const sense = (partOfSpeech: string, text: string): Definition => ({ text, partOfSpeech, sourceDictionary: 'wordnet', word: 'x' });
const answer = (query: string, word: string, definitions: Definition[]) =>
  ({ query, word, found: true, definitions, pronunciations: [], suggestions: [], credit: {} }) as unknown as LookupAnswer;
const inSentence = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('which part of speech leads', () => {
  const WISE = [sense('noun', 'a way of doing or being'), sense('adjective', 'having or prompted by wisdom or discernment')];

  it('an adjective for a comparison, though "the" before it makes most words nouns', () => {
    const wiser = chooseSenses(answer('wiser', 'wise', WISE), inSentence('I am the wiser for it.', 'wiser'));
    expect(wiser.groups[0]?.partOfSpeech).toBe('adjective');
    expect(wiser.form).toBe('comparative');
    const BEST = [sense('noun', 'the supreme effort one can make'), sense('adjective', 'having the most positive qualities')];
    expect(chooseSenses(answer('best', 'good', BEST), inSentence('It was the best of times.', 'best')).groups[0]?.partOfSpeech).toBe(
      'adjective',
    );
  });

  it('a noun for a participle the sentence makes one', () => {
    const RUN = [sense('verb', 'move fast by using one’s feet'), sense('noun', 'the act of running')];
    const running = chooseSenses(answer('running', 'run', RUN), inSentence('They watched the running of the bulls.', 'running'));
    expect(running.groups[0]?.partOfSpeech).toBe('noun');
  });
});
