/**
 * Which of a word's readings a dictionary's respelling says, where the word is read two ways by
 * sense rather than by part of speech (heteronyms.ts): the lead of a pencil (Webster's 1913
 * respells it lĕd) and to lead the way (lēd), the bass that swims (bȧs) and the bass that sings
 * (bās), a tear that falls (tēr) and one in a sleeve (târ). Each syllable's vowel is read as a
 * kind of sound, in the respelling's letters (Webster's key: server/data/sources/gcide-respelling.ts)
 * and in each IPA reading (ˈlɛd, ˈliːd), and the reading whose vowels and stress agree with the
 * respelling's more than any other's does is the one it says. A vowel that says no kind (an
 * unmarked letter, a half-long one, a reduced ə) agrees with any.
 */
import { ipaSyllables } from './ipa-syllables';

/** The interface's name for a text pronunciation in Webster's letters (W5's `typeFormat`), as a GCIDE sense carries it. */
export const GCIDE_RESPELLING = 'gcide-diacritical';

/** The kinds of vowel sound both notations tell apart. */
type Kind = 'ā' | 'ă' | 'ä' | 'aw' | 'âr' | 'ē' | 'ĕ' | 'ẽr' | 'ī' | 'ĭ' | 'ō' | 'ŭ' | 'ū' | 'o͝o' | 'ou' | 'oi';

/** Webster's letters and the kind each says (the longer spellings first); a letter not here says none. */
const KEY: readonly (readonly [letters: string, kind: Kind])[] = [
  ['o͞o', 'ū'],
  ['o͝o', 'o͝o'],
  ['ou', 'ou'],
  ['ow', 'ou'],
  ['oi', 'oi'],
  ['oy', 'oi'],
  ['a̤', 'aw'],
  ['y̆', 'ĭ'],
  ['u̇', 'o͝o'],
  ['ā', 'ā'],
  ['ă', 'ă'],
  ['ȧ', 'ă'],
  ['ä', 'ä'],
  ['â', 'âr'],
  ['ē', 'ē'],
  ['ĕ', 'ĕ'],
  ['ẽ', 'ẽr'],
  ['ī', 'ī'],
  ['ĭ', 'ĭ'],
  ['ō', 'ō'],
  ['ŏ', 'ä'],
  ['ô', 'aw'],
  ['ū', 'ū'],
  ['ŭ', 'ŭ'],
  ['û', 'ẽr'],
];

/** IPA's vowels and the kind each says; ə and the reduced vowels say none. */
const IPA_KIND: Readonly<Record<string, Kind>> = {
  eɪ: 'ā',
  æ: 'ă',
  a: 'ă',
  ɑ: 'ä',
  ɒ: 'ä',
  ɔ: 'aw',
  eə: 'âr',
  i: 'ē',
  ɪə: 'ē',
  ɛ: 'ĕ',
  e: 'ĕ',
  ɝ: 'ẽr',
  ɚ: 'ẽr',
  ɜ: 'ẽr',
  aɪ: 'ī',
  ɪ: 'ĭ',
  oʊ: 'ō',
  əʊ: 'ō',
  o: 'ō',
  ʌ: 'ŭ',
  u: 'ū',
  ʊ: 'o͝o',
  aʊ: 'ou',
  ɔɪ: 'oi',
};

/** A word's syllables as vowel kinds (undefined: none said), and which carries the main stress. */
interface Said {
  kinds: (Kind | undefined)[];
  stressed: number | undefined;
}

function ipaSaid(reading: string): Said {
  const { vowels, stressed } = ipaSyllables(reading);
  const kinds = vowels.map(({ vowel, next }) => {
    const kind = IPA_KIND[vowel];
    // Before an r the vowels of "tear" and "care" are ɪ and ɛ (ˈtɪɹ, ˈkɛɹ); Webster's writes them ē and â.
    if (next !== 'ɹ' && next !== 'r') return kind;
    return kind === 'ĭ' ? 'ē' : kind === 'ĕ' ? 'âr' : kind;
  });
  return { kinds, stressed: kinds.length === 1 ? 0 : stressed };
}

/** The respelling's syllables: broken at Webster's hyphens and accents, the main stress (′) after its syllable. */
function respellingSaid(respelling: string): Said {
  const kinds: (Kind | undefined)[] = [];
  let stressed: number | undefined;
  for (const [, syllable = '', mark] of respelling.normalize('NFC').matchAll(/([^-′″ ]+)([-′″ ]?)/gu)) {
    kinds.push(KEY.find(([letters]) => syllable.includes(letters))?.[1]);
    if (mark === '′') stressed ??= kinds.length - 1;
  }
  return { kinds, stressed: kinds.length === 1 ? 0 : stressed };
}

/**
 * How far a reading agrees with a respelling: the main stress on the same syllable, and each
 * syllable's vowel of one kind, a stressed one counting twice. (Webster's writes an unstressed
 * vowel as spelt, ŏb-jĕkt′, where a reading today has ə, əbˈdʒɛkt: the stress decides.)
 */
function agreement(reading: Said, respelling: Said): number {
  let score = reading.stressed !== undefined && reading.stressed === respelling.stressed ? 2 : 0;
  const same = reading.kinds.length === respelling.kinds.length;
  respelling.kinds.forEach((kind, i) => {
    // Syllables counted differently: only the stressed ones are compared.
    const at = same ? i : i === respelling.stressed ? reading.stressed : undefined;
    if (kind !== undefined && at !== undefined && reading.kinds[at] === kind) score += i === respelling.stressed ? 2 : 1;
  });
  return score;
}

/**
 * The place among `readings` (IPA) of the one `respelling` (in Webster's letters) says: the one
 * that agrees with it more than every other. Undefined where none does, or two agree alike.
 */
export function readingForRespelling(readings: readonly string[], respelling: string): number | undefined {
  return agreeing(readings, respellingSaid(respelling));
}

/**
 * The place among `readings` (IPA) of the one another IPA reading says the same way, by the same
 * measure: of CMUdict's bass, ˈbæs and ˈbeɪs, the one a British reading of the word, bˈeɪs, is.
 */
export function readingLike(readings: readonly string[], ipa: string): number | undefined {
  return agreeing(readings, ipaSaid(ipa));
}

/** The place of the reading that agrees with `said` more than every other; undefined where none does, or two agree alike. */
function agreeing(readings: readonly string[], said: Said): number | undefined {
  const scores = readings.map((reading) => agreement(ipaSaid(reading), said));
  const best = Math.max(...scores);
  if (best <= 0 || scores.filter((score) => score === best).length > 1) return undefined;
  return scores.indexOf(best);
}
