import { describe, expect, it } from 'vitest';
import { readingForPart } from '../../../../lib/shared/english/heteronyms';

/** The reading a part of speech takes, or undefined where the rules leave it to the dictionary's order. */
const readingOf = (readings: string[], partOfSpeech: string, word?: string) => {
  const at = readingForPart(readings, partOfSpeech, word);
  return at === undefined ? undefined : readings[at];
};

describe('the reading that goes with a part of speech', () => {
  it('stresses a noun on its first syllable and its verb later', () => {
    const record = ['ɹəˈkɔɹd', 'ˈɹɛkɚd', 'ɹɪˈkɔɹd'];
    expect(readingOf(record, 'noun')).toBe('ˈɹɛkɚd');
    expect(readingOf(record, 'verb-transitive')).toBe('ɹəˈkɔɹd');
    const increase = ['ˌɪnˈkɹiːs', 'ˈɪnˌkɹiːs'];
    expect(readingOf(increase, 'noun')).toBe('ˈɪnˌkɹiːs');
    expect(readingOf(increase, 'verb')).toBe('ˌɪnˈkɹiːs');
    expect(readingOf(['ˈpɹɑdʒɛkt', 'pɹəˈdʒɛkt'], 'verb-intransitive')).toBe('pɹəˈdʒɛkt');
  });

  it('chooses no stress for an adjective, which may take either (ˈperfect, conˈtent)', () => {
    expect(readingForPart(['pɚˈfɛkt', 'ˈpɝˌfɪkt'], 'adjective')).toBeUndefined();
  });

  it('voices a verb’s last sound and not an adjective’s, and leaves a noun’s to the dictionary', () => {
    const close = ['ˈkloʊs', 'ˈkloʊz'];
    expect(readingOf(close, 'verb-transitive')).toBe('ˈkloʊz');
    expect(readingOf(close, 'adjective')).toBe('ˈkloʊs');
    expect(readingForPart(close, 'noun')).toBeUndefined(); // the close of day, but a cathedral's close
    expect(readingOf(['ˈjuːs', 'ˈjuːz'], 'verb')).toBe('ˈjuːz');
    expect(readingOf(['ɪkˈskjuːs', 'ɪkˈskjuːz'], 'verb')).toBe('ɪkˈskjuːz');
  });

  it('gives a verb in -ate its full ending and a noun or an adjective the weak one', () => {
    const estimate = ['ˈɛstəmət', 'ˈɛstəˌmeɪt'];
    expect(readingOf(estimate, 'verb')).toBe('ˈɛstəˌmeɪt');
    expect(readingOf(estimate, 'noun')).toBe('ˈɛstəmət');
    expect(readingOf(['ˈsɛpɚˌeɪt', 'ˈsɛpɚɪt', 'ˈsɛpɹət'], 'adjective')).toBe('ˈsɛpɚɪt');
  });

  it('gives an adjective in -ed its own syllable, and the verb none', () => {
    const learned = ['ˈlɝnd', 'ˈlɝnɪd'];
    expect(readingOf(learned, 'adjective')).toBe('ˈlɝnɪd');
    expect(readingOf(learned, 'verb')).toBe('ˈlɝnd');
    expect(readingOf(['bɪˈlʌvd', 'bɪˈlʌvəd'], 'adjective')).toBe('bɪˈlʌvəd');
    expect(readingForPart(learned, 'noun')).toBeUndefined();
  });

  it('reads the few words listed one by one as their part of speech says, before any rule', () => {
    const wind = ['ˈwaɪnd', 'ˈwɪnd'];
    expect(readingOf(wind, 'noun', 'wind')).toBe('ˈwɪnd');
    expect(readingOf(wind, 'verb-transitive', 'Wind')).toBe('ˈwaɪnd');
    expect(readingOf(['ˈwaʊnd', 'ˈwuːnd'], 'noun', 'wound')).toBe('ˈwuːnd');
    expect(readingOf(['ˈsaʊ', 'ˈsoʊ'], 'verb', 'sow')).toBe('ˈsoʊ');
    // A part the list leaves out goes by sense (a tear that falls, a tear in a coat).
    expect(readingForPart(['ˈtɛɹ', 'ˈtɪɹ'], 'noun', 'tear')).toBeUndefined();
    expect(readingOf(['ˈtɛɹ', 'ˈtɪɹ'], 'verb', 'tear')).toBe('ˈtɛɹ');
    // A reading the dictionary does not give is never made up.
    expect(readingForPart(['ˈwaɪnd'], 'noun', 'wind')).toBeUndefined();
  });

  it('leaves words read otherwise by sense (lead, tear, wind), a single reading, and other parts of speech alone', () => {
    expect(readingForPart(['ˈlɛd', 'ˈliːd'], 'noun')).toBeUndefined();
    expect(readingForPart(['ˈtɛɹ', 'ˈtɪɹ'], 'verb')).toBeUndefined();
    expect(readingForPart(['ˈwaɪnd', 'ˈwɪnd'], 'noun')).toBeUndefined();
    expect(readingForPart(['ˈhaʊs'], 'verb')).toBeUndefined();
    // A weak form is no reading of a part of speech: "are" as ɚ.
    expect(readingForPart(['ˈɑɹ', 'ɚ'], 'verb')).toBeUndefined();
    expect(readingForPart(['ˈkloʊs', 'ˈkloʊz'], 'adverb')).toBeUndefined();
  });
});
