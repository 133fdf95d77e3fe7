import { describe, expect, it } from 'vitest';
import { normalizeLookup } from '../../../../lib/shared/text/normalize';
import { pageText, readText, sentenceAt, wholeCompound, wordAt, type PageLine } from '../../../../lib/shared/text/text-as-read';

/** The sentence around the first `word` of `text`, as the bubble reads it. */
const sentenceOf = (read: { text: string; at: number }) => sentenceAt(read).sentence;

describe('a page’s text as read', () => {
  // The HTML of a public-domain edition breaks its source lines mid-sentence.
  const source = `It is a truth universally acknowledged, that a single man in possession
      of a good fortune, must be in want of a wife.

      However little known the feelings or views of such a man may be on his first
      entering a neighbourhood, this truth is so well fixed in the minds of the
      surrounding families, that he is considered the rightful property of some one or
      other of their daughters.`;

  it('keeps the whole sentence, not the text between two source line breaks', () => {
    const at = source.indexOf('neighbourhood');
    const read = readText(source, at);
    expect(read.text.slice(read.at, read.at + 13)).toBe('neighbourhood');
    expect(sentenceOf(read)).toBe(
      'However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters.',
    );
  });

  it('reads ligatures as letters', () => {
    const read = readText('his ﬁrst entering, so well ﬁxed', 'his ﬁrst entering, so well '.length);
    expect(read.text).toBe('his first entering, so well fixed');
    expect(read.text.slice(read.at)).toBe('fixed');
    expect(normalizeLookup('ﬁrst')).toBe('first');
    expect(normalizeLookup('aﬄicted')).toBe('afflicted');
    // The long s of older printing, in a word and in its sentence.
    expect(readText('It is moſt ſurely ſo.', 0).text).toBe('It is most surely so.');
  });
});

describe('a sentence of an older book as cut', () => {
  it('reads shortened names and ranks as no sentence’s end', () => {
    const text = 'The letter was from Wm. Collins, and Lieut. Price had it. Then they went.';
    expect(sentenceOf({ text, at: text.indexOf('letter') })).toBe('The letter was from Wm. Collins, and Lieut. Price had it.');
  });
});

describe('a hyphenated compound as read', () => {
  it('reads a non-breaking hyphen as a hyphen', () => {
    const sentence = 'Critics call it a stop\u2011gap measure.';
    expect(wholeCompound({ sentence, start: sentence.indexOf('gap') }, 'gap')).toBe('stop-gap');
  });
});

describe('a plain-text book as read (its line breaks showing)', () => {
  const book = `Title: Pride and Prejudice

Author: Jane Austen

                            Chapter 1


It is a truth universally acknowledged, that a single man in possession
of a good fortune, must be in want of a wife.

"Do you not want to know who has taken it?" cried his wife impatiently.

"_You_ want to tell me, and I have no objection to hearing it."
`;
  const at = (word: string) => book.indexOf(word);

  it('ends a paragraph at a blank line, so a heading without a full stop is no part of the next sentence', () => {
    const read = readText(book, at('acknowledged'), true);
    expect(sentenceOf(read)).toBe(
      'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
    );
    expect(read.text.slice(read.at, read.at + 12)).toBe('acknowledged');
    expect(sentenceOf(readText(book, at('Chapter'), true))).toBe('Chapter 1');
    // Where line breaks do not show (a page's HTML), a blank line in its source is only space.
    expect(sentenceOf(readText(book, at('acknowledged')))).toMatch(/^Title: .* Chapter 1 It is a truth/);
  });

  it('keeps the words a question in quotes goes on with, in lowercase', () => {
    expect(sentenceOf(readText(book, at('impatiently'), true))).toBe(
      '"Do you not want to know who has taken it?" cried his wife impatiently.',
    );
    const two = '"Is it so?" He went out. "Stop!" she cried.';
    expect(sentenceOf(readText(two, two.indexOf('went')))).toBe('He went out.');
    expect(sentenceOf(readText(two, two.indexOf('cried')))).toBe('"Stop!" she cried.');
  });

  it('reads underscores around a word as its italics, not its letters', () => {
    const read = readText(book, at('_You_') + 1, true);
    expect(read.text).toBe('"You want to tell me, and I have no objection to hearing it."');
    expect(read.text.slice(read.at, read.at + 3)).toBe('You');
    expect(readText('a _very_ fine day, _so_.', 0).text).toBe('a very fine day, so.');
    expect(readText('call snake_case or __init__ here', 0).text).toBe('call snake_case or __init__ here');
  });
});

describe('a list’s item as read', () => {
  it('leaves the bullet or dash that opens an item out of its sentence', () => {
    const text = 'Handles may be used in parallel. • Portability. The code should work on all Unix like systems.';
    const read = sentenceAt({ text, at: text.indexOf('Portability') });
    expect(read.sentence).toBe('Portability.');
    expect(read.sentence.slice(read.start, read.start + 11)).toBe('Portability');
    const dash = '– Thread-safety: no global variables are used.';
    expect(sentenceOf({ text: dash, at: dash.indexOf('global') })).toBe('Thread-safety: no global variables are used.');
    // A dash inside a sentence stays.
    const inside = 'He came - at last - to the door.';
    expect(sentenceOf({ text: inside, at: inside.indexOf('door') })).toBe(inside);
  });
});

describe('a PDF page’s lines as read', () => {
  const line = (text: string, top: number): PageLine => ({ text, top, bottom: top + 12 });
  const page: PageLine[] = [
    line('16 PRIDE AND PREJUDICE', 40),
    line('Chapter 1', 80),
    line('It is a truth universally acknowledged, that a single', 110),
    line('man in possession of a good fortune, must be in want', 124),
    line('of a wife. The ofﬁcious impa-', 138),
    line('tience of Mrs. Bennet was not', 152),
    line('to be borne.', 166),
    line('17', 220),
  ];

  it('joins lines with their spaces and leaves out the running head, the page number and a title set apart', () => {
    const read = pageText(page, 3, 0);
    expect(read.text).toBe(
      'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife. The officious impatience of Mrs. Bennet was not to be borne.',
    );
    expect(read.text.slice(read.at).startsWith('man in possession')).toBe(true);
    expect(sentenceOf(read)).toBe(
      'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
    );
  });

  it('undoes a hyphenation at a line’s end: either half is the whole word', () => {
    const first = sentenceAt(pageText(page, 4, 'of a wife. The ofﬁcious '.length));
    expect(wordAt(first)).toBe('impatience');
    expect(first.sentence).toBe('The officious impatience of Mrs. Bennet was not to be borne.');
    expect(wordAt(sentenceAt(pageText(page, 5, 0)))).toBe('impatience');
  });

  it('keeps a hyphen before a capital (a name), and reads a running head alone when it is what was clicked', () => {
    const read = pageText([line('Anglo-', 100), line('Saxon words', 114), line('and more', 128), line('end.', 142)], 1, 0);
    expect(read.text).toBe('Anglo- Saxon words and more end.');
    expect(pageText(page, 0, 3).text).toBe('16 PRIDE AND PREJUDICE');
  });
});

describe('the whole word around the part double-clicked', () => {
  it.each([
    ['the pin-money of a wife', 'pin', 'pin-money'],
    ['my mother-in-law said', 'law', 'mother-in-law'],
    ['a well-known man', 'known', 'well-known'],
    ['ever--and then', 'ever', 'ever'],
    ['Mrs. Bennet’s daughters', 'Bennet', 'Bennet’s'],
  ])('in “%s”, %s is part of %s', (sentence, part, whole) => {
    expect(wordAt({ sentence, start: sentence.indexOf(part) })).toBe(whole);
  });
});

describe('a hyphenated compound double-clicked on one of its parts', () => {
  it('is the compound; a word standing alone, or a compound selected whole, is none', () => {
    expect(wholeCompound({ sentence: 'her pin-money was', start: 4 }, 'pin')).toBe('pin-money');
    expect(wholeCompound({ sentence: 'her pin-money was', start: 8 }, 'money')).toBe('pin-money');
    expect(wholeCompound({ sentence: 'her pin was', start: 4 }, 'pin')).toBeUndefined();
    expect(wholeCompound({ sentence: 'her pin-money was', start: 4 }, 'pin-money')).toBeUndefined();
  });
});
