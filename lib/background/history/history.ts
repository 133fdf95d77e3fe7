/**
 * The lookup history, kept in this browser by the background: one entry per headword,
 * with how often and when it was looked up, and (unless the user keeps words only) the
 * sentence it stood in and the page's title and address. Nothing is recorded from a
 * private window's tab, nor while the history is off.
 *
 * It is read newest first, searched (word, sentence, page title) and filtered by date and
 * site in memory: a 10,000-entry history reads and filters in a few milliseconds (see
 * `npm run bench:lists`), with no index to keep in step.
 */
import type { RankedLookup } from '../../shared/messages/answers';
import type { LookedUpWord } from '../../shared/model/history';
import type { HistoryFilter } from '../../shared/messages/protocol';
import type { HistoryMode } from '../../shared/settings/choices';
import { firstShownSense, senseLine } from '../../shared/model/kept-sense';
import type { GlossaDatabase, RecordTouch } from '../store/db';
import { READ_IN_LIMITS } from '../../shared/messages/read-in';
import { cutAtWord } from '../../shared/text/kept-sentence';

/** Where a lookup was asked, as the background knows it. */
export interface LookupPlace {
  sentence?: string;
  title?: string;
  /** The page's address (the sender's, not what the page says of itself). */
  url?: string;
  /** The tab is in a private (incognito) window. */
  incognito?: boolean;
}

export interface HistoryDeps {
  db: GlossaDatabase;
  mode(): HistoryMode;
  now?: () => number;
  /** Called after the history changed (views re-read). */
  onChange?: () => void;
  /** Entries changed here (kept or removed), by key and when: they follow the reader where the service keeps them. */
  onRecords?: (touches: RecordTouch[]) => void;
}

/** An entry changed elsewhere: its data, or its deletion. */
export interface RemoteHistoryEntry {
  key: string;
  /** Absent: deleted. */
  data?: Omit<LookedUpWord, 'key'>;
}

/** The sentence as the page code kept it (lib/shared/text/kept-sentence.ts): the history cuts it no further. */
const MAX_SENTENCE = READ_IN_LIMITS.sentence;
const MAX_DEFINITION = 500;

/** Line breaks and runs of spaces as one space, cut to `max` characters. */
function oneLine(text: string | undefined, max: number): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return cutAtWord(line, max);
}

/** An http(s) address without its credentials and fragment, and its host; nothing for other schemes. */
function pageOf(url: string | undefined): { url: string; site: string } | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    parsed.username = '';
    parsed.password = '';
    parsed.hash = '';
    return { url: parsed.href, site: parsed.hostname };
  } catch {
    return undefined;
  }
}

/**
 * The sense the lookup showed first, for this sentence (the ranked answer's: what the bubble led
 * with), as one line of plain text, and who it is from: what the history's exports carry when the
 * reader kept no sense of their own.
 */
function shownDefinition(answer: RankedLookup): Pick<LookedUpWord, 'definition' | 'attribution'> {
  const shown = firstShownSense(answer);
  if (!shown) return {};
  const definition = oneLine(senseLine(shown), MAX_DEFINITION);
  const attribution = oneLine(shown.source ?? answer.credit.name, 300);
  return { ...(definition && { definition }), ...(attribution && { attribution }) };
}

/** What a search looks in, in lower case; worked out once per entry read. */
const searchable = new WeakMap<LookedUpWord, string>();
function textOf(entry: LookedUpWord): string {
  let text = searchable.get(entry);
  if (text === undefined) {
    text = [entry.headword, entry.asked, entry.sentence, entry.title].filter(Boolean).join('\n').toLocaleLowerCase('en');
    searchable.set(entry, text);
  }
  return text;
}

function matches(entry: LookedUpWord, filter: HistoryFilter, query: string): boolean {
  if (filter.site !== undefined && filter.site !== '' && entry.site !== filter.site) return false;
  if (filter.since !== undefined && entry.lastAt < filter.since) return false;
  if (filter.until !== undefined && entry.lastAt >= filter.until) return false;
  return query === '' || textOf(entry).includes(query);
}

function withoutKey({ key: _key, ...entry }: LookedUpWord): Omit<LookedUpWord, 'key'> {
  return entry;
}

export function createHistory(deps: HistoryDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  // Every change moves this on; the newest-first read below is kept until it does.
  let generation = 0;
  let memo: { generation: number; entries: LookedUpWord[] } | undefined;
  const changed = (touches: RecordTouch[] = []) => {
    generation++;
    try {
      deps.onChange?.();
      if (touches.length > 0) deps.onRecords?.(touches);
    } catch {
      // A view's listener is not the history's business.
    }
  };

  /** Every entry, newest first: read once, then kept until the history changes. */
  async function newestFirst(): Promise<LookedUpWord[]> {
    const at = generation;
    if (memo?.generation === at) return memo.entries;
    // Read forward (one getAll) and turned here: a reversed read walks a cursor record by record.
    const entries = (await db.history.orderBy('lastAt').toArray()).reverse();
    if (generation === at) memo = { generation: at, entries };
    return entries;
  }

  /** Newest first, filtered. */
  async function matching(filter: HistoryFilter): Promise<LookedUpWord[]> {
    const query = filter.query.trim().toLocaleLowerCase('en');
    return (await newestFirst()).filter((entry) => matches(entry, filter, query));
  }

  return {
    /** Keeps a lookup as it was shown (ranked for its sentence), unless the history is off or the tab is private. Answers whether it was kept. */
    async record(answer: RankedLookup, place: LookupPlace): Promise<boolean> {
      const mode = deps.mode();
      if (mode === 'off' || place.incognito) return false;
      const key = answer.word.toLocaleLowerCase('en');
      const at = now();
      const page = mode === 'on' ? pageOf(place.url) : undefined;
      const sentence = mode === 'on' ? oneLine(place.sentence, MAX_SENTENCE) : undefined;
      const title = mode === 'on' ? oneLine(place.title, 300) : undefined;
      // The lookup's answer goes first: its write starts in a task of its own (setting up a
      // transaction would otherwise hold the answer back by a fraction of a millisecond).
      await new Promise((resolve) => setTimeout(resolve));
      await db.transaction('rw', db.history, async () => {
        const before = await db.history.get(key);
        // A lookup with a place replaces the place whole: a PDF's title never sits beside a page's address.
        const place = sentence || page ? { sentence, title, url: page?.url, site: page?.site } : undefined;
        const { sentence: _s, title: _t, url: _u, site: _site, ...kept } = before ?? {};
        const entry: LookedUpWord = {
          ...(place ? kept : before),
          key,
          headword: answer.word,
          asked: answer.query,
          count: (before?.count ?? 0) + 1,
          firstAt: before?.firstAt ?? at,
          lastAt: at,
          ...shownDefinition(answer),
          // A lookup without a place (from the popup's box) keeps the last one it had.
          ...(place && Object.fromEntries(Object.entries(place).filter(([, v]) => v !== undefined))),
        };
        await db.history.put(entry);
      });
      changed([{ key, at }]);
      return true;
    },

    async page(filter: HistoryFilter, skip: number, limit: number) {
      const found = await matching(filter);
      const sites = [...new Set((await newestFirst()).flatMap((entry) => (entry.site ? [entry.site] : [])))].sort();
      return { total: found.length, entries: found.slice(skip, skip + limit), sites };
    },

    all: matching,

    async remove(keys: readonly string[]): Promise<void> {
      await db.history.bulkDelete([...keys]);
      const at = now();
      changed(keys.map((key) => ({ key, at })));
    },

    async clear(): Promise<void> {
      const keys = await db.transaction('rw', db.history, async () => {
        const all = await db.history.toCollection().primaryKeys();
        await db.history.clear();
        return all;
      });
      const at = now();
      changed(keys.map((key) => ({ key, at })));
    },

    /** The entries of `keys` as they are here (a key removed here has none), without their keys. */
    async read(keys: readonly string[]): Promise<Map<string, Omit<LookedUpWord, 'key'>>> {
      const entries = await db.history.bulkGet([...keys]);
      return new Map(entries.flatMap((entry) => (entry ? [[entry.key, withoutKey(entry)] as const] : [])));
    },

    /** Every entry's key and when it last changed (its last lookup). */
    async touches(): Promise<RecordTouch[]> {
      return (await db.history.toArray()).map((entry) => ({ key: entry.key, at: entry.lastAt }));
    },

    /**
     * Entries changed elsewhere (the later change, by the service's clock): taken as they are,
     * except that an entry keeps the first time it was looked up here if that was earlier; a
     * deletion removes the entry.
     */
    async takeRemote(remote: readonly RemoteHistoryEntry[]): Promise<void> {
      if (remote.length === 0) return;
      await db.transaction('rw', db.history, async () => {
        const here = await db.history.bulkGet(remote.map((r) => r.key));
        const gone = remote.filter((r) => !r.data).map((r) => r.key);
        const kept = remote.flatMap((r, i) => {
          if (!r.data) return [];
          const firstAt = Math.min(r.data.firstAt, here[i]?.firstAt ?? r.data.firstAt);
          return [{ ...r.data, key: r.key, firstAt }];
        });
        await db.history.bulkDelete(gone);
        await db.history.bulkPut(kept);
      });
      changed();
    },
  };
}

export type History = ReturnType<typeof createHistory>;
