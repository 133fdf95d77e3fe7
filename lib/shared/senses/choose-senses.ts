/**
 * Which senses a lookup's answer leads with, among whatever a service answered (the background
 * chooses them as it assembles the answer: lib/background/lookup/ranked-answer.ts): the senses
 * of the part of speech the word has where the reader met it. What decides, strongest first:
 * the sentence ("the run", "they run"), the form of the word ("went" is a verb form,
 * "geese" a plural), then the sense the sentence means (rank-senses.ts: one ranked list
 * across the dictionaries answered, ordered by the words the sentence shares with each
 * sense, with how common a sense is as the prior). A lowercase word read in running text
 * means the common word, so a capitalized entry (a name, a chemical symbol) comes last; a
 * capitalized word inside a sentence is read as a name (names.ts).
 * One part of speech is one group, whichever dictionary's senses it holds.
 */
import type { Definition } from '../api';
import type { ChosenSenses, LookupAnswer, SenseGroup } from '../messages/answers';
import { formRelations } from '../english/forms';
import { RELATION_PART_OF_SPEECH, type FormRelation } from '../english/inflection';
import { pointsToItself, withCrossReferences } from '../text/cross-reference';
import { partOfSpeechInSentence, type WordInSentence } from '../text/sentence-context';
import { wordBefore } from '../text/words-around';
import { ARTICLES, POSSESSIVES, wordSet } from '../english/grammar-words';
import { mayBeName, namesFirst, personSense, readAsName } from './names';
import { calibrated, UNSURE_BELOW } from './confidence';
import { namesWhatFollows } from './noun-before-noun';
import { family } from '../english/parts-of-speech';
import { rankSensesWithShares, type RankedSenses, type RankWeights } from './rank-senses';

const isCapitalized = (definition: Definition) => {
  const word = definition.word ?? '';
  return word !== word.toLowerCase();
};

/**
 * The senses by broad part of speech (a dictionary's "verb-transitive" joins another's "verb"),
 * named by the first's label; a sense right after the other dictionary's same sense (`mates`, which
 * the ranker places together) marked as restating it, so that the first few shown say different things.
 */
function groupByPartOfSpeech(definitions: readonly Definition[], mates: RankedSenses['mates']): SenseGroup[] {
  const groups = new Map<string, SenseGroup>();
  for (const definition of definitions) {
    const key = family(definition.partOfSpeech ?? '');
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { partOfSpeech: definition.partOfSpeech ?? '', definitions: [definition] });
      continue;
    }
    const place = group.definitions.length;
    const before = group.definitions[place - 1];
    const restatements = group.restatements ?? [];
    if (before && mates.get(before) === definition && !restatements.includes(place - 1)) group.restatements = [...restatements, place];
    group.definitions.push(definition);
  }
  return [...groups.values()];
}

/**
 * Whether the answer has senses of the part of speech a form belongs to: "amongst" is no
 * superlative of among, a preposition, though its ending says so. A comparison may be an
 * adverb's ("sooner").
 */
function answerHasPart(definitions: readonly Definition[], relation: FormRelation): boolean {
  const part = RELATION_PART_OF_SPEECH[relation];
  const comparison = relation === 'comparative' || relation === 'superlative';
  return definitions.some((d) => {
    const broad = family(d.partOfSpeech ?? '');
    return broad === part || (comparison && broad === 'adverb');
  });
}

/** `weights`: the ranker's own where not given (the evaluation, bench/senses.ts, compares them with the dictionaries' own order). */
export function chooseSenses(answer: LookupAnswer, context?: WordInSentence, weights?: RankWeights): ChosenSenses {
  // The senses with something to say, and how near each is in meaning to the sentence where the answer says.
  // A cross-reference becomes a link, or goes where it points nowhere the answer reaches ("A dandy roller. See below.").
  const crossReferenced = answer.definitions.map((definition) => definition.text && withCrossReferences(definition.text, answer.word));
  // A sense that only points to its own word says nothing where another sense is there to say it.
  const itself = crossReferenced.map((text) => Boolean(text && pointsToItself(text, answer.word)));
  const texts = itself.some((self, i) => !self && crossReferenced[i])
    ? crossReferenced.map((text, i) => (itself[i] ? undefined : text))
    : crossReferenced;
  const ranked = answer.definitions.flatMap((_, index) => (texts[index] ? [index] : []));
  const rankedSenses = rankSensesWithShares(
    ranked.map((index) => {
      const definition = answer.definitions[index] as Definition;
      return texts[index] === definition.text ? definition : { ...definition, text: texts[index] };
    }),
    context && {
      sentence: context.sentence,
      start: context.start,
      ...(context.around !== undefined && { around: context.around }),
      ...(context.olderPage !== undefined && { olderPage: context.olderPage }),
    },
    answer.word,
    weights,
    answer.meanings && ranked.map((index) => answer.meanings?.[index] ?? [0, 0]),
  );
  let { definitions } = rankedSenses;
  const lowercase = answer.query === answer.query.toLowerCase();
  if (lowercase) {
    definitions = [...definitions.filter((d) => !isCapitalized(d)), ...definitions.filter(isCapitalized)];
  }
  // A word in lowercase inside a sentence is no name: a name's or a symbol's senses ("heron"'s
  // Heron, Hero of Alexandria) wait apart, under "more", where the word has senses of its own.
  // (Asked alone, "march" may mean March: those come last instead.)
  const namesApart = context && lowercase && definitions.some((d) => !isCapitalized(d)) ? definitions.filter(isCapitalized) : [];
  if (namesApart.length > 0) definitions = definitions.filter((d) => !isCapitalized(d));
  if (context && readAsName(answer.query, context) && mayBeName(answer.query, answer.word, answer.definitions, context)) {
    // A name of the page's own: the senses that fit a name, the others apart; said where no famous person the page names leads.
    const { fits, apart } = namesFirst(definitions, context);
    return {
      groups: groupByPartOfSpeech(fits, rankedSenses.mates),
      ...(apart.length > 0 && { elsewhere: groupByPartOfSpeech(apart, rankedSenses.mates) }),
      ...(!fits.some(personSense) && { name: true }),
    };
  }
  const relations = formRelations(answer.query, answer.word).filter((relation) => answerHasPart(answer.definitions, relation));
  // A verb's past right after an article or a possessive ("the left front wheel", "a felt hat") is
  // no verb there: at most the adjective its participle makes, or a word of its own.
  // (Where the answer has such an adjective, or the word's own senses: else the verb's are all it has to say.)
  const asItself = (definition: Definition) => definition.word?.toLowerCase() === answer.query.toLowerCase();
  const pastAsAdjective =
    pastAfterDeterminer(relations, context) &&
    answer.definitions.some((definition) => family(definition.partOfSpeech ?? '') === 'adjective' || asItself(definition));
  // Before the noun it describes, a word mostly met as a noun names what that is of ("the stone wall", "the rose garden").
  const nounBeforeNoun = namesWhatFollows(answer.query, context);
  // A form that may be two parts of speech ("dams": a plural or a verb's) leaves the choice to the ranker, which reads the words beside it.
  const formParts = pastAsAdjective
    ? [nounBeforeNoun ? 'noun' : 'adjective']
    : [...new Set(relations.map((r) => RELATION_PART_OF_SPEECH[r]))];
  const fromForm = formParts.length === 1 ? formParts : [];
  const readInSentence = partOfSpeechInSentence(answer.query, context, relations);
  // (There the sentence says an adjective, or nothing: a determiner's word before another's is no verb.)
  const fromSentence = nounBeforeNoun && (readInSentence === 'adjective' || readInSentence === undefined) ? 'noun' : readInSentence;
  // A comparison says more than the word before it: "the wiser for it", "the best of times" are
  // adjectives, though "the" makes a noun of most words. A participle may be a noun ("the running of").
  const comparison = relations.every((r) => r === 'comparative' || r === 'superlative') && relations.length > 0;
  // Where a word says how or where after its verb, an adverb is read first, else an adjective ("turned left", "looked pale").
  const sentenceParts = fromSentence === 'adverb' ? ['adverb', 'adjective'] : [fromSentence];
  const preferred: string[] = (comparison ? [...fromForm, ...sentenceParts] : [...sentenceParts, ...fromForm]).filter(
    (partOfSpeech) => partOfSpeech !== undefined,
  );
  const rank = (group: SenseGroup) => {
    // Only a name's or a symbol's senses: last, whatever the sentence says.
    if (lowercase && group.definitions.every(isCapitalized)) return preferred.length + 1;
    const place = preferred.indexOf(family(group.partOfSpeech));
    return place === -1 ? preferred.length : place;
  };
  // A stable sort: groups the sentence and the form say nothing about keep the ranked order.
  const inOrder = (senses: readonly Definition[]) => groupByPartOfSpeech(senses, rankedSenses.mates).sort((a, b) => rank(a) - rank(b));
  // A form is only what it can be: "had" is no noun of have, "wiser" no noun of wise. The headword's other senses wait apart.
  const canBe = pastAsAdjective ? new Set(['adjective']) : partsTheFormCanBe(relations, fromSentence);
  const inflected = relations.length > 0 && answer.query.toLowerCase() !== answer.word.toLowerCase();
  // A form that is a word of its own besides ("saw", "rose", "left": answered as see's, rise's, leave's
  // form, their own senses after) is anything its own senses are: the saw that cuts is a noun.
  const ownEntry = (definition: Definition) => inflected && asItself(definition);
  const fits = (definition: Definition) => !inflected || canBe.has(family(definition.partOfSpeech ?? '')) || ownEntry(definition);
  let shown = definitions.some(fits) ? definitions.filter(fits) : definitions;
  // Where the form's own senses lead ("the saw was dull"), the answer is of that word, its own
  // senses alone: the headword's (see) wait apart, as another word's would.
  const ownLeads = ownEntry(inOrder(shown)[0]?.definitions[0] ?? {});
  if (ownLeads) shown = shown.filter(ownEntry);
  const groups = inOrder(shown);
  const elsewhere = groupByPartOfSpeech([...definitions.filter((d) => !shown.includes(d)), ...namesApart], rankedSenses.mates);
  const leading = family(groups[0]?.partOfSpeech ?? '');
  const form = ownLeads ? undefined : (relations.find((relation) => RELATION_PART_OF_SPEECH[relation] === leading) ?? relations[0]);
  // The sense offered beside the first, where unsure, is of a part of speech the sentence lets the word be, where the answer has one.
  const said = new Set<string | undefined>(sentenceParts);
  const offerable = fromSentence !== undefined && groups.some((group) => said.has(family(group.partOfSpeech))) ? said : undefined;
  // The ranker weighs no preposition: where the sentence makes the word one, its sure is of the preposition's senses alone.
  const weighed = fromSentence === 'preposition' && leading === 'preposition' ? sharesWithin(groups[0], rankedSenses) : rankedSenses;
  return {
    groups,
    ...(elsewhere.length > 0 && { elsewhere }),
    ...(form && { form }),
    ...(ownLeads && { ownEntry: groups[0]?.definitions[0]?.word ?? answer.query }),
    ...(context && howSure(groups, weighed, offerable)),
  };
}

/**
 * How likely the first sense shown is the one meant; and, where it is more likely wrong than
 * right, the second likeliest shown (not the first's other dictionary's copy, nor a sense restating another), to offer beside it:
 * of a part of speech the sentence lets the word be (`offerable`), where it says ("water the garden": no adjective).
 */
function howSure(
  groups: readonly SenseGroup[],
  { shares, mates }: RankedSenses,
  offerable?: ReadonlySet<string | undefined>,
): Pick<ChosenSenses, 'confidence' | 'alternative'> {
  const first = groups[0]?.definitions[0];
  if (!first) return {};
  const confidence = calibrated(shares.get(first) ?? 0);
  if (confidence >= UNSURE_BELOW) return { confidence };
  let alternative: ChosenSenses['alternative'];
  let best = 0;
  groups.forEach((group, g) => {
    if (offerable && !offerable.has(family(group.partOfSpeech))) return;
    group.definitions.forEach((definition, index) => {
      const share = shares.get(definition) ?? 0;
      // A restatement is offered with the sense it restates, not in its place.
      const restates = group.restatements?.includes(index) ?? false;
      if (definition === first || mates.get(first) === definition || restates || share <= best) return;
      best = share;
      alternative = { group: g, index };
    });
  });
  return { confidence, ...(alternative && { alternative }) };
}

/** The ranker's shares of one group's senses, as shares of that group alone. */
function sharesWithin(group: SenseGroup | undefined, ranked: RankedSenses): RankedSenses {
  const definitions = group?.definitions ?? [];
  const total = definitions.reduce((sum, definition) => sum + (ranked.shares.get(definition) ?? 0), 0);
  if (total <= 0) return ranked;
  return { ...ranked, shares: new Map(definitions.map((definition) => [definition, (ranked.shares.get(definition) ?? 0) / total])) };
}

/**
 * The words after which no verb's past stands: the articles and the possessives. "Her" too, which
 * may be an object ("told her"): in the Brown corpus, each of the 10 verbs' pasts right after it
 * is an adjective or a participle that describes ("her left hand", "her broken heart").
 */
const DETERMINING = wordSet(ARTICLES, POSSESSIVES);

/** Whether the word read is only a verb's past or past participle, right after an article or a possessive. */
function pastAfterDeterminer(relations: readonly FormRelation[], context: WordInSentence | undefined): boolean {
  if (!context || relations.length === 0 || !relations.every((r) => r === 'past' || r === 'past-participle')) return false;
  const before = wordBefore(context);
  return before !== undefined && DETERMINING.has(before);
}

/**
 * The parts of speech a form of a word can be: a verb's forms are verbs, a participle may be an
 * adjective ("a broken vase"), a comparison an adjective or an adverb ("faster"), a plural a
 * noun. A present participle is a noun ("the running of the bulls") only where its sentence
 * makes it one: "it was snowing" is no noun of snow.
 */
function partsTheFormCanBe(relations: readonly FormRelation[], fromSentence: string | undefined): Set<string> {
  const parts = new Set<string>();
  for (const relation of relations) {
    parts.add(RELATION_PART_OF_SPEECH[relation]);
    if (relation === 'past-participle' || relation === 'present-participle') parts.add('adjective');
    if (relation === 'comparative' || relation === 'superlative') parts.add('adverb');
    if (relation === 'present-participle' && fromSentence === 'noun') parts.add('noun');
  }
  return parts;
}
