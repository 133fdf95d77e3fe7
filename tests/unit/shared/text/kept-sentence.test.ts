/**
 * The sentence kept with a word: whole up to its bound; past it, the clause holding the word,
 * cut between words with "…"; an end that was only where the page's text stopped being read is
 * cut between words too.
 */
import { describe, expect, it } from 'vitest';
import { cutAtWord, keptSentence } from '../../../../lib/shared/text/kept-sentence';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });
const wordAtStart = ({ sentence, start }: { sentence: string; start: number }) => /^\S+/u.exec(sentence.slice(start))?.[0];

describe('the sentence kept', () => {
  it('is the whole sentence up to the bound', () => {
    const long = `She was ${'very '.repeat(240)}regarded as an heiress.`;
    expect(long.length).toBeGreaterThan(1200);
    const kept = keptSentence(at(long, 'heiress'));
    expect(kept.sentence).toBe(long);
    expect(wordAtStart(kept)).toBe('heiress.');
  });

  it('past the bound, keeps the clause holding the word, cut between words, with "…" where cut', () => {
    const clause = 'the heiress smiled at her guests';
    const sentence = `${'Far away, a storm gathered over the hills; '.repeat(10)}and then ${clause}; ${'rain fell on the roofs of the town, '.repeat(10)}the end.`;
    const kept = keptSentence(at(sentence, 'heiress'), {}, 300);
    expect(kept.sentence.length).toBeLessThanOrEqual(300);
    expect(kept.sentence).toContain(clause);
    expect(kept.sentence.startsWith('…') && kept.sentence.endsWith('…')).toBe(true);
    expect(wordAtStart(kept)).toBe('heiress');
    // Every word in it is one of the sentence's, whole.
    const words = new Set(sentence.split(/\s+/u));
    for (const word of kept.sentence.replace(/…/gu, '').trim().split(/\s+/u)) expect(words.has(word)).toBe(true);
  });

  it('a clause longer than the bound: the bound centred on the word, cut between words', () => {
    const sentence = `${'word '.repeat(300)}heiress ${'other '.repeat(300)}`.trim();
    const kept = keptSentence(at(sentence, 'heiress'), {}, 200);
    expect(kept.sentence.length).toBeLessThanOrEqual(200);
    expect(kept.sentence).toMatch(/^…word word .* other other…$/u);
    expect(wordAtStart(kept)).toBe('heiress');
  });

  it('an end where the page was only read so far loses its partial word: never "inely formed"', () => {
    const read = 'inely formed that to-day’s sun shone';
    const kept = keptSentence(at(read, 'to-day’s'), { before: true });
    expect(kept.sentence).toBe('…formed that to-day’s sun shone');
    expect(wordAtStart(kept)).toBe('to-day’s');
    expect(keptSentence(at('The sun rose over the hi', 'sun'), { after: true }).sentence).toBe('The sun rose over the…');
  });

  it('a text with no word in view is cut at its last word boundary', () => {
    expect(cutAtWord('one two three four', 12)).toBe('one two…');
    expect(cutAtWord('short', 12)).toBe('short');
  });
});
