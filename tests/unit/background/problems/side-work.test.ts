/**
 * Work done on the side, with nobody waiting for it, that fails is recorded and shown: the
 * history, the review and the sync engine run as they are over a database one of whose tables
 * refuses writes (a Dexie hook that throws, as a full disk would), and the options page's
 * `problems` message finds the failure. The answer the reader waited for is not held back.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../lib/background/handlers';
import type { HandlerDeps } from '../../../../lib/background/handlers/types';
import { createRouter } from '../../../../lib/background/router';
import { createHistory } from '../../../../lib/background/history/history';
import { createProblemLog } from '../../../../lib/background/problems/problems';
import { createReview } from '../../../../lib/background/review/review';
import { createSyncEngine, type SyncDeps } from '../../../../lib/background/sync/engine';
import { BROWSER_LISTS, openDatabase, type GlossaDatabase } from '../../../../lib/background/store/db';
import type { LookupAnswer } from '../../../../lib/shared/messages/answers';
import type { Problem } from '../../../../lib/shared/messages/problem';
import type { SenderInfo } from '../../../../lib/background/sender-info';

let databases = 0;

const inPage: SenderInfo = { fromExtensionPage: false, pageUrl: 'https://books.example/pp.html' };
const optionsPage: SenderInfo = { fromExtensionPage: true };
const sense = { text: 'a lavish dance requiring formal attire', partOfSpeech: 'noun', dictionary: 'wordnet', id: '2' };

function answerFor(word: string): LookupAnswer {
  return {
    query: word,
    word,
    found: true,
    definitions: [{ word, text: 'A formal dance.', partOfSpeech: 'noun' }],
    pronunciations: [],
    suggestions: [],
    stale: false,
    storedAt: 0,
    credit: { name: 'Glossa server', url: 'http://x' },
  } as LookupAnswer;
}

/** Makes every write to `table` fail, as a full disk would. */
function refuseWrites(table: GlossaDatabase['history'] | GlossaDatabase['cards'], message: string) {
  const refuse = () => {
    throw new Error(message);
  };
  table.hook('creating', refuse);
  table.hook('updating', refuse);
}

function background() {
  const db = openDatabase(`side-work-test-${++databases}`);
  const problems = createProblemLog({ db });
  const review = createReview({ db, owner: () => BROWSER_LISTS });
  const sync = createSyncEngine({
    db,
    client: () => undefined,
    account: () => undefined,
    budget: { permit: () => ({ ok: true }) } as unknown as SyncDeps['budget'],
    failed: problems.failed('syncDrain'),
  });
  const history = createHistory({ db, mode: () => 'on' });
  // The service is the edge: lookups are answered here.
  const lookup = { lookup: vi.fn(async (word: string) => answerFor(word)) };
  const deps = { sync, review, history, lookup, problems, settings: { read: async () => ({ history: 'on' }) } };
  const route = createRouter(createHandlers(deps as unknown as HandlerDeps));
  const ok = async <T = never>(message: unknown, sender: SenderInfo = inPage): Promise<T> => {
    const answer = await route(message, sender);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data as T;
  };
  /** What the options page is shown, once a problem is there. */
  const shown = () => vi.waitFor(async () => expect(await ok<Problem[]>({ type: 'problems' }, optionsPage)).not.toEqual([]));
  return { db, ok, route, shown };
}

describe('work done on the side that fails', () => {
  it('a lookup the history could not keep: the lookup is answered, and the problem shown', async () => {
    const { db, ok, shown } = background();
    refuseWrites(db.history, 'QuotaExceededError: the disk is full');
    expect(await ok<LookupAnswer>({ type: 'lookup', word: 'ball', from: 'bubble', context: { sentence: 'A ball.' } })).toMatchObject({
      word: 'ball',
      found: true,
    });
    await shown();
    expect(await ok({ type: 'problems' }, optionsPage)).toMatchObject([
      { task: 'historyRecord', message: 'QuotaExceededError: the disk is full', count: 1 },
    ]);
    expect(await db.history.count()).toBe(0);
  });

  it('a sense and sentence the review card could not keep: the word is added, and the problem shown', async () => {
    const { db, ok, shown } = background();
    const list: { localId: string } = await ok({ type: 'createList', name: 'Austen' });
    refuseWrites(db.cards, 'the disk is full');
    await ok({ type: 'addWords', listId: list.localId, words: ['ball'], context: { sentence: 'A ball at Netherfield.' }, sense });
    await shown();
    expect(await ok({ type: 'problems' }, optionsPage)).toMatchObject([{ task: 'reviewMeet', message: 'the disk is full' }]);
    // The list keeps the word: only the card's part failed.
    expect((await ok<{ words: { word: string }[] }>({ type: 'listWords', listId: list.localId }, optionsPage)).words).toMatchObject([
      { word: 'ball' },
    ]);
  });

  it('is cleared from the options page, and only from an extension page', async () => {
    const { db, ok, route, shown } = background();
    refuseWrites(db.history, 'the disk is full');
    await ok({ type: 'lookup', word: 'ball', from: 'bubble' });
    await shown();
    expect(await route({ type: 'problems' }, inPage)).toMatchObject({ ok: false });
    expect(await route({ type: 'clearProblems' }, inPage)).toMatchObject({ ok: false });
    await ok({ type: 'clearProblems' }, optionsPage);
    expect(await ok({ type: 'problems' }, optionsPage)).toEqual([]);
  });
});
