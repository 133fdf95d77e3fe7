/**
 * What the background does for each message: each handler is a plain function over the
 * background's services, so it can be tested without a browser.
 */
import type { LookupCache } from '../cache/lookup-cache';
import type { createAudioLookup } from '../lookup/audio';
import type { Lookup } from '../lookup/lookup';
import type { BudgetWatcher } from '../rate/budget';
import type { Gateway } from '../gateway/gateway';
import type { Account } from '../account/account';
import type { Settings, SettingsPatch } from '../settings/settings';
import type { SyncEngine } from '../sync/engine';
import type { PlayAudioAnswer } from '../messages/answers';
import type { Handlers } from './router';
import { createKeyStatus } from './key-status';

export interface HandlerDeps {
  gateway: Gateway;
  lookup: Lookup;
  audio: ReturnType<typeof createAudioLookup>;
  account: Account;
  sync: SyncEngine;
  cache: LookupCache;
  budget: BudgetWatcher;
  settings: {
    read(): Promise<Settings>;
    update(patch: SettingsPatch): Promise<Settings>;
    setApiKey(apiKey: string | undefined): Promise<void>;
    /** Whether an API key is set (the key itself never leaves the background). */
    hasApiKey(): boolean;
  };
  /** Plays a recording from the extension's side; rejects when it cannot be played. */
  player: { play(url: string): Promise<void> };
  /** Opens extension pages in tabs. */
  pages: { openWordPage(word: string): Promise<void> };
  /** PDFs sent to Glossa's viewer (lib/background/pdf-tabs.ts). */
  pdfTabs: { letThrough(address: string): void };
}

export function createHandlers(s: HandlerDeps): Handlers {
  const keyStatus = createKeyStatus({ gateway: s.gateway, hasApiKey: () => s.settings.hasApiKey() });
  const listFields = (request: { name?: string; description?: string; listType?: 'PUBLIC' | 'PRIVATE' }) => ({
    name: request.name,
    description: request.description,
    type: request.listType,
  });

  /**
   * A list change is answered once it is local; the outbox then drains on its own (budget
   * allowing), or the sync runs whole (`then`) when the mirror must be read again too.
   */
  async function thenDrain<T>(change: Promise<T>, then: () => Promise<unknown> = () => s.sync.drain()): Promise<T> {
    const result = await change;
    void Promise.resolve()
      .then(then)
      .catch(() => undefined);
    return result;
  }

  return {
    lookup: ({ word, partOfSpeech }) => s.lookup.lookup(word, partOfSpeech),
    audio: ({ word }) => s.audio.audio(word),
    playAudio: async ({ word }): Promise<PlayAudioAnswer> => {
      // A URL that fails has probably expired: the list is asked for once more.
      for (let attempt = 0; attempt < 2; attempt++) {
        const files = await s.audio.audio(word);
        const url = files[0]?.fileUrl;
        if (!url) return { played: false, files: 0 };
        try {
          await s.player.play(url);
          return { played: true, files: files.length };
        } catch {
          s.audio.forget(word);
        }
      }
      return { played: false, files: 0, failed: true };
    },
    openWordPage: ({ word }) => s.pages.openWordPage(word),

    lists: () => s.sync.lists(),
    listWords: ({ listId, sortBy, sortOrder, skip, limit }) => s.sync.words(listId, { sortBy, sortOrder, skip, limit }),
    createList: (request) => thenDrain(s.sync.createList({ ...listFields(request), name: request.name })),
    updateList: ({ listId, ...request }) => thenDrain(s.sync.updateList(listId, listFields(request))),
    deleteList: ({ listId }) => thenDrain(s.sync.deleteList(listId)),
    addWords: ({ listId, words }) => thenDrain(s.sync.addWords(listId, words)),
    removeWords: ({ listId, words }) => thenDrain(s.sync.removeWords(listId, words)),
    syncStatus: () => s.sync.status(),
    serviceList: async ({ listId }) => {
      const list = (await s.sync.lists()).find((l) => l.localId === listId);
      // A list made offline is not on the service yet.
      if (!list?.serverId) return { onService: false };
      return { onService: true, list: await s.gateway.client('interactive').getWordListById({ wordListId: list.serverId }) };
    },
    // The user asked: entries waiting for their backoff go now (429 waits and the gate still hold).
    syncNow: () => s.sync.syncNow({ ignoreBackoff: true }),
    // Retried: sent at once (the user asked). Discarded: the mirror reads the list from the service again.
    retryRefused: ({ seq }) => thenDrain(s.sync.retryRefused(seq)),
    discardRefused: ({ seq }) => thenDrain(s.sync.discardRefused(seq), () => s.sync.syncNow()),

    signIn: ({ username, password }) => s.account.signIn(username, password),
    signOut: () => s.account.signOut(),
    session: async () => s.account.info(),
    user: () => s.account.user(),
    keyStatus: () => keyStatus.keyStatus(),
    budget: async () => s.budget.budget(s.gateway.current().service),

    getSettings: async () => ({ ...(await s.settings.read()), hasApiKey: s.settings.hasApiKey() }),
    updateSettings: async ({ patch }) => ({ ...(await s.settings.update(patch)), hasApiKey: s.settings.hasApiKey() }),
    setApiKey: async ({ apiKey }) => {
      await s.settings.setApiKey(apiKey || undefined);
      return { hasApiKey: Boolean(apiKey) };
    },
    clearCache: () => s.cache.clear(),
    cacheStats: () => s.cache.stats(),

    openPdfInBrowser: async ({ url }) => s.pdfTabs.letThrough(url),

    call: async ({ operation, params }) => {
      // The table checks the parameters (the client refuses bad ones before sending)
      // and says whether the answer may be kept.
      const answer = await s.gateway.call(operation, params as never);
      return answer.status === 404
        ? { found: false, stale: answer.stale }
        : { found: true, data: answer.data, stale: answer.stale, storedAt: answer.storedAt };
    },
  };
}
