import { describe, expect, it } from 'vitest';
import { sentenceBreaks } from '../../../../lib/shared/english/sentence-breaks';

/** The reference: the sentence breaks of ICU (Node's Intl.Segmenter), whose rules Glossa's follow. */
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const icuBreaks = (text: string) => [...segmenter.segment(text)].map((s) => s.index).filter((index) => index > 0);
const breaks = (text: string) => [...sentenceBreaks(text)];

/** A small seeded generator, so a failure is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

describe('sentence breaks', () => {
  it('end a sentence at a full stop, a question or an exclamation, with what closes after it and its spaces', () => {
    expect(breaks('It rained. Did it? “Yes!” She left.')).toEqual([11, 19, 26]);
  });

  it('go on where a lowercase word, a digit, a capital after a letter or a comma follows', () => {
    const text = 'Take e.g. this one. It cost 3.14 in the U.S. before. He said “Stop!”, and went.';
    expect(breaks(text)).toEqual(icuBreaks(text));
    expect(breaks(text)).toEqual([20, 53]);
  });

  it('end one at each line break, a Windows one as one', () => {
    expect(breaks('A heading\r\nThe text goes on\nand on.')).toEqual([11, 28]);
  });

  it('look through accents, soft hyphens and zero-width spaces', () => {
    const text = 'The cafe\u0301. Next\u00ad one.\u200b Last.';
    expect(breaks(text)).toEqual(icuBreaks(text));
  });

  it('are the browser’s on 20,000 texts made of the marks, letters and spaces that matter to them', () => {
    const pieces = [
      ...['a', 'b', 'A', 'B', 'é', 'É', 'ß', 'ǅ', 'İ', 'ſ', 'ª', '中', '1', '2', '٣', '٫', 'word', 'Word', 'Mr.', 'e.g.', '3.14', 'U.S.'],
      ...['.', '.', '?', '!', '‼', '⁉', '？', '！', '。', '︒', '।', '։', '؟', '․', '．', '﹒', '…'],
      ...[',', ';', ':', '-', '—', '"', "'", '“', '”', '‘', '’', '(', ')', '[', ']', '«', '»', '_', '/', '<', '&', '%'],
      ...[' ', ' ', ' ', '\t', '\u00a0', '\n', '\n\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\u0301', '\u00ad', '\u200b'],
    ];
    const next = random(2026);
    const differ: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      const length = 3 + Math.floor(next() * 24);
      for (let k = 0; k < length; k++) text += pieces[Math.floor(next() * pieces.length)];
      if (breaks(text).join() !== icuBreaks(text).join()) differ.push(JSON.stringify(text));
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });
});
