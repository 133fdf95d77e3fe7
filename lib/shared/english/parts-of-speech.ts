/** The broad part of speech of a service's label: "verb-intransitive" is a verb, "proper-noun" a noun. */
export function family(partOfSpeech: string): string {
  if (partOfSpeech.startsWith('verb') || partOfSpeech === 'auxiliary-verb') return 'verb';
  if (partOfSpeech.includes('noun')) return 'noun';
  return partOfSpeech;
}

/**
 * Whether a verb's sense takes an object: +1 where it does, −1 where it takes none, 0 where it
 * may do either or nothing tells. Its part of speech may say so (GCIDE's "verb-transitive"), or
 * a grammar label: the live service's ("transitive"), and those Glossa's server gives WordNet's
 * verbs from their sentence frames.
 */
export function takesObject(partOfSpeech: string, labels?: readonly { text?: string | null; type?: string | null }[] | null): number {
  if (partOfSpeech === 'verb-transitive') return 1;
  if (partOfSpeech === 'verb-intransitive') return -1;
  if (family(partOfSpeech) !== 'verb') return 0;
  const grammar = (labels ?? []).filter((label) => label.type === 'grammar').map((label) => label.text);
  return grammar.includes('transitive') ? 1 : grammar.includes('intransitive') ? -1 : 0;
}
