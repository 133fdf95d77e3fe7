/**
 * The lookup history, recorded in the background where the `lookup` message is handled:
 * what a bubble lookup keeps (word, headword, count, sentence, page), what a private
 * window's tab keeps (nothing), what "words only" and "off" keep, and how it is read.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../lib/background/handlers';
import type { HandlerDeps } from '../../../../lib/background/handlers/types';
import { createRouter } from '../../../../lib/background/router';
import { createHistory } from '../../../../lib/background/history/history';
import { createProblemLog } from '../../../../lib/background/problems/problems';
import type { LookupAnswer } from '../../../../lib/shared/messages/answers';
import type { HistoryMode } from '../../../../lib/shared/settings/choices';
import { openDatabase } from '../../../../lib/background/store/db';

let databases = 0;

function answerFor(query: string): LookupAnswer {
  const word = query.replace(/s$/, '');
  return {
    query,
    word,
    found: true,
    definitions: [{ word, text: `A <i>small</i> ${word}.`, partOfSpeech: 'noun', attributionText: 'from WordNet 3.1' }],
    pronunciations: [],
    suggestions: [],
    stale: false,
    storedAt: 0,
    credit: { name: 'Glossa server', url: 'http://x' },
  } as LookupAnswer;
}

function background(mode: HistoryMode = 'on') {
  const db = openDatabase(`history-test-${++databases}`);
  let clock = Date.parse('2026-01-05T10:00:00Z');
  const settings = { mode };
  const history = createHistory({ db, mode: () => settings.mode, now: () => (clock += 1000) });
  const lookup = { lookup: vi.fn(async (word: string) => answerFor(word)) };
  const problems = createProblemLog({ db });
  const route = createRouter(createHandlers({ lookup, history, problems } as unknown as HandlerDeps));
  /** Lookups record on the side: wait until the history holds `count` lookups in all. */
  const settled = (count: number) =>
    vi.waitFor(async () => expect((await db.history.toArray()).reduce((n, e) => n + e.count, 0)).toBe(count));
  return { db, history, route, settings, settled };
}

const bubble = (word: string, sentence: string) => ({
  type: 'lookup',
  word,
  from: 'bubble',
  context: { sentence, title: 'Birds of Ohio' },
});
const inPage = { fromExtensionPage: false, pageUrl: 'https://user:secret@birds.example/ohio?x=1#top' };
const inPrivatePage = { ...inPage, pageUrl: 'https://private.example/', isPrivate: () => Promise.resolve(true) };

describe('the lookup history', () => {
  it('keeps a bubble lookup: the word, the headword, when, how often, the sentence, title and address', async () => {
    const { db, route, settled } = background();
    expect(await route(bubble('wrens', 'Two wrens sang.'), inPage)).toMatchObject({ ok: true });
    await route(bubble('wren', 'A wren nests low.'), inPage);
    await settled(2);
    expect(await db.history.toArray()).toEqual([
      {
        key: 'wren',
        headword: 'wren',
        asked: 'wren',
        count: 2,
        firstAt: Date.parse('2026-01-05T10:00:01Z'),
        lastAt: Date.parse('2026-01-05T10:00:02Z'),
        sentence: 'A wren nests low.',
        title: 'Birds of Ohio',
        // Without the credentials and the fragment.
        url: 'https://birds.example/ohio?x=1',
        site: 'birds.example',
        definition: '(noun) A small wren.',
        attribution: 'from WordNet 3.1',
      },
    ]);
  });

  it('keeps each lookup’s place whole: a later place without an address leaves no earlier address beside its title', async () => {
    const { db, route, settled } = background();
    await route(bubble('wren', 'A wren nests low.'), inPage);
    // Then in a document with no web address (a PDF picked from this computer), under its own title.
    await route(
      { ...bubble('wren', 'The wren is small.'), context: { sentence: 'The wren is small.', title: 'Field notes' } },
      {
        fromExtensionPage: true,
      },
    );
    await settled(2);
    const [entry] = await db.history.toArray();
    expect(entry).toMatchObject({ sentence: 'The wren is small.', title: 'Field notes', count: 2 });
    expect(entry?.url).toBeUndefined();
    expect(entry?.site).toBeUndefined();
    // A lookup with no place at all (the popup's box) keeps the last place.
    await route({ type: 'lookup', word: 'wren', from: 'popup' }, { fromExtensionPage: true });
    await settled(3);
    expect((await db.history.toArray())[0]).toMatchObject({ sentence: 'The wren is small.', title: 'Field notes' });
  });

  it('keeps nothing from a private window’s tab', async () => {
    const { db, route, settled } = background();
    expect(await route(bubble('owl', 'An owl in the dark.'), inPrivatePage)).toMatchObject({ ok: true, data: { word: 'owl' } });
    await route(bubble('heron', 'A heron waits.'), inPage);
    await settled(1);
    expect((await db.history.toArray()).map((e) => e.headword)).toEqual(['heron']);
  });

  it('keeps words only, or nothing, as the user chose; lookups not from the bubble or popup are not kept', async () => {
    const { db, route, settings, settled } = background('words');
    await route(bubble('kite', 'A kite hovers.'), inPage);
    await settled(1);
    expect(await db.history.get('kite')).not.toHaveProperty('sentence');
    expect(await db.history.get('kite')).not.toHaveProperty('url');
    settings.mode = 'off';
    await route(bubble('crane', 'A crane stands.'), inPage);
    settings.mode = 'on';
    await route({ type: 'lookup', word: 'exported' }, { fromExtensionPage: true });
    await route({ type: 'lookup', word: 'swift', from: 'popup' }, { fromExtensionPage: true });
    await settled(2);
    expect((await db.history.toArray()).map((e) => e.headword).sort()).toEqual(['kite', 'swift']);
  });

  it('reads newest first, searched and filtered by site and date; removes one or all', async () => {
    const { history, route, settled } = background();
    await route(bubble('wren', 'A wren nests low.'), inPage);
    await route(bubble('owl', 'An owl hoots.'), { fromExtensionPage: false, pageUrl: 'https://night.example/' });
    await route(bubble('lark', 'The lark rises.'), inPage);
    await settled(3);
    const all = await history.page({ query: '' }, 0, 10);
    expect(all.entries.map((e) => e.headword)).toEqual(['lark', 'owl', 'wren']);
    expect(all.sites).toEqual(['birds.example', 'night.example']);
    expect((await history.page({ query: 'HOOTS' }, 0, 10)).entries.map((e) => e.headword)).toEqual(['owl']);
    expect((await history.page({ query: '', site: 'birds.example' }, 0, 10)).entries.map((e) => e.headword)).toEqual(['lark', 'wren']);
    const since = all.entries[1]?.lastAt ?? 0;
    expect((await history.page({ query: '', since }, 0, 10)).total).toBe(2);
    expect((await history.page({ query: '' }, 1, 1)).entries.map((e) => e.headword)).toEqual(['owl']);
    await history.remove(['owl']);
    expect((await history.all({ query: '' })).map((e) => e.headword)).toEqual(['lark', 'wren']);
    await history.clear();
    expect(await history.all({ query: '' })).toEqual([]);
  });
});
