// @vitest-environment happy-dom
/**
 * What a page gathers around a word for the background to read (entrypoints/content/sentence.ts):
 * its block's text within a sentence's bound, and the page's text only until its period is known.
 */
import { describe, expect, it } from 'vitest';
import { readAround, rememberPeriod } from '../../../entrypoints/content/sentence';
import { READ_IN_LIMITS } from '../../../lib/shared/messages/read-in';
import { rangeOfWord } from './range-of-word';

/** A range over the first `word` in the page. */
const rangeOf = (word: string) => rangeOfWord(document.body, word);

describe('what a page gathers around a word', () => {
  it('is its block’s text and the word’s place in it, with the page’s text while its period is not known', () => {
    document.body.innerHTML = '<h1>The pond</h1><p>A heron stood in the reeds. It waited.</p>';
    const read = readAround(rangeOf('heron'));
    expect(read?.shown).toEqual({ block: 'A heron stood in the reeds. It waited.', at: 2 });
    expect(read?.pageText).toBe('The pondA heron stood in the reeds. It waited.');
    expect(read?.olderPage).toBeUndefined();
  });

  it('cuts a block of a whole book to a sentence’s bound either side, and says so', () => {
    const words = Array.from({ length: 800 }, (_, i) => `word${i}`).join(' ');
    document.body.innerHTML = `<pre>${words} heron ${words}</pre>`;
    const read = readAround(rangeOf('heron'));
    const shown = read?.shown as { block: string; at: number; cutBefore?: boolean; cutAfter?: boolean };
    expect(shown.block.length).toBeLessThanOrEqual(2 * READ_IN_LIMITS.sentence);
    expect(shown.block.slice(shown.at, shown.at + 5)).toBe('heron');
    expect(shown).toMatchObject({ cutBefore: true, cutAfter: true });
    expect(read?.pageText?.length).toBe(words.length * 2 + ' heron '.length);
  });

  it('sends no more of a long page’s text than the reading of its period takes, in the page’s order', () => {
    const chapter = (n: number) => `<p>Chapter ${n}. ${'The heron waited in the reeds. '.repeat(200)}</p>`;
    document.body.innerHTML = Array.from({ length: 12 }, (_, n) => chapter(n)).join('');
    const read = readAround(rangeOf('heron'));
    expect(read?.pageText).toBe(document.body.textContent?.slice(0, READ_IN_LIMITS.pageText));
    expect(read?.pageText).toHaveLength(READ_IN_LIMITS.pageText);
  });

  // Last: the page's period, once known, is kept for the document the tests share.
  it('sends the page’s text again while the page may still be filling, and not once its period is known', () => {
    document.body.innerHTML = '<p>Thou art come hither, and the heron with thee.</p>';
    const range = rangeOf('heron');
    const first = readAround(range);
    // A short page said to be modern may be a PDF still drawing its pages: asked again.
    rememberPeriod(range.startContainer, first?.pageText, false);
    expect(readAround(range)?.pageText).toBeDefined();
    // Older is older for good.
    rememberPeriod(range.startContainer, first?.pageText, true);
    expect(readAround(range)).toMatchObject({ olderPage: true });
    expect(readAround(range)?.pageText).toBeUndefined();
  });
});
