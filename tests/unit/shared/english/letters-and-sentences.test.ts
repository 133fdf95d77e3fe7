/** Letters as read, and the abbreviations that end no sentence, as every reader of English in Glossa reads them. */
import { describe, expect, it } from 'vitest';
import { endsInAbbreviation } from '../../../../lib/shared/english/abbreviations';
import { adjectivesOfAdverb, possessiveOwner, regularBases } from '../../../../lib/shared/english/inflection';
import { asLetters, withoutAccents } from '../../../../lib/shared/english/letters';

describe('letters', () => {
  it('reads ligatures and the long s as their letters, and drops invisible breaks', () => {
    expect(asLetters('ﬁrst ſuch inde\u00ADpendent')).toBe('first such independent');
  });

  it('takes accents off and spells æ and œ apart, ligatures read too', () => {
    expect(withoutAccents('Zoë’s café')).toBe('Zoe’s cafe');
    expect(withoutAccents('mediæval')).toBe('mediaeval');
    expect(withoutAccents('Œdipus')).toBe('Oedipus');
    expect(withoutAccents('ﬁnis')).toBe('finis');
  });
});

describe('abbreviations', () => {
  it.each(['Mrs.', 'said Lieut.', 'Wm.', 'see vol.', 'J.', '(No. '])('“%s” ends no sentence', (text) => {
    expect(endsInAbbreviation(text)).toBe(true);
  });

  it.each(['I said no.', 'He left.', 'the sir.'])('“%s” ends one', (text) => {
    expect(endsInAbbreviation(text)).toBe(false);
  });
});

describe('forms a reader expects', () => {
  it('finds an adverb’s adjective, a possessive’s owner and a plural compound’s base', () => {
    expect(adjectivesOfAdverb('glutinously')).toEqual(['glutinous']);
    expect(adjectivesOfAdverb('gently')).toContain('gentle');
    expect(adjectivesOfAdverb('fly')).toEqual([]);
    expect(possessiveOwner("to-day's")).toBe('to-day');
    expect(possessiveOwner('teachers’')).toBe('teachers');
    expect(possessiveOwner("it's")).toBeUndefined();
    expect(regularBases('saddle-horses')).toContainEqual({ base: 'saddle-horse', relation: 'plural' });
  });
});
