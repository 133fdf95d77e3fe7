/** The dictionaries' names a reader sees, for the sources the options order and the editions answers name. */
import { describe, expect, it } from 'vitest';
import { dictionaryName, sourceName } from '../../../lib/shared/dictionary-names';

describe('dictionary names', () => {
  it('names a source as the options list it', () => {
    expect(sourceName('webster')).toBe('Webster’s 1913 (GCIDE)');
    expect(sourceName('wordnet')).toBe('WordNet');
  });

  it('names the dictionary an answer gives, its edition read as its source', () => {
    expect(dictionaryName('gcide')).toBe('Webster’s 1913 (GCIDE)');
    expect(dictionaryName('ahd-5')).toBe('American Heritage Dictionary');
    expect(dictionaryName('wordnet')).toBe('WordNet');
  });

  it('names no dictionary it does not know', () => {
    expect(dictionaryName('someone-elses')).toBeUndefined();
    expect(dictionaryName(undefined)).toBeUndefined();
    expect(dictionaryName('')).toBeUndefined();
  });
});
