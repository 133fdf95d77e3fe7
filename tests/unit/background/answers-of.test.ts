/**
 * What views are shown of what the background keeps: the lists, their words and the history
 * reach a view through the handlers as their answers, with nothing kept for the background
 * alone (a list's owner, its number on the service, a word's list and pending removal).
 */
import { expect, it } from 'vitest';
import { createHandlers } from '../../../lib/background/handlers';
import type { HandlerDeps } from '../../../lib/background/handlers/types';
import { createHistory } from '../../../lib/background/history/history';
import { createReview } from '../../../lib/background/review/review';
import { createRouter } from '../../../lib/background/router';
import { BROWSER_LISTS, openDatabase } from '../../../lib/background/store/db';
import { createProblemLog } from '../../../lib/background/problems/problems';
import { createSyncEngine, type SyncDeps } from '../../../lib/background/sync/engine';
import type { HistoryEntry, ListPage, ListSummary } from '../../../lib/shared/messages/answers';

function background() {
  const db = openDatabase(`answers-of-test-${Date.now()}`);
  const review = createReview({ db, owner: () => BROWSER_LISTS });
  const sync = createSyncEngine({
    db,
    client: () => undefined,
    account: () => undefined,
    budget: { permit: () => ({ ok: true }) } as unknown as SyncDeps['budget'],
  });
  const history = createHistory({ db, mode: () => 'on' });
  const problems = createProblemLog({ db });
  const deps = { sync, review, history, problems, settings: { read: async () => ({ history: 'on' }) } } as unknown as HandlerDeps;
  const route = createRouter(createHandlers(deps));
  const ok = async <T>(message: unknown): Promise<T> => {
    const answer = await route(message, { fromExtensionPage: true });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data as T;
  };
  return { db, ok };
}

it('shows a list and its words with the answer’s fields only', async () => {
  const { db, ok } = background();
  const made = await ok<ListSummary>({ type: 'createList', name: 'Birds' });
  expect(Object.keys(made).sort()).toEqual(['createdAt', 'localId', 'name', 'numberWordsInList', 'updatedAt']);
  await ok({ type: 'addWords', listId: made.localId, words: ['owl'] });
  await db.lists.update(made.localId, { permalink: 'birds', serverId: 7 });

  const [shown] = await ok<ListSummary[]>({ type: 'lists' });
  expect(shown).toEqual({ ...made, permalink: 'birds', numberWordsInList: 1, updatedAt: shown?.updatedAt });
  expect(shown).not.toHaveProperty('account');
  expect(shown).not.toHaveProperty('serverId');

  const page = await ok<ListPage>({ type: 'listWords', listId: made.localId, sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 10 });
  expect(page.total).toBe(1);
  expect(Object.keys(page.words[0] ?? {}).sort()).toEqual(['createdAt', 'word']);
});

it('shows a word of the history as kept, and the sense kept with it in the export', async () => {
  const { db, ok } = background();
  const looked = { key: 'owl', headword: 'owl', asked: 'owls', count: 2, firstAt: 1, lastAt: 2, site: 'books.example' };
  await db.history.put(looked);
  const page = await ok<{ entries: HistoryEntry[] }>({ type: 'history', query: '', skip: 0, limit: 10 });
  expect(page.entries).toEqual([looked]);

  const list = await ok<ListSummary>({ type: 'createList', name: 'Birds' });
  const sense = { text: 'a nocturnal bird of prey' };
  await ok({ type: 'addWords', listId: list.localId, words: ['owl'], sense });
  await expect.poll(async () => (await db.cards.toArray())[0]?.sense).toEqual(sense);
  expect(await ok<HistoryEntry[]>({ type: 'historyExport', query: '' })).toEqual([{ ...looked, kept: sense }]);
});
