/**
 * Local-first changes: each one updates the mirror and adds its outbox entry in one
 * Dexie transaction and returns at once; the service hears of it when the outbox
 * drains. Input is checked against the same models the client sends, so an entry that
 * the service is bound to refuse never enters the outbox.
 */
import { models } from '../../shared/api';
import { BROWSER_LISTS, type GlossaDatabase, type ListRecord, type OutboxEntry, type OutboxKind } from '../store/db';
import { listNameProblem, wordProblem } from '../../shared/text/list-input';
import { applyWords, countWords, forgetList, isoAt, keepWith, readLists, type Mirror } from './mirror';
import { markOf, readState } from './state';
import type { ListFieldChanges, NewListFields, WordKept } from './types';
import { t } from '../../shared/i18n';

/** Words per outbox entry: well under the bound the operation table sets on one body. */
const WORDS_PER_ENTRY = 500;

export class SyncInputError extends Error {
  override readonly name = 'SyncInputError';
  constructor(
    message: string,
    readonly kind: 'invalid-input' = 'invalid-input',
  ) {
    super(message);
  }
}

/** Whose lists change now: the signed-in account that syncs lists (`syncing`), or else this browser. */
export function ownerOf(syncing: { account: string } | undefined): string {
  return syncing?.account ?? BROWSER_LISTS;
}

/** Whether an owner's changes go to a service (the browser's never do). */
const syncs = (owner: string) => owner !== BROWSER_LISTS;

/** The names of the owner's lists other than `except`, for the duplicate-name check. */
async function takenNames(db: GlossaDatabase, owner: string, except?: string): Promise<string[]> {
  return (await readLists(db, owner)).filter((list) => list.localId !== except).map((list) => list.name);
}

function checkName(name: string, taken: readonly string[]): void {
  const problem = listNameProblem(name, taken);
  if (problem) throw new SyncInputError(problem);
}

function entryFor(account: string, kind: OutboxKind, listLocalId: string, payload: OutboxEntry['payload'], createdAt: number): OutboxEntry {
  return { account, kind, listLocalId, payload, createdAt, attempts: 0, notBefore: 0 };
}

function problem(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'input'}: ${issue.message}` : 'invalid';
}

/** The list, if it belongs to the account and is not deleted. */
async function liveList(db: GlossaDatabase, account: string, localId: string): Promise<ListRecord> {
  const list = await db.lists.get(localId);
  if (!list || list.account !== account || list.deleted) throw new SyncInputError(t('listNotFound', localId));
  return list;
}

/** Trimmed, without blanks or repeats, each one a word the service accepts (and, when added, a word at all). */
function cleanWords(words: readonly string[], action: 'add' | 'remove' = 'add'): string[] {
  const clean = [...new Set(words.map((word) => word.trim()).filter((word) => word !== ''))];
  for (const word of clean) {
    const wrong = action === 'add' ? wordProblem(word) : undefined;
    if (wrong) throw new SyncInputError(t('listWordInvalid', word.slice(0, 40), wrong));
    const checked = models.StringValue.safeParse({ word });
    if (!checked.success) throw new SyncInputError(t('listWordInvalid', word.slice(0, 40), problem(checked.error)));
  }
  return clean;
}

/** The changes, made to the mirror of whoever owns the lists now (`owner`). */
export function localChanges({ db, now, changed }: Mirror, owner: () => string) {
  /** `kept`: what an added word keeps with it in this browser (a word the list had takes it too). */
  async function changeWords(
    localId: string,
    words: readonly string[],
    action: 'add' | 'remove',
    kept?: (word: string) => WordKept | undefined,
  ) {
    const account = owner();
    const clean = cleanWords(words, action);
    if (clean.length === 0) return;
    const anyChanged = await db.transaction('rw', db.lists, db.listWords, db.outbox, async () => {
      const list = await liveList(db, account, localId);
      const at = isoAt(now());
      // Only words whose state changed are sent: adding a word the list has is no change (one word, not two).
      const changedWords = await applyWords(db, localId, clean, action, at);
      // A sense kept with a word stays here: it changes the mirror, not what is sent.
      const keptChanged = action === 'add' && kept ? await keepWith(db, localId, clean, kept) : false;
      if (changedWords.length === 0) return keptChanged;
      await db.lists.update(localId, { numberWordsInList: await countWords(db, localId), updatedAt: at });
      for (let i = 0; syncs(account) && i < changedWords.length; i += WORDS_PER_ENTRY) {
        const chunk = changedWords.slice(i, i + WORDS_PER_ENTRY);
        await db.outbox.add(entryFor(account, action === 'add' ? 'addWords' : 'removeWords', list.localId, { words: chunk }, now()));
      }
      return true;
    });
    if (anyChanged) changed();
  }

  const changes = {
    async createList(fields: NewListFields): Promise<ListRecord> {
      const account = owner();
      checkName(fields.name, await takenNames(db, account));
      const checked = models.NewWordList.safeParse({ name: fields.name, description: fields.description, type: fields.type });
      if (!checked.success) throw new SyncInputError(t('listInvalid', problem(checked.error)));
      const { name, description } = checked.data;
      // Private unless the reader chose public: a reader's vocabulary is theirs (the service's own default is public).
      const type = checked.data.type ?? (syncs(account) ? 'PRIVATE' : undefined);
      const at = isoAt(now());
      const record: ListRecord = {
        localId: crypto.randomUUID(),
        account,
        name,
        ...(description !== undefined && { description }),
        ...(type !== undefined && { type }),
        numberWordsInList: 0,
        createdAt: at,
        updatedAt: at,
      };
      const payload: OutboxEntry['payload'] = {
        name,
        ...(description !== undefined && { description }),
        ...(type !== undefined && { type }),
      };
      await db.transaction('rw', db.lists, db.outbox, async () => {
        await db.lists.add(record);
        if (syncs(account)) await db.outbox.add(entryFor(account, 'create', record.localId, payload, now()));
      });
      changed();
      return record;
    },

    async updateList(localId: string, fields: ListFieldChanges): Promise<void> {
      const account = owner();
      if (fields.name !== undefined) checkName(fields.name, await takenNames(db, account, localId));
      const checked = models.WordListInput.safeParse({ name: fields.name, description: fields.description, type: fields.type });
      if (!checked.success) throw new SyncInputError(t('listChangeInvalid', problem(checked.error)));
      const anyChanged = await db.transaction('rw', db.lists, db.outbox, async () => {
        const list = await liveList(db, account, localId);
        const payload: OutboxEntry['payload'] = {};
        // Only fields that differ from the mirror are sent.
        if (checked.data.name !== undefined && checked.data.name !== list.name) payload.name = checked.data.name;
        if (checked.data.description !== undefined && checked.data.description !== (list.description ?? ''))
          payload.description = checked.data.description;
        if (checked.data.type !== undefined && checked.data.type !== list.type) payload.type = checked.data.type;
        if (Object.keys(payload).length === 0) return false;
        await db.lists.update(localId, { ...payload, updatedAt: isoAt(now()) });
        const base = payload.name !== undefined ? { base: list.name } : {};
        if (syncs(account)) await db.outbox.add(entryFor(account, 'update', localId, { ...payload, ...base }, now()));
        return true;
      });
      if (anyChanged) changed();
    },

    /**
     * Local delete wins: pending updates and word changes of the list are pointless
     * once it goes, so they leave the outbox and one `delete` takes their place. A list
     * the service never heard of (no permalink, no creation under way) just goes.
     */
    async deleteList(localId: string): Promise<void> {
      const account = owner();
      const anyChanged = await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
        const list = await db.lists.get(localId);
        if (!list || list.account !== account || list.deleted) return false;
        const mayBeOnService = list.permalink !== undefined || markOf(await readState(db, account), localId) !== undefined;
        const entries = db.outbox.where('listLocalId').equals(localId);
        if (!mayBeOnService) {
          await entries.delete();
          await forgetList(db, localId);
          return true;
        }
        await entries.filter((entry) => entry.kind !== 'create').delete();
        await db.lists.update(localId, { deleted: true, updatedAt: isoAt(now()) });
        await db.outbox.add(entryFor(account, 'delete', localId, {}, now()));
        return true;
      });
      if (anyChanged) changed();
    },

    addWords(localId: string, words: readonly string[], kept?: WordKept): Promise<void> {
      return changeWords(localId, words, 'add', kept && (() => kept));
    },

    removeWords(localId: string, words: readonly string[]): Promise<void> {
      return changeWords(localId, words, 'remove');
    },

    /**
     * A file's words into a new list or an existing one, all or nothing: every word (and
     * the new name) is checked before anything is written, and the list and its words are
     * written in one transaction, so a bad file changes nothing.
     */
    async importWords(
      target: { listId: string } | { name: string },
      words: readonly string[],
      kept?: ReadonlyMap<string, WordKept>,
    ): Promise<{ list: ListRecord; added: number }> {
      const account = owner();
      const clean = cleanWords(words);
      if ('name' in target) checkName(target.name, await takenNames(db, account));
      const result = await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
        const list = 'name' in target ? await changes.createList({ name: target.name }) : await liveList(db, account, target.listId);
        const before = await countWords(db, list.localId);
        await changeWords(list.localId, clean, 'add', kept && ((word) => kept.get(word)));
        const after = await countWords(db, list.localId);
        return { list: { ...list, numberWordsInList: after }, added: after - before };
      });
      // Said again once the whole of it is committed: the inner changes spoke before.
      changed();
      return result;
    },
  };
  return changes;
}
