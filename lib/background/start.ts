/**
 * The background's engines, put together once per service-worker start: the database,
 * the rate gate, the cache, the gateway, lookups, the account, the review, the history, the
 * sync engine, the marks, and the message router over all of them. Each engine is built
 * after those it needs; they tell each other what changed through one event object
 * (events.ts), whose followers are named here once all exist. Settings and secrets are read at start and
 * followed as they change, so a change applies without a reload; open views are told
 * what changed, so they follow without a reload either.
 */
import { browser } from 'wxt/browser';
import { createLookupCache } from './cache/lookup-cache';
import { createAudioLookup } from './lookup/audio';
import { createLookup } from './lookup/lookup';
import { createWordVectors } from './lookup/word-vectors';
import { createServiceKinds, kindMemoryIn } from './lookup/service-kind';
import { CHANGE_TOPICS } from '../shared/messages/changes';
import type { Announce } from './announcer';
import { createFrameRelay } from './frame-relay';
import { createHandlers } from './handlers';
import { createRouter } from './router';
import type { AudioPlayer } from './audio-player';
import type { ExtensionTabs } from './extension-tabs';
import type { PdfTabs } from './pdf-tabs';
import { createBudgetWatcher } from './rate/budget';
import { createGateway } from './gateway/gateway';
import { createAccount } from './account/account';
import type { Settings } from '../shared/settings/settings';
import { apiKeyFor, createSecrets } from './secrets';
import { openPrivateStore } from './private-store';
import { createSettingsStore } from './settings-store';
import { accountId, BROWSER_LISTS, openDatabase, type GlossaDatabase } from './store/db';
import { createReview } from './review/review';
import { createDueBadge } from './review/badge';
import { createAnkiConnect } from './anki/anki-connect';
import { createSyncEngine } from './sync/engine';
import { recordKeeper } from './sync/records';
import { loadListSupport } from './sync/list-support';
import { createHistory } from './history/history';
import { createMarks, type MarkScripts } from './marks/marks';
import { createEngineEvents } from './events';
import type { BubbleScript } from './bubble-script';
import { createProblemLog } from './problems/problems';
import { createSenseChoices } from './sense-choices/sense-choices';

const HOUR_MS = 60 * 60 * 1000;

export interface StartOptions {
  db?: GlossaDatabase;
  /** The fetch the gateway uses (tests may pass their own). */
  fetch?: typeof fetch;
  /** Plays pronunciation audio (the service worker's offscreen document). */
  player?: AudioPlayer;
  /** Opens extension pages. */
  pages?: ExtensionTabs;
  /** Lets a PDF's address through to the browser's own viewer (lib/background/pdf-tabs.ts). */
  pdfTabs?: PdfTabs;
  /** Tells open views what changed (see lib/shared/messages/changes.ts). */
  announce?: Announce;
  /** Starts and stops the marker in pages (lib/background/marks/mark-scripts.ts). */
  markScripts?: MarkScripts;
  /** Puts the lookup bubble's code into a page's frame (lib/background/bubble-script.ts). */
  bubbleScript?: BubbleScript;
}

const NO_PLAYER: AudioPlayer = { play: () => Promise.reject(new Error('no audio player here')) };
const NO_PAGES: ExtensionTabs = { openWordPage: () => Promise.reject(new Error('no tabs here')) };
const NO_PDF_TABS: PdfTabs = { letThrough: () => undefined };
const NO_BUBBLE_SCRIPT: BubbleScript = { inject: () => Promise.reject(new Error('no pages to put the bubble in here')) };
const NO_MARK_SCRIPTS: MarkScripts = {
  follow: () => Promise.resolve(),
  changed: () => Promise.resolve(),
  stoppedIn: () => Promise.resolve(undefined),
};

export async function startBackground(options: StartOptions = {}) {
  const db = options.db ?? openDatabase();
  const announce = options.announce ?? (() => undefined);
  // Work done on the side records its failure here: the options page shows it.
  const problems = createProblemLog({ db, onChange: () => announce('problems') });
  // What content scripts must not read or change: the secrets, and where data is sent.
  const privateStore = openPrivateStore(`${db.name}-private`);
  // A failure to put an address back leaves the page's change unused still: it is only reported.
  const settingsStore = createSettingsStore(privateStore, {
    onError: (error) => problems.record('settingsApply', error),
  });
  const secretsStore = createSecrets(privateStore, { currentBaseUrl: async () => (await settingsStore.read()).baseUrl });
  const budget = createBudgetWatcher({ db, onChange: () => announce('budget') });
  const [settings, secrets, listSupport] = await Promise.all([
    settingsStore.read(),
    secretsStore.read(),
    loadListSupport(db),
    budget.ready(),
  ]);
  const cache = createLookupCache(db, { ttlMs: settings.cacheHours * HOUR_MS });
  const gateway = createGateway({ budget, cache, fetch: options.fetch });
  // Each service has its own key: the one in force is the key of the settings' service.
  const use = (current: Settings, currentSecrets: typeof secrets) => {
    const apiKey = apiKeyFor(currentSecrets, current.baseUrl);
    gateway.use(current, { apiKey, session: currentSecrets.session });
    return Boolean(apiKey);
  };
  let apiKeySet = use(settings, secrets);

  /** The signed-in account, if its service keeps lists: otherwise the lists are the browser's. */
  const listsAccount = () => {
    const { session, service } = gateway.current();
    return session && listSupport.offers(service.baseUrl) ? { account: accountId(service.baseUrl, session.username), service } : undefined;
  };
  // The engines tell each other what changed through this object: each is built below after
  // what it needs, and who follows what is said once they all exist.
  // A listener that fails is recorded: the records' sync as itself, any other as following a change.
  const events = createEngineEvents((event, error) =>
    problems.record(event === 'records changed' ? 'recordsChanged' : 'changeFollowed', error),
  );

  // The review's cards follow the lists of whoever's lists are shown (lib/background/review).
  const review = createReview({
    db,
    owner: () => listsAccount()?.account ?? BROWSER_LISTS,
    lookedUp: () => gateway.current().settings.reviewLookedUp,
    onChange: () => events.emit('cards changed'),
    onRecords: (kind, touches, owner) => events.emit('records changed', { kind, touches, owner }),
  });
  const badge = createDueBadge({ dueCount: review.dueCount, enabled: () => gateway.current().settings.reviewBadge });
  const history = createHistory({
    db,
    mode: () => gateway.current().settings.history,
    onChange: () => events.emit('history changed'),
    onRecords: (touches) => events.emit('records changed', { kind: 'history', touches }),
  });
  // Which kind of service this is: a Glossa server keeps the history and the review beside the lists.
  const serviceKinds = createServiceKinds(gateway, kindMemoryIn(db));
  const sync = createSyncEngine({
    db,
    budget,
    // The history and the review follow the account where its service keeps them: a Glossa server.
    records: recordKeeper(history, review, async () => (await serviceKinds.current()) === 'glossa'),
    // The browser's review goes with its lists when they are uploaded to the account.
    adoptReview: (words, from, to) => review.adopt(words, from, to),
    client: () => (listsAccount() ? gateway.client('background') : undefined),
    account: listsAccount,
    onListsRefused: () => {
      const current = listsAccount();
      if (!current) return;
      void listSupport
        .refuse(current.service.baseUrl, current.account)
        .then(() => announce('connection', 'lists', 'sync'))
        .catch(problems.failed('listsRefused'));
    },
    onChange: () => events.emit('lists changed'),
    onStatus: () => events.emit('sync status'),
    failed: problems.failed('syncDrain'),
  });
  const marks = createMarks({
    review,
    sync,
    settings: () => gateway.current().settings,
    scripts: options.markScripts ?? NO_MARK_SCRIPTS,
    failed: problems.failed('marksRefresh'),
  });

  const showDue = () => void badge.update().catch(problems.failed('dueBadge'));
  const followLists = () => {
    void review.reconcile().catch(problems.failed('reviewReconcile'));
    showDue();
  };
  // A card's new state changes how its word is marked.
  events.on('cards changed', () => {
    announce('review');
    showDue();
    marks.changed();
  });
  // A change to the mirror changes the pending count too, the words marked on pages and the cards.
  events.on('lists changed', () => {
    announce('lists', 'sync');
    marks.changed();
    followLists();
  });
  events.on('sync status', () => announce('sync'));
  events.on('history changed', () => {
    announce('history');
    // Words looked up join the review when the reader asked for it.
    if (gateway.current().settings.reviewLookedUp) followLists();
  });
  // Lookups, cards and grades follow the account where its service keeps them (sync/records.ts).
  events.on('records changed', ({ kind, touches, owner }) => sync.recordsChanged(kind, touches, owner));

  // The last change to start applying wins: an earlier read finishing later is dropped,
  // and its caller waits for the newer one, so nobody returns before the state it changed
  // (a sign-in, say) is in force.
  let applying = 0;
  let latest: Promise<void> = Promise.resolve();
  function apply(next?: Settings): Promise<void> {
    const ticket = ++applying;
    const run = (async () => {
      const [current, currentSecrets] = await Promise.all([next ?? settingsStore.read(), secretsStore.read()]);
      if (ticket !== applying) return latest;
      apiKeySet = use(current, currentSecrets);
      cache.setOptions({ ttlMs: current.cacheHours * HOUR_MS });
      // Another service, key or user: which lists, status and budget views show may all differ.
      announce(...CHANGE_TOPICS);
      marks.changed();
      followLists();
    })();
    latest = run;
    return run;
  }
  const unwatch = [
    settingsStore.watch((next) => void apply(next).catch(problems.failed('settingsApply'))),
    secretsStore.watch(() => void apply().catch(problems.failed('settingsApply'))),
  ];
  // A change made between the first read and the watchers' start would otherwise go unseen.
  await apply();

  const lookup = createLookup(gateway, serviceKinds);
  const audio = createAudioLookup(gateway);
  const account = createAccount(gateway, {
    read: async () => (await secretsStore.read()).session,
    write: async (next) => {
      await secretsStore.writeSession(next);
      await apply();
    },
  });

  const route = createRouter(
    createHandlers({
      gateway,
      lookup,
      // The extension's own table (public/word-vectors.bin), read on the first lookup.
      wordVectors: createWordVectors(async () => {
        const response = await fetch(browser.runtime.getURL('/word-vectors.bin'));
        if (!response.ok) throw new Error(`word vectors: ${response.status}`);
        return new Uint8Array(await response.arrayBuffer());
      }),
      serviceKinds,
      audio,
      account,
      listSupport,
      sync,
      history,
      review,
      anki: createAnkiConnect(options.fetch),
      cache,
      budget,
      settings: {
        read: settingsStore.read,
        update: async (patch) => {
          const next = await settingsStore.update(patch);
          await apply(next);
          return next;
        },
        // The key field sets the key of the service being configured: the settings' one.
        setApiKey: async (apiKey) => {
          await secretsStore.writeApiKey((await settingsStore.read()).baseUrl, apiKey);
          await apply();
        },
        hasApiKey: () => apiKeySet,
      },
      player: options.player ?? NO_PLAYER,
      pages: options.pages ?? NO_PAGES,
      pdfTabs: options.pdfTabs ?? NO_PDF_TABS,
      bubbleScript: options.bubbleScript ?? NO_BUBBLE_SCRIPT,
      // The browser's frame tree says which frame holds another: only it may pass a relayed lookup on.
      marks,
      problems,
      senseChoices: createSenseChoices({ db }),
      relay: createFrameRelay({
        parentFrame: async (tabId, frameId) => (await browser.webNavigation.getFrame({ tabId, frameId }))?.parentFrameId,
      }),
    }),
  );

  return {
    db,
    route,
    sync,
    history,
    review,
    badge,
    gateway,
    marks,
    problems,
    /** Stops following the settings, and closes the database once the cache's queued writes have ended. */
    async stop() {
      for (const stopWatching of unwatch) stopWatching();
      await cache.settled();
      await problems.close();
      db.close();
      privateStore.close();
    },
  };
}

/** The started engines, and the router over them. */
export type Engines = Awaited<ReturnType<typeof startBackground>>;
