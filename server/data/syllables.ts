/**
 * Splitting a spelling into syllables (`ru·by`), for the hyphenation operation.
 *
 * CMUdict gives how many syllables a word has and which one carries the primary stress; it
 * says nothing about where the written word breaks. The break points here come from
 * orthographic rules (vowel-letter groups, digraphs, doubled consonants, consonant clusters that
 * can open a syllable, inflectional endings), helped by the pronunciation only to tell whether
 * a single consonant closes a short stressed vowel (`lem·on`, `bod·y`) or opens the next
 * syllable (`ru·by`, `pa·per`).
 *
 * A split is returned only when the rules yield exactly as many pieces as CMUdict has
 * syllables; otherwise the word gets no split at all rather than a wrong count. The break
 * points can still differ from a dictionary's (dictionaries split by etymology too:
 * `bak·er`, `wa·ter`), so they are an approximation, and responses should say so.
 */
import { parseArpabet, isVowel } from './ipa.ts';

export interface SpellingSyllables {
  pieces: string[];
  /** Index of the piece with primary stress, if CMUdict marks one. */
  stressed?: number;
}

const VOWEL_LETTERS = new Set(['a', 'e', 'i', 'o', 'u']);
const DIGRAPHS = ['tch', 'ch', 'sh', 'th', 'ph', 'wh', 'gh', 'ck', 'qu'];
/** Letter clusters that open English syllables. */
const ONSETS = new Set([
  'bl',
  'br',
  'cl',
  'cr',
  'dr',
  'fl',
  'fr',
  'gl',
  'gr',
  'pl',
  'pr',
  'tr',
  'tw',
  'dw',
  'sc',
  'sk',
  'sl',
  'sm',
  'sn',
  'sp',
  'st',
  'sw',
  'str',
  'spr',
  'scr',
  'spl',
  'squ',
  'shr',
  'thr',
  'chr',
  'phr',
  'wr',
  'kn',
  'sch',
]);
/** Vowel pairs that are often two syllables (li·on, ne·on, flu·id, cre·ate, sci·ence). */
const HIATUS = ['ia', 'io', 'iu', 'eo', 'ua', 'uo', 'ui', 'ea', 'ie', 'oe', 'ue', 'eu', 'ao', 'oa'];
/** ARPAbet vowels that are short (checked) when stressed. */
const LAX = new Set(['AE', 'EH', 'IH', 'AH', 'UH']);

interface Nucleus {
  start: number;
  end: number; // exclusive
}

function isVowelAt(lower: string, i: number): boolean {
  const c = lower[i];
  if (c === undefined) return false;
  if (c === 'u' && i > 0 && lower[i - 1] === 'q') return false;
  if (VOWEL_LETTERS.has(c)) return true;
  if (c === 'y') {
    if (i === 0) return false;
    const next = lower[i + 1];
    return next === undefined || !VOWEL_LETTERS.has(next);
  }
  return false;
}

/** A y after a, o or u closes its vowel before another vowel (play·er, loy·al, cray·on). */
function closesRun(lower: string, j: number): boolean {
  return lower[j - 1] === 'y' && /[aou]/.test(lower[j - 2] ?? '');
}

function vowelRuns(lower: string): Nucleus[] {
  const runs: Nucleus[] = [];
  let i = 0;
  while (i < lower.length) {
    if (isVowelAt(lower, i) || (lower[i] === 'y' && /[aou]/.test(lower[i - 1] ?? ''))) {
      let j = i + 1;
      while (j < lower.length && !closesRun(lower, j) && (isVowelAt(lower, j) || closesRun(lower, j + 1))) j++;
      runs.push({ start: i, end: j });
      i = j;
    } else {
      i++;
    }
  }
  return runs;
}

/** Whether a final `e`, `es` or `ed` is silent by the usual spelling rules. */
function silentEnding(lower: string, runs: readonly Nucleus[]): boolean {
  if (runs.length < 2) return false;
  const last = runs[runs.length - 1];
  if (!last || last.end - last.start !== 1 || lower[last.start] !== 'e') return false;
  const before = lower[last.start - 1] ?? '';
  const before2 = lower[last.start - 2] ?? '';
  const tail = lower.slice(last.start);
  if (tail === 'e') {
    // consonant + le / re is a syllable of its own: ta·ble, a·cre
    if ((before === 'l' || before === 'r') && before2 !== '' && !VOWEL_LETTERS.has(before2)) return false;
    return !VOWEL_LETTERS.has(before);
  }
  if (tail === 'ed') return before !== 't' && before !== 'd';
  if (tail === 'es') {
    if (/(s|x|z|ch|sh|ce|ge)$/.test(lower.slice(0, last.start)) || /(c|g|s|z)$/.test(before)) return false;
    return !VOWEL_LETTERS.has(before);
  }
  return false;
}

function consonantUnits(cluster: string): string[] {
  const units: string[] = [];
  let i = 0;
  while (i < cluster.length) {
    const digraph = DIGRAPHS.find((d) => cluster.startsWith(d, i));
    const unit = digraph ?? cluster[i] ?? '';
    units.push(unit);
    i += unit.length;
  }
  return units;
}

/** Where the consonants between two nuclei divide: the index in `cluster` where the next syllable starts. */
function divide(cluster: string, shortStressedBefore: boolean, atSuffix: number | undefined, beforeFinalLe: boolean): number {
  if (cluster === '') return 0;
  if (atSuffix !== undefined) {
    // An inflectional ending starts its syllable; doubled consonants split between them (run·ning).
    const stem = cluster.slice(0, atSuffix);
    const last = stem[stem.length - 1];
    if (stem.length >= 2 && last === stem[stem.length - 2]) return atSuffix - 1;
    return atSuffix;
  }
  const units = consonantUnits(cluster);
  const offsets: number[] = [];
  let pos = 0;
  for (const unit of units) {
    offsets.push(pos);
    pos += unit.length;
  }
  if (units.length === 1) {
    const unit = units[0] ?? '';
    if (unit === 'x' || unit === 'ck' || shortStressedBefore) return cluster.length;
    return 0;
  }
  if (units[0] === units[1] && (units[0] ?? '').length === 1) return offsets[1] ?? 0;
  if (beforeFinalLe && units[units.length - 1] === 'l') {
    // a consonant + le syllable takes its consonant (han·dle, ta·ble), but ck stays (tick·le)
    const k = units[units.length - 2] === 'ck' ? units.length - 1 : units.length - 2;
    return offsets[k] ?? 0;
  }
  // the longest tail that can open a syllable goes right, keeping one consonant after a short
  // stressed vowel (sis·ter, but se·cret)
  for (let k = shortStressedBefore ? 1 : 0; k < units.length; k++) {
    const tail = units.slice(k).join('');
    if (units.length - k === 1 || ONSETS.has(tail)) {
      return offsets[k] ?? 0;
    }
  }
  return offsets[units.length - 1] ?? 0;
}

const SUFFIXES = ['ing', 'est', 'er', 'ed'];

/**
 * The spelling split into as many pieces as `arpabet` has syllables, or undefined.
 * `inflected` says whether the word is an attested inflection ending in the given suffix,
 * so that the ending starts a syllable (`suf·fer·ing`).
 */
export function splitSpelling(
  word: string,
  arpabet: string,
  inflected: (word: string, suffix: string) => boolean = () => false,
): SpellingSyllables | undefined {
  if (!/^[A-Za-z]+$/.test(word)) return undefined;
  const lower = word.toLowerCase();
  const vowels = parseArpabet(arpabet).filter(isVowel);
  const target = vowels.length;
  if (target === 0) return undefined;

  const all = vowelRuns(lower);
  if (all.length === 0) return undefined;
  // Try the usual reading first (silent final e dropped), then pronounced vowel pairs, then a
  // pronounced final e (rec·i·pe); the first reading with CMUdict's count wins.
  const readings = silentEnding(lower, all) ? [all.slice(0, -1), all] : [all];
  let runs: Nucleus[] | undefined;
  for (const reading of readings) {
    if (reading.length === target) {
      runs = reading;
      break;
    }
    if (reading.length < target) {
      const pairs = reading.filter((r) => r.end - r.start === 2 && HIATUS.includes(lower.slice(r.start, r.end)));
      if (pairs.length === target - reading.length) {
        runs = reading.flatMap((r) =>
          pairs.includes(r)
            ? [
                { start: r.start, end: r.start + 1 },
                { start: r.start + 1, end: r.end },
              ]
            : [r],
        );
        break;
      }
    }
  }
  if (!runs) return undefined;

  const suffix = SUFFIXES.find((s) => lower.endsWith(s) && lower.length > s.length + 1 && inflected(lower, s));
  const suffixStart = suffix ? lower.length - suffix.length : undefined;

  const breaks: number[] = [];
  for (let k = 1; k < runs.length; k++) {
    const prev = runs[k - 1] as Nucleus;
    const cur = runs[k] as Nucleus;
    const cluster = lower.slice(prev.end, cur.start);
    const vowel = vowels[k - 1];
    const letter = lower[prev.start] ?? '';
    const short =
      vowel !== undefined &&
      vowel.stress === 1 &&
      prev.end - prev.start === 1 &&
      (LAX.has(vowel.symbol) || (vowel.symbol === 'AA' && letter === 'o'));
    const atSuffix = suffixStart !== undefined && suffixStart >= prev.end && suffixStart <= cur.start ? suffixStart - prev.end : undefined;
    if (cluster === 'r' && vowel?.symbol === 'ER') {
      // the r spells the r-coloured vowel before it (dif·fer·ent, ev·er·y)
      breaks.push(cur.start);
      continue;
    }
    const beforeFinalLe = k === runs.length - 1 && cur.start === lower.length - 1 && lower.endsWith('le');
    breaks.push(prev.end + divide(cluster, short, atSuffix, beforeFinalLe));
  }
  const pieces: string[] = [];
  let from = 0;
  for (const b of breaks) {
    pieces.push(word.slice(from, b));
    from = b;
  }
  pieces.push(word.slice(from));
  if (pieces.some((p) => p === '')) return undefined;
  const stressedIndex = vowels.findIndex((v) => v.stress === 1);
  return stressedIndex >= 0 ? { pieces, stressed: stressedIndex } : { pieces };
}
