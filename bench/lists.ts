/**
 * `npm run bench:lists`: a 10,000-word list and a 10,000-entry history, as the background
 * answers the views, in Node over fake-indexeddb (an in-memory IndexedDB in JavaScript).
 *
 * Measured once cold (right after a change: read from IndexedDB and sorted anew) and then 20
 * times warm (what paging and sorting again cost: the background keeps a list read sorted, and
 * the history read, until they change), in ms:
 * - a page of the list's words, sorted by date and alphabetically (what the list page asks);
 * - the whole list read and written as CSV and as an Anki file (the export buttons);
 * - a page of the history, newest first, unfiltered and searched;
 * - the whole history read and written as CSV and as Anki cards.
 *
 * The bar is 200 ms each. Real Chromium IndexedDB runs in another process and reads from
 * disk, so its figures differ; these compare versions of Glossa's own work on the data.
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { toAnkiTsv, toCsv } from '../lib/shared/export/export';
import { historyToAnki, historyToCsv } from '../lib/shared/export/history-export';
import { createHistory } from '../lib/background/history/history';
import type { HistoryEntry } from '../lib/shared/messages/answers';
import { openDatabase } from '../lib/background/store/db';
import { createSyncEngine } from '../lib/background/sync/engine';
import { quantile } from './support/stats';

const WORDS = 10_000;
const ENTRIES = 10_000;
const RUNS = 20;
const BAR_MS = 200;

const db = openDatabase('bench-lists');
const engine = createSyncEngine({ db, client: () => undefined, account: () => undefined, budget: { permit: () => ({ ok: true }) } });
const history = createHistory({ db, mode: () => 'on' });

const wordAt = (i: number) => `word${((i * 7919) % WORDS).toString(36)}x${i}`;

async function fill() {
  const list = await engine.createList({ name: 'Ten thousand' });
  for (let i = 0; i < WORDS; i += 1000)
    await engine.addWords(
      list.localId,
      Array.from({ length: 1000 }, (_, j) => wordAt(i + j)),
    );
  const start = Date.parse('2026-01-01T00:00:00Z');
  const entries: HistoryEntry[] = Array.from({ length: ENTRIES }, (_, i) => ({
    key: wordAt(i),
    headword: wordAt(i),
    asked: wordAt(i),
    count: 1 + (i % 5),
    firstAt: start + i * 60_000,
    lastAt: start + i * 60_000,
    sentence: `A sentence in which ${wordAt(i)} stood, on a page about things number ${i}.`,
    title: `Page ${i % 300}`,
    url: `https://site${i % 40}.example/page/${i}`,
    site: `site${i % 40}.example`,
    definition: '(noun) A thing that is defined here, at about the length of a bubble definition.',
    attribution: 'from WordNet 3.1',
  }));
  await db.history.bulkPut(entries);
  return list.localId;
}

/** A change to the list and the history, so the next read is a cold one (from IndexedDB, sorted anew). */
let touch: () => Promise<void> = async () => undefined;

async function measure(name: string, work: () => Promise<unknown>) {
  await touch();
  const coldStart = performance.now();
  await work();
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => quantile(times, q);
  const max = times.at(-1) ?? 0;
  const verdict = Math.max(max, cold) < BAR_MS ? 'under' : 'OVER';
  console.log(
    `${name.padEnd(52)} first ${cold.toFixed(1).padStart(6)} ms   then median ${at(0.5).toFixed(1).padStart(5)} ms, max ${max.toFixed(1).padStart(6)} ms   ${verdict} ${BAR_MS} ms`,
  );
}

const listId = await fill();
// One word in and out of the list, and one lookup recorded: both caches start cold.
touch = async () => {
  await engine.addWords(listId, ['touch']);
  await engine.removeWords(listId, ['touch']);
  await history.record(
    {
      query: 'touch',
      word: 'touch',
      found: false,
      definitions: [],
      pronunciations: [],
      suggestions: [],
      stale: false,
      storedAt: 0,
      credit: { name: 'bench', url: 'http://bench' },
      senses: { groups: [] },
    },
    {},
  );
};
console.log(
  `A list of ${WORDS.toLocaleString('en')} words and a history of ${ENTRIES.toLocaleString('en')} entries (fake-indexeddb, ${RUNS} runs each):`,
);
await measure('list: page 1 by date, newest first', () =>
  engine.words(listId, { sortBy: 'createDate', sortOrder: 'desc', skip: 0, limit: 25 }),
);
await measure('list: page 200 alphabetically', () => engine.words(listId, { sortBy: 'alpha', sortOrder: 'asc', skip: 4975, limit: 25 }));
await measure('list: every word, as CSV', async () => {
  const { words } = await engine.words(listId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: WORDS });
  return toCsv(words.map((w) => ({ word: w.word, added: w.createdAt })));
});
await measure('list: every word, as Anki', async () => {
  const { words } = await engine.words(listId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: WORDS });
  return toAnkiTsv(
    words.map((w) => ({ word: w.word, added: w.createdAt })),
    { tags: ['Ten thousand'] },
  );
});
await measure('history: page 1, newest first', () => history.page({ query: '' }, 0, 50));
await measure('history: searched ("page about things number 99")', () => history.page({ query: 'page about things number 99' }, 0, 50));
await measure('history: one site, last 7 days', () =>
  history.page({ query: '', site: 'site7.example', since: Date.parse('2026-01-01T00:00:00Z') + (ENTRIES - 7 * 1440) * 60_000 }, 0, 50),
);
await measure('history: every entry, as CSV', async () => historyToCsv(await history.all({ query: '' })));
await measure('history: every entry, as Anki cards', async () => historyToAnki(await history.all({ query: '' })));
db.close();
