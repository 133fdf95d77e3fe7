/**
 * An IPA reading as the server serves it (an American one: CMUdict's through `arpabetToIpa`, or
 * eSpeak NG's through `dictionaryIpa`; a British one: eSpeak NG's through `britishDictionaryIpa`)
 * in eSpeak NG's own phoneme letters, so that eSpeak NG says that reading and not the one it
 * would read from the spelling: `[[b'as]]` is the fish, where "bass" alone is said as the voice.
 * Stress marks may stand at a syllable's start, as the IPA's do: eSpeak NG gives a mark to the
 * vowel after it. The letters are the same in both voices, each saying them in its own accent.
 */

/** IPA signs, longest first where one begins another, and eSpeak NG's letters for them. */
const SIGNS: readonly (readonly [string, string])[] = [
  // Two-letter vowels and affricates before the letters they begin with.
  ['aɪ', 'aI'],
  ['aʊ', 'aU'],
  ['eɪ', 'eI'],
  ['oʊ', 'oU'],
  ['ɔɪ', 'OI'],
  // British English's closing and centring diphthongs (home ˈhəʊm, air ˈeə, near ˈnɪə, tour ˈtʊə).
  ['əʊ', 'oU'],
  ['eə', 'e@'],
  ['ɪə', 'i@'],
  ['iə', 'i@'],
  ['ʊə', 'U@'],
  ['tʃ', 'tS'],
  ['dʒ', 'dZ'],
  ['ɑː', 'A:'],
  ['ɔː', 'O:'],
  ['iː', 'i:'],
  ['uː', 'u:'],
  ['ɜː', '3:'],
  ['ɑ', 'A:'],
  ['æ', 'a'],
  // British English's open front vowel (cat ˈkat), after the diphthongs it begins.
  ['a', 'a'],
  ['ʌ', 'V'],
  ['ə', '@'],
  ['ɔ', 'O:'],
  ['ɛ', 'E'],
  ['ɝ', '3:'],
  ['ɚ', '3'],
  ['ɪ', 'I'],
  ['i', 'i'],
  ['ʊ', 'U'],
  ['u', 'u:'],
  ['ɒ', '0'],
  // eSpeak NG's own reduced vowel, which its American readings keep (about ɐˈbaʊt).
  ['ɐ', 'a#'],
  // and its o before r (California ˌkælɪˈfoːɹniən).
  ['oːɹ', 'o@'],
  ['oː', 'o@'],
  ['b', 'b'],
  ['d', 'd'],
  ['ð', 'D'],
  ['f', 'f'],
  ['ɡ', 'g'],
  ['g', 'g'],
  ['h', 'h'],
  ['k', 'k'],
  ['l', 'l'],
  ['m', 'm'],
  ['n', 'n'],
  ['ŋ', 'N'],
  ['p', 'p'],
  ['ɹ', 'r'],
  ['r', 'r'],
  ['s', 's'],
  ['ʃ', 'S'],
  ['t', 't'],
  ['ɾ', 't'],
  ['θ', 'T'],
  ['v', 'v'],
  ['w', 'w'],
  ['j', 'j'],
  ['z', 'z'],
  ['ʒ', 'Z'],
  ['ˈ', "'"],
  ['ˌ', ','],
  ['.', ''],
];

/**
 * The reading in eSpeak NG's letters, or undefined where it holds a sign this table does not know
 * (then no file is made for it: a reading half said would mislead more than none).
 */
export function espeakPhonemes(ipa: string): string | undefined {
  let out = '';
  let at = 0;
  while (at < ipa.length) {
    const sign = SIGNS.find(([from]) => ipa.startsWith(from, at));
    if (!sign) return undefined;
    out += sign[1];
    at += sign[0].length;
  }
  return out || undefined;
}
