/**
 * What a reader keeps with a list's word (the sense meant, the sentence read in) stays in this
 * browser: the service's list operations carry words only. It is kept when the word is added
 * again (the new sense wins, nothing is sent), through every pull of the list (merged by word,
 * a pending add included), and when the browser's lists are uploaded to an account.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT, outbox, setup } from './support/harness';

const ball = {
  text: 'a lavish dance requiring formal attire',
  partOfSpeech: 'noun',
  source: 'from WordNet 3.0',
  dictionary: 'wordnet',
  id: 'b-2',
};
const sphere = {
  text: 'round object that is hit or thrown',
  partOfSpeech: 'noun',
  source: 'from WordNet 3.0',
  dictionary: 'wordnet',
  id: 'b-1',
};
const read = { sentence: 'He was angry that the ball closed so early.', title: 'Pride and Prejudice', url: 'https://example.org/pp' };
const all = { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 100 } as const;

type Engine = Awaited<ReturnType<typeof setup>>['engine'];

async function wordsOf(h: { engine: Engine }, name: string) {
  const list = (await h.engine.lists()).find((l) => l.name === name);
  if (!list) throw new Error(`no list ${name}`);
  return (await h.engine.words(list.localId, all)).words.map(({ word, sense, context }) => ({ word, sense, context }));
}

describe('the sense and sentence kept with a word', () => {
  it('are kept with the word; adding it again with another sense keeps that one, and sends nothing', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Austen' });
    await h.engine.addWords(list.localId, ['ball'], { sense: sphere, context: read });
    await h.engine.addWords(list.localId, ['wren']);
    expect(await wordsOf(h, 'Austen')).toEqual([
      { word: 'ball', sense: sphere, context: read },
      { word: 'wren', sense: undefined, context: undefined },
    ]);
    const before = await outbox(h);
    const changes = h.changes;
    await h.engine.addWords(list.localId, ['ball'], { sense: ball });
    // The sentence stays; the sense is the one kept last; views are told; the service hears nothing.
    expect((await wordsOf(h, 'Austen'))[0]).toEqual({ word: 'ball', sense: ball, context: read });
    expect(h.changes).toBeGreaterThan(changes);
    expect(await outbox(h)).toEqual(before);

    await h.engine.drain();
    const sent = h.network.log.filter((r) => r.op === 'L5').map((r) => JSON.stringify(r.body));
    expect(sent.join()).toContain('ball');
    expect(sent.join()).not.toMatch(/dance|round object|angry/);
  });

  it('survive every pull of the list, merged by word: before the add reached the service, after, and after a restart', async () => {
    const h = await setup();
    await h.service.add(await h.service.create('Austen'), ['wren']);
    await h.engine.pull();
    const [list] = await h.engine.lists();
    if (!list) throw new Error('no list');
    h.network.offline = true;
    await h.engine.addWords(list.localId, ['ball'], { sense: ball, context: read });
    await h.engine.drain();
    h.network.offline = false;
    // Another device adds a word: the pull reads the list's words, which do not hold ball yet.
    await h.service.add('austen', ['lark']);
    h.advance(1000);
    await h.engine.pull();
    expect((await wordsOf(h, 'Austen')).find((w) => w.word === 'ball')).toEqual({ word: 'ball', sense: ball, context: read });

    // Online again: the add goes now (its backoff set aside, as "Sync now" does).
    await h.engine.drain({ ignoreBackoff: true });
    await h.service.add('austen', ['heron']);
    h.advance(1000);
    const again = h.restart();
    await again.pull();
    expect((await h.service.snapshot())[0]?.words).toContain('ball');
    expect(await wordsOf({ engine: again }, 'Austen')).toEqual([
      { word: 'ball', sense: ball, context: read },
      { word: 'heron', sense: undefined, context: undefined },
      { word: 'lark', sense: undefined, context: undefined },
      { word: 'wren', sense: undefined, context: undefined },
    ]);

    // Removed elsewhere: gone, with what it kept.
    await h.service.remove('austen', ['ball']);
    h.advance(1000);
    await again.pull();
    expect((await wordsOf({ engine: again }, 'Austen')).map((w) => w.word)).toEqual(['heron', 'lark', 'wren']);
    expect(await h.db.listWords.filter((w) => w.sense !== undefined).count()).toBe(0);
  });

  it('go with the browser’s lists when they are uploaded to an account', async () => {
    const h = await setup();
    h.signedIn = false;
    const mine = await h.engine.createList({ name: 'Austen' });
    await h.engine.addWords(mine.localId, ['ball'], { sense: ball, context: read });
    h.signedIn = true;
    expect(await h.engine.uploadBrowserLists()).toEqual({ lists: 1, words: 1 });
    const account = (await h.db.lists.where('account').equals(ACCOUNT).toArray())[0];
    expect(account?.name).toBe('Austen');
    expect(await wordsOf(h, 'Austen')).toEqual([{ word: 'ball', sense: ball, context: read }]);
    await h.engine.drain();
    await h.engine.pull();
    expect(await wordsOf(h, 'Austen')).toEqual([{ word: 'ball', sense: ball, context: read }]);
  });
});
