/**
 * English word forms: which form of which headword a word is ("went" is the past tense of
 * "go", "geese" the plural of "goose", "better" the comparative of "good"). A service
 * answering with `useCanonical` names only the headword it found; this says how the word
 * read relates to it, and so which part of speech the reader most likely met.
 *
 * The irregular forms are listed; the regular ones follow the spelling rules of -s, -es,
 * -ies, -ed, -ing, -er and -est.
 */

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

// Irregular verbs: "base past participle", alternatives joined by "/".
const IRREGULAR_VERBS = `arise arose arisen|awake awoke awoken|be was/were been|bear bore borne/born|beat beat beaten|
become became become|begin began begun|bend bent bent|bet bet bet|bind bound bound|bite bit bitten|bleed bled bled|
blow blew blown|break broke broken|breed bred bred|bring brought brought|build built built|burn burnt/burned burnt/burned|
burst burst burst|buy bought bought|catch caught caught|choose chose chosen|cling clung clung|come came come|cost cost cost|
creep crept crept|cut cut cut|deal dealt dealt|dig dug dug|do did done|draw drew drawn|dream dreamt/dreamed dreamt/dreamed|
drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|feed fed fed|feel felt felt|fight fought fought|
find found found|flee fled fled|fling flung flung|fly flew flown|forbid forbade forbidden|forget forgot forgotten|
forgive forgave forgiven|freeze froze frozen|get got got/gotten|give gave given|go went gone|grind ground ground|
grow grew grown|hang hung hung|have had had|hear heard heard|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt|
keep kept kept|kneel knelt knelt|know knew known|lay laid laid|lead led led|lean leant/leaned leant/leaned|leap leapt leapt|
learn learnt/learned learnt/learned|leave left left|lend lent lent|let let let|lie lay lain|light lit lit|lose lost lost|
make made made|mean meant meant|meet met met|mistake mistook mistaken|overcome overcame overcome|pay paid paid|put put put|
quit quit quit|read read read|ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen|
seek sought sought|sell sold sold|send sent sent|set set set|sew sewed sewn|shake shook shaken|shed shed shed|shine shone shone|
shoot shot shot|show showed shown|shrink shrank shrunk|shut shut shut|sing sang sung|sink sank sunk|sit sat sat|
slay slew slain|sleep slept slept|slide slid slid|sling slung slung|slit slit slit|smell smelt smelt|speak spoke spoken|
speed sped sped|spell spelt spelt|spend spent spent|spill spilt spilt|spin spun spun|spit spat spat|split split split|
spoil spoilt spoilt|spread spread spread|spring sprang sprung|stand stood stood|steal stole stolen|stick stuck stuck|
sting stung stung|stink stank stunk|stride strode stridden|strike struck struck|string strung strung|strive strove striven|
swear swore sworn|sweep swept swept|swell swelled swollen|swim swam swum|swing swung swung|take took taken|teach taught taught|
tear tore torn|tell told told|think thought thought|throw threw thrown|thrust thrust thrust|tread trod trodden|
understand understood understood|undertake undertook undertaken|upset upset upset|wake woke woken|wear wore worn|
weave wove woven|weep wept wept|win won won|wind wound wound|withdraw withdrew withdrawn|wring wrung wrung|write wrote written`;

// Present forms that no -s rule explains.
const PRESENT_FORMS = 'am be|are be';
const THIRD_PERSON_FORMS = 'is be|has have|does do|goes go';

// Irregular plurals: "singular plural".
const IRREGULAR_PLURALS = `child children|man men|woman women|person people|foot feet|tooth teeth|goose geese|mouse mice|
louse lice|ox oxen|die dice|criterion criteria|phenomenon phenomena|cactus cacti|fungus fungi|nucleus nuclei|radius radii|
stimulus stimuli|analysis analyses|crisis crises|thesis theses|hypothesis hypotheses|axis axes|index indices|
appendix appendices|matrix matrices|vertex vertices|wife wives|knife knives|life lives|wolf wolves|leaf leaves|half halves|
calf calves|shelf shelves|thief thieves|loaf loaves|elf elves|self selves|sheaf sheaves`;

// Irregular comparisons: "base comparative superlative".
const IRREGULAR_COMPARISONS =
  'good better best|well better best|bad worse worst|far farther/further farthest/furthest|little less least|much more most|many more most';

export interface Form {
  lemma: string;
  relation: FormRelation;
}

/** A list's entries, each its words: "go went gone" → [go, went, gone] ('' where one is missing). */
function entries(list: string): [string, string, string][] {
  return list.split('|').map((entry) => {
    const [first = '', second = '', third = ''] = entry.trim().split(' ');
    return [first, second, third];
  });
}

/** Every irregular form, keyed by the form: a form may belong to several headwords ("lay"). */
const IRREGULAR = (() => {
  const forms = new Map<string, Form[]>();
  const add = (form: string, lemma: string, relation: FormRelation) => {
    for (const spelling of form.split('/')) {
      if (!spelling || spelling === lemma) continue;
      const known = forms.get(spelling) ?? [];
      if (!known.some((f) => f.lemma === lemma && f.relation === relation)) known.push({ lemma, relation });
      forms.set(spelling, known);
    }
  };
  for (const [base, past, participle] of entries(IRREGULAR_VERBS)) {
    add(past, base, 'past');
    add(participle, base, 'past-participle');
  }
  for (const [form, base] of entries(PRESENT_FORMS)) add(form, base, 'present');
  for (const [form, base] of entries(THIRD_PERSON_FORMS)) add(form, base, 'third-person');
  for (const [singular, plural] of entries(IRREGULAR_PLURALS)) add(plural, singular, 'plural');
  for (const [base, comparative, superlative] of entries(IRREGULAR_COMPARISONS)) {
    add(comparative, base, 'comparative');
    add(superlative, base, 'superlative');
  }
  return forms;
})();

const VOWEL = /[aeiou]/;

/** The stems a regular ending may have been added to: "stopped" → stopp, stop, stoppe. */
function stems(word: string, ending: string): string[] {
  if (!word.endsWith(ending) || word.length < ending.length + 2) return [];
  const stem = word.slice(0, -ending.length);
  const found = [stem, `${stem}e`];
  // A doubled final consonant: stopped → stop, running → run.
  const last = stem.at(-1) ?? '';
  if (stem.length > 2 && last === stem.at(-2) && !VOWEL.test(last)) found.push(stem.slice(0, -1));
  // A y that became i: carried → carry, happier → happy.
  if (stem.endsWith('i')) found.push(`${stem.slice(0, -1)}y`);
  return found;
}

/** Regular forms: which ending makes `word` from `lemma`, if one does. */
function regularRelations(word: string, lemma: string): FormRelation[] {
  const made = (ending: string) => stems(word, ending).includes(lemma);
  const relations: FormRelation[] = [];
  if (made('ing')) relations.push('present-participle');
  if (made('ed') || made('d')) relations.push('past');
  if (made('s') || made('es')) relations.push('plural', 'third-person');
  if (made('er') || made('r')) relations.push('comparative');
  if (made('est') || made('st')) relations.push('superlative');
  return relations;
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
  const irregular = (IRREGULAR.get(form) ?? []).filter((f) => f.lemma === lemma).map((f) => f.relation);
  return irregular.length ? irregular : regularRelations(form, lemma);
}

/** The headwords an irregular form belongs to, and how ("lay": past of lie, and none of lay itself). */
export function irregularForms(word: string): readonly Form[] {
  return IRREGULAR.get(word.toLowerCase()) ?? [];
}

/** The headword an irregular form most likely belongs to ("gave" → give): for phrases. */
export function irregularLemma(word: string): string | undefined {
  return irregularForms(word)[0]?.lemma;
}

/** The endings a regular form adds, as `regularRelations` reads them. */
const REGULAR_ENDINGS = ['s', 'es', 'ed', 'd', 'ing', 'er', 'r', 'est', 'st'] as const;

/**
 * The headwords a word read in running text may be a form of, by the same rules as
 * `formRelations` ("daughters" → daughter, "entailed" → entail, "went" → go), besides the word
 * itself; a possessive is its owner's form ("daughter's" → daughter). Some are no words at all
 * ("daughtere"): the caller keeps those it knows.
 */
export function possibleHeadwords(word: string): string[] {
  const form = word.toLowerCase().replace(/['’]s$/, '');
  const found = irregularForms(form).map((f) => f.lemma);
  for (const ending of REGULAR_ENDINGS) found.push(...stems(form, ending));
  return form === word.toLowerCase() ? found : [form, ...found];
}
