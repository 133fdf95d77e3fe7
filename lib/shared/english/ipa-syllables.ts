/**
 * An IPA reading's syllables: their vowels in order (a diphthong is one, a long mark goes with
 * its vowel, eSpeak NG's reduced ᵻ is one), the sound after each, and which syllable carries the
 * main stress (ˈ stands before it). The word database's build checks readings' shapes by it
 * (server/data/build/pronunciation-check.ts); the bubble, how far a reading agrees with a
 * dictionary's respelling (respelling.ts).
 */

/** The vowel nuclei and the stress marks. */
const PARTS = /ˈ|ˌ|eɪ|aɪ|ɔɪ|aʊ|oʊ|əʊ|ɪə|eə|ʊə|[aeiouæɑɒɔəɛɜɪʊʌɚɝɐᵻ]ː?/gu;

export interface IpaSyllables {
  /** Each syllable's vowel (its long mark left off) and the sound after it, if any. */
  vowels: { vowel: string; next: string | undefined }[];
  /** The syllable with the main stress, counted from 0, if one is marked. */
  stressed?: number;
}

export function ipaSyllables(ipa: string): IpaSyllables {
  const vowels: IpaSyllables['vowels'] = [];
  let stressed: number | undefined;
  let primaryNext = false;
  for (const match of ipa.matchAll(PARTS)) {
    const [part] = match;
    if (part === 'ˈ') primaryNext = true;
    else if (part !== 'ˌ') {
      if (primaryNext && stressed === undefined) stressed = vowels.length;
      primaryNext = false;
      vowels.push({ vowel: part.replace('ː', ''), next: ipa[match.index + part.length] });
    }
  }
  return stressed === undefined ? { vowels } : { vowels, stressed };
}
