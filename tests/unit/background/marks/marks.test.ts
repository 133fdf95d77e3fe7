import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMarks, type MarkScripts } from '../../../../lib/background/marks/marks';
import { createReview, type Review } from '../../../../lib/background/review/review';
import { BROWSER_LISTS, openDatabase, type GlossaDatabase } from '../../../../lib/background/store/db';
import { createSyncEngine, type SyncEngine } from '../../../../lib/background/sync/engine';
import { DEFAULT_SETTINGS, type Settings } from '../../../../lib/shared/settings/settings';

describe('the words marked on pages', () => {
  let db: GlossaDatabase;
  let sync: SyncEngine;
  let review: Review;
  let settings: Settings;
  let followed: { on: boolean; unmarkedSites: readonly string[] }[];
  let versions: string[];
  const scripts: MarkScripts = {
    follow: (state) => Promise.resolve(void followed.push(state)),
    changed: (version) => Promise.resolve(void versions.push(version)),
    stoppedIn: () => Promise.resolve(undefined),
  };

  beforeEach(() => {
    db = openDatabase(`marks-${Math.random()}`);
    // No account: the lists are this browser's own.
    sync = createSyncEngine({ db, client: () => undefined, account: () => undefined, budget: { permit: () => ({ ok: true }) } as never });
    review = createReview({ db, owner: () => BROWSER_LISTS });
    settings = { ...DEFAULT_SETTINGS };
    followed = [];
    versions = [];
  });
  afterEach(() => db.delete());

  const marks = () => createMarks({ review, sync, settings: () => settings, scripts });

  it('gives a page the words of the lists that mark, once each, by state; nothing where marks are off or not wanted', async () => {
    const reading = await sync.createList({ name: 'Reading' });
    const travel = await sync.createList({ name: 'Travel' });
    await sync.addWords(reading.localId, ['daughter', 'entail', 'give up', 'Paris']);
    await sync.addWords(travel.localId, ['daughter', 'harbour']);
    settings = { ...settings, unmarkedLists: [travel.localId] };
    const m = marks();
    const set = await m.markSet('https://example.org/novel.html');
    // A phrase is not marked; a name keeps its capital; a word only in a list that does not mark is left out.
    expect(set).toEqual({ new: expect.arrayContaining(['daughter', 'entail', 'Paris']) as string[] });
    expect(set.new).toHaveLength(3);

    settings = { ...settings, unmarkedSites: ['example.org'] };
    expect(await m.markSet('https://www.example.org/a')).toEqual({});
    expect((await m.markSet('https://example.com/a')).new).toHaveLength(3);
    settings = { ...settings, unmarkedSites: [], excludedSites: ['example.com'] };
    expect(await m.markSet('https://example.com/a')).toEqual({});
    settings = { ...settings, marks: false };
    expect(await m.markSet('https://example.org/a')).toEqual({});
  });

  it('tells which lists hold a word, or the headword of its form, and its state', async () => {
    const reading = await sync.createList({ name: 'Reading' });
    const travel = await sync.createList({ name: 'Travel' });
    await sync.addWords(reading.localId, ['daughter']);
    await sync.addWords(travel.localId, ['daughter', 'go']);
    const m = marks();
    expect(await m.keptWord('daughters')).toEqual({ lists: expect.arrayContaining(['Reading', 'Travel']) as string[], state: 'new' });
    expect(await m.keptWord('went')).toEqual({ lists: ['Travel'], state: 'new' });
    expect(await m.keptWord('harbour')).toBeUndefined();
  });

  it("gives a page a word's irregular forms with it, in its state, so that the page loads no table of them", async () => {
    const reading = await sync.createList({ name: 'Reading' });
    await sync.addWords(reading.localId, ['go', 'goose', 'smite']);
    const set = await marks().markSet('https://example.org/a');
    expect(set.new).toEqual(expect.arrayContaining(['go', 'went', 'gone', 'goose', 'geese', 'smite', 'smote']) as string[]);
  });

  it("takes each word's state from the review: a word the reader knows is not marked unless asked for", async () => {
    const reading = await sync.createList({ name: 'Reading' });
    await sync.addWords(reading.localId, ['daughter', 'entail']);
    await review.reconcile();
    await review.know('entail');
    const m = marks();
    expect(await m.keptWord('entailed')).toEqual({ lists: ['Reading'], state: 'known' });
    expect(await m.markSet('https://example.org/a')).toEqual({ new: ['daughter'] });
    settings = { ...settings, markKnown: true };
    expect(await m.markSet('https://example.org/a')).toEqual({ new: ['daughter'], known: ['entail'] });
  });

  it('runs the marker only while there is something to mark, and tells pages each change', async () => {
    const m = marks();
    await m.refresh();
    expect(followed).toEqual([{ on: false, unmarkedSites: [] }]);
    const reading = await sync.createList({ name: 'Reading' });
    await sync.addWords(reading.localId, ['daughter']);
    await m.refresh();
    expect(followed.at(-1)).toEqual({ on: true, unmarkedSites: [] });
    // The same state again starts nothing anew, and tells pages the same version: none asks again.
    await m.refresh();
    expect(followed).toHaveLength(2);
    expect(versions).toHaveLength(3);
    expect(versions[2]).toBe(versions[1]);
    expect(versions[1]).not.toBe(versions[0]);
    await sync.addWords(reading.localId, ['entail']);
    await m.refresh();
    expect(versions.at(-1)).not.toBe(versions[2]);
    settings = { ...settings, unmarkedSites: ['example.org'] };
    await m.refresh();
    expect(followed.at(-1)).toEqual({ on: true, unmarkedSites: ['example.org'] });
    settings = { ...settings, unmarkedLists: [reading.localId] };
    await m.refresh();
    expect(followed.at(-1)).toEqual({ on: false, unmarkedSites: ['example.org'] });
  });
});
