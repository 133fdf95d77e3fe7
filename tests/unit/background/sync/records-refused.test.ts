/**
 * Records the service refuses (sync/records-push.ts, sync/pieces.ts): a body too large for
 * something on the way is sent in halves; what is refused even so stays in this browser, kept
 * as refused, and the status says so; let be, it leaves the outbox and stays here.
 */
import { describe, expect, it } from 'vitest';
import { answer, setUp } from './records-setup';

describe('records the service refuses', () => {
  /** Lookups of these words, told to the engine. */
  async function lookUp(b: ReturnType<typeof setUp>, words: readonly string[]) {
    for (const word of words) await b.history.record(answer(word), {});
    await b.queuedAll();
    // The drains they set off are over.
    await b.engine.drain();
  }

  it('a body too large for a proxy (413) is sent again in halves, down to one record; one too large alone is kept, refused, and shown', async () => {
    const b = setUp();
    const words = Array.from({ length: 8 }, (_, i) => `word${i}`);
    b.hold();
    await lookUp(b, words);
    // A proxy that takes at most two records a call, and never the one whose sentence is long.
    b.service.refusal = {
      status: 413,
      message: 'Request Entity Too Large',
      refuses: (records) => records.length > 2 || records.some((r) => r.key === 'word5'),
    };
    // Eight lookups waiting (made offline, say): one call's worth.
    await b.tell();
    await b.engine.drain({ ignoreBackoff: true });
    expect(b.tried.map((put) => put.length)).toEqual([8, 4, 2, 2, 4, 2, 1, 1, 2]);
    expect(b.sent.flat().map((r) => r.key)).toEqual(words.filter((w) => w !== 'word5'));
    const status = await b.engine.status();
    expect(status.lastError).toMatch(/Request Entity Too Large/);
    expect(status.pending).toBe(1);
    expect(status.refusedRecords).toEqual([{ seq: expect.any(Number), count: 1, reason: 'Request Entity Too Large' }]);
    // It stays here, and later lookups are not held back by it.
    expect(await b.db.history.get('word5')).toBeDefined();
    b.service.refusal = undefined;
    await lookUp(b, ['later']);
    await b.engine.drain();
    expect(b.sent.flat().at(-1)).toMatchObject({ key: 'later' });
    expect((await b.engine.status()).refusedRecords).toHaveLength(1);
  });

  it('an account at its cap (409): the records stay here, their changes kept as refused with the reason, never “nothing waiting”; tried again, they go', async () => {
    const b = setUp();
    b.service.refusal = {
      status: 409,
      message: 'An account may keep at most 6 records: nothing of this change was kept',
      refuses: () => true,
    };
    await lookUp(b, ['tern', 'gull']);
    await b.engine.drain();
    const status = await b.engine.status();
    expect(status.pending).toBeGreaterThan(0);
    expect(status.refusedRecords).toEqual([{ seq: expect.any(Number), count: 2, reason: expect.stringMatching(/at most 6 records/) }]);
    expect(status.lastError).toMatch(/did not keep some of your history and review \(An account may keep at most 6 records/);
    expect(await b.db.history.count()).toBe(2);

    // Not sent again by itself: a sync costs no call for it.
    const puts = b.tried.length;
    await b.engine.drain({ ignoreBackoff: true });
    expect(b.tried).toHaveLength(puts);

    b.service.refusal = undefined;
    const seq = status.refusedRecords?.[0]?.seq ?? -1;
    await b.engine.retryRefused(seq);
    await b.engine.drain();
    expect(
      b.sent
        .flat()
        .map((r) => r.key)
        .sort(),
    ).toEqual(['gull', 'tern']);
    expect(await b.engine.status()).toMatchObject({ pending: 0 });
    expect((await b.engine.status()).refusedRecords).toBeUndefined();
  });

  it('refused records let be leave the outbox and stay in this browser', async () => {
    const b = setUp();
    b.service.refusal = { status: 409, message: 'Full', refuses: () => true };
    await lookUp(b, ['skua']);
    await b.engine.drain();
    const seq = (await b.engine.status()).refusedRecords?.[0]?.seq ?? -1;
    const after = await b.engine.discardRefused(seq);
    expect(after).toMatchObject({ pending: 0 });
    expect(after.refusedRecords).toBeUndefined();
    expect(await b.db.history.get('skua')).toBeDefined();
  });
});
