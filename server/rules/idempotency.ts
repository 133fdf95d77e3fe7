/**
 * Changes done once (the operations the table marks `repeatable`, with an `Idempotency-Key`
 * header): a sync whose answer was lost sends the change again with the same key, and is
 * answered what the first request was answered, the change not made twice. The rules:
 *
 * - a key is the user's and the operation's: another user's or operation's key of the same
 *   text is another key;
 * - the first request with a key claims it (one request alone can, on either engine: the
 *   table's key) and is performed; its answer is kept with the key;
 * - the key sent again with the same request (its path, query and body, as checked; X7's
 *   `sentAt` aside, see `keyedRequest`) answers the kept answer; with another request it is
 *   refused (422), and nothing is performed;
 * - a request that meets its key claimed but not yet answered (the first is still being
 *   performed) waits for that answer, up to `waitMs`, and is then refused (409: send again);
 *   a claim left unanswered for `abandonedMs` (its server stopped) is taken over;
 * - a refusal or a failure is not kept: it changed nothing (each change is one transaction),
 *   so the key is let go and a repeat is performed afresh;
 * - keys are kept `IDEMPOTENCY_KEY.keptHours` and then forgotten, purged by the request that
 *   comes after they expire (at most once a minute per server).
 */
import { createHash } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { COMPAT_OPERATIONS, IDEMPOTENCY_KEY } from '../../lib/shared/api/index.ts';
import { Refusal } from '../shared/errors.ts';
import type { AppDatabase } from '../stores/app-db.ts';
import { createIdempotencyKeyStore, type KeyRef } from '../stores/idempotency-keys.ts';
import { createWriteWatch, type WriteWatch } from './app-db-writes.ts';

export interface IdempotencyTimes {
  /** How long a key and its answer are kept. */
  keptMs: number;
  /** How long a repeat waits for the first request's answer. */
  waitMs: number;
  /** After how long an unanswered claim is taken to be abandoned. */
  abandonedMs: number;
  /** How often a repeat looks for the first request's answer. */
  pollMs: number;
}

const DEFAULT_IDEMPOTENCY_TIMES: IdempotencyTimes = {
  keptMs: IDEMPOTENCY_KEY.keptHours * 3_600_000,
  waitMs: 10_000,
  abandonedMs: 120_000,
  pollMs: 25,
};

/**
 * The request a key names, as text: its checked input, but for X7's `sentAt`. That says when
 * this attempt was sent, not what it changes, and the changes are brought to the server's clock
 * by it (rules/user-records.ts): a repeat sent later carries its own time, or its changes would
 * be dated later by as much, and it is still the same change.
 */
export function keyedRequest(operationName: string, input: Record<string, unknown>): string {
  const { body } = input;
  if (operationName !== COMPAT_OPERATIONS.putRecords.name || typeof body !== 'object' || body === null) return JSON.stringify(input);
  const { sentAt: _attempt, ...change } = body as Record<string, unknown>;
  return JSON.stringify({ ...input, body: change });
}

/** How often a server purges the expired keys. */
const PURGE_EVERY_MS = 60_000;

/** Whether the header's text is a key: the table's bounds. */
export function checkIdempotencyKey(text: string): string {
  if (text.length === 0 || text.length > IDEMPOTENCY_KEY.maxLength || !IDEMPOTENCY_KEY.pattern.test(text)) {
    throw new Refusal(
      'invalid',
      `The ${IDEMPOTENCY_KEY.header} header must be 1 to ${IDEMPOTENCY_KEY.maxLength} printable ASCII characters without spaces`,
    );
  }
  return text;
}

export function createIdempotency(
  db: AppDatabase,
  now: () => number = Date.now,
  times: IdempotencyTimes = DEFAULT_IDEMPOTENCY_TIMES,
  writes: WriteWatch = createWriteWatch(db.name),
) {
  const store = createIdempotencyKeyStore(db);
  let purgedAt = 0;

  async function purgeNow(at: number): Promise<void> {
    if (at - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = at;
    await writes.write(() => store.purge(at - times.keptMs));
  }

  return {
    /**
     * The answer of the request `request` (its checked input, as text) under the key: the kept
     * one when the key was answered before, else `perform`'s, kept for the repeats.
     */
    async once(ref: KeyRef, request: string, perform: () => Promise<string>): Promise<string> {
      const requestHash = createHash('sha256').update(request).digest('hex');
      const started = now();
      await purgeNow(started);
      for (;;) {
        const at = now();
        if (await writes.write(() => store.claim(ref, requestHash, at))) break;
        const held = await writes.read(() => store.held(ref));
        if (!held) continue; // let go (or purged) since: claim it again
        if (held.requestHash !== requestHash) {
          throw new Refusal(
            'unprocessable',
            `This ${IDEMPOTENCY_KEY.header} was sent before with another request: a key names one change; send a new key for a new change`,
          );
        }
        if (held.answer !== null) return held.answer;
        if (held.createdAt < at - times.abandonedMs) {
          if (await writes.write(() => store.takeOver(ref, at - times.abandonedMs, at))) break;
          continue;
        }
        if (at - started >= times.waitMs) {
          throw new Refusal(
            'conflict',
            `A request with this ${IDEMPOTENCY_KEY.header} is still being performed: send it again in a few seconds`,
          );
        }
        await wait(times.pollMs);
      }
      let answer: string;
      try {
        answer = await perform();
      } catch (refused) {
        // A claim not released is taken over after its time runs out; the refusal below is what the caller must hear.
        await writes.write(() => store.release(ref)).catch(() => undefined);
        throw refused;
      }
      await writes.write(() => store.answered(ref, answer));
      return answer;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
