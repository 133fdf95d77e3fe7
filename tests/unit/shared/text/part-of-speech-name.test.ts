import { describe, expect, it } from 'vitest';
import { PARTS_OF_SPEECH } from '@/lib/shared/api';
import { partOfSpeechName } from '@/lib/shared/text/part-of-speech-name';

describe('a part of speech as a reader reads it', () => {
  it('names every value of the interface in words, with no hyphen or developer spelling', () => {
    for (const value of PARTS_OF_SPEECH) {
      const name = partOfSpeechName(value);
      expect(name, value).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
    expect(partOfSpeechName('verb-transitive')).toBe('transitive verb');
    expect(partOfSpeechName('noun-posessive')).toBe('possessive noun');
    expect(partOfSpeechName('proper-noun')).toBe('proper noun');
  });

  it('shows a value the interface may add later with spaces for hyphens', () => {
    expect(partOfSpeechName('noun-and-verb')).toBe('noun and verb');
  });
});
