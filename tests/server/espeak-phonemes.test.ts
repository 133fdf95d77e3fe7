/** An American IPA reading in eSpeak NG's phoneme letters, which the server's audio says a reading from. */
import { describe, expect, it } from 'vitest';
import { espeakPhonemes } from '../../server/shared/espeak-phonemes.ts';

describe('eSpeak NG phoneme letters', () => {
  it('write each IPA sign as eSpeak NG’s, stress marks at the syllable’s start', () => {
    expect(espeakPhonemes('ˈbæs')).toBe("'bas");
    expect(espeakPhonemes('ˈbeɪs')).toBe("'beIs");
    expect(espeakPhonemes('ɹəˈkɔɹd')).toBe("r@'kO:rd");
    expect(espeakPhonemes('ˈɹɛkɚd')).toBe("'rEk3d");
    expect(espeakPhonemes('dɪˈzɝt')).toBe("dI'z3:t");
    expect(espeakPhonemes('ˈtʃɝtʃ')).toBe("'tS3:tS");
    expect(espeakPhonemes('ˌɪntɚˈnæʃənəl')).toBe(",Int3'naS@n@l");
    expect(espeakPhonemes('ˈθɪŋ')).toBe("'TIN");
    // eSpeak NG's own signs, in the readings it gives where Webster's marks side with it.
    expect(espeakPhonemes('ɐˈkʌmpɐˌnɪmənt')).toBe("a#'kVmpa#,nIm@nt");
    expect(espeakPhonemes('ˌkælɪˈfoːɹniən')).toBe(",kalI'fo@ni@n");
  });

  it('give nothing for a reading with a sign they do not know, rather than half of it', () => {
    expect(espeakPhonemes('ˈbæʁ')).toBeUndefined();
    expect(espeakPhonemes('')).toBeUndefined();
    // eSpeak NG's own markup is no IPA: never passed through.
    expect(espeakPhonemes(']] [[')).toBeUndefined();
  });
});
