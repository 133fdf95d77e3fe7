/**
 * A service's limits met by a sync, against the real server with small limits: words and a
 * list made offline beyond them are kept in the browser, and the refused changes say what did
 * not fit and why; nothing is dropped.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import { createClient } from '../../lib/shared/api/index.ts';
import { createBudgetWatcher } from '../../lib/background/rate/budget.ts';
import { accountId, openDatabase } from '../../lib/background/store/db.ts';
import { createSyncEngine } from '../../lib/background/sync/engine.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database, { limits: { listsPerUser: 2, wordsPerList: 1_500 } }));
    ({ token } = await t.client().authenticatePost({ username: ANN.username, body: ANN.password }));
  });
  afterAll(() => t.close());

  it('keeps words and a list beyond the limits in the browser, and says which did not fit and why', async () => {
    let online = false;
    const client = createClient({
      baseUrl: t.baseUrl,
      apiKey: t.apiKey,
      apiKeyIn: 'header',
      authToken: token,
      fetch: (input, init) => (online ? fetch(input, init) : Promise.reject(new TypeError('fetch failed'))),
    });
    const engine = createSyncEngine({
      db: openDatabase(`sync-limits-${Date.now()}`),
      client: () => client,
      account: () => ({ account: accountId(t.baseUrl, ANN.username), service: { baseUrl: t.baseUrl, apiKey: t.apiKey } }),
      budget: createBudgetWatcher(),
      now: Date.now,
    });

    // Offline: 2,000 words into one list (the server keeps 1,500), and three lists (it keeps two).
    const big = await engine.createList({ name: 'Big' });
    const words = Array.from({ length: 2_000 }, (_, i) => `w${String(i).padStart(4, '0')}`);
    await engine.addWords(big.localId, words.slice(0, 1_000));
    await engine.addWords(big.localId, words.slice(1_000));
    await engine.createList({ name: 'Second' });
    const third = await engine.createList({ name: 'Third' });
    await engine.addWords(third.localId, ['kept', 'too']);

    online = true;
    const status = await engine.syncNow({ ignoreBackoff: true });

    // Nothing is lost here: every word and list is still in the browser.
    const lists = await engine.lists();
    expect(lists.map((l) => [l.name, l.numberWordsInList]).sort()).toEqual([
      ['Big', 2_000],
      ['Second', 0],
      ['Third', 2],
    ]);
    // What did not fit is shown, with the service's reason.
    const refused = status.refused ?? [];
    // The words go in pieces; the ones past the 1,500th are refused (and only those).
    expect(refused.map((r) => [r.listName, r.kind, r.words?.length ?? 0])).toEqual([
      ['Big', 'addWords', 500],
      ['Third', 'create', 0],
    ]);
    expect(refused.find((r) => r.kind === 'addWords')?.reason).toMatch(/at most 1500 words/);
    expect(refused.find((r) => r.kind === 'create')?.reason).toMatch(/lists/);

    // The server has what fitted.
    const onServer = await t.client({ authToken: token }).getWordListsForLoggedInUser();
    expect(onServer.map((l) => [l.name, l.numberWordsInList]).sort()).toEqual([
      ['Big', 1_500],
      ['Second', 0],
    ]);
  }, 60_000);
});
