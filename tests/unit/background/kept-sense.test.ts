/**
 * The sense and sentence kept with a word, through the background's messages as a page sends
 * them: Add to list keeps the sense (always) and the sentence (as the history keeps sentences);
 * the list's word, its review card and the bubble's "which lists hold it" tell them back, and
 * the history's export carries the kept sense for its Anki cards.
 */
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../lib/background/handlers';
import type { HandlerDeps } from '../../../lib/background/handlers/types';
import { createRouter } from '../../../lib/background/router';
import { createHistory } from '../../../lib/background/history/history';
import { createProblemLog } from '../../../lib/background/problems/problems';
import { createReview } from '../../../lib/background/review/review';
import { createSyncEngine, type SyncDeps } from '../../../lib/background/sync/engine';
import { BROWSER_LISTS, openDatabase } from '../../../lib/background/store/db';
import type { HistoryMode } from '../../../lib/shared/settings/choices';
import type { SenderInfo } from '../../../lib/background/sender-info';

let databases = 0;

const dance = {
  text: 'a lavish dance requiring formal attire',
  partOfSpeech: 'noun',
  source: 'from WordNet 3.0',
  dictionary: 'wordnet',
  id: '2',
};
const sentence = 'He was angry that the ball closed so early.';
const inPage: SenderInfo = { fromExtensionPage: false, pageUrl: 'https://books.example/pp.html' };
/** The lists page and the history page, which may read what pages may not. */
const extensionPage: SenderInfo = { fromExtensionPage: true };

function background() {
  const db = openDatabase(`kept-sense-test-${++databases}`);
  const settings = { history: 'on' as HistoryMode };
  const review = createReview({ db, owner: () => BROWSER_LISTS });
  const sync = createSyncEngine({
    db,
    client: () => undefined,
    account: () => undefined,
    budget: { permit: () => ({ ok: true }) } as unknown as SyncDeps['budget'],
  });
  const history = createHistory({ db, mode: () => settings.history });
  // The marks' own engine is tested apart: here, the word is in one list.
  const marks = { keptWord: async () => ({ lists: ['Austen'], state: 'new' as const }) };
  const problems = createProblemLog({ db });
  const deps = { sync, review, history, marks, problems, settings: { read: async () => settings } } as unknown as HandlerDeps;
  const route = createRouter(createHandlers(deps));
  /** The answer's data (typed by the test, as a view reads it), or the error thrown. */
  const ok = async <T = never>(message: unknown, sender: SenderInfo = inPage): Promise<T> => {
    const answer = await route(message, sender);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data as T;
  };
  return { db, settings, ok };
}

describe('Add to list with a sense and a sentence', () => {
  it('keeps both with the list’s word and its card; the bubble is told the sense kept', async () => {
    const { db, ok } = await background();
    const list: { localId: string } = await ok({ type: 'createList', name: 'Austen' });
    await ok({
      type: 'addWords',
      listId: list.localId,
      words: ['ball'],
      context: { sentence, title: 'Pride and Prejudice' },
      sense: dance,
    });
    const context = { sentence, title: 'Pride and Prejudice', url: inPage.pageUrl };
    expect((await ok<{ words: unknown[] }>({ type: 'listWords', listId: list.localId }, extensionPage)).words).toMatchObject([
      { word: 'ball', sense: dance, context },
    ]);
    expect(await ok({ type: 'exportList', listId: list.localId }, extensionPage)).toMatchObject({
      words: [{ word: 'ball', sense: dance, context }],
    });
    await expect.poll(async () => (await db.cards.get([BROWSER_LISTS, 'ball']))?.sense).toEqual(dance);
    expect(await ok({ type: 'keptWord', word: 'balls', headword: 'ball' })).toEqual({ lists: ['Austen'], state: 'new', sense: dance });
  });

  it('keeps the sense but not the sentence from a private window, or while the history keeps words only', async () => {
    const { settings, ok } = await background();
    const list: { localId: string } = await ok({ type: 'createList', name: 'Austen' });
    await ok(
      { type: 'addWords', listId: list.localId, words: ['ball'], context: { sentence }, sense: dance },
      { ...inPage, isPrivate: async () => true },
    );
    settings.history = 'words';
    await ok({ type: 'addWords', listId: list.localId, words: ['chaise'], context: { sentence: 'A chaise and four.' }, sense: dance });
    const { words } = await ok<{ words: { word: string; sense?: unknown; context?: unknown }[] }>(
      { type: 'listWords', listId: list.localId },
      extensionPage,
    );
    expect(words.map(({ word, sense, context }) => ({ word, sense, context }))).toEqual([
      { word: 'chaise', sense: dance, context: undefined },
      { word: 'ball', sense: dance, context: undefined },
    ]);
  });

  it('a list file read back brings the senses and sentences it kept', async () => {
    const { ok } = await background();
    const result: { list: { localId: string }; added: number } = await ok(
      {
        type: 'importList',
        into: { name: 'From a file' },
        words: ['ball', 'wren'],
        kept: [{ word: 'ball', sense: { text: dance.text, partOfSpeech: 'noun' }, context: { sentence } }],
      },
      extensionPage,
    );
    expect(result.added).toBe(2);
    const { words } = await ok<{ words: { word: string; sense?: unknown; context?: unknown }[] }>(
      { type: 'listWords', listId: result.list.localId, sortBy: 'alpha', sortOrder: 'asc' },
      extensionPage,
    );
    expect(words.map(({ word, sense, context }) => ({ word, sense, context }))).toEqual([
      { word: 'ball', sense: { text: dance.text, partOfSpeech: 'noun' }, context: { sentence } },
      { word: 'wren', sense: undefined, context: undefined },
    ]);
  });

  it('refuses a sense that is not one: no text, or too long', async () => {
    const { ok } = await background();
    const list: { localId: string } = await ok({ type: 'createList', name: 'Austen' });
    await expect(ok({ type: 'addWords', listId: list.localId, words: ['ball'], sense: { text: ' ' } })).rejects.toThrow();
    await expect(ok({ type: 'addWords', listId: list.localId, words: ['ball'], sense: { text: 'x'.repeat(2001) } })).rejects.toThrow();
  });

  it('the history’s export carries the sense kept with a word, for its Anki cards', async () => {
    const { db, ok } = await background();
    const list: { localId: string } = await ok({ type: 'createList', name: 'Austen' });
    await ok({ type: 'addWords', listId: list.localId, words: ['ball'], sense: dance });
    await expect.poll(async () => (await db.cards.get([BROWSER_LISTS, 'ball']))?.sense).toEqual(dance);
    const looked = { asked: '', count: 1, firstAt: 1, lastAt: 1, definition: '(noun) round object', attribution: 'from WordNet 3.0' };
    await db.history.bulkPut([
      { ...looked, key: 'ball', headword: 'ball', asked: 'ball' },
      { ...looked, key: 'wren', headword: 'wren', asked: 'wren', lastAt: 2 },
    ]);
    const entries = await ok<{ key: string; kept?: unknown }[]>({ type: 'historyExport' }, extensionPage);
    expect(entries.map(({ key, kept }) => ({ key, kept }))).toEqual([
      { key: 'wren', kept: undefined },
      { key: 'ball', kept: dance },
    ]);
  });
});
