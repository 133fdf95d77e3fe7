/**
 * Local-first changes: each one updates the mirror and adds its outbox entry in one
 * Dexie transaction and returns at once; the service hears of it when the outbox
 * drains. Input is checked against the same models the client sends, so an entry that
 * the service is bound to refuse never enters the outbox.
 */
import { models } from '../api';
import type { ListRecord, OutboxEntry, OutboxKind } from '../store/db';
import type { SyncContext } from './context';
import { applyWords, countWords, forgetList, isoAt } from './mirror';
import { markOf, readState } from './state';
import type { ListFieldChanges, NewListFields } from './types';
import { t } from '../i18n';

/** Words per outbox entry: well under the bound the operation table sets on one body. */
const WORDS_PER_ENTRY = 500;

export class SyncInputError extends Error {
  override readonly name = 'SyncInputError';
  constructor(
    message: string,
    /** `signed-out`: there is no user to hold lists; views say to sign in. */
    readonly kind: 'invalid-input' | 'signed-out' = 'invalid-input',
  ) {
    super(message);
  }
}

function accountOf(ctx: SyncContext): string {
  const session = ctx.deps.account();
  if (!session) throw new SyncInputError(t('listsNeedSignIn'), 'signed-out');
  return session.account;
}

function entryFor(ctx: SyncContext, account: string, kind: OutboxKind, listLocalId: string, payload: OutboxEntry['payload']): OutboxEntry {
  return { account, kind, listLocalId, payload, createdAt: ctx.now(), attempts: 0, notBefore: 0 };
}

function problem(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'input'}: ${issue.message}` : 'invalid';
}

/** The list, if it belongs to the account and is not deleted. */
async function liveList(ctx: SyncContext, account: string, localId: string): Promise<ListRecord> {
  const list = await ctx.db.lists.get(localId);
  if (!list || list.account !== account || list.deleted) throw new SyncInputError(t('listNotFound', localId));
  return list;
}

/** Trimmed, without blanks or repeats, each one a word the service accepts. */
function cleanWords(words: readonly string[]): string[] {
  const clean = [...new Set(words.map((word) => word.trim()).filter((word) => word !== ''))];
  for (const word of clean) {
    const checked = models.StringValue.safeParse({ word });
    if (!checked.success) throw new SyncInputError(t('listWordInvalid', word.slice(0, 40), problem(checked.error)));
  }
  return clean;
}

export function localChanges(ctx: SyncContext) {
  const { db } = ctx;

  async function changeWords(localId: string, words: readonly string[], action: 'add' | 'remove') {
    const account = accountOf(ctx);
    const clean = cleanWords(words);
    if (clean.length === 0) return;
    const changed = await db.transaction('rw', db.lists, db.listWords, db.outbox, async () => {
      const list = await liveList(ctx, account, localId);
      const at = isoAt(ctx.now());
      // Only words whose state changed are sent: adding a word the list has is no change (one word, not two).
      const changedWords = await applyWords(db, localId, clean, action, at);
      if (changedWords.length === 0) return false;
      await db.lists.update(localId, { numberWordsInList: await countWords(db, localId), updatedAt: at });
      for (let i = 0; i < changedWords.length; i += WORDS_PER_ENTRY) {
        const chunk = changedWords.slice(i, i + WORDS_PER_ENTRY);
        await db.outbox.add(entryFor(ctx, account, action === 'add' ? 'addWords' : 'removeWords', list.localId, { words: chunk }));
      }
      return true;
    });
    if (changed) ctx.changed();
  }

  return {
    async createList(fields: NewListFields): Promise<ListRecord> {
      const account = accountOf(ctx);
      const checked = models.NewWordList.safeParse({ name: fields.name, description: fields.description, type: fields.type });
      if (!checked.success) throw new SyncInputError(t('listInvalid', problem(checked.error)));
      const { name, description, type } = checked.data;
      const at = isoAt(ctx.now());
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
        await db.outbox.add(entryFor(ctx, account, 'create', record.localId, payload));
      });
      ctx.changed();
      return record;
    },

    async updateList(localId: string, fields: ListFieldChanges): Promise<void> {
      const account = accountOf(ctx);
      const checked = models.WordListInput.safeParse({ name: fields.name, description: fields.description, type: fields.type });
      if (!checked.success) throw new SyncInputError(t('listChangeInvalid', problem(checked.error)));
      const changed = await db.transaction('rw', db.lists, db.outbox, async () => {
        const list = await liveList(ctx, account, localId);
        const payload: OutboxEntry['payload'] = {};
        // Only fields that differ from the mirror are sent.
        if (checked.data.name !== undefined && checked.data.name !== list.name) payload.name = checked.data.name;
        if (checked.data.description !== undefined && checked.data.description !== (list.description ?? ''))
          payload.description = checked.data.description;
        if (checked.data.type !== undefined && checked.data.type !== list.type) payload.type = checked.data.type;
        if (Object.keys(payload).length === 0) return false;
        await db.lists.update(localId, { ...payload, updatedAt: isoAt(ctx.now()) });
        await db.outbox.add(entryFor(ctx, account, 'update', localId, payload));
        return true;
      });
      if (changed) ctx.changed();
    },

    /**
     * Local delete wins: pending updates and word changes of the list are pointless
     * once it goes, so they leave the outbox and one `delete` takes their place. A list
     * the service never heard of (no server id, no creation under way) just goes.
     */
    async deleteList(localId: string): Promise<void> {
      const account = accountOf(ctx);
      const changed = await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
        const list = await db.lists.get(localId);
        if (!list || list.account !== account || list.deleted) return false;
        const mayBeOnService = list.serverId !== undefined || markOf(await readState(db, account), localId) !== undefined;
        const entries = db.outbox.where('listLocalId').equals(localId);
        if (!mayBeOnService) {
          await entries.delete();
          await forgetList(db, localId);
          return true;
        }
        await entries.filter((entry) => entry.kind !== 'create').delete();
        await db.lists.update(localId, { deleted: true, updatedAt: isoAt(ctx.now()) });
        await db.outbox.add(entryFor(ctx, account, 'delete', localId, {}));
        return true;
      });
      if (changed) ctx.changed();
    },

    addWords(localId: string, words: readonly string[]): Promise<void> {
      return changeWords(localId, words, 'add');
    },

    removeWords(localId: string, words: readonly string[]): Promise<void> {
      return changeWords(localId, words, 'remove');
    },
  };
}

