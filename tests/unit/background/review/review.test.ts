/**
 * The review over a real Dexie database (fake IndexedDB): cards follow the lists, grades
 * schedule them with FSRS and are logged, undo puts a card back, "I know this word" marks a
 * word known at once, and the states the marks read.
 */
import { describe, expect, it } from 'vitest';
import { createReview } from '../../../../lib/background/review/review';
import { createSyncEngine, type SyncDeps } from '../../../../lib/background/sync/engine';
import { BROWSER_LISTS, openDatabase } from '../../../../lib/background/store/db';
import { GlossaBackup } from '../../../../lib/shared/export/backup';
import { KNOWN_STABILITY_DAYS, WORD_STATES, wordStateOf } from '../../../../lib/shared/word-state';

let databases = 0;
async function setUp(words: string[]) {
  const db = openDatabase(`review-test-${++databases}`);
  let clock = Date.parse('2026-03-02T09:00:00Z');
  let changes = 0;
  const review = createReview({ db, owner: () => BROWSER_LISTS, now: () => clock, onChange: () => changes++ });
  const at = new Date(clock).toISOString();
  await db.lists.put({
    localId: 'l1',
    account: BROWSER_LISTS,
    name: 'Birds',
    numberWordsInList: words.length,
    createdAt: at,
    updatedAt: at,
  });
  await db.listWords.bulkPut(words.map((word) => ({ listLocalId: 'l1', word, createdAt: at })));
  return {
    db,
    review,
    changes: () => changes,
    later: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

describe('the review', () => {
  it('gives every kept word a card, with the sentence the history met it in', async () => {
    const { db, review } = await setUp(['Heron', 'egret']);
    await db.history.put({
      key: 'heron',
      headword: 'heron',
      asked: 'herons',
      count: 1,
      firstAt: 1,
      lastAt: 1,
      sentence: 'Two herons stood still.',
      title: 'Birds of Ohio',
      url: 'https://birds.example/ohio',
    });
    expect(await review.reconcile()).toBe(true);
    expect(await review.dueCount()).toBe(2);
    const first = await review.queue();
    expect(first.due).toBe(2);
    expect(first.empty).toBe(false);
    const cards = await db.cards.toArray();
    expect(cards.find((c) => c.key === 'heron')?.contexts).toEqual([
      { sentence: 'Two herons stood still.', title: 'Birds of Ohio', url: 'https://birds.example/ohio' },
    ]);
    expect(cards.find((c) => c.key === 'egret')?.contexts).toEqual([]);
    expect(first.card?.state).toBe('new');
    // Nothing to change the second time.
    expect(await review.reconcile()).toBe(false);
  });

  it('keeps the sentence a word was added from, newest first, once each', async () => {
    const { db, review } = await setUp(['heron']);
    await review.meet(['heron'], { context: { sentence: 'A heron rose.', url: 'https://a.example/' } });
    await review.meet(['Heron'], { context: { sentence: 'Herons nest in colonies.', title: 'Colonies' } });
    await review.meet(['heron'], { context: { sentence: 'A heron rose.', url: 'https://a.example/' } });
    const [card] = await db.cards.toArray();
    expect(card?.contexts.map((c) => c.sentence)).toEqual(['A heron rose.', 'Herons nest in colonies.']);
    expect((await review.queue()).card?.contexts[0]).toEqual({ sentence: 'A heron rose.', url: 'https://a.example/' });
  });

  it('keeps the sense the reader kept: a card made for a list word takes its sense and sentence; a word kept again, the newer sense', async () => {
    const { db, review } = await setUp(['wren']);
    const dance = { text: 'a lavish dance', partOfSpeech: 'noun', source: 'from WordNet 3.0' };
    const read = { sentence: 'He was angry that the ball closed so early.', title: 'Pride and Prejudice' };
    await db.listWords.put({ listLocalId: 'l1', word: 'ball', createdAt: new Date().toISOString(), sense: dance, context: read });
    await review.reconcile();
    const card = await db.cards.get([BROWSER_LISTS, 'ball']);
    expect(card).toMatchObject({ sense: dance, contexts: [read] });
    expect(await db.cards.get([BROWSER_LISTS, 'wren'])).not.toHaveProperty('sense');

    const round = { text: 'round object that is hit or thrown', partOfSpeech: 'noun' };
    await review.meet(['ball'], { sense: round });
    expect(await db.cards.get([BROWSER_LISTS, 'ball'])).toMatchObject({ sense: round, contexts: [read] });
    expect(await review.kept(['ball', 'wren'])).toEqual([
      { word: 'ball', contexts: [read], sense: round },
      { word: 'wren', contexts: [] },
    ]);
    // The review page shows it on the card's answer side.
    const queue = await review.queue();
    const shown = [queue.card, queue.after].find((c) => c?.key === 'ball');
    expect(shown).toMatchObject({ sense: round, contexts: [read] });

    // A backup carries it, and a sense kept as text alone is read back as such.
    const { cards } = await review.exportAll();
    const backup = GlossaBackup.parse({
      format: 'glossa-backup',
      version: 1,
      exportedAt: '2026-03-02',
      lists: [],
      cards: cards.map((c) => (c.key === 'wren' ? { ...c, sense: 'a small bird' } : c)),
      reviewLog: [],
    });
    expect(backup.cards.map((c) => c.sense)).toEqual(expect.arrayContaining([round, { text: 'a small bird' }]));
  });

  it('schedules a graded card away, logs the grade, and undo puts it back', async () => {
    const { db, review } = await setUp(['heron']);
    await review.reconcile();
    const after = await review.grade('heron', 3);
    expect(after.card).toBeUndefined();
    expect(after.due).toBe(0);
    expect(after.nextDueAt).toBeGreaterThan(Date.parse('2026-03-02T09:00:00Z'));
    expect(after.undoWord).toBe('heron');
    expect(await review.dueCount()).toBe(0);
    const log = await db.reviewLog.toArray();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ key: 'heron', rating: 3 });
    expect((await review.states()).get('heron')).toBe('learning');

    const undone = await review.undo();
    expect(undone.card?.key).toBe('heron');
    expect(undone.due).toBe(1);
    expect(await db.reviewLog.count()).toBe(0);
    expect((await review.states()).get('heron')).toBe('new');
  });

  it('brings a card back when it is due, and counts it known once its stability passes the threshold', async () => {
    const { db, review, later, now } = await setUp(['heron']);
    await review.reconcile();
    for (let i = 0; i < 8; i++) {
      const [card] = await db.cards.toArray();
      if (!card) throw new Error('no card');
      // Each time on the day it is due.
      later(Math.max(0, card.due - now()));
      expect((await review.queue()).card?.key).toBe('heron');
      await review.grade('heron', 4);
    }
    const [card] = await db.cards.toArray();
    expect(card?.stability).toBeGreaterThanOrEqual(KNOWN_STABILITY_DAYS);
    expect((await review.states()).get('heron')).toBe('known');
  });

  it('marks a word known at once, whether a list holds it or not', async () => {
    const { review } = await setUp(['heron']);
    await review.reconcile();
    await review.know('Heron');
    await review.know('plover');
    const states = await review.states();
    expect(states.get('heron')).toBe('known');
    expect(states.get('plover')).toBe('known');
    expect(await review.dueCount()).toBe(0);
    // The word in no list keeps its card.
    await review.reconcile();
    expect((await review.states()).get('plover')).toBe('known');
    // Undone, the word in no list has no card again; the next undo is the listed word's.
    const undone = await review.undo();
    expect((await review.states()).has('plover')).toBe(false);
    expect(undone.undoWord).toBe('heron');
    await review.undo();
    expect((await review.states()).get('heron')).toBe('new');
  });

  it('takes away the card (and its log) of a word no list holds any more', async () => {
    const { db, review, changes } = await setUp(['heron', 'egret']);
    await review.reconcile();
    await review.grade('egret', 1);
    await db.listWords.update(['l1', 'egret'], { removed: true });
    const before = changes();
    expect(await review.reconcile()).toBe(true);
    expect(changes()).toBe(before + 1);
    expect([...(await review.states()).keys()]).toEqual(['heron']);
    expect(await db.reviewLog.count()).toBe(0);
    // The list deleted: its cards go with it.
    await db.lists.update('l1', { deleted: true });
    await review.reconcile();
    expect(await db.cards.count()).toBe(0);
  });
});

describe('the review beside the sync engine', () => {
  it('follows a list made by an import, whose change is announced inside its own transaction', async () => {
    const db = openDatabase(`review-test-${++databases}`);
    const review = createReview({ db, owner: () => BROWSER_LISTS });
    const following: Promise<unknown>[] = [];
    const engine = createSyncEngine({
      db,
      client: () => undefined,
      account: () => undefined,
      budget: { permit: () => ({ ok: true }) } as unknown as SyncDeps['budget'],
      onChange: () => void following.push(review.reconcile(), review.dueCount()),
    });
    const { added } = await engine.importWords({ name: 'Imported' }, ['heron', 'egret', 'bittern']);
    expect(added).toBe(3);
    await Promise.all(following);
    await review.reconcile();
    expect(await review.dueCount()).toBe(3);
  });
});

describe('the review in a backup', () => {
  it('carries cards and log to another browser, keeping the card reviewed later', async () => {
    const here = await setUp(['heron', 'egret']);
    await here.review.reconcile();
    await here.review.grade('heron', 3);
    await here.review.know('egret');
    const backup = GlossaBackup.parse(
      JSON.parse(JSON.stringify({ format: 'glossa-backup', version: 1, exportedAt: 'now', lists: [], ...(await here.review.exportAll()) })),
    );
    expect(backup.cards.map((c) => c.key).sort()).toEqual(['egret', 'heron']);
    expect(backup.reviewLog.map((g) => g.rating)).toEqual([3, 0]);

    const there = await setUp(['heron', 'egret']);
    await there.review.reconcile();
    expect(await there.review.importAll(backup.cards, backup.reviewLog)).toBe(2);
    const states = await there.review.states();
    expect(states.get('heron')).toBe('learning');
    expect(states.get('egret')).toBe('known');
    expect(await there.db.reviewLog.count()).toBe(2);
    expect(await there.review.dueCount()).toBe(0);
    // Read twice, nothing doubles.
    expect(await there.review.importAll(backup.cards, backup.reviewLog)).toBe(0);
    expect(await there.db.reviewLog.count()).toBe(2);
    // Undo works on what the backup brought.
    expect((await there.review.undo()).undoWord).toBe('heron');
  });
});

describe('the review when the browser’s lists are uploaded to an account', () => {
  const ACCOUNT = 'https://glossa.test/v4#ann';

  /** One browser: its own lists, and an account's, with the review following whichever is shown. */
  async function browserAndAccount(words: string[]) {
    const browser = await setUp(words);
    let owner = BROWSER_LISTS;
    const told: { kind: string; key: string; at: number; owner: string }[] = [];
    const review = createReview({
      db: browser.db,
      owner: () => owner,
      now: browser.now,
      onRecords: (kind, touches, to) => told.push(...touches.map((t) => ({ kind, ...t, owner: to }))),
    });
    const accountLists = async (listed: string[]) => {
      const at = new Date(browser.now()).toISOString();
      await browser.db.lists.put({
        localId: 'a1',
        account: ACCOUNT,
        name: 'Birds',
        numberWordsInList: listed.length,
        createdAt: at,
        updatedAt: at,
      });
      await browser.db.listWords.bulkPut(listed.map((word) => ({ listLocalId: 'a1', word, createdAt: at })));
    };
    return { ...browser, review, told, accountLists, signIn: () => (owner = ACCOUNT) };
  }

  it('keeps every card’s schedule and grade: nothing comes due again, the log whole, and both follow the account', async () => {
    const b = await browserAndAccount(['heron', 'egret']);
    await b.review.reconcile();
    await b.review.grade('heron', 4);
    b.later(1_000);
    await b.review.grade('egret', 4);
    b.later(60_000);
    const graded = await b.review.exportAll();
    expect(graded.cards.map((c) => [c.key, c.reps, c.due > b.now()])).toEqual([
      ['egret', 1, true],
      ['heron', 1, true],
    ]);
    expect(await b.review.dueCount()).toBe(0);

    // Signed in: the account has no lists yet. The review is adopted before the words land,
    // and a reconcile in between keeps the cards (their words are on their way).
    b.signIn();
    b.told.length = 0;
    await b.review.adopt(['Heron', 'egret'], BROWSER_LISTS, ACCOUNT);
    await b.review.reconcile();
    expect(await b.review.dueCount()).toBe(0);
    await b.accountLists(['heron', 'egret']);
    await b.review.reconcile();
    const adopted = await b.review.exportAll();
    expect(adopted.cards.map(({ outsideLists, ...card }) => card)).toEqual(graded.cards);
    expect(adopted.cards.every((c) => !c.outsideLists)).toBe(true);
    expect(adopted.reviewLog).toEqual(graded.reviewLog);
    expect(await b.review.dueCount()).toBe(0);
    expect((await b.review.queue()).undoWord).toBe('egret');
    // Told to the account's records: each card dated by its grade, and each grade.
    const lastReview = (key: string) => graded.cards.find((c) => c.key === key)?.lastReview;
    expect(b.told.filter((t) => t.kind === 'card')).toEqual([
      { kind: 'card', key: 'heron', at: lastReview('heron'), owner: ACCOUNT },
      { kind: 'card', key: 'egret', at: lastReview('egret'), owner: ACCOUNT },
    ]);
    expect(b.told.filter((t) => t.kind === 'grade' && t.owner === ACCOUNT)).toHaveLength(2);
    // The browser keeps its own, as it keeps its lists.
    expect(await b.db.cards.where('account').equals(BROWSER_LISTS).count()).toBe(2);
  });

  it('per card, the later grade wins, and the logs are joined once', async () => {
    const b = await browserAndAccount(['heron', 'egret']);
    await b.review.reconcile();
    await b.review.grade('heron', 4);
    await b.review.grade('egret', 1);
    // Graded later in the account (another browser): egret Easy, there.
    b.signIn();
    await b.accountLists(['heron', 'egret']);
    await b.review.reconcile();
    b.later(3_600_000);
    await b.review.grade('egret', 4);
    const accountEgret = await b.db.cards.get([ACCOUNT, 'egret']);

    await b.review.adopt(['heron', 'egret'], BROWSER_LISTS, ACCOUNT);
    expect(await b.db.cards.get([ACCOUNT, 'egret'])).toEqual(accountEgret);
    expect((await b.db.cards.get([ACCOUNT, 'heron']))?.reps).toBe(1);
    const ratings = async () => (await b.db.reviewLog.where('account').equals(ACCOUNT).toArray()).map((g) => `${g.key} ${g.rating}`).sort();
    expect(await ratings()).toEqual(['egret 1', 'egret 4', 'heron 4']);
    // Uploaded again: nothing doubles.
    await b.review.adopt(['heron', 'egret'], BROWSER_LISTS, ACCOUNT);
    expect(await ratings()).toEqual(['egret 1', 'egret 4', 'heron 4']);
    expect(await b.review.dueCount()).toBe(0);
  });

  it('dates a card never reviewed at 0: a sentence kept here never outweighs a grade given elsewhere', async () => {
    const b = await browserAndAccount(['heron']);
    b.signIn();
    await b.accountLists(['heron']);
    b.later(86_400_000);
    await b.review.meet(['heron'], { context: { sentence: 'A heron rose.' } });
    expect(b.told).toEqual([{ kind: 'card', key: 'heron', at: 0, owner: ACCOUNT }]);
    await b.review.grade('heron', 3);
    await b.review.meet(['heron'], { context: { sentence: 'Herons nest in colonies.' } });
    expect(b.told.at(-1)).toEqual({ kind: 'card', key: 'heron', at: b.now(), owner: ACCOUNT });
  });
});

describe('word states', () => {
  it('are new before a review, learning, then known past the stability threshold', () => {
    expect(wordStateOf({ reps: 0, stability: 0 })).toBe('new');
    expect(wordStateOf({ reps: 2, stability: KNOWN_STABILITY_DAYS - 1 })).toBe('learning');
    expect(wordStateOf({ reps: 5, stability: KNOWN_STABILITY_DAYS })).toBe('known');
    expect(wordStateOf({ reps: 0, stability: 0, known: true })).toBe('known');
    expect(WORD_STATES).toEqual(['new', 'learning', 'known']);
  });
});
