/**
 * The settings as the background reads and writes them. They live in `storage.sync`, where the
 * views and the page code read them too; but the two addresses Glossa sends data to (the service,
 * and AnkiConnect) are also kept in the background's private store, and the background trusts
 * only that copy. `storage.sync` is writable from a content script's world, so a page that took
 * it over could otherwise point the lookups or the notes elsewhere; here such a change is undone
 * and never used. These addresses change only through the router (`updateSettings`).
 *
 * So they are kept per browser: a sync of the settings from another browser brings the other
 * settings, not another address.
 */
import { z } from 'zod';
import { readSettings, Settings, SettingsPatch, updateSettings, watchSettings } from '../shared/settings/settings';
import type { PrivateStore } from './private-store';

const DESTINATIONS = 'destinations';
const Destinations = z.object({ baseUrl: z.string(), ankiConnectUrl: z.string() });
type Destinations = z.output<typeof Destinations>;

const destinationsOf = ({ baseUrl, ankiConnectUrl }: Settings): Destinations => ({ baseUrl, ankiConnectUrl });
const same = (a: Destinations, b: Destinations) => a.baseUrl === b.baseUrl && a.ankiConnectUrl === b.ankiConnectUrl;

export function createSettingsStore(store: PrivateStore, options: { onError: (error: unknown) => void }) {
  /** The addresses kept; the first start of this version keeps those the reader had set. */
  async function destinations(synced: Settings): Promise<Destinations> {
    const kept = Destinations.safeParse(await store.get(DESTINATIONS));
    if (kept.success) return kept.data;
    const first = destinationsOf(synced);
    await store.set(DESTINATIONS, first);
    return first;
  }

  async function read(): Promise<Settings> {
    const synced = await readSettings();
    return { ...synced, ...(await destinations(synced)) };
  }

  async function update(patch: SettingsPatch): Promise<Settings> {
    const checked = SettingsPatch.parse(patch);
    const next = Settings.parse({ ...(await read()), ...checked });
    // The private copy first: the change seen in storage.sync then matches it.
    await store.set(DESTINATIONS, destinationsOf(next));
    return updateSettings(next);
  }

  /** Follows changes from any page; a change of an address that did not come through `update` is put back. */
  function watch(callback: (settings: Settings) => void): () => void {
    return watchSettings((synced) => {
      void destinations(synced).then(async (kept) => {
        if (same(kept, destinationsOf(synced))) return callback(synced);
        await updateSettings({ ...synced, ...kept });
      }, options.onError);
    });
  }

  return { read, update, watch };
}
