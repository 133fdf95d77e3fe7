import { describe, expect, it } from 'vitest';
import { olderEnglishSigns, readsAsOlderEnglish } from '../../../../lib/shared/text/older-english';

const AUSTEN =
  'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife. ' +
  'However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so ' +
  'well fixed in the minds of the surrounding families. I shall shew you the letter to-morrow; the connexion is an honour to us, ' +
  'and his behaviour was all good humour.';

const MODERN =
  'The largest of the new stores opened on Tuesday, and the biggest crowds came in the afternoon. Elizabeth said she’d ' +
  'never seen the downpour so heavy; there’d be no parking, and the closest bus stop was a mile away. ';

describe('older English, by its spellings and words', () => {
  it('counts the signs a text shows: shew, connexion, to-morrow, thou and its verbs, -eth, elided pasts, -our', () => {
    expect(olderEnglishSigns('I shall shew you the connexion to-morrow, with much humour.')).toBe(4);
    expect(olderEnglishSigns('Thou knowest what he hath lov’d, and what he maketh.')).toBe(5);
    expect(olderEnglishSigns('’Tis o’er; ne’er again.')).toBe(3);
    expect(olderEnglishSigns('It is moſt ſurely ſo.')).toBe(3);
  });

  it('takes no superlative, name, contraction or modern -our word for a sign', () => {
    expect(olderEnglishSigns('Your hour of interest is the best test of our forest.')).toBe(0);
    expect(olderEnglishSigns(MODERN)).toBe(0);
    expect(olderEnglishSigns('Kenneth and Elizabeth said it’d pour; the tour was the longest, the flour the finest.')).toBe(0);
  });

  it('reads a page of an older book as older English, and a page of today’s English as not', () => {
    expect(readsAsOlderEnglish(AUSTEN)).toBe(true);
    expect(readsAsOlderEnglish(MODERN.repeat(20))).toBe(false);
  });

  it('needs more than today’s British spellings for a whole page: honour once in a long page is not enough', () => {
    const british = `${MODERN.repeat(60)} The colour of the flag was an honour to see, whilst the crowd waited.`;
    expect(readsAsOlderEnglish(british)).toBe(false);
    // A single archaic word in a long modern page is a quotation, not the page's period.
    expect(readsAsOlderEnglish(`${MODERN.repeat(60)} “Thou art a fool,” he said.`)).toBe(false);
  });
});
