/**
 * English inflection by rule, both ways: the bases a regular ending may have been added to
 * (WordNet's detachment rules, morphy(7WN), with the spelling rules they leave to WordNet's
 * exception lists: a doubled consonant, stopped → stop, and a y turned i, carried → carry), a
 * word's lemma where no dictionary is at hand, and the regular forms of a base. Irregular forms
 * are not here: they come from WordNet's exception lists (forms.ts), which only a reader of
 * them loads.
 */

/** WordNet's parts of speech: noun, verb, adjective, adverb. */
export type MorphPos = 'n' | 'v' | 'a' | 'r';

/** How a form relates to its base. */
export type FormRelation =
  'past' | 'past-participle' | 'present-participle' | 'third-person' | 'present' | 'plural' | 'comparative' | 'superlative';

/** The part of speech each form belongs to. */
export const RELATION_PART_OF_SPEECH: Record<FormRelation, 'verb' | 'noun' | 'adjective'> = {
  past: 'verb',
  'past-participle': 'verb',
  'present-participle': 'verb',
  'third-person': 'verb',
  present: 'verb',
  plural: 'noun',
  comparative: 'adjective',
  superlative: 'adjective',
};

interface Rule {
  suffix: string;
  replacement: string;
  relation: FormRelation;
}

const rule = (suffix: string, replacement: string, relation: FormRelation): Rule => ({ suffix, replacement, relation });

/** morphy's detachment rules, in WordNet's order (adverbs have none). */
const DETACHMENT_RULES: Readonly<Record<MorphPos, readonly Rule[]>> = {
  n: [
    rule('s', '', 'plural'),
    rule('ses', 's', 'plural'),
    rule('xes', 'x', 'plural'),
    rule('zes', 'z', 'plural'),
    rule('ches', 'ch', 'plural'),
    rule('shes', 'sh', 'plural'),
    rule('men', 'man', 'plural'),
    rule('ies', 'y', 'plural'),
  ],
  v: [
    rule('s', '', 'third-person'),
    rule('ies', 'y', 'third-person'),
    rule('es', 'e', 'third-person'),
    rule('es', '', 'third-person'),
    rule('ed', 'e', 'past'),
    rule('ed', '', 'past'),
    rule('ing', 'e', 'present-participle'),
    rule('ing', '', 'present-participle'),
  ],
  a: [rule('er', '', 'comparative'), rule('est', '', 'superlative'), rule('er', 'e', 'comparative'), rule('est', 'e', 'superlative')],
  r: [],
};

const MORPH_POS: readonly MorphPos[] = ['n', 'v', 'a', 'r'];
const VOWEL = /[aeiou]/;

/** Base-form candidates by morphy's detachment rules alone, unchecked (the server checks them against WordNet). */
export function detach(word: string, pos: MorphPos): string[] {
  const out: string[] = [];
  for (const { suffix, replacement } of DETACHMENT_RULES[pos]) {
    if (word.length > suffix.length && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length) + replacement;
      if (base !== '' && !out.includes(base)) out.push(base);
    }
  }
  return out;
}

/** A base a regular ending explains, and how the form relates to it. */
export interface RegularBase {
  base: string;
  relation: FormRelation;
}

/**
 * Every base a regular ending may have been added to, with how: morphy's rules, and the
 * spelling rules they leave to the exception lists (stopped → stop, carried → carry, happier
 * → happy). Some are no words at all ("stoppe"): the caller keeps those it knows. The word
 * lowercase; a stem of one letter is none.
 */
export function regularBases(word: string): RegularBase[] {
  const found: RegularBase[] = [];
  const add = (base: string, relation: FormRelation) => {
    if (!found.some((f) => f.base === base && f.relation === relation)) found.push({ base, relation });
  };
  for (const pos of MORPH_POS) {
    for (const { suffix, replacement, relation } of DETACHMENT_RULES[pos]) {
      if (!word.endsWith(suffix) || word.length < suffix.length + 2) continue;
      const stem = word.slice(0, -suffix.length);
      add(stem + replacement, relation);
      if (replacement !== '') continue;
      // A doubled final consonant: stopped → stop, running → run, bigger → big.
      const last = stem.at(-1) ?? '';
      if (stem.length > 2 && last === stem.at(-2) && !VOWEL.test(last)) add(stem.slice(0, -1), relation);
      // A y that became i: carried → carry, happier → happy.
      if (stem.endsWith('i')) add(`${stem.slice(0, -1)}y`, relation);
    }
  }
  return found;
}

/**
 * An adverb's adjective by its -ly ("glutinously" → glutinous, "happily" → happy, "gently" →
 * gentle, "basically" → basic), most likely first; unchecked: the caller keeps those a
 * dictionary has. Empty for a word with no -ly or too short to have one ("fly", "only").
 */
export function adjectivesOfAdverb(word: string): string[] {
  const stem = /^(\p{L}{3,})ly$/u.exec(word)?.[1];
  if (!stem) return [];
  const found = [stem];
  if (stem.endsWith('i')) found.unshift(`${stem.slice(0, -1)}y`);
  if (stem.endsWith('al') && stem.length > 5) found.push(stem.slice(0, -2));
  if (/[^aeiou][bdgkpt]$/.test(stem) || stem.endsWith('b')) found.push(`${stem}le`);
  // "fully", "dully": the adjective's double l is one before -ly.
  if (/^[^aeiou]*[aeiou]l$/.test(stem)) found.push(`${stem}l`);
  return found;
}

/**
 * The bases a word read in running text may be a regular form of ("daughters" → daughter,
 * "entailed" → entail), a possessive its owner's ("daughter's" → daughter); some are no words
 * at all ("daughtere"): the caller keeps those it knows. Irregular forms are forms.ts's.
 */
export function regularHeadwords(word: string): string[] {
  const lower = word.toLowerCase();
  const form = lower.replace(/['’]s$/, '');
  const found = [...new Set(regularBases(form).map((f) => f.base))];
  return form === lower ? found : [form, ...found];
}

/** Pronouns whose "'s" is "is" or "us", not a possessive. */
const NOT_POSSESSIVE = new Set(['it', 'he', 'she', 'that', 'what', 'there', 'here', 'who', 'where', 'how', 'let', 'when', 'why']);

/**
 * The owner a possessive names ("journal's" → journal, "to-day's" → to-day, "teachers'" →
 * teachers); undefined for anything else, and for a word whose "'s" is "is" ("it's", "that's").
 */
export function possessiveOwner(word: string): string | undefined {
  const [, owner = '', ending = ''] = /^(.+?)(['’]s|s['’])$/u.exec(word) ?? [];
  if (!owner || word.includes(' ') || NOT_POSSESSIVE.has(owner.toLowerCase())) return undefined;
  return ending.startsWith('s') ? `${owner}s` : owner;
}

/** A stem's last letters that end no English word without an e after them (danc-ed, argu-ing, judg-ed, liv-ed, caus-ed, assembl-ed). */
const WANTS_E = /(?:[^aeiou][csuvz]|[aeiou][cuvz]|[aeiou]{2}[sz]|[rld]g|[ae]ng|[aeiou]{2}th|[bcdfgkptz]l)$/;

/**
 * The stem a regular ending was added to, as its base is spelled, where no dictionary says
 * which: a doubled consonant undone (stopped → stop; not filled, passed), a y given back
 * (carried → carry), an e given back where the stem cannot end a word without one (danced →
 * dance, argued → argue) or is one syllable of consonant, vowel, consonant that a short vowel
 * would have doubled (hoped → hope, hopped → hop).
 */
function baseOfStem(stem: string): string {
  const last = stem.at(-1) ?? '';
  const syllables = (stem.match(/[aeiouy]+/g) ?? []).length;
  if (stem.length > 2 && last === stem.at(-2) && !/[aeiouls]/.test(last)) return stem.slice(0, -1);
  // British English doubles an unstressed l (travelled, levelled), as it does a stressed one (compelled).
  if (stem.endsWith('ell') && syllables > 1) return stem.slice(0, -1);
  if (stem.endsWith('i') && stem.length > 2) return `${stem.slice(0, -1)}y`;
  if (stem.endsWith('i')) return `${stem}e`;
  if (WANTS_E.test(stem) && !/(?:ss|[^aeiou]us|is)$/.test(stem)) return `${stem}e`;
  if (syllables === 1 && /(?:^|[^aeiou])[aeiou][^aeiouwxy]$/.test(stem)) return `${stem}e`;
  return stem;
}

/**
 * A word's lemma where no dictionary is at hand, by the regular endings alone (irregular forms
 * are forms.ts's): the stems of "dances", "danced" and "dancing" meet at dance, "looked up"'s
 * first word at look, "happily" at happy. A word no ending explains is itself; one too short
 * to carry an ending ("bed", "thing", "red") too. Lowercase in, lowercase out.
 */
export function regularLemma(word: string): string {
  const w = word.replace(/['’]s$/, '');
  if (w.length < 4) return w;
  // "-ies" is a y's plural or third person (carries → carry), but "dies", "lies" keep their ie.
  if (w.endsWith('ies')) return w.length > 4 ? `${w.slice(0, -3)}y` : w.slice(0, -1);
  const sibilant = /(?:ss|x|z|ch|sh)es$/.exec(w);
  if (sibilant) return w.slice(0, -2);
  if (/[^siu'’]s$/.test(w)) return w.slice(0, -1);
  const ending = /^(.*?[aeiouy].*?)(ing|ed)$/.exec(w);
  // "need", "seed", "proceed" are no past: a stem in e takes -d, not -ed ("agreed" is agree's, left as written).
  if (ending?.[1] && ending[1].length >= 2 && !w.endsWith('eed')) return baseOfStem(ending[1]);
  // An adverb's adjective, where the -ly is surely an ending: not "family", "supply", "anomaly" or "holy".
  if (w.length > 5 && /(?:[^aoipb]|[^aeiou]{2}i|(\w)\1i)ly$/.test(w)) return adjectivesOfAdverb(w)[0] ?? w;
  return w;
}

/** A regular form a base may have, to be checked against a corpus before it is believed. */
export interface InflectionCandidate {
  form: string;
  relation: FormRelation;
}

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
 * comes from a pronouncing dictionary; when unknown for a longer word, both spellings are proposed.
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

/**
 * The regular forms of a single-word base, by part of speech (the other way from
 * `regularBases`): only candidates, which the server's data build keeps when a corpus attests them.
 */
export function regularInflections(base: string, pos: MorphPos, finalStress?: boolean): InflectionCandidate[] {
  if (!/^[a-z]+$/.test(base) || base.length < 2 || !VOWEL.test(base.replace(/y$/, 'i'))) return [];
  const out: InflectionCandidate[] = [];
  const add = (relation: FormRelation, forms: string[]): void => {
    for (const form of forms) if (!out.some((c) => c.form === form && c.relation === relation)) out.push({ form, relation });
  };
  if (pos === 'n') {
    add('plural', sForm(base));
  } else if (pos === 'v') {
    add('third-person', sForm(base));
    const double = doubling(base, finalStress);
    if (base.endsWith('e')) add('past', [base + 'd']);
    else if (consonantY(base)) add('past', [base.slice(0, -1) + 'ied']);
    else add('past', withSuffix(base, 'ed', double));
    if (base.endsWith('ie')) add('present-participle', [base.slice(0, -2) + 'ying']);
    else if (/(ee|ye|oe)$/.test(base)) add('present-participle', [base + 'ing']);
    else if (/[^aeiou]e$/.test(base)) add('present-participle', [base.slice(0, -1) + 'ing']);
    else add('present-participle', withSuffix(base, 'ing', double));
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
