import { describe, expect, it } from 'vitest';
import { family, takesObject } from '../../../../lib/shared/english/parts-of-speech';

describe('parts of speech', () => {
  it('reads the service’s labels by their family', () => {
    expect(family('verb-intransitive')).toBe('verb');
    expect(family('proper-noun-plural')).toBe('noun');
    expect(family('adjective')).toBe('adjective');
  });

  it('tells whether a verb’s sense takes an object, by its part of speech or a grammar label', () => {
    expect(takesObject('verb-transitive')).toBe(1);
    expect(takesObject('verb-intransitive')).toBe(-1);
    expect(takesObject('verb', [{ text: 'transitive', type: 'grammar' }])).toBe(1);
    expect(takesObject('verb', [{ text: 'intransitive', type: 'grammar' }])).toBe(-1);
    // A usage label of that name, a plain verb, or a noun labelled so: nothing told.
    expect(takesObject('verb', [{ text: 'transitive', type: 'usage' }])).toBe(0);
    expect(takesObject('verb', null)).toBe(0);
    expect(takesObject('noun', [{ text: 'transitive', type: 'grammar' }])).toBe(0);
  });
});
