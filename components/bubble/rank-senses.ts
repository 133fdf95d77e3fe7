/**
 * One ranked list of senses across the dictionaries a service answered, the sense the
 * sentence means first. Each sense is a bag of words: its gloss, its examples and quotations,
 * its synonyms and labels. A sense scores by the words it shares with the sentence the word
 * was read in (and, less, with the text around it), each word weighed by how few of the
 * word's senses have it (a word every sense has tells nothing), a gloss's or a synonym's
 * words above an example's; on top of a prior of how common the sense is: its place in its
 * dictionary (WordNet's and the services' dictionaries list the most common first). The
 * page's period counts too: spellings and words of older English (shew, connexion,
 * to-morrow, honour) favour Webster's 1913 (GCIDE), whose senses are that English's.
 * Senses of two dictionaries that say the same thing (most of their glosses' words shared)
 * are placed together, each still credited to its own dictionary.
 *
 * It needs nothing but the answer and the text read, so it works on any service's answer.
 */
import type { Definition } from '../../lib/shared/api';

/** What the ranker reads: the sentence the word stood in and, if known, the text around it. */
export interface ReadText {
  sentence: string;
  /** The neighbouring text (the paragraph around the sentence), if known. */
  around?: string;
}

/** The weights the evaluation (bench/senses.ts) settled on; see its figures in the README. */
export const RANK_WEIGHTS = {
  /** How much the words shared with the text read count (0 leaves the dictionaries' own order). */
  overlap: 1,
  /** How much a sense loses per step down its dictionary's list (natural log of its place). */
  prior: 0.7,
  /** What a sense of a dictionary after the first loses, with no sign of the period. */
  laterDictionary: 0.25,
  /** What an older dictionary's sense gains on a page of older English. */
  olderPage: 2,
  /** A word shared with an example or quotation counts this much of one shared with the gloss. */
  example: 0.3,
  /** A word shared with the text around the sentence counts this much of one in the sentence. */
  around: 0.3,
};

const STOP = new Set(
  `a an the and or but if of to in on at by for with from as is are was were be been being am do does did done have has had having
  i me my we us our you your he him his she her it its they them their this that these those there here who whom whose which what
  when where why how not no nor so too very can could shall should will would may might must than then also only just into out up
  down over under about after before again all any each every some such one two own same other more most much many few off upon
  s t d ll ve re o oh yes said say says like well now thing things something someone person people used use using make made
  esp especially usually often sometimes etc e g ie eg see kind sort way part act state quality being having`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word's rough stem: enough to meet "dances", "danced" and "dancing" at "danc". */
function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  w = w.replace(/(?:ies)$/, 'y').replace(/(?:sses)$/, 'ss');
  if (w.length > 4) w = w.replace(/(?:ing|ed|es|ly|er|est|s)$/, '');
  if (w.length > 4) w = w.replace(/e$/, '');
  return w.slice(0, 7);
}

/** The content words of a text, stemmed. */
function contentWords(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .map((w) => w.replace(/^['’]+|['’]+$/g, ''))
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map(stem);
}

/** Spellings and words of English before the twentieth century. */
const OLDER_WORDS =
  /\b(?:shew(?:n|s|ed|ing)?|connexion|to-(?:morrow|day|night)|thou|thee|thy|thine|hath|doth|'tis|'twas|ere|whilst|amongst|betwixt|wherefore|hither|thither|whither|hitherto|nay|methinks|perchance|chuse|chaise|phaeton|negus|pianoforte|visiter|recal|compleat|sate|ye)\b/giu;
/** British "-our" spellings, common in the older books readers open (humour, neighbour). */
const OUR_SPELLING = /\b\p{L}{2,}our(?:s|ed|ing|able|hood)?\b/giu;
const NOT_OUR = new Set([
  'four',
  'hour',
  'your',
  'pour',
  'sour',
  'tour',
  'flour',
  'dour',
  'scour',
  'devour',
  'contour',
  'detour',
  'hours',
  'yours',
  'fours',
  'tours',
  'pours',
  'devoured',
  'poured',
  'toured',
]);

/** Verbs in -eth and -est (hath, maketh, knowest) and elided pasts (lov'd), as older English writes them. */
const OLDER_ENDINGS = /\b\p{L}{2,}(?:eth|[^aeiou\s]est)\b|\b\p{L}{3,}['’]d\b/giu;
const NOT_OLDER =
  /^(?:beneath|teeth|death|breath|wreath|seth|\p{L}*ieth|\p{L}*(?:ghest|rest|best|test|west|nest|lest|vest|jest|zest|pest|quest|guest|chest|crest|interest|honest|modest|forest|harvest|manifest|protest|contest|arrest|request|suggest|invest|digest|attest|detest|infest|molest|earnest|conquest|tempest)|you['’]d|they['’]d|she['’]d)$/iu;

/** How many signs of older English a text shows. */
export function olderEnglishSigns(text: string): number {
  const words = (text.match(OLDER_WORDS) ?? []).length;
  const our = (text.match(OUR_SPELLING) ?? []).filter((w) => !NOT_OUR.has(w.toLowerCase())).length;
  const endings = (text.match(OLDER_ENDINGS) ?? []).filter((w) => !NOT_OLDER.test(w)).length;
  return words + our + endings;
}

/** The dictionaries whose senses are older English (Webster's 1913, by either name). */
const OLDER_DICTIONARY = /^(?:gcide|webster|century)/;

interface Scored {
  definition: Definition;
  index: number;
  score: number;
}

/** The words of a sense, gloss and synonyms apart from examples. */
function senseBags(definition: Definition) {
  const gloss = new Set([
    ...contentWords(definition.text ?? ''),
    ...(definition.relatedWords ?? []).flatMap((group) => (group.words ?? []).flatMap(contentWords)),
    ...(definition.labels ?? []).flatMap((label) => contentWords(label.text ?? '')),
  ]);
  const examples = new Set([
    ...(definition.exampleUses ?? []).flatMap((use) => contentWords(use.text ?? '')),
    ...(definition.citations ?? []).flatMap((citation) => contentWords(citation.cite ?? '')),
    ...(definition.notes ?? []).flatMap((note) => contentWords(note.value ?? '')),
  ]);
  return { gloss, examples };
}

/**
 * The senses in the order the text read means them. `word` is the headword (its own words
 * are no evidence); `weights` are the ranker's (the evaluation tries others).
 */
export function rankSenses(
  definitions: readonly Definition[],
  read: ReadText | undefined,
  word: string,
  weights = RANK_WEIGHTS,
): Definition[] {
  if (definitions.length < 2) return [...definitions];
  const own = new Set(contentWords(word));
  const bags = definitions.map(senseBags);
  // How many senses have each word: a word in every sense says nothing of which is meant.
  const senseCount = new Map<string, number>();
  for (const { gloss, examples } of bags) for (const w of new Set([...gloss, ...examples])) senseCount.set(w, (senseCount.get(w) ?? 0) + 1);
  const weight = (w: string) => Math.log(1 + definitions.length / (senseCount.get(w) ?? 1));

  const sentence = new Set(read ? contentWords(read.sentence).filter((w) => !own.has(w)) : []);
  const around = new Set(read?.around ? contentWords(read.around).filter((w) => !own.has(w) && !sentence.has(w)) : []);
  // The word looked up is no sign of the page's period: only the words around it.
  const letters = word.replace(/[^\p{L}]/gu, '');
  const others = (text: string) => (letters ? text.replace(new RegExp(`\\b${letters}\\b`, 'giu'), ' ') : text);
  const older = read ? olderEnglishSigns(others(`${read.sentence} ${read.around ?? ''}`)) > 0 : false;

  const dictionaries = [...new Set(definitions.map((d) => d.sourceDictionary ?? ''))];
  const place = new Map<string, number>();
  const scored: Scored[] = definitions.map((definition, index) => {
    const dictionary = definition.sourceDictionary ?? '';
    const rank = place.get(dictionary) ?? 0;
    place.set(dictionary, rank + 1);
    const { gloss, examples } = bags[index] ?? { gloss: new Set<string>(), examples: new Set<string>() };
    let overlap = 0;
    const shared = (w: string) => (gloss.has(w) ? 1 : examples.has(w) ? weights.example : 0) * weight(w);
    for (const w of sentence) overlap += shared(w);
    for (const w of around) overlap += shared(w) * weights.around;
    const later = dictionaries.indexOf(dictionary) > 0;
    const isOlder = OLDER_DICTIONARY.test(dictionary);
    const period = older && isOlder ? weights.olderPage : later && !(older && isOlder) ? -weights.laterDictionary : 0;
    return { definition, index, score: weights.overlap * overlap - weights.prior * Math.log(1 + rank) + period };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return placeTogether(
    scored.map((s) => s.definition),
    bags,
    definitions,
  );
}

/** Whether two senses say the same thing (their glosses share most of the shorter one's words). */
export function sameSense(a: Definition, b: Definition): boolean {
  return equivalent(senseBags(a).gloss, senseBags(b).gloss);
}

/** Whether two senses of different dictionaries say the same thing: most of the shorter gloss's words in the other. */
function equivalent(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size < 2) return false;
  let common = 0;
  for (const w of small) if (large.has(w)) common++;
  return common / small.size >= 0.5;
}

/** Each sense followed by the other dictionaries' senses that say the same, in the ranked order otherwise. */
function placeTogether(ranked: Definition[], bags: ReturnType<typeof senseBags>[], original: readonly Definition[]): Definition[] {
  const glossOf = new Map(original.map((d, i) => [d, bags[i]?.gloss ?? new Set<string>()]));
  const placed = new Set<Definition>();
  const result: Definition[] = [];
  for (const sense of ranked) {
    if (placed.has(sense)) continue;
    placed.add(sense);
    result.push(sense);
    for (const other of ranked) {
      if (placed.has(other) || other.sourceDictionary === sense.sourceDictionary || other.partOfSpeech == null) continue;
      if (family(other.partOfSpeech) !== family(sense.partOfSpeech ?? '')) continue;
      if (equivalent(glossOf.get(sense) ?? new Set(), glossOf.get(other) ?? new Set())) {
        placed.add(other);
        result.push(other);
      }
    }
  }
  return result;
}

/** The broad part of speech of a service's label: "verb-intransitive" is a verb. */
export function family(partOfSpeech: string): string {
  if (partOfSpeech.startsWith('verb') || partOfSpeech === 'auxiliary-verb') return 'verb';
  if (partOfSpeech.includes('noun')) return 'noun';
  return partOfSpeech;
}
