/**
 * English consonants as ARPAbet and IPA write them, and which runs of them can begin a
 * syllable: what reading CMUdict's ARPAbet (data/ipa.ts) and placing eSpeak NG's stress marks
 * (the audio rules and the word database's build) both need.
 */

/** Each ARPAbet consonant's IPA (General American). */
export const CONSONANTS: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'ɹ',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/** Consonant sequences that begin English words, in ARPAbet. */
export const ONSETS = new Set([
  // every single consonant but NG
  ...Object.keys(CONSONANTS).filter((c) => c !== 'NG'),
  'P R',
  'P L',
  'B R',
  'B L',
  'T R',
  'D R',
  'K R',
  'K L',
  'G R',
  'G L',
  'F R',
  'F L',
  'TH R',
  'SH R',
  'T W',
  'D W',
  'K W',
  'G W',
  'TH W',
  'S W',
  'S P',
  'S T',
  'S K',
  'S M',
  'S N',
  'S L',
  'S F',
  'P Y',
  'B Y',
  'K Y',
  'F Y',
  'M Y',
  'V Y',
  'HH Y',
  'G Y',
  'S P R',
  'S P L',
  'S T R',
  'S K R',
  'S K W',
  'S K L',
  'S P Y',
  'S K Y',
]);

/**
 * Runs that begin a syllable in British English besides: it keeps the yod that American English
 * drops after these consonants (new njuː, tune tjuːn, duke djuːk, student stjuːdənt, assume
 * əsjuːm, enthusiasm ɪnθjuːziazəm), so CMUdict's American onsets lack them.
 */
const BRITISH_ONSETS: ReadonlySet<string> = new Set([...ONSETS, 'T Y', 'D Y', 'N Y', 'S Y', 'Z Y', 'L Y', 'TH Y', 'S T Y']);

/** IPA consonants as eSpeak NG writes them, by ARPAbet symbol (a flap, ɾ, begins a syllable as t does). */
const IPA_CONSONANTS = new Map<string, string>([
  ...Object.entries(CONSONANTS).map(([arpabet, ipa]) => [ipa, arpabet] as [string, string]),
  ['ɾ', 'T'],
  ['r', 'R'],
  ['g', 'G'],
  ['ʔ', 'T'],
]);

/**
 * eSpeak NG's IPA as a dictionary writes it: its own signs for a reduced vowel (ᵻ in
 * "despatch" dᵻˈspætʃ, ᵊ) as the IPA's ɪ and ə, and each stress mark at its syllable's start.
 */
export function dictionaryIpa(espeak: string): string {
  return stressAtSyllableStart(plainVowels(espeak), ONSETS);
}

/**
 * The same for eSpeak NG's British voice (en-gb), whose syllables may begin with the yod's runs
 * too (new ˈnjuː, not nˈjuː), and whose reduced vowel ɐ (about ɐbˈaʊt, NASA nˈasɐ) British
 * dictionaries write ə.
 */
export function britishDictionaryIpa(espeak: string): string {
  return stressAtSyllableStart(plainVowels(espeak).replace(/ɐ/g, 'ə'), BRITISH_ONSETS);
}

/** eSpeak NG's own signs for a reduced vowel written as the IPA's. */
const plainVowels = (espeak: string) => espeak.replace(/ᵻ/g, 'ɪ').replace(/ᵊ/g, 'ə');

/**
 * eSpeak NG's IPA with each stress mark moved from before the stressed vowel, where eSpeak
 * puts it (`swˈiːtbɹɛdz`), to the start of the stressed syllable, where dictionaries and
 * `arpabetToIpa` put it (`ˈswiːtbɹɛdz`): over the longest run of consonants before the vowel
 * that can begin an English syllable.
 */
function stressAtSyllableStart(ipa: string, onsets: ReadonlySet<string>): string {
  const chars = [...ipa];
  for (let at = 0; at < chars.length; at++) {
    if (chars[at] !== 'ˈ' && chars[at] !== 'ˌ') continue;
    // The consonants before the mark, back to a vowel, a mark or the word's start.
    const run: { from: number; symbol: string }[] = [];
    let i = at;
    while (i > 0) {
      const pair = (chars[i - 2] ?? '') + (chars[i - 1] ?? '');
      const single = IPA_CONSONANTS.get(chars[i - 1] ?? '');
      const affricate = pair === 'tʃ' || pair === 'dʒ' ? IPA_CONSONANTS.get(pair) : undefined;
      if (affricate) {
        run.unshift({ from: i - 2, symbol: affricate });
        i -= 2;
      } else if (single) {
        run.unshift({ from: i - 1, symbol: single });
        i -= 1;
      } else break;
    }
    let onset = run.length;
    while (
      onset > 0 &&
      !onsets.has(
        run
          .slice(run.length - onset)
          .map((c) => c.symbol)
          .join(' '),
      )
    )
      onset--;
    const first = run[run.length - onset];
    if (!first) continue;
    const [mark] = chars.splice(at, 1);
    chars.splice(first.from, 0, mark ?? '');
  }
  return chars.join('');
}
