/**
 * One engine over a fresh fake IndexedDB database, the real list service with Ann signed
 * in (list-service.ts) behind a network the test can break (tests/support/faulty-fetch.ts),
 * and a clock the test moves, kept by both; more engines over the same database stand for
 * a service worker started again. Everything is closed when the test ends.
 */
import { onTestFinished } from 'vitest';
import { createClient, type WordnikClient } from '../../../../../lib/shared/api';
import type { Permit } from '../../../../../lib/background/rate/budget';
import { accountId, openDatabase, type GlossaDatabase } from '../../../../../lib/background/store/db';
import { createSyncEngine, type SyncEngine } from '../../../../../lib/background/sync/engine';
import { faultyFetch, type FaultyFetch } from '../../../../support/faulty-fetch';
import { startListService, type ListService } from './list-service';

const BASE_URL = 'https://lists.test/v4';
export const ACCOUNT = accountId(BASE_URL, 'ann');
/** How long the engine's client waits for an answer (a lost one, say). */
const TIMEOUT_MS = 1_000;

let databases = 0;

export interface Harness {
  db: GlossaDatabase;
  /** The list service: what it holds, and another device's changes. */
  service: ListService;
  /** The way between the engine and the service: its log, and the faults to inject. */
  network: FaultyFetch;
  engine: SyncEngine;
  now(): number;
  advance(ms: number): void;
  /** What the gate answers from now on, and the hour's plan it knows of (none: unknown). */
  gate: { answer: Permit; asked: number; perHour?: number };
  signedIn: boolean;
  /** The client engines use: Ann's token, over the network. */
  client: WordnikClient;
  /** Ann signs in again; the engines use the new token from now on. */
  signIn(): Promise<void>;
  changes: number;
  /** How many times the engine said its status may have changed. */
  statusChanges: number;
  /** Another engine over the same database and service: a service worker started again. */
  restart(): SyncEngine;
  /** The mirror in the service's snapshot shape (lists with a permalink, not deleted). */
  mirror(): Promise<{ permalink: string; name: string; description: string; words: string[] }[]>;
}

export async function setup(
  options: {
    random?: () => number;
    onListsRefused?: (status: number) => void;
    /** The service's clock minus the browser's (ms): a browser clock that runs fast, say. */
    serviceSkewMs?: number;
    /** The database to open (one a test wrote at an older version, say); opened when the engine first reads it. */
    database?: string;
    adoptReview?: (words: readonly string[], from: string, to: string) => Promise<void>;
  } = {},
): Promise<Harness> {
  let clock = Date.parse('2025-03-01T10:00:00.000Z');
  const now = () => clock;
  const service = await startListService({ now: () => clock + (options.serviceSkewMs ?? 0) });
  onTestFinished(() => service.close());
  const network = faultyFetch(service.fetch);
  const clientFor = (authToken: string) =>
    createClient({ baseUrl: BASE_URL, apiKey: service.apiKey, apiKeyIn: 'header', authToken, fetch: network.fetch, timeoutMs: TIMEOUT_MS });
  const db = openDatabase(options.database ?? `sync-test-${++databases}`);
  const h: Harness = {
    db,
    service,
    network,
    engine: undefined as unknown as SyncEngine,
    now,
    advance(ms) {
      clock += ms;
    },
    gate: { answer: { ok: true }, asked: 0 },
    signedIn: true,
    client: clientFor(service.token),
    async signIn() {
      h.client = clientFor(await service.signIn());
    },
    changes: 0,
    statusChanges: 0,
    restart: () => make(),
    async mirror() {
      const lists = await db.lists.where('account').equals(ACCOUNT).toArray();
      const rows = [];
      for (const list of lists) {
        if (list.permalink === undefined || list.deleted) continue;
        const words = await db.listWords
          .where('listLocalId')
          .equals(list.localId)
          .filter((w) => !w.removed)
          .toArray();
        rows.push({
          permalink: list.permalink,
          name: list.name,
          description: list.description ?? '',
          words: words.map((w) => w.word).sort(),
        });
      }
      return rows.sort((a, b) => a.permalink.localeCompare(b.permalink));
    },
  };
  const make = () =>
    createSyncEngine({
      db,
      client: () => (h.signedIn ? h.client : undefined),
      account: () => (h.signedIn ? { account: ACCOUNT, service: { baseUrl: BASE_URL, apiKey: service.apiKey } } : undefined),
      budget: {
        permit: () => {
          h.gate.asked++;
          return h.gate.answer;
        },
        budget: (key) => ({ service: key.baseUrl, minute: {}, hour: { limit: h.gate.perHour } }),
      },
      now,
      random: options.random ?? (() => 0.5),
      onListsRefused: options.onListsRefused,
      adoptReview: options.adoptReview,
      onChange: () => {
        h.changes++;
      },
      onStatus: () => {
        h.statusChanges++;
      },
    });
  h.engine = make();
  return h;
}

/** Outbox entries of the account, in order, as kind:list-name pairs. */
export async function outbox(h: Harness) {
  const entries = await h.db.outbox.where('account').equals(ACCOUNT).toArray();
  const names = new Map((await h.db.lists.toArray()).map((l) => [l.localId, l.name]));
  return entries.map((e) => `${e.kind}:${names.get(e.listLocalId) ?? '?'}`);
}
