/**
 * ARPAbet (as CMUdict writes it, stress digits on vowels) to IPA, for General American.
 *
 * Stress marks go at the start of the stressed syllable, as IPA wants. CMUdict marks stress on
 * vowels but does not mark syllable boundaries, so the boundaries are worked out here by the
 * maximal-onset principle: between two vowels, the longest run of consonants that can begin
 * an English word goes to the second syllable (`ruby` R UW1 | B IY0 → ˈɹuːbi, `extra`
 * EH1 K | S T R AH0 → ˈɛkstɹə). That is the textbook rule, not a dictionary's syllabification:
 * American dictionaries sometimes put a consonant after a short stressed vowel into the first
 * syllable (`lemon` ˈlɛm.ən), which moves where a mark after the first syllable is shown.
 *
 * Vowel choices: stressed AH is ʌ, unstressed ə; stressed ER ɝ, unstressed ɚ; IY and UW carry
 * a length mark when stressed (iː, uː) and not when unstressed (happy ˈhæpi); R is ɹ.
 */

import { CONSONANTS, ONSETS } from '../shared/english-phones.ts';

const VOWELS: Record<string, { stressed: string; unstressed: string }> = {
  AA: { stressed: 'ɑ', unstressed: 'ɑ' },
  AE: { stressed: 'æ', unstressed: 'æ' },
  AH: { stressed: 'ʌ', unstressed: 'ə' },
  AO: { stressed: 'ɔ', unstressed: 'ɔ' },
  AW: { stressed: 'aʊ', unstressed: 'aʊ' },
  AY: { stressed: 'aɪ', unstressed: 'aɪ' },
  EH: { stressed: 'ɛ', unstressed: 'ɛ' },
  ER: { stressed: 'ɝ', unstressed: 'ɚ' },
  EY: { stressed: 'eɪ', unstressed: 'eɪ' },
  IH: { stressed: 'ɪ', unstressed: 'ɪ' },
  IY: { stressed: 'iː', unstressed: 'i' },
  OW: { stressed: 'oʊ', unstressed: 'oʊ' },
  OY: { stressed: 'ɔɪ', unstressed: 'ɔɪ' },
  UH: { stressed: 'ʊ', unstressed: 'ʊ' },
  UW: { stressed: 'uː', unstressed: 'u' },
};

export interface Phone {
  /** ARPAbet symbol without its stress digit. */
  symbol: string;
  /** 0, 1 or 2 on vowels; undefined on consonants. */
  stress?: number;
}

export function parseArpabet(arpabet: string): Phone[] {
  return arpabet
    .trim()
    .split(/\s+/)
    .filter((p) => p !== '')
    .map((p) => {
      const m = /^([A-Z]+)([012])?$/.exec(p);
      if (!m || !m[1]) throw new Error(`not an ARPAbet phone: ${p}`);
      const symbol = m[1];
      if (VOWELS[symbol]) return { symbol, stress: m[2] === undefined ? 0 : Number(m[2]) };
      if (CONSONANTS[symbol]) return { symbol };
      throw new Error(`not an ARPAbet phone: ${p}`);
    });
}

export function isVowel(phone: Phone): boolean {
  return phone.stress !== undefined;
}

/**
 * Phones grouped into syllables by maximal onset; one syllable per vowel, so the number of
 * syllables is CMUdict's own.
 */
export function syllabify(phones: readonly Phone[]): Phone[][] {
  const vowelAt: number[] = [];
  phones.forEach((p, i) => {
    if (isVowel(p)) vowelAt.push(i);
  });
  if (vowelAt.length === 0) return phones.length ? [phones.slice()] : [];
  const starts: number[] = [0];
  for (let v = 1; v < vowelAt.length; v++) {
    const prev = vowelAt[v - 1] ?? 0;
    const cur = vowelAt[v] ?? 0;
    // Consonants strictly between the two vowels; the longest legal onset goes right.
    let start = cur;
    for (let k = prev + 1; k < cur; k++) {
      const cluster = phones
        .slice(k, cur)
        .map((p) => p.symbol)
        .join(' ');
      if (ONSETS.has(cluster)) {
        start = k;
        break;
      }
    }
    starts.push(start);
  }
  return starts.map((s, i) => phones.slice(s, starts[i + 1] ?? phones.length));
}

function phoneToIpa(phone: Phone): string {
  if (phone.stress === undefined) return CONSONANTS[phone.symbol] ?? '';
  const vowel = VOWELS[phone.symbol];
  if (!vowel) return '';
  return phone.stress > 0 ? vowel.stressed : vowel.unstressed;
}

/** `R UW1 B IY0` → `ˈɹuːbi`. */
export function arpabetToIpa(arpabet: string): string {
  return syllabify(parseArpabet(arpabet))
    .map((syllable) => {
      const stress = syllable.find(isVowel)?.stress;
      const mark = stress === 1 ? 'ˈ' : stress === 2 ? 'ˌ' : '';
      return mark + syllable.map(phoneToIpa).join('');
    })
    .join('');
}

/** Stress digit of each syllable, in order (`R UW1 B IY0` → [1, 0]). */
export function stressPattern(arpabet: string): number[] {
  return parseArpabet(arpabet)
    .filter(isVowel)
    .map((p) => p.stress ?? 0);
}

/**
 * The part of a pronunciation that a perfect rhyme shares: from the last stressed vowel
 * (primary or secondary; the last vowel when none is stressed) to the end, stress digits
 * dropped. `S AH1 F ER0 IH0 NG` → `AH F ER IH NG`. Undefined when there is no vowel.
 */
export function rhymeKey(arpabet: string): string | undefined {
  const phones = parseArpabet(arpabet);
  const from = rhymeStart(phones);
  if (from < 0) return undefined;
  return phones
    .slice(from)
    .map((p) => p.symbol)
    .join(' ');
}

/**
 * The phone just before the rhyming part ('' when the rhyme starts the word). Two words whose
 * rhyming parts match rhyme perfectly only when these differ: happy/snappy do, happy/unhappy
 * repeat the same syllable.
 */
export function rhymeOnset(arpabet: string): string {
  const phones = parseArpabet(arpabet);
  const from = rhymeStart(phones);
  return from > 0 ? (phones[from - 1]?.symbol ?? '') : '';
}

function rhymeStart(phones: readonly Phone[]): number {
  let from = -1;
  for (let i = phones.length - 1; i >= 0; i--) {
    const stress = phones[i]?.stress;
    if (stress === 1 || stress === 2) {
      from = i;
      break;
    }
  }
  if (from < 0) {
    for (let i = phones.length - 1; i >= 0; i--) {
      if (phones[i]?.stress !== undefined) {
        from = i;
        break;
      }
    }
  }
  return from;
}
