import type { TextPron } from '../api';

/** Whether a pronunciation is given, in the IPA. */
export const isIpa = (pron: TextPron): boolean => Boolean(pron.raw) && pron.rawType?.toLowerCase() === 'ipa';

/** The pronunciation a reader can read: IPA first, then any notation but ARPAbet (a machine's). */
export function readablePronunciation(prons: readonly TextPron[]): string | undefined {
  const readable = prons.filter((p) => p.raw && p.rawType?.toLowerCase() !== 'arpabet');
  return (readable.find(isIpa) ?? readable[0])?.raw ?? undefined;
}
