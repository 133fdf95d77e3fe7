/**
 * The reader's voice (the options' US or UK English), the one place that decides by it both the
 * recording played and the pronunciation shown: the Glossa server names each in its credit, its
 * recordings "US voice (en-us…" and "UK voice (en-gb…", its British reading "eSpeak NG (en-gb,
 * the UK voice)". A service that names no voice (the live one) is answered as it answered.
 */
import type { AudioFile, TextPron } from '../../shared/api';
import type { Settings } from '../../shared/settings/settings';

type Voice = Settings['voice'];

/** How a service names a voice in a credit. */
const VOICE_SAID: Readonly<Record<Voice, RegExp>> = { us: /\b(?:US voice|en-us)\b/i, uk: /\b(?:UK voice|en-gb)\b/i };

const saidIn = (voice: Voice, item: { attributionText?: string | null }) => VOICE_SAID[voice].test(item.attributionText ?? '');

/**
 * The file to play in the reader's voice, if the service offers one in it; its first otherwise.
 * Where the service names a file's reading (`description`: the Glossa server, for a word read two
 * ways), the one of the `reading` shown is played, so that the bass that was caught is not heard
 * as the one that was sung.
 */
export function inVoice<T extends Pick<AudioFile, 'attributionText' | 'description'>>(
  files: readonly T[],
  voice: Voice,
  reading?: string,
): T | undefined {
  const inTheVoice = files.filter((file) => saidIn(voice, file));
  return (
    // The reading shown is heard: an American one shown to a reader of the UK voice (its British
    // reading was another sense's: reading-for-sense.ts) is heard in the voice that says it.
    (reading !== undefined &&
      (inTheVoice.find((file) => file.description === reading) ?? files.find((file) => file.description === reading))) ||
    inTheVoice.find((file) => !file.description) ||
    inTheVoice[0] ||
    files[0]
  );
}

/**
 * The pronunciations to show, those said to be in the reader's voice first, the others after in
 * the service's order: the views show the first IPA (or first readable one) they are given. The
 * Glossa server gives the American readings first and the British one last, so with the UK
 * voice the British IPA leads, and with the US voice the order stays as it came (the American
 * readings that name en-us already lead).
 */
export function pronunciationsInVoice<T extends Pick<TextPron, 'attributionText'>>(prons: readonly T[], voice: Voice): T[] {
  return [...prons.filter((pron) => saidIn(voice, pron)), ...prons.filter((pron) => !saidIn(voice, pron))];
}
