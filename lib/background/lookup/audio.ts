/**
 * Pronunciation audio for a word. Audio URLs are signed and expire (the live service's
 * after ten minutes), so the list is kept in memory only until its first URL expires,
 * then asked for again; it never goes into the lookup cache.
 */
import type { AudioFile } from '../../shared/api';
import type { Gateway } from '../gateway/gateway';
import { audioLinksExpireAt } from '../../shared/api/audio-links';

/**
 * As many files as a word may have on the Glossa server: its two voices, and up to three readings
 * in each where it is read two ways (server/rules/audio.ts). One call, whatever the number.
 */
const FILES_ASKED = 8;

export function createAudioLookup(gateway: Gateway, now: () => number = Date.now) {
  const remembered = new Map<string, { files: AudioFile[]; until: number }>();
  return {
    async audio(word: string): Promise<AudioFile[]> {
      const key = `${gateway.current().service.baseUrl} ${word}`;
      const known = remembered.get(key);
      if (known && known.until > now()) return known.files;
      const answer = await gateway.call('getAudio', { word, useCanonical: true, limit: FILES_ASKED });
      const files = answer.status === 200 ? answer.data.filter((file) => file.fileUrl) : [];
      remembered.set(key, { files, until: audioLinksExpireAt(files, now()) });
      return files;
    },
    /** Forget a word's list (its URL failed: ask again). */
    forget(word: string) {
      remembered.delete(`${gateway.current().service.baseUrl} ${word}`);
    },
  };
}
