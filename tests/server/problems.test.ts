/**
 * The log of problems with the background put together as the service worker runs it, against
 * the real Glossa server: signed in, a lookup is kept in the history and its record queued to
 * follow the account. When the queue cannot be written (the outbox refuses writes, as a full disk
 * would), the lookup is still answered and kept, and the options page is shown the problem.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground, type Engines } from '../../lib/background/start.ts';
import type { Answer } from '../../lib/shared/messages/answers.ts';
import type { Problem } from '../../lib/shared/messages/problem.ts';
import { openDatabase } from '../../lib/background/store/db.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
let background: Engines;
const optionsPage = { fromExtensionPage: true };
const page = { fromExtensionPage: false, pageUrl: 'https://example.org/' };

async function ask<T = unknown>(message: unknown, sender: { fromExtensionPage: boolean; pageUrl?: string } = optionsPage): Promise<T> {
  const answer = (await background.route(message, sender)) as Answer<T>;
  if (!answer.ok) throw new Error(`${answer.error.kind}: ${answer.error.message}`);
  return answer.data;
}

beforeAll(async () => {
  t = await startTestServer();
  fakeBrowser.reset();
  await fakeBrowser.storage.sync.set({ settings: { baseUrl: t.baseUrl } });
  await fakeBrowser.storage.local.set({ secrets: { apiKey: t.apiKey } });
  background = await startBackground({ db: openDatabase(`problems-test-${Date.now()}`) });
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

describe('the log of problems, the background whole', () => {
  it('shows a lookup whose record could not be queued to follow the account', async () => {
    await ask({ type: 'signIn', username: ANN.username, password: ANN.password });
    await vi.waitFor(async () => expect(await ask({ type: 'recordsHome' })).toMatchObject({ kind: 'account' }));
    const refuse = () => {
      throw new Error('QuotaExceededError: the disk is full');
    };
    background.db.outbox.hook('creating', refuse);
    background.db.outbox.hook('updating', refuse);

    expect(await ask({ type: 'lookup', word: 'wolves', from: 'bubble' }, page)).toMatchObject({ word: 'wolf', found: true });
    await vi.waitFor(async () => expect(await ask<Problem[]>({ type: 'problems' })).not.toEqual([]), { timeout: 5000 });
    expect(await ask({ type: 'problems' })).toMatchObject([{ task: 'recordsChanged', message: 'QuotaExceededError: the disk is full' }]);
    // The history kept it: only its queueing failed.
    expect(await ask({ type: 'history' })).toMatchObject({ entries: [{ headword: 'wolf' }] });
  });
});
