/**
 * The senses the reader chose: kept as cases, one per word and sentence (a new choice replaces
 * the one before), the oldest first, without the database's ids; forgotten on request.
 */
import { describe, expect, it } from 'vitest';
import { createSenseChoices } from '../../../../lib/background/sense-choices/sense-choices';
import { openDatabase } from '../../../../lib/background/store/db';
import type { SenseChoice } from '../../../../lib/shared/model/sense-choice';

let databases = 0;
const choice = (word: string, sentence: string, chosen: string, chosenAt: number): SenseChoice => ({
  word,
  sentence,
  start: sentence.indexOf(word),
  chosen: { text: chosen, partOfSpeech: 'noun' },
  shownFirst: { text: 'the first sense shown', partOfSpeech: 'noun' },
  confidence: 0.42,
  offeredTwo: true,
  chosenAt,
});

describe('the senses chosen', () => {
  it('keeps each as a case, the oldest first; the same word in the same sentence chosen again replaces it', async () => {
    const db = openDatabase(`sense-choices-test-${++databases}`);
    let changes = 0;
    const choices = createSenseChoices({ db, onChange: () => changes++ });
    const bass = choice('bass', 'The bass was too loud.', 'the lowest adult male singing voice', 1);
    await choices.keep(bass);
    await choices.keep(choice('plant', 'The plant was closed.', 'buildings for carrying on industrial labor', 2));
    await choices.keep({ ...bass, chosen: { text: 'the lowest part of the musical range' }, chosenAt: 3 });
    expect((await choices.list()).map((c) => [c.word, c.chosen.text])).toEqual([
      ['plant', 'buildings for carrying on industrial labor'],
      ['bass', 'the lowest part of the musical range'],
    ]);
    expect(await choices.list()).toEqual([expect.not.objectContaining({ id: expect.anything() }), expect.anything()]);
    expect(changes).toBe(3);
    await choices.clear();
    expect(await choices.list()).toEqual([]);
    db.close();
  });
});
