/**
 * Which form of which headword a word is ("went" is the past tense of "go", "geese" the plural
 * of "goose", "better" the comparative of "good"), and the headwords a word read may be a form
 * of. A service answering with `useCanonical` names only the headword it found; this says how
 * the word read relates to it, and so which part of speech the reader most likely met.
 *
 * The irregular forms are WordNet's (irregular-forms.ts, generated from its exception lists),
 * with the forms of "be", "have" and "do" (grammar-words.ts); the regular ones follow the
 * spelling rules of inflection.ts. This module carries the table: code that needs no irregular
 * form imports inflection.ts alone.
 */
import { AUXILIARY_FORMS } from './grammar-words';
import { regularBases, regularHeadwords, regularLemma, type FormRelation } from './inflection';
import { IRREGULAR_FORMS } from './irregular-forms';

export interface Form {
  lemma: string;
  relation: FormRelation;
}

/** The relations of each group of the generated table. */
const GROUP_RELATIONS: Record<keyof typeof IRREGULAR_FORMS, readonly FormRelation[]> = {
  past: ['past'],
  pastAndParticiple: ['past', 'past-participle'],
  pastParticiple: ['past-participle'],
  presentParticiple: ['present-participle'],
  plural: ['plural'],
  comparative: ['comparative'],
  superlative: ['superlative'],
};

/** Every irregular form, keyed by the form: a form may belong to several headwords ("lay", "found"). */
let irregular: Map<string, Form[]> | undefined;
function irregularTable(): Map<string, Form[]> {
  if (irregular) return irregular;
  const forms = new Map<string, Form[]>();
  const add = (form: string, lemma: string, relation: FormRelation) => {
    const known = forms.get(form) ?? [];
    if (!known.some((f) => f.lemma === lemma && f.relation === relation)) known.push({ lemma, relation });
    forms.set(form, known);
  };
  for (const [form, verb, relation] of AUXILIARY_FORMS) add(form, verb, relation);
  for (const [group, relations] of Object.entries(GROUP_RELATIONS) as [keyof typeof IRREGULAR_FORMS, readonly FormRelation[]][]) {
    for (const pair of IRREGULAR_FORMS[group].split('|')) {
      const [form = '', lemma = ''] = pair.split(' ');
      for (const relation of relations) add(form, lemma, relation);
    }
  }
  return (irregular = forms);
}

/** Pronouns whose "'d" is "would" or "had" ("I'd", "they'd"), not a past ending. */
const D_CONTRACTIONS = new Set('i you he she we they it that who there what how where why when'.split(' '));

/**
 * A past written as older English elides it ("lov'd", "vex'd", "stopp'd"), spelled out: loved,
 * vexed, stopped. Undefined for anything else ("I'd" is "I would").
 */
export function unelided(word: string): string | undefined {
  const stem = /^(\p{L}{2,})['’]d$/u.exec(word)?.[1];
  return stem && !D_CONTRACTIONS.has(stem.toLowerCase()) ? `${stem}ed` : undefined;
}

/** The headwords an irregular form belongs to, and how ("lay": past of lie, and none of lay itself). */
export function irregularForms(word: string): readonly Form[] {
  return irregularTable().get(word.toLowerCase()) ?? [];
}

/** The headword an irregular form most likely belongs to ("gave" → give): for phrases. */
export function irregularLemma(word: string): string | undefined {
  return irregularForms(word)[0]?.lemma;
}

/**
 * How `word` relates to the headword a service answered with, most likely first: "went",
 * "go" → past; "runs", "run" → plural, third-person. Empty when it is the headword itself
 * or no rule explains the pair (a spelling variant, say).
 */
export function formRelations(word: string, headword: string): FormRelation[] {
  let form = (unelided(word) ?? word).toLowerCase();
  let lemma = headword.toLowerCase();
  if (form === lemma) return [];
  // A phrase is the form its first word is: "gave up" is the past of "give up".
  const [formHead = '', ...formRest] = form.split(' ');
  const [lemmaHead = '', ...lemmaRest] = lemma.split(' ');
  if (formRest.length && formRest.join(' ') === lemmaRest.join(' ')) [form, lemma] = [formHead, lemmaHead];
  const irregularRelations = irregularForms(form)
    .filter((f) => f.lemma === lemma)
    .map((f) => f.relation);
  if (irregularRelations.length) return irregularRelations;
  return [...new Set(regularBases(form).flatMap((found) => (found.base === lemma ? [found.relation] : [])))];
}

/**
 * The headwords a word read in running text may be a form of, by the same rules as
 * `formRelations` ("daughters" → daughter, "entailed" → entail, "went" → go), besides the word
 * itself; a possessive is its owner's form ("daughter's" → daughter). Some are no words at all
 * ("daughtere"): the caller keeps those it knows.
 */
export function possibleHeadwords(word: string): string[] {
  const form = word.toLowerCase().replace(/['’]s$/, '');
  return [...new Set([...irregularForms(form).map((f) => f.lemma), ...regularHeadwords(word)])];
}

/** Each headword's irregular forms ("go": went, gone), made from the table when first asked. */
let formsOfHeadword: Map<string, string[]> | undefined;

/** The irregular forms of a headword ("go" → went, gone; "goose" → geese): what the marker marks for it besides its regular forms. */
export function irregularFormsOf(headword: string): readonly string[] {
  if (!formsOfHeadword) {
    formsOfHeadword = new Map();
    for (const [form, forms] of irregularTable()) {
      for (const { lemma } of forms) formsOfHeadword.set(lemma, [...new Set([...(formsOfHeadword.get(lemma) ?? []), form])]);
    }
  }
  return formsOfHeadword.get(headword.toLowerCase()) ?? [];
}

/**
 * A word's lemma, where no dictionary is at hand (the sense ranker's bag of words): an
 * irregular form's headword ("went" → go, "geese" → goose), else its regular stem ("dances",
 * "danced", "dancing" → dance). Lowercase.
 */
export function lemma(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  const known = lemmas.get(lower);
  if (known !== undefined) return known;
  const found = irregularLemma(lower) ?? regularLemma(lower);
  // A pure function's answers: forgotten all at once when there are many (no order of use to keep).
  if (lemmas.size >= LEMMAS_KEPT) lemmas.clear();
  lemmas.set(lower, found);
  return found;
}

/**
 * The lemmas worked out so far: a lookup's ranking lemmatises every word of 20 or so senses and
 * of the paragraph read, most of them met in the lookups before ("person", "cause", "act").
 */
const lemmas = new Map<string, string>();
const LEMMAS_KEPT = 50_000;
