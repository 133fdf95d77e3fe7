/**
 * The table of word vectors (public/word-vectors.bin), read once in the background, and what the
 * sense ranker weighs from it as the background ranks a lookup's senses (ranked-answer.ts): how
 * near in meaning each sense is to the sentence (lib/shared/text/sense-meaning.ts), worked out
 * here, where the code runs warm from lookup to lookup, rather than in each page's bubble. A lookup never waits for the table past
 * a short moment: the first lookup after the service worker starts may be ranked without it.
 */
import type { LookupAnswer } from '../../shared/messages/answers';
import { senseMeanings } from '../../shared/text/sense-meaning';
import { decodeTable, type WordVectors } from '../../shared/text/word-vectors';

/** How long a lookup waits for the table still being read (it is asked for as the lookup starts). */
const WAIT_MS = 100;

export function createWordVectors(load: () => Promise<Uint8Array>, waitMs = WAIT_MS) {
  let reading: Promise<WordVectors | undefined> | undefined;
  let table: WordVectors | undefined;
  const read = () =>
    (reading ??= load()
      .then((bytes) => (table = decodeTable(bytes)))
      // Without its table the ranker reads the words alone, as it always could.
      .catch(() => undefined));
  /** The table, if it is read in time. */
  const readInTime = async () => table ?? (await Promise.race([read(), new Promise<undefined>((resolve) => setTimeout(resolve, waitMs))]));
  return {
    /** Starts reading the table, if it is not read yet. */
    warm(): void {
      void read();
    },
    /** How near in meaning each of a found word's senses is to its sentence, if the table is read in time; nothing without a sentence. */
    async forLookup(answer: LookupAnswer, sentence: string | undefined): Promise<number[][] | undefined> {
      if (!answer.found || !sentence?.trim()) return undefined;
      const ready = await readInTime();
      return ready && senseMeanings(answer.definitions, sentence, answer.word, ready);
    },
    /** A word's place among the table's words (English's 50,000 commonest; 0: the commonest), if the table is read in time; undefined for a word not among them. */
    async vocabulary(): Promise<((word: string) => number | undefined) | undefined> {
      const ready = await readInTime();
      return ready && ((word) => (ready.vector(word) === undefined ? undefined : ready.rank(word)));
    },
  };
}

export type WordVectorSource = ReturnType<typeof createWordVectors>;
