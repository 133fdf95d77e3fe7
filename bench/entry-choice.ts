/**
 * Which entry a word read in a sentence opens on: the one its sentence means, or another word's
 * that its form is also a form of ("grey felt": felt, not feel's past; "the dove flew": dove, not
 * dive's; "she closed the door": close, not the adjective closed). For each held-out example of
 * the sense evaluation (bench/support/sense-cases.ts: WordNet's examples and GCIDE's quotations,
 * each naming the entry it shows), the word as the sentence writes it is read as the background
 * reads it (lib/background/lookup/word-as-read.ts, lib/shared/text/lookup-terms.ts, with the
 * word vectors' vocabulary), and asked of the word database as the background asks a Glossa
 * server (`useCanonical`, the server's own root of a form: server/stores/words/canonical.ts).
 * The entry answered is right when it is the example's.
 *
 * Two figures: over every example, and over those whose word as written is a form of another
 * entry too, or is not its entry's headword (where a lookup can go wrong).
 *
 *   npm run bench:entry-choice            both splits
 *   npm run bench:entry-choice -- --misses  and the examples opened on another entry (40 shown)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordAsRead } from '../lib/background/lookup/word-as-read';
import { possibleHeadwords } from '../lib/shared/english/forms';
import { lookupTerms, readsAsVerbForm } from '../lib/shared/text/lookup-terms';
import { createWordVectors } from '../lib/background/lookup/word-vectors';
import { PROJECT_ROOT } from '../dev/paths';
import { evalWordStore, heldOutCases, sampleWords, type SenseCase, type Split } from './support/sense-cases';

const store = await evalWordStore();
/** The background's vocabulary (a word's place among the commonest), from its own table, waited for however long it takes. */
const vectors = createWordVectors(async () => readFileSync(join(PROJECT_ROOT, 'public', 'word-vectors.bin')), 60_000);
const rank = await vectors.vocabulary();
if (!rank) throw new Error('The word vectors could not be read.');

/** Whether the word database has definitions of `word` as written. */
const defines = (word: string) => store.definitions(word, { limit: 1 }).length > 0;

/** The entry a Glossa server answers for the spellings tried, as the background asks them (lookup.ts `definitionsOf`). */
function entryAnswered(tries: readonly string[], asWrittenFirst: boolean): string | undefined {
  const [first] = tries;
  if (asWrittenFirst && first !== undefined && defines(first)) return first;
  for (const spelling of tries) {
    const root = store.canonical(spelling).root ?? spelling;
    if (defines(root)) return root;
  }
  return undefined;
}

interface Read {
  written: string;
  sentence: string;
  meant: string;
  opened: string | undefined;
  /** Whether the word as written is a form of another entry too, or not its entry's headword. */
  open: boolean;
}

/** The word as the example writes it (the headword itself, or a form of it), read and asked as the bubble's lookup is. */
function read(c: SenseCase): Read | undefined {
  const meant = c.word.toLowerCase();
  const hit = [...c.sentence.matchAll(/[\p{L}'’-]+/gu)].find(
    (m) => m[0].toLowerCase() === meant || possibleHeadwords(m[0]).includes(meant),
  );
  if (!hit || hit.index === undefined) return undefined;
  const at = { sentence: c.sentence, start: hit.index };
  const { word, part, partOfSpeech } = wordAsRead(hit[0], at);
  const { tries, asWrittenFirst } = lookupTerms(word, partOfSpeech, part, {
    sentence: at,
    ...(readsAsVerbForm(word, at) && { rank }),
  });
  const written = hit[0].toLowerCase();
  const others = possibleHeadwords(written).filter((base) => base !== meant && base !== written && defines(base));
  return {
    written: hit[0],
    sentence: c.sentence,
    meant,
    opened: entryAnswered(tries, asWrittenFirst ?? false)?.toLowerCase(),
    open: written !== meant || others.length > 0,
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
const misses: Read[] = [];
console.log('The entry a word read in its sentence opens on (held-out examples of the sense evaluation):');
console.log('                                      examples   right    of them, a form of another entry too or not the headword   right');
for (const split of ['dev', 'test'] as Split[]) {
  const { modern, older } = heldOutCases(store, sampleWords(split));
  for (const [name, cases] of [
    ['modern English', modern],
    ['older English', older],
  ] as const) {
    const reads = cases.map(read).filter((r): r is Read => r !== undefined);
    const right = reads.filter((r) => r.opened === r.meant);
    const open = reads.filter((r) => r.open);
    const openRight = open.filter((r) => r.opened === r.meant);
    misses.push(...open.filter((r) => r.opened !== r.meant));
    console.log(
      `  ${`${name}, ${split === 'dev' ? 'development' : 'test'} half`.padEnd(36)}${String(reads.length).padStart(8)}  ${percent(right.length, reads.length).padStart(6)}    ${String(open.length).padStart(55)}  ${percent(openRight.length, open.length).padStart(6)}`,
    );
  }
}
if (process.argv.includes('--misses')) {
  console.log(`\nOpened on another entry (${misses.length}; 40 shown):`);
  for (const m of misses.slice(0, 40))
    console.log(`  ${m.written} → ${m.opened ?? '(nothing)'}, meant ${m.meant}: ${m.sentence.slice(0, 100)}`);
}
