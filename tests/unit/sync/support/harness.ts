/**
 * One engine over a fresh fake IndexedDB database, a fake service and a clock the test
 * moves; more engines over the same database stand for a service worker started again.
 */
import type { WordnikClient } from '../../../../lib/api';
import type { Permit } from '../../../../lib/rate/budget';
import { accountId, openDatabase, type GlossaDatabase } from '../../../../lib/store/db';
import { createSyncEngine, type SyncEngine } from '../../../../lib/sync/engine';
import { API_KEY, BASE_URL, createFakeService, type FakeService } from './fake-service';

let databases = 0;
export const ACCOUNT = accountId(BASE_URL, 'ann');
export const SERVICE = { baseUrl: BASE_URL, apiKey: API_KEY };

export interface Harness {
  db: GlossaDatabase;
  service: FakeService;
  engine: SyncEngine;
  now(): number;
  advance(ms: number): void;
  /** What the gate answers from now on. */
  gate: { answer: Permit; asked: number };
  signedIn: boolean;
  /** The client engines use; replace it to change how requests travel. */
  client: WordnikClient;
  changes: number;
  /** How many times the engine said its status may have changed. */
  statusChanges: number;
  /** Another engine over the same database and service: a service worker started again. */
  restart(): SyncEngine;
  /** The mirror in the service's snapshot shape (lists with a server id, not deleted). */
  mirror(): Promise<{ serverId: string; name: string; description: string; words: string[] }[]>;
}

export function setup(options: { random?: () => number } = {}): Harness {
  let clock = Date.parse('2025-03-01T10:00:00.000Z');
  const service = createFakeService({ now: () => clock });
  const db = openDatabase(`sync-test-${++databases}`);
  const h: Harness = {
    db,
    service,
    engine: undefined as unknown as SyncEngine,
    now: () => clock,
    advance(ms) {
      clock += ms;
    },
    gate: { answer: { ok: true }, asked: 0 },
    signedIn: true,
    client: service.client(),
    changes: 0,
    statusChanges: 0,
    restart: () => make(),
    async mirror() {
      const lists = await db.lists.where('account').equals(ACCOUNT).toArray();
      const rows = [];
      for (const list of lists) {
        if (list.serverId === undefined || list.deleted) continue;
        const words = await db.listWords.where('listLocalId').equals(list.localId).filter((w) => !w.removed).toArray();
        rows.push({ serverId: list.serverId, name: list.name, description: list.description ?? '', words: words.map((w) => w.word).sort() });
      }
      return rows.sort((a, b) => a.serverId.localeCompare(b.serverId));
    },
  };
  const make = () =>
    createSyncEngine({
      db,
      client: () => (h.signedIn ? h.client : undefined),
      session: () => (h.signedIn ? { account: ACCOUNT, service: SERVICE } : undefined),
      budget: {
        permit: () => {
          h.gate.asked++;
          return h.gate.answer;
        },
      },
      now: () => clock,
      random: options.random ?? (() => 0.5),
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
