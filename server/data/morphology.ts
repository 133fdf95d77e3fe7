/**
 * English inflection, both ways: WordNet's detachment rules (morphy(7WN)) to find a base form
 * from an inflected one, and the regular spelling rules to propose inflected forms of a base.
 * The proposals are only candidates: the build keeps one only when a corpus attests it.
 */

export type MorphPos = 'n' | 'v' | 'a' | 'r';

/** morphy's detachment rules, in WordNet's order: [suffix, replacement]. */
const DETACHMENT_RULES: Readonly<Record<MorphPos, readonly (readonly [string, string])[]>> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  r: [],
};

/** Base-form candidates by detachment, unchecked (the caller checks them against WordNet). */
export function detach(word: string, pos: MorphPos): string[] {
  const out: string[] = [];
  for (const [suffix, replacement] of DETACHMENT_RULES[pos]) {
    if (word.length > suffix.length && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length) + replacement;
      if (base !== '' && !out.includes(base)) out.push(base);
    }
  }
  return out;
}

export type InflectionKind = 'plural' | 'third-person' | 'past' | 'gerund' | 'comparative' | 'superlative';

export interface InflectionCandidate {
  form: string;
  kind: InflectionKind;
}

const VOWEL = /[aeiou]/;

function endsInSibilant(word: string): boolean {
  return /(s|x|z|ch|sh)$/.test(word);
}

function consonantY(word: string): boolean {
  return /[^aeiou]y$/.test(word);
}

/** Consonant-vowel-consonant ending whose consonant doubles before a vowel suffix (hop → hopping). */
function cvcEnding(word: string): boolean {
  return /(^|[^aeiou])[aeiou][^aeiouwxy]$/.test(word) || /qu[aeiou][^aeiouwxy]$/.test(word);
}

function vowelGroups(word: string): number {
  return (word.match(/[aeiouy]+/g) ?? []).length;
}

/**
 * Whether the final consonant doubles: one-syllable CVC words do (big, hop); longer ones only
 * when the last syllable is stressed (refer → referring, but visit → visiting). `finalStress`
 * comes from CMUdict; when unknown for a longer word, both spellings are proposed.
 */
function doubling(word: string, finalStress: boolean | undefined): 'yes' | 'no' | 'both' {
  if (!cvcEnding(word)) return 'no';
  if (vowelGroups(word) <= 1) return 'yes';
  if (finalStress === undefined) return 'both';
  return finalStress ? 'yes' : 'no';
}

function withSuffix(word: string, suffix: string, double: 'yes' | 'no' | 'both'): string[] {
  const last = word[word.length - 1] ?? '';
  if (double === 'yes') return [word + last + suffix];
  if (double === 'both') return [word + suffix, word + last + suffix];
  return [word + suffix];
}

function sForm(word: string): string[] {
  if (endsInSibilant(word)) return [word + 'es'];
  if (consonantY(word)) return [word.slice(0, -1) + 'ies'];
  if (/[^aeiou]o$/.test(word)) return [word + 's', word + 'es'];
  return [word + 's'];
}

/** Regular inflections of a single-word base, by part of speech. */
export function regularInflections(base: string, pos: MorphPos, finalStress?: boolean): InflectionCandidate[] {
  if (!/^[a-z]+$/.test(base) || base.length < 2 || !VOWEL.test(base.replace(/y$/, 'i'))) return [];
  const out: InflectionCandidate[] = [];
  const add = (kind: InflectionKind, forms: string[]): void => {
    for (const form of forms) if (!out.some((c) => c.form === form && c.kind === kind)) out.push({ form, kind });
  };
  if (pos === 'n') {
    add('plural', sForm(base));
  } else if (pos === 'v') {
    add('third-person', sForm(base));
    const double = doubling(base, finalStress);
    if (base.endsWith('e')) add('past', [base + 'd']);
    else if (consonantY(base)) add('past', [base.slice(0, -1) + 'ied']);
    else add('past', withSuffix(base, 'ed', double));
    if (base.endsWith('ie')) add('gerund', [base.slice(0, -2) + 'ying']);
    else if (/(ee|ye|oe)$/.test(base)) add('gerund', [base + 'ing']);
    else if (/[^aeiou]e$/.test(base)) add('gerund', [base.slice(0, -1) + 'ing']);
    else add('gerund', withSuffix(base, 'ing', double));
  } else if (pos === 'a') {
    if (base.endsWith('e')) {
      add('comparative', [base + 'r']);
      add('superlative', [base + 'st']);
    } else if (consonantY(base)) {
      add('comparative', [base.slice(0, -1) + 'ier']);
      add('superlative', [base.slice(0, -1) + 'iest']);
    } else {
      const double = vowelGroups(base) <= 1 && cvcEnding(base) ? 'yes' : 'no';
      add('comparative', withSuffix(base, 'er', double));
      add('superlative', withSuffix(base, 'est', double));
    }
  }
  return out;
}

/** Brown tags that attest each kind of inflection. */
export const ATTESTING_TAGS: Readonly<Record<InflectionKind, readonly string[]>> = {
  plural: ['nns', 'nps'],
  'third-person': ['vbz'],
  past: ['vbd', 'vbn'],
  gerund: ['vbg'],
  comparative: ['jjr'],
  superlative: ['jjt'],
};
