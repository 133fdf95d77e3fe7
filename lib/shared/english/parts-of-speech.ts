/** The broad part of speech of a service's label: "verb-intransitive" is a verb, "proper-noun" a noun. */
export function family(partOfSpeech: string): string {
  if (partOfSpeech.startsWith('verb') || partOfSpeech === 'auxiliary-verb') return 'verb';
  if (partOfSpeech.includes('noun')) return 'noun';
  return partOfSpeech;
}
