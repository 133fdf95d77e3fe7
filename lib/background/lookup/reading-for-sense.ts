/**
 * The pronunciation shown goes with the sense shown first. Of a word a dictionary reads two ways
 * by its part of speech (a ˈrecord, to reˈcord; a close race, to close the door), the reading
 * the leading sense's part of speech takes leads (lib/shared/english/heteronyms.ts). Of a word
 * read two ways by sense (the lead of a pencil, to lead the way; the bass that swims and the one
 * that sings), the reading Webster's article of the sense respells leads
 * (lib/shared/english/respelling.ts): the leading sense's own, or, for another dictionary's
 * sense, that of Webster's sense most like it, or ranked first. Only among the readings of the source that already leads (the
 * reader's voice's, voice.ts): a British reading is never traded for an American one.
 */
import type { Definition, TextPron } from '../../shared/api';
import { readingForPart } from '../../shared/english/heteronyms';
import { family } from '../../shared/english/parts-of-speech';
import { GCIDE_RESPELLING, readingForRespelling } from '../../shared/english/respelling';
import { glossWords } from '../../shared/senses/rank-senses';
import { isIpa } from '../../shared/text/pronunciation';

/**
 * How Webster's says the sense: its own respelling, or, for another dictionary's sense, that of
 * Webster's sense of its part of speech whose gloss shares the most words with its (the lean
 * flesh of a saltwater fish of the family Serranidae: "An edible, spiny-finned fish, of the
 * family Serranidae"), else of the first of them shown (the ranker puts the likeliest first).
 */
function respellingOf(shown: readonly Definition[]): string | undefined {
  const respelled = (definition: Definition) => definition.textProns?.find((pron) => pron.rawType === GCIDE_RESPELLING)?.raw ?? undefined;
  const [leading] = shown;
  if (!leading) return undefined;
  const own = respelled(leading);
  if (own || leading.sourceDictionary === 'gcide') return own;
  const part = family(leading.partOfSpeech ?? '');
  const websters = shown.filter((definition) => definition.sourceDictionary === 'gcide' && family(definition.partOfSpeech ?? '') === part);
  const words = glossWords(leading, leading.word ?? '');
  const shared = websters.map((definition) => [...glossWords(definition, leading.word ?? '')].filter((word) => words.has(word)).length);
  const most = Math.max(0, ...shared);
  // Its mate may be an article that gives no respelling ("Wind, v. t.", to turn): then none is said.
  const mate = most > 0 ? websters[shared.indexOf(most)] : websters[0];
  return mate && respelled(mate);
}

/**
 * Whether Webster's articles of the word say two of its readings, each of its own senses (lĕd,
 * the metal; lēd, to guide): a word read two ways by sense. Where they say one (awe, ä as in
 * "arm"; liquid), the dictionary's readings are ways of saying the same word, and its order stands.
 */
function readBySense(readings: readonly string[], shown: readonly Definition[]): boolean {
  const respellings = new Set(shown.flatMap((definition) => (definition.sourceDictionary === 'gcide' ? (definition.textProns ?? []) : [])));
  const said = new Set<number>();
  for (const { raw, rawType } of respellings) {
    const at = rawType === GCIDE_RESPELLING && raw ? readingForRespelling(readings, raw) : undefined;
    if (at !== undefined) said.add(at);
  }
  return said.size > 1;
}

/**
 * The pronunciations, the one the leading sense takes moved to the place of its source's first
 * IPA reading. `shown`: the senses in the order shown, the leading one first.
 */
export function readingsForSense(pronunciations: readonly TextPron[], shown: readonly Definition[]): TextPron[] {
  const leading = pronunciations.find(isIpa);
  const partOfSpeech = shown[0]?.partOfSpeech;
  if (!leading || !partOfSpeech) return [...pronunciations];
  const candidates = pronunciations.filter((pron) => isIpa(pron) && pron.attributionText === leading.attributionText);
  const readings = candidates.map((pron) => pron.raw ?? '');
  const respelling = readBySense(readings, shown) ? respellingOf(shown) : undefined;
  const at = (respelling === undefined ? undefined : readingForRespelling(readings, respelling)) ?? readingForPart(readings, partOfSpeech);
  const chosen = candidates[at ?? 0];
  if (!chosen || chosen === leading) return [...pronunciations];
  return pronunciations.flatMap((pron) => (pron === leading ? [chosen] : pron === chosen ? [leading] : [pron]));
}
