/**
 * Whether a pronunciation is a synthesizer's voice rather than a person's recording, from
 * what its service says of it: the Glossa server's files name espeak-ng as their maker and
 * say "Synthesized speech" in their credit; other services' synthesized files say so in
 * their type or credit. A reader deserves to know the voice is not a person's.
 */
import type { AudioFile } from '../../shared/api';

const SYNTHESIZERS = /^(espeak(-ng)?|festival|flite|mbrola|pico|mary(tts)?|tts)$/i;
const SAYS_SYNTHESIZED = /synthesi[sz]|text[- ]to[- ]speech|\btts\b/i;

export function isSynthesized(file: Pick<AudioFile, 'createdBy' | 'audioType' | 'attributionText'>): boolean {
  return (
    SYNTHESIZERS.test(file.createdBy ?? '') ||
    SAYS_SYNTHESIZED.test(file.audioType ?? '') ||
    SAYS_SYNTHESIZED.test(file.attributionText ?? '')
  );
}
