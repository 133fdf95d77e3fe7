/**
 * The pronunciation shown goes with the sense shown first: of a word a dictionary reads two ways
 * by its part of speech (a ˈrecord, to reˈcord; a close race, to close the door), the reading
 * the leading sense's part of speech takes leads (lib/shared/english/heteronyms.ts). Only among
 * the readings of the source that already leads (the reader's voice's, voice.ts): a British
 * reading is never traded for an American one.
 */
import type { TextPron } from '../../shared/api';
import { readingForPart } from '../../shared/english/heteronyms';
import { isIpa } from '../../shared/text/pronunciation';

/** The pronunciations, the one the part of speech takes moved to the place of its source's first IPA reading. */
export function readingsForSense(pronunciations: readonly TextPron[], partOfSpeech: string | undefined): TextPron[] {
  const leading = pronunciations.find(isIpa);
  if (!leading || !partOfSpeech) return [...pronunciations];
  const candidates = pronunciations.filter((pron) => isIpa(pron) && pron.attributionText === leading.attributionText);
  const at = readingForPart(
    candidates.map((pron) => pron.raw ?? ''),
    partOfSpeech,
  );
  const chosen = candidates[at ?? 0];
  if (!chosen || chosen === leading) return [...pronunciations];
  return pronunciations.flatMap((pron) => (pron === leading ? [chosen] : pron === chosen ? [leading] : [pron]));
}
