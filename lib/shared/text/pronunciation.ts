import type { TextPron } from '../api';

/** The pronunciation a reader can read: IPA first, then any notation but ARPAbet (a machine's). */
export function readablePronunciation(prons: readonly TextPron[]): string | undefined {
  const readable = prons.filter((p) => p.raw && p.rawType?.toLowerCase() !== 'arpabet');
  return (readable.find((p) => p.rawType?.toLowerCase() === 'ipa') ?? readable[0])?.raw ?? undefined;
}
