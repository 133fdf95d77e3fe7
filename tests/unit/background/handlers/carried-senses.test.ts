/**
 * The sense a word carries into exports and Anki is the one the reader saw: the lookup records
 * the sense the bubble showed first for its sentence (ranked there, not the service's first),
 * and a word with no kept sense carries that one, not one chosen anew.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../lib/background/handlers';
import { carriedSenses } from '../../../../lib/background/handlers/carried-senses';
import type { HandlerDeps } from '../../../../lib/background/handlers/types';
import { createHistory } from '../../../../lib/background/history/history';
import { createProblemLog } from '../../../../lib/background/problems/problems';
import { createRouter } from '../../../../lib/background/router';
import { openDatabase } from '../../../../lib/background/store/db';
import type { LookupAnswer, RankedLookup } from '../../../../lib/shared/messages/answers';

let databases = 0;

/** "dance" as a dictionary gives it: the noun first, then the verb. */
const DANCE: LookupAnswer = {
  query: 'dance',
  word: 'dance',
  found: true,
  definitions: [
    { word: 'dance', text: 'A party of people assembled for social dancing.', partOfSpeech: 'noun', attributionText: 'from WordNet 3.1' },
    {
      word: 'dance',
      text: 'Move in a pattern, usually to musical accompaniment.',
      partOfSpeech: 'verb',
      attributionText: 'from WordNet 3.1',
    },
  ],
  pronunciations: [],
  suggestions: [],
  stale: false,
  storedAt: 0,
  credit: { name: 'Glossa server', url: 'http://x' },
};

function background() {
  const db = openDatabase(`carried-senses-test-${++databases}`);
  const history = createHistory({ db, mode: () => 'on' });
  const lookUp = vi.fn(async () => DANCE);
  const lookup = { lookup: lookUp };
  const problems = createProblemLog({ db });
  const deps = { lookup, history, problems } as unknown as HandlerDeps;
  const route = createRouter(createHandlers(deps));
  const recorded = () => vi.waitFor(async () => expect(await db.history.get('dance')).toBeDefined());
  return { deps, route, lookUp, recorded };
}

const SENTENCE = 'After supper they began to dance until the candles burned low.';
const inPage = { fromExtensionPage: false, pageUrl: 'https://ball.example/' };

describe('the sense a word carries', () => {
  it('is the one the bubble showed first for its sentence, recorded with the lookup', async () => {
    const { deps, route, lookUp, recorded } = background();
    const context = { sentence: SENTENCE, start: SENTENCE.indexOf('dance'), title: 'The ball' };
    const shown = (await route({ type: 'lookup', word: 'dance', from: 'bubble', context }, inPage)) as { ok: true; data: RankedLookup };
    const first = shown.data.senses.groups[0]?.definitions[0];
    // The sentence wants the verb: the bubble leads with it, where the service's first is the noun.
    expect(first?.partOfSpeech).toBe('verb');
    await recorded();

    lookUp.mockClear();
    const [carried] = await carriedSenses(deps, [{ word: 'Dance' }], true);
    expect(carried).toEqual({ text: '(verb) Move in a pattern, usually to musical accompaniment.', source: 'from WordNet 3.1' });
    // Not chosen anew: no lookup was made for it.
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('is the kept sense when the reader kept one; a lookup’s first only when asked and nothing was shown', async () => {
    const { deps, lookUp } = background();
    const kept = { text: 'a party', partOfSpeech: 'noun', source: 'from WordNet 3.1' };
    expect(await carriedSenses(deps, [{ word: 'dance', sense: kept }], true)).toEqual([kept]);
    expect(await carriedSenses(deps, [{ word: 'dance' }], false)).toEqual([undefined]);
    expect(lookUp).not.toHaveBeenCalled();
    const [looked] = await carriedSenses(deps, [{ word: 'dance' }], true);
    // With no sentence to weigh, the popup's order: the service's first.
    expect(looked).toMatchObject({ partOfSpeech: 'noun', text: 'A party of people assembled for social dancing.' });
    lookUp.mockRejectedValueOnce(new Error('offline'));
    expect(await carriedSenses(deps, [{ word: 'dance' }], true)).toEqual([undefined]);
  });
});
