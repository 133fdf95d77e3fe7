// @vitest-environment node
/**
 * Sending notes to Anki, over real HTTP to a stand-in speaking AnkiConnect's version 6
 * protocol (tests/support/anki-connect-stand-in.ts): the deck made, the note type's fields
 * used, duplicates checked before adding, every text escaped; and a plain answer when Anki
 * does not answer or refuses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAnkiConnect } from '../../../../lib/background/anki/anki-connect';
import { startAnkiConnectStandIn } from '../../../support/anki-connect-stand-in';

const standIns: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const standIn of standIns.splice(0)) await standIn.close();
});

async function standIn() {
  const started = await startAnkiConnectStandIn();
  standIns.push(started);
  return started;
}

const heron = {
  word: 'heron',
  sentence: 'Two herons stood in the <reeds>.',
  sense: { text: 'A long-legged wading bird & fisher.', partOfSpeech: 'noun', source: 'WordNet 3.0 & co' },
  pronunciation: '/ˈhɛɹən/',
  source: { title: 'Marsh walk', url: 'https://birds.example/marsh' },
};

describe('AnkiConnect', () => {
  it('makes the deck, checks for duplicates first, and adds one escaped note per word', async () => {
    const anki = await standIn();
    const connect = createAnkiConnect();
    const target = { url: anki.url, deck: 'Glossa words', noteType: 'Basic' };
    const answer = await connect.send(target, [heron, { word: 'egret' }]);
    expect(answer).toEqual({ sent: true, added: 2, duplicates: [], deck: 'Glossa words' });
    expect(anki.requests.map((r) => r.action)).toEqual(['version', 'createDeck', 'modelFieldNames', 'canAddNotes', 'addNotes']);
    expect(anki.requests.every((r) => r.version === 6)).toBe(true);
    expect(anki.notes[0]).toEqual({
      deckName: 'Glossa words',
      modelName: 'Basic',
      fields: {
        Front: 'Two <b>herons</b> stood in the &lt;reeds&gt;.',
        Back: '<b>heron</b> /ˈhɛɹən/<br>(noun) A long-legged wading bird &amp; fisher.<br><small>WordNet 3.0 &amp; co</small><br><small><a href="https://birds.example/marsh">Marsh walk</a></small>',
      },
      tags: ['glossa'],
      options: { allowDuplicate: false, duplicateScope: 'deck' },
    });
    expect(anki.notes[1]?.fields).toEqual({ Front: '<b>egret</b>', Back: '<b>egret</b>' });

    // Sent again with one more: only the new word is added.
    const again = await connect.send(target, [heron, { word: 'bittern' }]);
    expect(again).toEqual({ sent: true, added: 1, duplicates: ['heron'], deck: 'Glossa words' });
    expect(anki.notes).toHaveLength(3);
  });

  it('says plainly when Anki does not answer, refuses, or the note type has one field', async () => {
    const anki = await standIn();
    const connect = createAnkiConnect();
    const gone = await standIn();
    const goneUrl = gone.url;
    await gone.close();
    standIns.pop();
    expect(await connect.send({ url: goneUrl, deck: 'Glossa', noteType: 'Basic' }, [heron])).toEqual({ sent: false, why: 'unreachable' });
    expect(await connect.send({ url: anki.url, deck: 'Glossa', noteType: 'Nope' }, [heron])).toEqual({
      sent: false,
      why: 'refused',
      detail: 'model was not found: Nope',
    });
    expect(await connect.send({ url: anki.url, deck: 'Glossa', noteType: 'Cloze' }, [heron])).toEqual({
      sent: false,
      why: 'note-type',
      detail: 'Cloze',
    });
    expect(anki.notes).toHaveLength(0);
  });

  it('follows no redirect, waits no longer than its bound, and reads no answer past its size', async () => {
    const elsewhere = await standIn();
    const anki = await startAnkiConnectStandIn({ redirectTo: elsewhere.url });
    standIns.push(anki);
    const connect = createAnkiConnect(undefined, { timeoutMs: 500, maxAnswerBytes: 64 * 1024 });
    const target = { url: anki.url, deck: 'Glossa', noteType: 'Basic' };

    anki.misbehave = 'redirect';
    expect(await connect.send(target, [heron])).toEqual({ sent: false, why: 'refused', detail: 'a redirect to another address' });
    expect(elsewhere.requests).toEqual([]);

    anki.misbehave = 'hang';
    expect(await connect.send(target, [heron])).toEqual({ sent: false, why: 'refused', detail: 'no answer in time' });

    anki.misbehave = 'endless';
    expect(await connect.send(target, [heron])).toEqual({ sent: false, why: 'refused', detail: 'an answer of more than 65536 bytes' });
    // The answer was dropped as soon as it passed the bound, not read to its end.
    expect(anki.bytesSent).toBeLessThan(200 * 1024 * 1024);
    expect(anki.notes).toHaveLength(0);
  });

  it('counts a word as already there only when Anki says so, word by word', async () => {
    const anki = await standIn();
    const connect = createAnkiConnect();
    const target = { url: anki.url, deck: 'Glossa', noteType: 'Basic' };
    // One answer short for two notes: the answer is not AnkiConnect's, and nothing is called a duplicate.
    await connect.send(target, [{ word: 'setup' }]);
    anki.misbehave = 'one-short';
    expect(await connect.send(target, [heron, { word: 'egret' }])).toEqual({
      sent: false,
      why: 'refused',
      detail: 'an answer AnkiConnect does not give',
    });
    expect(anki.notes.map((note) => note.fields.Front)).toEqual(['<b>setup</b>']);
  });

  it("writes a sentence's brackets and braces so that Anki reads no sound or cloze in them", async () => {
    const anki = await standIn();
    await createAnkiConnect().send({ url: anki.url, deck: 'Glossa', noteType: 'Basic' }, [
      {
        word: 'gong',
        sentence: 'The gong [sound:alarm.mp3] rang {{c1::twice}}.',
        sense: { text: 'A disc [struck]', partOfSpeech: 'noun' },
      },
    ]);
    const fields = anki.notes[0]?.fields ?? {};
    expect(fields.Front).toBe('The <b>gong</b> &#91;sound:alarm.mp3] rang &#123;&#123;c1::twice}}.');
    expect(fields.Back).toContain('A disc &#91;struck]');
    expect(Object.values(fields).join('')).not.toMatch(/\[sound:|\{\{c\d/);
  });
});
