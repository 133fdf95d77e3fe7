/**
 * What one account or a flood of requests may take: lists per user, words per list, and
 * speech synthesized at once. Each limit is an option of the server; refusals have the
 * contract's error shape, and a status that says a limit was met (409, 429), never 400,
 * which a client takes for a request that can never succeed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { createClient } from '../../lib/shared/api/index.ts';
import { createJobQueue } from '../../server/rules/job-queue.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { failure } from '../support/failure.ts';
import { words } from '../support/word-items.ts';

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  let ann: ReturnType<typeof createClient>;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(
      await onDatabase(database, {
        audio: true,
        // One key may take every waiting place here: each key's share of them is audio-turns.test.ts's.
        limits: { listsPerUser: 3, wordsPerList: 5, audioJobs: { concurrency: 1, waiting: 2, waitingPerKey: 2 } },
      }),
    );
    token = (await t.client().authenticatePost({ username: ANN.username, body: ANN.password })).token;
    ann = t.client({ authToken: token });
  });
  afterAll(() => t.close());

  describe('lists per user', () => {
    it('refuses one more list with 409 and says why; deleting one makes room', async () => {
      const made = [];
      for (const name of ['One', 'Two', 'Three']) made.push((await ann.createWordList({ body: { name } })).permalink ?? '');
      const refused = await failure(ann.createWordList({ body: { name: 'Four' } }));
      expect(refused).toMatchObject({ status: 409, kind: 'bad-request' });
      expect(refused.serverMessage).toBe('An account may have at most 3 word lists: delete one to make another');
      await ann.deleteWordList({ wordListId: made[0] ?? '' });
      expect((await ann.createWordList({ body: { name: 'Four' } })).name).toBe('Four');
    });
  });

  describe('words per list', () => {
    it('refuses an addition that would not fit, all of it, with 409; words already there do not count twice', async () => {
      const lists = await ann.getWordListsForLoggedInUser();
      const id = lists[0]?.permalink ?? '';
      await ann.addWordsToWordList({ wordListId: id, body: words('a', 'b', 'c', 'd') });
      const refused = await failure(ann.addWordsToWordList({ wordListId: id, body: words('e', 'f') }));
      expect(refused).toMatchObject({ status: 409, kind: 'bad-request' });
      expect(refused.serverMessage).toBe('A word list may hold at most 5 words: this one has 4, and 2 more do not fit');
      // In the contract's error shape.
      const raw = await fetch(`${t.baseUrl}/wordList.json/${id}/words`, {
        method: 'POST',
        headers: { api_key: t.apiKey, auth_token: token, 'content-type': 'application/json' },
        body: JSON.stringify(words('e', 'f')),
      });
      expect([raw.status, await raw.json()]).toEqual([
        409,
        { statusCode: 409, error: 'Conflict', message: 'A word list may hold at most 5 words: this one has 4, and 2 more do not fit' },
      ]);
      expect((await ann.getWordListById({ wordListId: id })).numberWordsInList).toBe(4);
      await ann.addWordsToWordList({ wordListId: id, body: words('a', 'e') });
      expect((await ann.getWordListById({ wordListId: id })).numberWordsInList).toBe(5);
    });
  });

  // Speech takes no part of the database: its limit is tested once, on the embedded one.
  describe.runIf(database === 'SQLite')('speech synthesized at once', () => {
    it('runs a capped number of jobs, queues a few, and refuses the rest of a flood with 429', async () => {
      if (!t.server.audio.available) return; // CI has espeak-ng and lame (audio.test.ts)
      const flood = [
        'apple',
        'brook',
        'cedar',
        'delta',
        'ember',
        'fjord',
        'grove',
        'heron',
        'iris',
        'jade',
        'kite',
        'lemon',
        'maple',
        'north',
        'olive',
        'pearl',
      ];
      const answers = await Promise.all(
        flood.map((word) => {
          const asked = t.client().getAudio({ word });
          return asked.then(
            // The two voices' files (a word read two ways has a file for each reading besides).
            (files) => files.filter((file) => !file.description).length,
            () => failure(asked),
          );
        }),
      );
      const refused = answers.filter((answer) => typeof answer !== 'number');
      // One running and two waiting get their audio (a US and a UK voice each); the others are refused.
      expect(answers.filter((answer) => answer === 2).length).toBeGreaterThanOrEqual(3);
      expect(refused.length).toBeGreaterThan(0);
      for (const error of refused) {
        expect(error).toMatchObject({ status: 429, serverMessage: 'Too many words are being spoken at once: try again in a few seconds' });
      }
      // Once the flood has passed, every word can be spoken.
      for (const word of flood) expect((await t.client().getAudio({ word })).filter((file) => !file.description)).toHaveLength(2);
    });
  });
});

describe('the job queue', () => {
  it('never runs more jobs at once than its cap, runs the waiting ones in turn, and refuses beyond', async () => {
    const queue = createJobQueue({ concurrency: 2, waiting: 3, waitingPerKey: 3 });
    let running = 0;
    let most = 0;
    const job = async () => {
      running++;
      most = Math.max(most, running);
      // 20 ms of the fake clock set below, which the test runs to the end of every job: no real wait.
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      return 'done';
    };
    vi.useFakeTimers();
    try {
      const started = Array.from({ length: 8 }, () => queue.run('key', job));
      expect(started.filter((outcome) => outcome === 'queue-full')).toHaveLength(3);
      const outcomes = Promise.all(started.filter((outcome) => typeof outcome !== 'string'));
      await vi.runAllTimersAsync();
      expect(await outcomes).toEqual(['done', 'done', 'done', 'done', 'done']);
      expect(most).toBe(2);
      // Failures free their slot too.
      await expect(queue.run('key', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
      const last = queue.run('key', job);
      await vi.runAllTimersAsync();
      expect(await last).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes turns between keys, each holding at most its share of the waiting places', async () => {
    const queue = createJobQueue({ concurrency: 1, waiting: 4 }); // a quarter: one waiting place a key
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    vi.useFakeTimers();
    try {
      const flood = ['a1', 'a2', 'a3', 'a4'].map((name) => queue.run('a', job(name)));
      expect(flood.map((outcome) => (typeof outcome === 'string' ? outcome : 'taken'))).toEqual([
        'taken', // runs
        'taken', // waits
        'key-share-full',
        'key-share-full',
      ]);
      const others = [queue.run('b', job('b1')), queue.run('c', job('c1'))];
      expect(others.every((outcome) => typeof outcome !== 'string')).toBe(true);
      await vi.runAllTimersAsync();
      await Promise.all([...flood, ...others].filter((outcome) => typeof outcome !== 'string'));
      // The keys that had not had a turn go before the flood's waiting job.
      expect(order).toEqual(['a1', 'b1', 'c1', 'a2']);
      // A full line refuses every key, its share unused or not.
      const full = createJobQueue({ concurrency: 1, waiting: 2, waitingPerKey: 2 });
      const taken = [full.run('a', job('x')), full.run('a', job('y')), full.run('a', job('z'))];
      expect(full.run('b', job('w'))).toBe('queue-full');
      await vi.runAllTimersAsync();
      await Promise.all(taken.filter((outcome) => typeof outcome !== 'string'));
    } finally {
      vi.useRealTimers();
    }
  });
});
