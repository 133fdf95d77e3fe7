/**
 * What the background does for each message: each handler is a plain function over the
 * background's services, so it can be tested without a browser.
 */
import type { LookupCache } from './cache/lookup-cache';
import type { createAudioLookup } from './lookup/audio';
import type { Lookup } from './lookup/lookup';
import type { BudgetWatcher } from './rate/budget';
import type { Gateway } from './gateway/gateway';
import type { Account } from './account/account';
import type { Settings, SettingsPatch } from '../shared/settings/settings';
import type { SyncEngine } from './sync/engine';
import { isSynthesized } from './lookup/synthesized';
import type { FrameRelay } from './frame-relay';
import type { AudioPlayer } from './audio-player';
import type { ExtensionTabs } from './extension-tabs';
import type { PdfTabs } from './pdf-tabs';
import type { ListSupport } from './sync/list-support';
import type { History } from './history/history';
import type { ListsHome, PlayAudioAnswer } from '../shared/messages/answers';
import type { Handlers } from './router';
import { createKeyStatus } from './key-status';

export interface HandlerDeps {
  gateway: Gateway;
  lookup: Lookup;
  audio: ReturnType<typeof createAudioLookup>;
  account: Account;
  /** Which services keep lists, as their answers said. */
  listSupport: Pick<ListSupport, 'offers' | 'forget'>;
  sync: SyncEngine;
  history: History;
  cache: LookupCache;
  budget: BudgetWatcher;
  settings: {
    read(): Promise<Settings>;
    update(patch: SettingsPatch): Promise<Settings>;
    setApiKey(apiKey: string | undefined): Promise<void>;
    /** Whether an API key is set (the key itself never leaves the background). */
    hasApiKey(): boolean;
  };
  /** Plays a recording from the extension's side. */
  player: AudioPlayer;
  /** Opens extension pages in tabs. */
  pages: ExtensionTabs;
  /** PDFs sent to Glossa's viewer (lib/background/pdf-tabs.ts). */
  pdfTabs: PdfTabs;
  /** Hands a small frame's lookup to its top page. */
  relay: FrameRelay;
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
    lookup: async ({ word, partOfSpeech, from, context }, sender) => {
      const answer = await s.lookup.lookup(word, partOfSpeech);
      // Kept on the side: the answer does not wait for the history, nor fail with it.
      if (from) {
        void (sender?.isPrivate?.() ?? Promise.resolve(false))
          .then((incognito) => s.history.record(answer, { ...context, url: sender?.pageUrl, incognito }))
          .catch(() => undefined);
      }
      return answer;
    },
    audio: ({ word }) => s.audio.audio(word),
    playAudio: async ({ word }): Promise<PlayAudioAnswer> => {
      // A URL that fails has probably expired: the list is asked for once more.
      for (let attempt = 0; attempt < 2; attempt++) {
        const files = await s.audio.audio(word);
        const file = files[0];
        const url = file?.fileUrl;
        if (!url) return { played: false, files: 0 };
        try {
          const { durationMs } = await s.player.play(url);
          // The element's own length, else the service's (seconds), so the view's "Playing…" ends with the sound.
          const length = durationMs ?? (file.duration ? Math.round(file.duration * 1000) : undefined);
          return { played: true, files: files.length, synthesized: isSynthesized(file), ...(length !== undefined && { durationMs: length }) };
        } catch {
          s.audio.forget(word);
        }
      }
      return { played: false, files: 0, failed: true };
    },
    openWordPage: ({ word }) => s.pages.openWordPage(word),
    relayLookup: async ({ word, context, rect }, sender) => s.relay.start({ word, context, rect }, sender),
    relayHop: async ({ ticket, offset }, sender) => s.relay.hop({ ticket, offset }, sender),

    lists: () => s.sync.lists(),
    listWords: ({ listId, sortBy, sortOrder, skip, limit }) => s.sync.words(listId, { sortBy, sortOrder, skip, limit }),
    createList: (request) => thenDrain(s.sync.createList({ ...listFields(request), name: request.name })),
    updateList: ({ listId, ...request }) => thenDrain(s.sync.updateList(listId, listFields(request))),
    deleteList: ({ listId }) => thenDrain(s.sync.deleteList(listId)),
    addWords: ({ listId, words }) => thenDrain(s.sync.addWords(listId, words)),
    removeWords: ({ listId, words }) => thenDrain(s.sync.removeWords(listId, words)),
    syncStatus: () => s.sync.status(),
    // Drains run one at a time: this one starts after the drain a change set off, so the
    // status read after it says how that change went.
    listsSynced: async () => {
      await s.sync.drain().catch(() => undefined);
      const status = await s.sync.status();
      return { synced: !status.signedOut && status.pending - (status.refused?.length ?? 0) === 0 };
    },
    listsHome: async (): Promise<ListsHome> => {
      const info = s.account.info();
      if (!info.signedIn || info.username === undefined) return { kind: 'browser', why: 'signed-out', baseUrl: info.baseUrl };
      if (!s.listSupport.offers(info.baseUrl)) return { kind: 'browser', why: 'no-lists-on-service', baseUrl: info.baseUrl };
      return { kind: 'account', username: info.username, baseUrl: info.baseUrl };
    },
    browserListsOffer: () => s.sync.browserListsOffer(),
    uploadBrowserLists: () => thenDrain(s.sync.uploadBrowserLists()),
    keepBrowserListsApart: () => s.sync.keepBrowserListsApart(),
    importList: ({ into, words }) => thenDrain(s.sync.importWords(into, words)),
    exportList: async ({ listId }) => {
      const list = (await s.sync.lists()).find((l) => l.localId === listId);
      const { words } = await s.sync.words(listId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: Number.MAX_SAFE_INTEGER });
      return { name: list?.name ?? '', words: words.map(({ word, createdAt }) => ({ word, createdAt })) };
    },

    history: ({ skip, limit, ...filter }) => s.history.page(filter, skip, limit),
    historyExport: (filter) => s.history.all(filter),
    removeHistory: ({ keys }) => s.history.remove(keys),
    clearHistory: () => s.history.clear(),
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

    // Whether the service keeps lists is asked again at every sign-in (the next pull tells).
    signIn: async ({ username, password }) => {
      await s.listSupport.forget(s.gateway.current().service.baseUrl);
      return s.account.signIn(username, password);
    },
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
