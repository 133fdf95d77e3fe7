import { describe, expect, it } from 'vitest';
import { asRead, partOfSpeechInSentence, readsAsSimplePast } from '../../../../lib/shared/text/sentence-context';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('the part of speech a sentence gives a word', () => {
  it.each([
    ['The run was long.', 'run', 'noun'],
    ['A fly landed on the wall.', 'fly', 'noun'],
    ['He has a cold again.', 'cold', 'noun'],
    ['It ended the run.', 'run', 'noun'],
    ['It was a quick decision.', 'quick', undefined],
    ['They run every morning.', 'run', 'verb'],
    ['You can run faster.', 'run', 'verb'],
    ['She was running late.', 'running', 'verb'],
    ['He is naive.', 'naive', 'adjective'],
    ['It is very fine.', 'fine', 'adjective'],
    ['Home runs, she said, win games.', 'win', undefined],
    ['Running is fun.', 'Running', 'noun'],
    ['Running home, she fell.', 'Running', undefined],
    ['The wedding was lovely.', 'wedding', 'noun'],
    ['She was a stout, well-grown girl of fifteen.', 'stout', 'adjective'],
    ['It was a bright, ingenious plan.', 'bright', 'adjective'],
    ['He bought a car, then sold it.', 'car', 'noun'],
    ['He drank a stout, and then another.', 'stout', 'noun'],
    ['She took a seat, smiling at him.', 'seat', 'noun'],
    ['He was a friend, loyal and kind.', 'friend', 'noun'],
  ])('%s: %s', (sentence, word, expected) => {
    expect(partOfSpeechInSentence(word, at(sentence, word))).toBe(expected);
  });

  it('knows an irregular past form after "has" is a verb', () => {
    expect(partOfSpeechInSentence('gone', at('She has gone home.', 'gone'), ['past-participle'])).toBe('verb');
  });

  it('reads a word in -ed right after a subject pronoun as a simple past, and nowhere else', () => {
    expect(readsAsSimplePast('closed', at('She closed the door.', 'closed'))).toBe(true);
    expect(readsAsSimplePast('loved', at('Ye loved him well.', 'loved'))).toBe(true);
    expect(readsAsSimplePast('tired', at('She was tired.', 'tired'))).toBe(false);
    expect(readsAsSimplePast('closed', at('She, closed in by then, waited.', 'closed'))).toBe(false);
    expect(readsAsSimplePast('closed', at('The closed door.', 'closed'))).toBe(false);
    expect(readsAsSimplePast('went', at('She went home.', 'went'))).toBe(false);
    expect(readsAsSimplePast('closed', undefined)).toBe(false);
  });

  it('asks a capital that only opens a sentence in lowercase, and keeps a name', () => {
    expect(asRead('Running', at('Running is fun.', 'Running'))).toBe('running');
    expect(asRead('Turkey', at('We flew to Turkey.', 'Turkey'))).toBe('Turkey');
    expect(asRead('NASA', at('NASA said so.', 'NASA'))).toBe('NASA');
    expect(asRead('Running', undefined)).toBe('Running');
  });
});
