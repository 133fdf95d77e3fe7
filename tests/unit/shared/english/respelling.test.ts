import { describe, expect, it } from 'vitest';
import { readingForRespelling, readingLike } from '../../../../lib/shared/english/respelling';

/** The reading Webster's respelling says, or undefined where it tells none apart. */
const readingOf = (readings: string[], respelling: string) => {
  const at = readingForRespelling(readings, respelling);
  return at === undefined ? undefined : readings[at];
};

describe("the reading a Webster's respelling says", () => {
  it('tells readings apart by their vowels: lead, bass, bow, live, wind, dove', () => {
    expect(readingOf(['ˈlɛd', 'ˈliːd'], 'lēd')).toBe('ˈliːd');
    expect(readingOf(['ˈlɛd', 'ˈliːd'], 'lĕd')).toBe('ˈlɛd');
    expect(readingOf(['ˈbæs', 'ˈbeɪs'], 'bȧs')).toBe('ˈbæs');
    expect(readingOf(['ˈbæs', 'ˈbeɪs'], 'bās')).toBe('ˈbeɪs');
    expect(readingOf(['ˈbaʊ', 'ˈboʊ'], 'bou')).toBe('ˈbaʊ');
    expect(readingOf(['ˈbaʊ', 'ˈboʊ'], 'bō')).toBe('ˈboʊ');
    expect(readingOf(['ˈlɪv', 'ˈlaɪv'], 'līv')).toBe('ˈlaɪv');
    expect(readingOf(['ˈwɪnd', 'ˈwaɪnd'], 'wĭnd')).toBe('ˈwɪnd');
    expect(readingOf(['ˈdʌv', 'ˈdoʊv'], 'dŭv')).toBe('ˈdʌv');
  });

  it('reads a vowel before r as Webster writes it (tēr, târ) and IPA (ˈtɪɹ, ˈtɛɹ)', () => {
    expect(readingOf(['ˈtɛɹ', 'ˈtɪɹ'], 'tēr')).toBe('ˈtɪɹ');
    expect(readingOf(['ˈtɛɹ', 'ˈtɪɹ'], 'târ')).toBe('ˈtɛɹ');
  });

  it('weighs the stress with the vowels, over syllables counted alike or not', () => {
    expect(readingOf(['ˈdɛzɚt', 'dɪˈzɝt'], 'de̱-zẽrt′')).toBe('dɪˈzɝt');
    expect(readingOf(['ˈdɛzɚt', 'dɪˈzɝt'], 'dĕz′ẽrt')).toBe('ˈdɛzɚt');
    expect(readingOf(['bəˈfeɪ', 'ˈbʌfət'], 'bo͝of-fā′')).toBe('bəˈfeɪ');
    expect(readingOf(['bəˈfeɪ', 'ˈbʌfət'], 'bŭf′fĕt')).toBe('ˈbʌfət');
  });

  it('says none where two readings agree alike, or none agrees', () => {
    // Both of minute's adjective readings have its ī and ū.
    expect(readingOf(['ˈmɪnət', 'maɪˈnuːt', 'maɪˈnjuːt'], 'mī-nūt′')).toBeUndefined();
    expect(readingOf(['ˈlɛd', 'ˈliːd'], 'lad')).toBeUndefined();
  });

  it('finds which of the readings another IPA reading is, a British one too', () => {
    const bass = ['ˈbæs', 'ˈbeɪs'];
    expect(readingLike(bass, 'bˈeɪs')).toBe(1);
    expect(readingLike(bass, 'bˈas')).toBe(0);
    expect(readingLike(['ˈɹɛkɚd', 'ɹɪˈkɔɹd'], 'ˈɹɛkɔːd')).toBe(0);
    expect(readingLike(['ˈtɛɹ', 'ˈtɪɹ'], 'ˈtiə')).toBe(1);
    // Readings whose vowels and stress are alike (close, ˈkloʊs and ˈkloʊz): which, it cannot say.
    expect(readingLike(['ˈkloʊs', 'ˈkloʊz'], 'kləʊs')).toBeUndefined();
  });
});
