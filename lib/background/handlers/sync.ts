/** Where the word lists are kept and how their sync stands: status, syncing now, refused changes, the browser's own lists. */
import type { ListsHome, RecordsHome } from '../../shared/messages/answers';
import type { HandlerDeps, Handlers } from './types';

type SyncHandlers = Pick<
  Handlers,
  | 'syncStatus'
  | 'listsSynced'
  | 'syncNow'
  | 'retryRefused'
  | 'discardRefused'
  | 'dismissSyncNote'
  | 'listsHome'
  | 'recordsHome'
  | 'browserListsOffer'
  | 'uploadBrowserLists'
  | 'keepBrowserListsApart'
>;

/**
 * A list change is answered once it is local; the outbox then drains on its own (budget
 * allowing), or the sync runs whole (`then`) when the mirror must be read again too.
 */
export async function thenDrain<T>(
  s: Pick<HandlerDeps, 'sync' | 'problems'>,
  change: Promise<T>,
  then: () => Promise<unknown> = () => s.sync.drain(),
): Promise<T> {
  const result = await change;
  void Promise.resolve().then(then).catch(s.problems.failed('syncDrain'));
  return result;
}

export function syncHandlers(s: HandlerDeps): SyncHandlers {
  return {
    syncStatus: () => s.sync.status(),
    // Drains run one at a time: this one starts after the drain a change set off, so the
    // status read after it says how that change went.
    listsSynced: async () => {
      // A drain that fails is recorded; the status read next still answers.
      await s.sync.drain().catch(s.problems.failed('syncDrain'));
      const status = await s.sync.status();
      // Refused changes wait for the reader, not for the service: the lists are as synced as they can be.
      const refused = (status.refused?.length ?? 0) + (status.refusedRecords?.length ?? 0);
      return { synced: !status.signedOut && status.pending - refused === 0 };
    },
    // The user asked: entries waiting for their backoff go now (429 waits and the gate still hold).
    syncNow: () => s.sync.syncNow({ ignoreBackoff: true }),
    // Retried: sent at once (the user asked). Discarded: the mirror reads the list from the service again.
    retryRefused: ({ seq }) => thenDrain(s, s.sync.retryRefused(seq)),
    discardRefused: ({ seq }) => thenDrain(s, s.sync.discardRefused(seq), () => s.sync.syncNow()),
    dismissSyncNote: ({ id }) => s.sync.dismissNote(id),
    listsHome: async (): Promise<ListsHome> => {
      const info = s.account.info();
      if (!info.signedIn || info.username === undefined) return { kind: 'browser', why: 'signed-out', baseUrl: info.baseUrl };
      if (!s.listSupport.offers(info.baseUrl)) return { kind: 'browser', why: 'no-lists-on-service', baseUrl: info.baseUrl };
      return { kind: 'account', username: info.username, baseUrl: info.baseUrl };
    },
    // The history and the review follow an account only on a service that keeps them (a Glossa server: X5 tells one).
    recordsHome: async (): Promise<RecordsHome> => {
      const info = s.account.info();
      if (!info.signedIn || info.username === undefined) return { kind: 'browser', why: 'signed-out', baseUrl: info.baseUrl };
      const kept = s.listSupport.offers(info.baseUrl) && (await s.serviceKinds.current()) === 'glossa';
      if (!kept) return { kind: 'browser', why: 'not-on-service', baseUrl: info.baseUrl };
      return { kind: 'account', username: info.username, baseUrl: info.baseUrl };
    },
    browserListsOffer: () => s.sync.browserListsOffer(),
    uploadBrowserLists: () => thenDrain(s, s.sync.uploadBrowserLists()),
    keepBrowserListsApart: () => s.sync.keepBrowserListsApart(),
  };
}
