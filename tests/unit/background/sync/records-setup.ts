/**
 * What the records' unit tests share: a browser's history, review and sync engine over a real
 * Dexie database, signed in to a Glossa server stood in for at the edge (setUp), and a lookup
 * as the bubble showed it (answer).
 */
import { ApiError, type models, type WordnikClient } from '../../../../lib/shared/api';
import { createHistory } from '../../../../lib/background/history/history';
import { createReview } from '../../../../lib/background/review/review';
import { accountId, openDatabase, type GlossaDatabase } from '../../../../lib/background/store/db';
import { createSyncEngine } from '../../../../lib/background/sync/engine';
import { recordKeeper } from '../../../../lib/background/sync/records';
import type { RankedLookup } from '../../../../lib/shared/messages/answers';

const BASE_URL = 'https://glossa.test/v4';
export const ACCOUNT = accountId(BASE_URL, 'ann');
let databases = 0;

export const answer = (word: string) =>
  ({ word, query: word, senses: { groups: [] }, credit: { name: 'GCIDE' } }) as unknown as RankedLookup;

/** A browser whose service answers what the test says: `pages` for X8, `later` for X7; what it was sent is kept. */
export function setUp(options: { offered?: boolean; db?: GlossaDatabase } = {}) {
  const db = options.db ?? openDatabase(`records-unit-${++databases}`);
  let clock = Date.parse('2026-11-26T09:00:00Z');
  const now = () => clock;
  const sent: models.RecordChange[][] = [];
  /** Every put, refused or not. */
  const tried: models.RecordChange[][] = [];
  /** Every put's key and body, as sent, failed or not. */
  const puts: { key?: string; body: string }[] = [];
  const service = {
    pages: [] as models.RecordsPage[],
    later: [] as models.StoredRecord[],
    reads: 0,
    /** The browser each read named (X8's `client`). */
    readers: [] as (string | undefined)[],
    putsFail: false,
    /** A refusal the service (or a proxy before it) answers a put with, when `refuses` says. */
    refusal: undefined as { status: number; message: string; refuses: (records: models.RecordChange[]) => boolean } | undefined,
    /** Runs while a put is on its way (a change made meanwhile). */
    whileSending: undefined as (() => Promise<unknown>) | undefined,
    /** The service's clock minus the browser's: its answers' Date header (a whole second) says its time. */
    aheadMs: 0,
    /** Each record put, brought to the service's clock as the server does (server/rules/user-records.ts). */
    dated: new Map<string, number>(),
  };
  const serviceNow = () => clock + service.aheadMs;
  const getRecords = async ({ since, client }: { since?: number; client?: string }) => {
    service.reads++;
    service.readers.push(client);
    return service.pages.shift() ?? { records: [], cursor: since ?? 0, more: false };
  };
  const client = {
    request: async (name: string, input: { since?: number; client?: string }) =>
      name === 'getRecords'
        ? { data: await getRecords(input), status: 200, date: Math.floor(serviceNow() / 1000) * 1000 }
        : { data: [], status: 200 },
    putRecords: async ({ body }: { body: { sentAt: number; records: models.RecordChange[] } }, call?: { idempotencyKey?: string }) => {
      puts.push({ key: call?.idempotencyKey, body: JSON.stringify(body) });
      if (service.putsFail) throw new TypeError('fetch failed');
      const refusal = service.refusal;
      if (refusal?.refuses(body.records)) {
        tried.push(body.records);
        throw new ApiError(`${refusal.status} ${refusal.message}`, {
          kind: 'bad-request',
          operationId: 'X7',
          operationName: 'putRecords',
          status: refusal.status,
          serverMessage: refusal.message,
        });
      }
      tried.push(body.records);
      sent.push(body.records);
      const at = serviceNow();
      for (const record of body.records) service.dated.set(record.key, Math.min(at, record.changedAt + at - body.sentAt));
      const meanwhile = service.whileSending;
      service.whileSending = undefined;
      await meanwhile?.();
      return { cursor: 0, later: service.later.splice(0) };
    },
    getRecords,
  } as unknown as WordnikClient;
  const wired: { queue?: (kind: 'history' | 'card' | 'grade', touches: { key: string; at: number }[], owner?: string) => void } = {};
  const history = createHistory({ db, mode: () => 'on', now, onRecords: (touches) => wired.queue?.('history', touches) });
  const review = createReview({ db, owner: () => ACCOUNT, now, onRecords: (kind, touches, owner) => wired.queue?.(kind, touches, owner) });
  const engine = createSyncEngine({
    db,
    client: () => client,
    account: () => ({ account: ACCOUNT, service: { baseUrl: BASE_URL, apiKey: 'key' } }),
    budget: { permit: () => ({ ok: true }) },
    now,
    records: recordKeeper(history, review, async () => options.offered ?? true),
  });
  const queued: Promise<void>[] = [];
  /** Changes not yet told to the engine, while the test holds them (as if made before the account signed in). */
  let held: { kind: 'history' | 'card' | 'grade'; touches: { key: string; at: number }[]; owner?: string }[] | undefined;
  wired.queue = (kind, touches, owner) => {
    if (held) held.push({ kind, touches, owner });
    else queued.push(engine.recordsChanged(kind, touches, owner));
  };
  return {
    db,
    history,
    review,
    engine,
    sent,
    tried,
    puts,
    service,
    later: (ms: number) => (clock += ms),
    now,
    /** The changes told so far are in the outbox (their drains may still run). */
    queuedAll: () => Promise.all(queued.splice(0)),
    /** Changes made from now on wait to be told to the engine, until `tell`. */
    hold: () => void (held = []),
    /** The changes held are told to the engine, all at once. */
    async tell() {
      const all = held ?? [];
      held = undefined;
      for (const kind of ['history', 'card', 'grade'] as const) {
        const touches = all.filter((change) => change.kind === kind).flatMap((change) => change.touches);
        if (touches.length > 0) await engine.recordsChanged(kind, touches);
      }
    },
  };
}
