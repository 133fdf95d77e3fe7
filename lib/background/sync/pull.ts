/**
 * Pulling: the service's lists (A3, every page) and their words (L6, every page) into
 * the mirror. The service wins for what it holds; pending local changes are then
 * applied again on top, so nothing waiting in the outbox disappears from view:
 *
 * - a list renamed on both sides: the service's name is taken, then a pending local
 *   rename is applied over it (and later sent), so the local rename wins; without one,
 *   the service's name stays;
 * - a list the service no longer has disappears, unless changes for it are pending
 *   (then the drain meets its 404: additions re-create it, the rest is dropped);
 * - another list at one of ours' permalink (another number: ours was deleted and one
 *   of the same name made) is a new list; ours is one the service no longer has;
 * - a list deleted locally stays deleted even if the service got new words meanwhile:
 *   the pending delete is sent;
 * - words: the service's, plus pending additions, minus pending removals (a word
 *   present on both sides is one word), except that a removal that waited here gives way
 *   to the same word added again elsewhere later (conflicts.ts).
 *
 * Words of a list are read only when the list changed since they were last read (its
 * activity date and count, from A3), which keeps a pull of many quiet lists to one or
 * two requests.
 */
import { isApiError, OPERATIONS, type models } from '../../shared/api';
import type { ListRecord } from '../store/db';
import { findOwnCreation } from './adopt';
import { keepWordsAddedLater } from './conflicts';
import { askSessionFirst, confirmSession, signedInNow, Stop } from './session';
import type { DrainParts } from './drain';
import { countWords, forgetList, isoAt, keepWith, keptByWord, replayEntry, type Mirror } from './mirror';
import { pullRecords } from './records';
import { readServiceLists, readServiceWords, permalinkOf, type ServiceLists, type ServiceWords } from './service-reads';
import { changeSeen, changeState, forgetSeen, readSeen, readState, withoutMarks } from './state';
import type { PullResult, SyncDeps } from './types';
import { t } from '../../shared/i18n';

const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

/** What changes when a list's words change on the service; undefined when the service gives no date. */
function versionOf(list: models.WordList): string | undefined {
  const at = list.lastActivityAt ?? list.updatedAt;
  return at ? `${at}#${list.numberWordsInList ?? ''}` : undefined;
}

/**
 * What a pull works with, made once by the engine: those of a drain's parts (drain.ts) that a
 * pull reads too, and who is told when the service keeps no lists.
 */
export type PullParts = Pick<DrainParts, 'sessions' | 'mirror' | 'backlog' | 'records'> & Pick<SyncDeps, 'onListsRefused'>;

export async function pullService(parts: PullParts): Promise<PullResult> {
  const session = signedInNow(parts.sessions);
  if (!session) return { ok: false, stopped: 'signed-out' };
  const { mirror, backlog, onListsRefused } = parts;
  const { db, now, changed } = mirror;
  const { account } = session;

  const finish = async (stop?: Stop, error?: string): Promise<PullResult> => {
    const at = now();
    const pending = await db.outbox.where('account').equals(account).count();
    await changeState(db, account, (state) => {
      if (!stop && !error) {
        return {
          ...state,
          lastSyncAt: at,
          lastPullAt: at,
          signedOut: undefined,
          waitingUntil: undefined,
          lastError: pending === 0 ? undefined : state.lastError,
        };
      }
      return {
        ...state,
        signedOut: stop?.reason === 'signed-out' ? true : state.signedOut,
        rateLimitedUntil: stop?.reason === 'rate-limited' ? stop.waitingUntil : state.rateLimitedUntil,
        waitingUntil: stop?.waitingUntil ?? state.waitingUntil,
        lastError: error ?? (stop && stop.reason !== 'budget' ? stop.message : state.lastError),
      };
    });
    if (stop) return { ok: false, stopped: stop.reason, ...(stop.waitingUntil !== undefined && { waitingUntil: stop.waitingUntil }) };
    if (error !== undefined) return { ok: false, error };
    return { ok: true };
  };

  const waitUntil = (await readState(db, account)).rateLimitedUntil;
  if (waitUntil !== undefined && waitUntil > now()) {
    return finish(new Stop('rate-limited', waitUntil, t('syncPaused')));
  }

  try {
    const service = await readServiceLists(session, now);
    await reconcileLists(mirror, account, service);
    changed();

    const seen = await readSeen(db, account);
    const mirrored = new Map(
      (await db.lists.where('account').equals(account).toArray()).flatMap((l) => (l.permalink ? [[l.permalink, l] as const] : [])),
    );
    for (const remote of service.lists) {
      const permalink = permalinkOf(remote);
      const local = mirrored.get(permalink);
      // A list deleted locally is about to be deleted there: its words do not matter.
      if (!local || local.deleted) continue;
      const version = versionOf(remote);
      if (version !== undefined && seen[permalink] === version) continue;
      let words: ServiceWords;
      try {
        words = await readServiceWords(session, permalink, remote.numberWordsInList ?? undefined);
      } catch (error) {
        // Deleted between A3 and L6: the next pull sees it gone.
        if (isApiError(error, 'not-found')) continue;
        // Not ours any more (made again by someone else meanwhile)? Only if the session is
        // good (A5 answers; if it is refused too, that refusal signs out): then as gone.
        if (askSessionFirst(error)) {
          await confirmSession(session);
          continue;
        }
        throw error;
      }
      await applyServiceWords(mirror, backlog, account, local.localId, { permalink, words, version, skewMs: service.skewMs });
      changed();
    }
    if (service.complete) {
      const onService = new Set(service.lists.map(permalinkOf));
      await changeSeen(db, account, (versions) => Object.fromEntries(Object.entries(versions).filter(([id]) => onService.has(id))));
    }
    // The history and the review, where the service keeps them: what changed since the last pull.
    await pullRecords(parts.records, session);
    return finish();
  } catch (error) {
    if (error instanceof Stop) return finish(error);
    if (isApiError(error, 'rate-limited')) {
      const wait = (error.rateLimit?.resetSeconds ?? DEFAULT_RATE_LIMIT_WAIT_MS / 1000) * 1000;
      return finish(new Stop('rate-limited', now() + Math.max(1000, wait), error.message));
    }
    // A service that keeps no lists for this user (the live one, for ordinary keys): 404 or
    // 405 on A3 say so outright; a 401 or 403 says so when A5 still answers.
    const listsRead = isApiError(error) && error.operationId === OPERATIONS.getWordListsForLoggedInUser.id;
    if (listsRead && (error.status === 404 || error.status === 405)) {
      onListsRefused?.(error.status);
      return finish(undefined, error.message);
    }
    if (isApiError(error, 'credentials')) {
      // A 403 may come from something in front of the service: only a refused A5 signs out;
      // with a good session the pull failed, to be tried again.
      if (askSessionFirst(error) || (listsRead && error.status === 401)) {
        try {
          await confirmSession(session);
          if (listsRead && error.status !== undefined) onListsRefused?.(error.status);
          return finish(undefined, error.message);
        } catch (confirmError) {
          if (!isApiError(confirmError, 'credentials')) return finish(undefined, error.message);
          return finish(new Stop('signed-out', undefined, confirmError.message));
        }
      }
      return finish(new Stop('signed-out', undefined, error.message));
    }
    return finish(undefined, error instanceof Error ? error.message : String(error));
  }
}

/** The lists step: one transaction, so views never see a half-applied pull. */
async function reconcileLists({ db, now }: Pick<Mirror, 'db' | 'now'>, account: string, service: ServiceLists): Promise<void> {
  await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
    const state = await readState(db, account);
    const locals = await db.lists.where('account').equals(account).toArray();
    let pending = await db.outbox.where('account').equals(account).toArray();

    // A creation that may have landed unheard is adopted here, before its list could
    // come in as a stranger (and be created a second time by the drain).
    for (const mark of state.creations ?? []) {
      const local = locals.find((l) => l.localId === mark.listLocalId);
      if (!local || local.permalink !== undefined) continue;
      const known = new Set(locals.flatMap((l) => (l.permalink ? [l.permalink] : [])));
      const own = findOwnCreation(service.lists, mark, service.skewMs, known);
      if (!own) continue;
      local.permalink = permalinkOf(own);
      await changeState(db, account, (s) => withoutMarks(s, (m) => m.listLocalId === local.localId));
      const done = pending.filter((e) => e.kind === 'create' && e.listLocalId === local.localId);
      await db.outbox.bulkDelete(done.flatMap((e) => (e.seq === undefined ? [] : [e.seq])));
      pending = pending.filter((e) => !done.includes(e));
    }

    // The service wins for the fields it holds.
    const byPermalink = new Map(locals.flatMap((l) => (l.permalink ? [[l.permalink, l] as const] : [])));
    const onService = new Set<ListRecord>();
    const at = isoAt(now());
    for (const remote of service.lists) {
      const permalink = permalinkOf(remote);
      let local = byPermalink.get(permalink);
      if (local?.serverId !== undefined && local.serverId !== remote.id) {
        delete local.permalink;
        delete local.serverId;
        await forgetSeen(db, account, permalink);
        local = undefined;
      }
      if (!local) {
        local = { localId: crypto.randomUUID(), account, permalink, name: '', numberWordsInList: 0, createdAt: at, updatedAt: at };
        locals.push(local);
      }
      delete local.deleted;
      local.serverId = remote.id;
      local.name = remote.name ?? local.name;
      local.description = remote.description ?? undefined;
      local.type = remote.type ?? undefined;
      local.numberWordsInList = remote.numberWordsInList ?? local.numberWordsInList;
      local.createdAt = remote.createdAt ?? local.createdAt;
      local.updatedAt = remote.updatedAt ?? local.updatedAt;
      onService.add(local);
    }

    // What the service no longer has goes, unless changes for it are pending (the drain decides those).
    const pendingFor = new Set(pending.map((e) => e.listLocalId));
    const kept: ListRecord[] = [];
    for (const local of locals) {
      const gone = !onService.has(local) && (local.permalink === undefined || service.complete);
      if (gone && !pendingFor.has(local.localId)) await forgetList(db, local.localId);
      else kept.push(local);
    }

    // Pending changes on top: a local rename over the service's name, a local delete over its new words.
    const byLocalId = new Map(kept.map((l) => [l.localId, l]));
    for (const entry of pending) {
      if (entry.kind === 'update' || entry.kind === 'delete') await replayEntry(db, entry, byLocalId.get(entry.listLocalId));
    }
    // Lists whose words are not read again keep their count from the mirror, which has pending changes in it.
    const seen = await readSeen(db, account);
    for (const local of kept) {
      const remote = service.lists.find((l) => permalinkOf(l) === local.permalink);
      const current = remote && local.permalink !== undefined && seen[local.permalink] === versionOf(remote);
      if (!onService.has(local) || current) local.numberWordsInList = await countWords(db, local.localId);
      await db.lists.put(stripUndefined(local));
    }
  });
}

/** What a pull read of one list on the service: its words, their version (undefined: undated), and the service's clock then. */
interface ListRead {
  permalink: string;
  words: ServiceWords;
  version: string | undefined;
  skewMs: number | undefined;
}

/** The words step for one list: the service's words, then pending additions and removals on top. */
async function applyServiceWords(
  { db, now }: Pick<Mirror, 'db' | 'now'>,
  backlog: ReadonlySet<number>,
  account: string,
  listLocalId: string,
  { permalink, words, version, skewMs }: ListRead,
): Promise<void> {
  await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
    const list = await db.lists.get(listLocalId);
    // The drain changed the list meanwhile (a 404 made it anew): these words are of another list.
    if (!list || list.permalink !== permalink) return;
    // Removals that waited here meet words added again elsewhere since: the later stays.
    await keepWordsAddedLater({ db, now }, backlog, account, list, words.words, skewMs);
    // Only the difference is written. An incomplete read (more words than paging reaches)
    // adds what it saw and removes nothing.
    const mirrored = new Map((await db.listWords.where('listLocalId').equals(listLocalId).toArray()).map((w) => [w.word, w]));
    // What the reader kept with the words here (a sense, a sentence) is the browser's own: put back by word below.
    const kept = keptByWord([...mirrored.values()]);
    const onService = new Set(words.words.map((w) => w.word));
    if (words.complete) {
      const goneWords = [...mirrored.keys()].filter((word) => !onService.has(word));
      await db.listWords.bulkDelete(goneWords.map((word) => [listLocalId, word] as [string, string]));
    }
    const at = isoAt(now());
    const puts = words.words
      .map((w) => ({ listLocalId, word: w.word, createdAt: w.createdAt ?? at }))
      .filter((w) => {
        const known = mirrored.get(w.word);
        return !known || known.removed === true || known.createdAt !== w.createdAt;
      });
    await db.listWords.bulkPut(puts);
    const pending = await db.outbox.where('listLocalId').equals(listLocalId).toArray();
    for (const entry of pending) {
      if (entry.kind === 'addWords' || entry.kind === 'removeWords') await replayEntry(db, entry, list);
    }
    await keepWith(db, listLocalId, [...kept.keys()], (word) => kept.get(word));
    await db.lists.update(listLocalId, { numberWordsInList: await countWords(db, listLocalId) });
    if (words.complete && version !== undefined) {
      await changeSeen(db, account, (seen) => ({ ...seen, [permalink]: version }));
    }
  });
}

function stripUndefined(list: ListRecord): ListRecord {
  return Object.fromEntries(Object.entries(list).filter(([, v]) => v !== undefined)) as unknown as ListRecord;
}
