/**
 * Which senses the bubble leads with, among whatever a service answered: the senses of
 * the part of speech the word has where the reader met it. What decides, strongest first:
 * the sentence ("the run", "they run"), the form of the word ("went" is a verb form,
 * "geese" a plural), then the service's own order. A lowercase word read in running text
 * means the common word, so a capitalized entry (a name, a chemical symbol) comes last.
 */
import type { Definition } from '../../lib/shared/api';
import type { LookupAnswer } from '../../lib/shared/messages/answers';
import { formRelations, RELATION_PART_OF_SPEECH, type FormRelation } from '../../lib/shared/text/english-forms';
import { partOfSpeechInSentence, type WordInSentence } from '../../lib/shared/text/sentence-context';

export interface SenseGroup {
  /** The part of speech as the service names it ("noun", "verb-transitive"); may be empty. */
  partOfSpeech: string;
  definitions: Definition[];
}

export interface ChosenSenses {
  groups: SenseGroup[];
  /** How the word read relates to the headword shown ("went": past of go), if it is a form of it. */
  form?: FormRelation;
}

/** The broad part of speech of a service's label: "verb-intransitive" is a verb. */
function family(partOfSpeech: string): string {
  if (partOfSpeech.startsWith('verb') || partOfSpeech === 'auxiliary-verb') return 'verb';
  if (partOfSpeech.includes('noun')) return 'noun';
  return partOfSpeech;
}

const isCapitalized = (definition: Definition) => {
  const word = definition.word ?? '';
  return word !== word.toLowerCase();
};

function groupByPartOfSpeech(definitions: readonly Definition[]): SenseGroup[] {
  const groups = new Map<string, Definition[]>();
  for (const definition of definitions) {
    const key = definition.partOfSpeech ?? '';
    groups.set(key, [...(groups.get(key) ?? []), definition]);
  }
  return [...groups].map(([partOfSpeech, senses]) => ({ partOfSpeech, definitions: senses }));
}

export function chooseSenses(answer: LookupAnswer, context?: WordInSentence): ChosenSenses {
  let definitions = answer.definitions.filter((definition) => definition.text);
  if (answer.query === answer.query.toLowerCase()) {
    definitions = [...definitions.filter((d) => !isCapitalized(d)), ...definitions.filter(isCapitalized)];
  }
  const relations = formRelations(answer.query, answer.word);
  const preferred: string[] = [
    partOfSpeechInSentence(answer.query, context, relations),
    ...relations.map((r) => RELATION_PART_OF_SPEECH[r]),
  ].filter((partOfSpeech) => partOfSpeech !== undefined);
  const lowercase = answer.query === answer.query.toLowerCase();
  const rank = (group: SenseGroup) => {
    // Only a name's or a symbol's senses: last, whatever the sentence says.
    if (lowercase && group.definitions.every(isCapitalized)) return preferred.length + 1;
    const place = preferred.indexOf(family(group.partOfSpeech));
    return place === -1 ? preferred.length : place;
  };
  // A stable sort: groups the sentence and the form say nothing about keep the service's order.
  const groups = groupByPartOfSpeech(definitions).sort((a, b) => rank(a) - rank(b));
  const leading = family(groups[0]?.partOfSpeech ?? '');
  const form = relations.find((relation) => RELATION_PART_OF_SPEECH[relation] === leading) ?? relations[0];
  return { groups, form };
}
