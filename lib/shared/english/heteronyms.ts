/**
 * Which of a word's readings goes with its part of speech, where English tells them apart by a
 * rule rather than word by word: a dictionary that gives a word two readings (CMUdict's record,
 * ˈɹɛkɚd and ɹɪˈkɔɹd) seldom says which is the noun's. The rules, as data (`RULES`):
 *
 * - **Stress**: the same sounds, stressed on the first syllable or later. The noun takes the
 *   first (a ˈrecord, an ˈobject, the ˈproduce), the verb the later (to reˈcord, to obˈject).
 *   An adjective may take either (ˈperfect, conˈtent), so none is chosen for it.
 * - **Voicing**: the same sounds but the last, voiceless or voiced (use ˈjuːs, ˈjuːz). The verb
 *   takes the voiced (to use, to close, to excuse), the adjective the voiceless (a close race).
 *   A noun may take either (the use, but the close of day), so none is chosen for it.
 * - **-ate**: the same sounds, ending in a full "ate" or a weak one (estimate ˈɛstəˌmeɪt,
 *   ˈɛstəmət). The verb takes the full one, the noun and the adjective the weak one.
 * - **-ed**: the same sounds, "ed" a syllable of its own or none (learned ˈlɝnɪd, ˈlɝnd;
 *   beloved bɪˈlʌvəd, bɪˈlʌvd). The adjective takes the syllable (a ˈlearnèd man), the verb none.
 *
 * Words whose readings differ otherwise (lead, tear, live) are mostly told apart by sense, not
 * by part of speech (reading-for-sense.ts): no rule chooses among them. A few such words go by
 * their part of speech all the same, each its own way (the wind blows, to wind a clock): those
 * are listed word by word (`WORDS`), and their list is read before the rules.
 */
import { family } from './parts-of-speech';

/** The parts of speech the rules tell apart. */
type Part = 'noun' | 'verb' | 'adjective';

/** IPA's vowel letters (a vowel's length and stress marks are read apart). */
const VOWEL = /[aeiouyæɑɒɔəɛɜɝɚɪʊʌɐɨʉøœɘɵɤɯ]/u;
const VOWELS = new RegExp(VOWEL.source, 'gu');

/** A reading's consonants alone, an r-coloured vowel as its r: ˈɹɛkɚd and ɹɪˈkɔɹd are both ɹkɹd. */
function consonants(reading: string): string {
  return reading
    .replace(/[ɚɝ]/gu, 'ɹ')
    .replace(/[ˈˌː.ˑ]/gu, '')
    .replace(VOWELS, '');
}

/** Whether the main stress falls on the first syllable (the ˈ before the first vowel). */
function stressedFirst(reading: string): boolean {
  const stress = reading.indexOf('ˈ');
  return stress >= 0 && stress < reading.search(VOWEL);
}

/** Each voiceless consonant and its voiced mate. */
const VOICED: Readonly<Record<string, string>> = { s: 'z', θ: 'ð', f: 'v' };

/** Whether `voiced` is `voiceless` with its last consonant voiced, and nothing else changed. */
function voicedAtEnd(voiceless: string, voiced: string): boolean {
  const [a, b] = [voiceless.replace(/[ˈˌ]/gu, ''), voiced.replace(/[ˈˌ]/gu, '')];
  const last = a.at(-1) ?? '';
  return a.length === b.length && a.slice(0, -1) === b.slice(0, -1) && VOICED[last] === b.at(-1);
}

/** A full "ate" at a reading's end (ˌeɪt), and a weak one (ət, ɪt). */
const FULL_ATE = /eɪt$/u;
const WEAK_ATE = /[əɪ]t$/u;

/** Whether `full` is `short` with its "ed" a syllable of its own: ˈlɝnɪd and ˈlɝnd, ˈeɪdʒɪd and ˈeɪdʒd. */
function syllabicEd(full: string, short: string): boolean {
  return /[əɪ]d$/u.test(full) && /[dt]$/u.test(short) && full.slice(0, -2) === short.slice(0, -1);
}

interface Rule {
  /** Whether two readings are a pair this rule tells apart. */
  pairs(a: string, b: string): boolean;
  /** Of a pair, the reading a part of speech takes; undefined where the rule says nothing of it. */
  choose(part: Part, a: string, b: string): string | undefined;
}

const RULES: readonly Rule[] = [
  {
    // (Both stressed: a word's weak form, "and" as ən, is no reading of a part of speech.)
    pairs: (a, b) => a.includes('ˈ') && b.includes('ˈ') && consonants(a) === consonants(b) && stressedFirst(a) !== stressedFirst(b),
    choose: (part, a, b) => {
      const [first, later] = stressedFirst(a) ? [a, b] : [b, a];
      return part === 'noun' ? first : part === 'verb' ? later : undefined;
    },
  },
  {
    pairs: (a, b) => voicedAtEnd(a, b) || voicedAtEnd(b, a),
    choose: (part, a, b) => {
      const [voiceless, voiced] = voicedAtEnd(a, b) ? [a, b] : [b, a];
      return part === 'verb' ? voiced : part === 'adjective' ? voiceless : undefined;
    },
  },
  {
    pairs: (a, b) => consonants(a) === consonants(b) && FULL_ATE.test(a) !== FULL_ATE.test(b) && (WEAK_ATE.test(a) || WEAK_ATE.test(b)),
    choose: (part, a, b) => {
      const [full, weak] = FULL_ATE.test(a) ? [a, b] : [b, a];
      return part === 'verb' ? full : weak;
    },
  },
  {
    pairs: (a, b) => syllabicEd(a, b) || syllabicEd(b, a),
    choose: (part, a, b) => {
      const [full, short] = syllabicEd(a, b) ? [a, b] : [b, a];
      return part === 'adjective' ? full : part === 'verb' ? short : undefined;
    },
  },
];

/**
 * The words whose parts of speech take readings no rule above tells apart (their vowel changes),
 * each with the reading (as CMUdict's are written in IPA) each part takes where it is sure.
 * Of the others (a tear that falls, a tear in a coat), the sense decides (reading-for-sense.ts).
 */
const WORDS: Readonly<Record<string, Partial<Record<Part, string>>>> = {
  // the wind that blows; to wind a clock, a road that winds
  wind: { noun: 'ˈwɪnd', verb: 'ˈwaɪnd' },
  // a wound, to wound (the past of wind is wind's own form, looked up as wind)
  wound: { noun: 'ˈwuːnd', verb: 'ˈwuːnd' },
  // a sow and her litter; to sow seed
  sow: { noun: 'ˈsaʊ', verb: 'ˈsoʊ' },
  // a dove; the past of dive
  dove: { noun: 'ˈdʌv', verb: 'ˈdoʊv' },
  // a moped; the past of mope
  moped: { noun: 'ˈmoʊpɛd', verb: 'ˈmoʊpt' },
  // to tear a page, to bow the head, to lead the way, to live; a live wire (their nouns go by sense)
  tear: { verb: 'ˈtɛɹ' },
  bow: { verb: 'ˈbaʊ' },
  lead: { verb: 'ˈliːd' },
  live: { verb: 'ˈlɪv', adjective: 'ˈlaɪv' },
};

const PARTS: ReadonlySet<string> = new Set<Part>(['noun', 'verb', 'adjective']);

/** The place among `readings` of the one a word listed one by one (`WORDS`) takes as this part of speech, if it is listed. */
export function readingListedForPart(readings: readonly string[], partOfSpeech: string, word: string): number | undefined {
  const own = WORDS[word.toLowerCase()]?.[family(partOfSpeech) as Part];
  return own !== undefined && readings.includes(own) ? readings.indexOf(own) : undefined;
}

/**
 * The place among `readings` (IPA) of the one the part of speech takes, where the word's own
 * entry (`WORDS`) or a rule tells; the first pair in the readings' order that a rule tells apart
 * decides. Undefined where none does.
 */
export function readingForPart(readings: readonly string[], partOfSpeech: string, word = ''): number | undefined {
  const part = family(partOfSpeech);
  if (!PARTS.has(part)) return undefined;
  const listed = readingListedForPart(readings, partOfSpeech, word);
  if (listed !== undefined) return listed;
  for (let i = 0; i < readings.length; i++)
    for (let j = i + 1; j < readings.length; j++) {
      const [a, b] = [readings[i] ?? '', readings[j] ?? ''];
      const rule = RULES.find((candidate) => candidate.pairs(a, b));
      if (!rule) continue;
      const chosen = rule.choose(part as Part, a, b);
      return chosen === undefined ? undefined : chosen === a ? i : j;
    }
  return undefined;
}
