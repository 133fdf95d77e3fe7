/**
 * The log of problems: a failure is kept with when, what, why in a reader's words and the
 * error's own message, newest first; the
 * same failure again is counted, not repeated; only the last 100 stay; nothing secret is kept;
 * and a log that cannot be written fails nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProblemLog, MAX_PROBLEMS, scrubbed } from '../../../../lib/background/problems/problems';
import { ApiError } from '../../../../lib/shared/api';
import { openDatabase } from '../../../../lib/background/store/db';

let databases = 0;

function log() {
  const db = openDatabase(`problems-test-${++databases}`);
  let clock = Date.parse('2026-03-01T09:00:00Z');
  const changes = { count: 0 };
  const problems = createProblemLog({ db, now: () => (clock += 1000), onChange: () => changes.count++ });
  return { db, problems, changes };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the log of problems', () => {
  it('keeps when, what and the message, newest first, and says it changed', async () => {
    const { problems, changes } = log();
    problems.record('historyRecord', new Error('The disk is full'));
    problems.failed('reviewMeet')(new TypeError("Cannot read properties of undefined (reading 'filter')"));
    expect(await problems.list()).toEqual([
      {
        id: 2,
        at: Date.parse('2026-03-01T09:00:02Z'),
        task: 'reviewMeet',
        plain: 'Something went wrong in Glossa.',
        message: "TypeError: Cannot read properties of undefined (reading 'filter')",
        count: 1,
      },
      {
        id: 1,
        at: Date.parse('2026-03-01T09:00:01Z'),
        task: 'historyRecord',
        plain: 'Something went wrong in Glossa.',
        message: 'The disk is full',
        count: 1,
      },
    ]);
    expect(changes.count).toBe(2);
  });

  it("says why in a reader's words: the service's failures and the browser's storage", async () => {
    const { problems } = log();
    problems.record(
      'syncDrain',
      new ApiError('429 Too Many Requests', { kind: 'rate-limited', status: 429, operationId: 'L4', operationName: 'addWordsToList' }),
    );
    problems.record('historyRecord', Object.assign(new Error('Transaction aborted'), { name: 'QuotaExceededError' }));
    problems.record(
      'syncFreshen',
      new ApiError('refused', {
        kind: 'bad-request',
        status: 400,
        operationId: 'L2',
        operationName: 'getWordListWords',
        serverMessage: 'Invalid list name',
      }),
    );
    const kept = await problems.list();
    expect(kept.map(({ plain, message }) => [plain, message])).toEqual([
      ['Invalid list name', 'ApiError: getWordListWords (L2): refused'],
      [expect.stringMatching(/^The browser's storage for Glossa is full/), 'QuotaExceededError: Transaction aborted'],
      ['The service’s rate limit is reached for now.', 'ApiError: addWordsToList (L4): 429 Too Many Requests'],
    ]);
  });

  it('counts the same failure again as one problem, with its last time', async () => {
    const { problems } = log();
    for (let i = 0; i < 3; i++) problems.record('syncDrain', new Error('Failed to fetch'));
    problems.record('syncDrain', new Error('The service did not answer in time'));
    problems.record('syncDrain', new Error('Failed to fetch'));
    const kept = await problems.list();
    expect(kept.map(({ message, count }) => [message, count])).toEqual([
      ['Failed to fetch', 1],
      ['The service did not answer in time', 1],
      ['Failed to fetch', 3],
    ]);
    expect(kept[2]?.at).toBe(Date.parse('2026-03-01T09:00:03Z'));
  });

  it(`keeps the last ${MAX_PROBLEMS} only`, async () => {
    const { problems } = log();
    for (let i = 1; i <= MAX_PROBLEMS + 5; i++) problems.record('marksRefresh', new Error(`failure ${i}`));
    const kept = await problems.list();
    expect(kept).toHaveLength(MAX_PROBLEMS);
    expect(kept[0]?.message).toBe(`failure ${MAX_PROBLEMS + 5}`);
    expect(kept.at(-1)?.message).toBe('failure 6');
  });

  it('is cleared', async () => {
    const { problems, changes } = log();
    problems.record('dueBadge', new Error('no badge'));
    await problems.clear();
    expect(await problems.list()).toEqual([]);
    expect(changes.count).toBe(2);
  });

  it('keeps no key, token, password or address query', async () => {
    const { problems } = log();
    const key = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2';
    problems.record(
      'syncFreshen',
      new Error(`GET https://api.wordnik.com/v4/word.json/cat/definitions?api_key=${key}&limit=5#x failed; auth_token: 9f8e7d6c`),
    );
    problems.record(
      'syncDrain',
      'Authorization: Bearer eyJhbGciOi.abc.def; password=hunter2 sent to https://ann:pw@glossa.example/v4/account.json',
    );
    const messages = (await problems.list()).map((problem) => problem.message).join('\n');
    for (const secret of [key, 'api_key=', '9f8e7d6c', 'eyJhbGciOi', 'hunter2', 'ann:pw', 'limit=5'])
      expect(messages).not.toContain(secret);
    expect(messages).toContain('GET https://api.wordnik.com/v4/word.json/cat/definitions failed');
    expect(messages).toContain('https://glossa.example/v4/account.json');
  });

  it('leaves plain messages as they are, and cuts a long one', () => {
    expect(scrubbed('The service did not answer in time')).toBe('The service did not answer in time');
    expect(scrubbed('x'.repeat(2000).replace(/x/g, 'ab '))).toHaveLength(500);
  });

  it('fails nothing when it cannot be written itself: the console has the failure then', async () => {
    const { db, problems } = log();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db.problems.hook('creating', () => {
      throw new Error('The database is closed');
    });
    expect(() => problems.record('historyRecord', new Error('The disk is full'))).not.toThrow();
    await problems.settled();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('historyRecord failed (The disk is full)');
    expect(await problems.list()).toEqual([]);
  });

  it('keeps what was recorded before the background stopped, and nothing of the work its stop cut short', async () => {
    const { db, problems } = log();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    problems.record('historyRecord', new Error('The disk is full'));
    await problems.close();
    db.close();
    problems.record('marksRefresh', new Error('DatabaseClosedError: Database has been closed'));
    await problems.settled();
    expect(consoleError).not.toHaveBeenCalled();
    await db.open();
    expect((await db.problems.toArray()).map((p) => p.task)).toEqual(['historyRecord']);
  });
});
