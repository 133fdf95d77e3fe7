/**
 * The sentence the background reads from what a page read around a word (lib/shared/text/
 * page-reading.ts, through the lookup's `wordInSentence`): a block's text, a PDF page's lines,
 * and the page's period from its text.
 */
import { describe, expect, it } from 'vitest';
import { wordInSentence } from '../../../../lib/background/lookup/ranked-answer';
import { READ_IN_LIMITS } from '../../../../lib/shared/messages/read-in';

describe('a word read in a page, as the background reads it', () => {
  it('finds the sentence in a block, its source lines joined, and leaves the text around it', () => {
    const block = 'The storm broke.\nA heron stood\n   in the reeds. It waited.';
    const at = wordInSentence({ shown: { block, at: block.indexOf('heron') } }, 'heron');
    expect(at).toMatchObject({ sentence: 'A heron stood in the reeds.', start: 2 });
    expect(at?.around).toBe('The storm broke. A heron stood in the reeds. It waited.');
  });

  it('reads a blank line as the end of a paragraph', () => {
    const block = 'Chapter One\n\nA heron stood in the reeds';
    expect(wordInSentence({ shown: { block, at: block.indexOf('heron') } }, 'heron')?.sentence).toBe('A heron stood in the reeds');
  });

  it('cuts a sentence at a word where the page’s reading was cut, not where the page’s text ended', () => {
    const words = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ');
    const block = `${words} heron ${words}`;
    const at = wordInSentence({ shown: { block, at: words.length + 1, cutBefore: true, cutAfter: true } }, 'heron');
    expect(at?.sentence.length).toBeLessThanOrEqual(READ_IN_LIMITS.sentence);
    expect(at?.sentence.slice(at.start, at.start + 5)).toBe('heron');
    // Both ends are where the reading stopped: each is marked cut.
    expect(at?.sentence).toMatch(/^…word\d+ .* word\d+…$/u);
  });

  it('joins the lines of a PDF page, and reads half of a word hyphenated at a line’s end as the whole word', () => {
    const lines = [
      { text: 'She waited with great impa-', top: 100, bottom: 112 },
      { text: 'tience for the letter.', top: 114, bottom: 126 },
    ];
    const at = wordInSentence({ shown: { lines, line: 0, offset: 'She waited with great '.length } }, 'impa-');
    expect(at).toMatchObject({ sentence: 'She waited with great impatience for the letter.', start: 22, word: 'impatience' });
  });

  it('tells an older page by its text, and takes the page’s period as the page knows it', () => {
    const block = 'Thou shalt not go hither.';
    const shown = { block, at: block.indexOf('go') };
    const older = 'Thou art come hither ere the morrow; whilst thou didst tarry, methinks thy friend hath gone. '.repeat(3);
    expect(wordInSentence({ shown, pageText: older }, 'go')?.olderPage).toBe(true);
    expect(wordInSentence({ shown, pageText: 'A page of today’s English about databases and ports.' }, 'go')?.olderPage).toBe(false);
    expect(wordInSentence({ shown, olderPage: true }, 'go')?.olderPage).toBe(true);
    expect(wordInSentence({ shown }, 'go')?.olderPage).toBeUndefined();
  });

  it('places the word in a sentence a view sent: trimmed, and cut between words around it past the bound', () => {
    expect(wordInSentence({ sentence: 'A heron stood.', start: 2 })).toEqual({ sentence: 'A heron stood.', start: 2 });
    // The word's place moves with the sentence trimmed: "went" still starts there.
    expect(wordInSentence({ sentence: '  She went home. ', start: 6, olderPage: false })).toEqual({
      sentence: 'She went home.',
      start: 4,
      olderPage: false,
    });
    const sentence = `${'wood '.repeat(600)}owl.`;
    const kept = wordInSentence({ sentence, start: sentence.indexOf('owl'), olderPage: true });
    expect(kept?.sentence.length).toBeLessThanOrEqual(READ_IN_LIMITS.sentence);
    expect(kept?.sentence).toMatch(/^…wood wood .* owl\.$/u);
    expect(kept?.sentence.slice(kept.start, kept.start + 3)).toBe('owl');
    expect(kept?.olderPage).toBe(true);
    // No place, or a place outside the sentence: read in none.
    expect(wordInSentence({ sentence: 'A heron stood.' })).toBeUndefined();
    expect(wordInSentence({ sentence: 'A heron stood.', start: 40 })).toBeUndefined();
  });
});
