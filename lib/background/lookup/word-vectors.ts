/**
 * The table of word vectors (public/word-vectors.bin), read once in the background, and the
 * vectors a lookup's answer carries for the sense ranker: its senses' and its sentence's words
 * only. A lookup never waits for the table past a short moment: the first lookup after the
 * service worker starts may be ranked without it.
 */
import type { LookupAnswer } from '../../shared/messages/answers';
import { decodeTable, lookupWords, vectorsOf, type SenseVectors, type VectorTable } from '../../shared/text/word-vectors';

/** How long a lookup waits for the table still being read (it is asked for as the lookup starts). */
const WAIT_MS = 100;

export function createWordVectors(load: () => Promise<Uint8Array>, waitMs = WAIT_MS) {
  let reading: Promise<VectorTable | undefined> | undefined;
  let table: VectorTable | undefined;
  const read = () =>
    (reading ??= load()
      .then((bytes) => (table = decodeTable(bytes)))
      // Without its table the ranker reads the words alone, as it always could.
      .catch(() => undefined));
  return {
    /** Starts reading the table, if it is not read yet. */
    warm(): void {
      void read();
    },
    /** The vectors of a found word's senses' and sentence's words, if the table is read in time; none without a sentence. */
    async forLookup(answer: LookupAnswer, sentence: string | undefined): Promise<SenseVectors | undefined> {
      if (!answer.found || !sentence?.trim()) return undefined;
      const ready = table ?? (await Promise.race([read(), new Promise<undefined>((resolve) => setTimeout(resolve, waitMs))]));
      return ready && vectorsOf(ready, lookupWords(answer.definitions, sentence));
    },
  };
}

export type WordVectorSource = ReturnType<typeof createWordVectors>;
