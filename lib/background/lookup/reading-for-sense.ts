/**
 * The pronunciation shown goes with the sense shown first. Of a word a dictionary reads two ways
 * by its part of speech (a ˈrecord, to reˈcord; a close race, to close the door), the reading
 * the leading sense's part of speech takes leads (lib/shared/english/heteronyms.ts). Of a word
 * read two ways by sense (the lead of a pencil, to lead the way; the bass that swims and the one
 * that sings), the reading Webster's article of the sense respells leads
 * (lib/shared/english/respelling.ts): the leading sense's own, or, for another dictionary's
 * sense, that of Webster's sense most like it. Among the readings of the source that already leads (the
 * reader's voice's, voice.ts); where that source has one reading, of another sense (the UK voice's, made from the
 * spelling), the dictionary's reading of the sense shown leads in its place.
 */
import type { Definition, TextPron } from '../../shared/api';
import { readingForPart, readingListedForPart } from '../../shared/english/heteronyms';
import { family } from '../../shared/english/parts-of-speech';
import { GCIDE_RESPELLING, readingForRespelling, readingLike } from '../../shared/english/respelling';
import { glossWords, sameSense } from '../../shared/senses/rank-senses';
import { isIpa } from '../../shared/text/pronunciation';

/** How near in meaning a sense is to the sentence read (lib/shared/text/sense-meaning.ts), where the answer says. */
type Nearness = (definition: Definition) => number | undefined;

/** A sense's respelling in Webster's letters, if it carries one. */
const respelled = (definition: Definition) => definition.textProns?.find((pron) => pron.rawType === GCIDE_RESPELLING)?.raw ?? undefined;

/**
 * How Webster's says the leading sense: its own respelling, or, for another dictionary's sense,
 * that of the Webster's sense of its part of speech that says the same (sameSense); else the
 * respelling whose senses alone share the most of its words (WordNet's "the lean flesh of a
 * saltwater fish of the family Serranidae", Webster's fish, bȧs: "An edible, spiny-finned fish,
 * of the family Serranidae"); else that of the Webster's sense nearest in meaning to the sentence
 * read ("she will lead the team": "To guide or conduct", lēd), or first in the order shown.
 * `senses`: the senses in the order shown, the leading one first, then the rest the answer has.
 */
function respellingOf(senses: readonly Definition[], nearness: Nearness): string | undefined {
  const [leading] = senses;
  if (!leading) return undefined;
  const own = respelled(leading);
  if (own || leading.sourceDictionary === 'gcide') return own;
  const part = family(leading.partOfSpeech ?? '');
  const websters = senses.filter((definition) => definition.sourceDictionary === 'gcide' && family(definition.partOfSpeech ?? '') === part);
  const same = websters.find((definition) => sameSense(leading, definition));
  if (same) return respelled(same);
  // Each respelling's words: those of its senses' glosses that no sense said otherwise has.
  const wordsOf = new Map<string, Set<string>>();
  for (const definition of websters) {
    const respelling = respelled(definition);
    if (!respelling) continue;
    const words = wordsOf.get(respelling) ?? new Set<string>();
    for (const word of glossWords(definition, leading.word ?? '')) words.add(word);
    wordsOf.set(respelling, words);
  }
  const leadingWords = glossWords(leading, leading.word ?? '');
  let best: { respelling: string | undefined; shared: number } = { respelling: undefined, shared: 0 };
  for (const [respelling, words] of wordsOf) {
    const others = [...wordsOf].filter(([other]) => other !== respelling).map(([, set]) => set);
    const shared = [...words].filter((word) => leadingWords.has(word) && !others.some((set) => set.has(word))).length;
    if (shared > best.shared) best = { respelling, shared };
    else if (shared === best.shared) best = { respelling: undefined, shared };
  }
  if (best.shared > 0) return best.respelling;
  // The nearest may be an article that gives no respelling ("Wind, v. t.", to turn): then none is said.
  const near = websters.map((definition) => nearness(definition) ?? -Infinity);
  const nearest = websters[near.indexOf(Math.max(...near))];
  return nearest && respelled(nearest);
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
 * IPA reading. `shown`: the senses in the order shown, the leading one first; `all`: every sense
 * the answer has (a sense said the same as one shown may be left out of those shown); `nearness`:
 * how near each is in meaning to the sentence read, where known.
 */
export function readingsForSense(
  pronunciations: readonly TextPron[],
  shown: readonly Definition[],
  all: readonly Definition[] = shown,
  nearness: Nearness = () => undefined,
): TextPron[] {
  const leading = pronunciations.find(isIpa);
  const partOfSpeech = shown[0]?.partOfSpeech;
  if (!leading || !partOfSpeech) return [...pronunciations];
  const ofSource = (source: TextPron) => pronunciations.filter((pron) => isIpa(pron) && pron.attributionText === source.attributionText);
  const word = shown[0]?.word ?? '';
  /** Of one source's readings, the place of the one the leading sense takes, where Webster's respellings or the word's own listing tell. */
  const placeOfSense = (readings: readonly string[]) => {
    const senses = [...new Set([...shown, ...all])];
    const respelling = readBySense(readings, senses) ? respellingOf(senses, nearness) : undefined;
    return (
      (respelling === undefined ? undefined : readingForRespelling(readings, respelling)) ??
      readingListedForPart(readings, partOfSpeech, word)
    );
  };
  const candidates = ofSource(leading);
  // (Not by the rules of stress and voicing: a British reading's stress is often its own, adˈdress where American has ˈaddress.)
  if (candidates.length < 2) return britishOfAnotherSense(pronunciations, leading, ofSource, placeOfSense);
  const readings = candidates.map((pron) => pron.raw ?? '');
  const chosen = candidates[placeOfSense(readings) ?? readingForPart(readings, partOfSpeech, word) ?? 0];
  if (!chosen || chosen === leading) return [...pronunciations];
  return pronunciations.flatMap((pron) => (pron === leading ? [chosen] : pron === chosen ? [leading] : [pron]));
}

/**
 * A reading that leads alone (the reader's UK voice: eSpeak NG's one British reading, made from
 * the spelling) may be of another sense than the one shown: the British bass is bˈeɪs, the voice,
 * where the bass caught is a fish. Where Webster's respellings or the word's own listing tell which
 * of the dictionary's readings (CMUdict's) the sense shown takes, and the one leading is like
 * another of them, the dictionary's reading of the sense shown leads instead: the right sense's
 * reading, in another accent, rather than the wrong one's.
 */
function britishOfAnotherSense(
  pronunciations: readonly TextPron[],
  leading: TextPron,
  ofSource: (source: TextPron) => TextPron[],
  placeOfSense: (readings: readonly string[]) => number | undefined,
): TextPron[] {
  const other = pronunciations.find((pron) => isIpa(pron) && pron.attributionText !== leading.attributionText);
  const readings = other ? ofSource(other) : [];
  if (readings.length < 2) return [...pronunciations];
  const raws = readings.map((pron) => pron.raw ?? '');
  const at = placeOfSense(raws);
  const like = readingLike(raws, leading.raw ?? '');
  const chosen = at === undefined ? undefined : readings[at];
  if (!chosen || like === undefined || like === at) return [...pronunciations];
  return [chosen, ...pronunciations.filter((pron) => pron !== chosen)];
}
