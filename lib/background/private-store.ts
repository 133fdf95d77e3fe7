/**
 * What only the background may read: a small table of named values in the extension's own
 * IndexedDB. `storage.local` and `storage.sync` are open to content scripts by default, in
 * Chromium and Firefox alike, so a page that took over its content script's world could read
 * them (and write them); the extension's IndexedDB belongs to the extension's origin, in which
 * no content script runs. The secrets and the addresses Glossa sends data to live here.
 */
import Dexie, { type Table } from 'dexie';

interface Entry {
  name: string;
  value: unknown;
}

export interface PrivateStore {
  get(name: string): Promise<unknown>;
  set(name: string, value: unknown): Promise<void>;
  close(): void;
}

/** The database's name beside the main one's (`glossa` → `glossa-private`), so a test's pair stays its own. */
export function openPrivateStore(name: string): PrivateStore {
  const db = new Dexie(name) as Dexie & { entries: Table<Entry, string> };
  db.version(1).stores({ entries: 'name' });
  return {
    get: async (entry) => (await db.entries.get(entry))?.value,
    set: async (entry, value) => void (await db.entries.put({ name: entry, value })),
    close: () => db.close(),
  };
}
