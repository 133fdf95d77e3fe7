/**
 * A verb and its particle read as one ("gave up smoking": give up), or a compound the word stands
 * in ("the left mouse button"): with calls to spare, the lookup asks for the pair beside the
 * word, as a guess, and its senses join the word's; refused (the live free plan has none to
 * spare) or unknown, the word's own senses answer alone.
 */
import { describe, expect, it } from 'vitest';
import { createLookup } from '../../../../lib/background/lookup/lookup';
import type { Gateway } from '../../../../lib/background/gateway/gateway';
import type { ServiceKinds } from '../../../../lib/background/lookup/service-kind';
import { ApiError, type Definition } from '../../../../lib/shared/api';

const sense = (word: string, text: string): Definition => ({ word, text, partOfSpeech: 'verb', sourceDictionary: 'wordnet' });
const ENTRIES: Record<string, Definition[]> = {
  give: [sense('give', 'cause to have, in the abstract sense or physical sense')],
  'give up': [sense('give up', 'put an end to a state or an activity')],
  mouse: [{ ...sense('mouse', 'any of numerous small rodents'), partOfSpeech: 'noun' }],
  'mouse button': [{ ...sense('mouse button', 'a push button on the mouse'), partOfSpeech: 'noun' }],
};

/** The service's side of the lookup: its entries, and whether a guess may cost a call. */
function lookupWith({ spare, kind = 'glossa' }: { spare: boolean; kind?: string }) {
  const asked: { operation: string; word: string; priority?: string; useCanonical?: boolean }[] = [];
  const current = { settings: { sourceDictionaries: ['wordnet'], voice: 'us' } };
  const gateway = {
    current: () => current,
    call: async (operation: string, params: { word: string; useCanonical?: boolean }, options: { priority?: string } = {}) => {
      asked.push({
        operation,
        word: params.word,
        ...(options.priority && { priority: options.priority }),
        ...(params.useCanonical !== undefined && { useCanonical: params.useCanonical }),
      });
      if (options.priority === 'spare' && !spare)
        throw new ApiError('Waiting for the rate budget: lookups go first', {
          kind: 'rate-limited',
          operationId: 'W4',
          operationName: operation,
        });
      const data = operation === 'getDefinitions' ? ENTRIES[params.word] : [];
      return data ? { status: 200, data, stale: false, storedAt: 0, current } : { status: 404, stale: false, storedAt: 0, current };
    },
  };
  const kinds = {
    creditor: async () => () => ({ name: 'Glossa', url: 'https://glossa.example/' }),
    heard: async () => (kind === 'unheard' ? undefined : kind),
  };
  return { lookup: createLookup(gateway as unknown as Gateway, kinds as unknown as ServiceKinds), asked };
}

const GAVE_UP = { sentence: 'He gave up smoking last year.', start: 3 };

describe('a verb and its particle read as one', () => {
  it('asks for the pair as a guess beside the word, and its senses join the word’s', async () => {
    const { lookup, asked } = lookupWith({ spare: true });
    const answer = await lookup.lookup('gave', 'verb', { readIn: GAVE_UP });
    expect(answer.definitions.map((d) => d.word)).toEqual(['give', 'give up']);
    expect(asked).toContainEqual({ operation: 'getDefinitions', word: 'give up', priority: 'spare', useCanonical: false });
  });

  it('answers with the word’s senses alone where no call is to spare', async () => {
    const { lookup } = lookupWith({ spare: false });
    const answer = await lookup.lookup('gave', 'verb', { readIn: GAVE_UP });
    expect(answer.definitions.map((d) => d.word)).toEqual(['give']);
  });

  it('asks for no pair where the particle is a direction, or there is no sentence', async () => {
    const { lookup, asked } = lookupWith({ spare: true });
    await lookup.lookup('looked', 'verb', { readIn: { sentence: 'He looked up at the sky.', start: 3 } });
    await lookup.lookup('gave', 'verb');
    expect(asked.filter((call) => call.word.includes(' '))).toEqual([]);
  });
});

const MOUSE_BUTTON = { sentence: 'Click the left mouse button twice.', start: 'Click the left '.length };

describe('a compound the word stands in', () => {
  it('asks for the word and the word after it as a guess, its plural found by the service, and its senses join the word’s', async () => {
    const { lookup, asked } = lookupWith({ spare: true });
    const answer = await lookup.lookup('mouse', undefined, { readIn: MOUSE_BUTTON });
    expect(answer.definitions.map((d) => d.word)).toEqual(['mouse', 'mouse button']);
    expect(asked).toContainEqual({ operation: 'getDefinitions', word: 'mouse button', priority: 'spare', useCanonical: true });
  });

  it('answers with the word’s senses alone where no call is to spare', async () => {
    const { lookup } = lookupWith({ spare: false });
    const answer = await lookup.lookup('mouse', undefined, { readIn: MOUSE_BUTTON });
    expect(answer.definitions.map((d) => d.word)).toEqual(['mouse']);
  });

  it('asks for none of another service than a Glossa server (calls on the hour’s budget), nor of one not heard from yet', async () => {
    for (const kind of ['live', 'other', 'unheard']) {
      const { lookup, asked } = lookupWith({ spare: true, kind });
      const answer = await lookup.lookup('mouse', undefined, { readIn: MOUSE_BUTTON });
      expect(answer.definitions.map((d) => d.word)).toEqual(['mouse']);
      expect(asked.filter((call) => call.word.includes(' '))).toEqual([]);
    }
  });

  it('asks for none beside a name of the page’s own, a grammar word or a name', async () => {
    const { lookup, asked } = lookupWith({ spare: true });
    await lookup.lookup('mouse', undefined, { readIn: MOUSE_BUTTON, name: true });
    await lookup.lookup('mouse', undefined, { readIn: { sentence: 'The mouse is under the chair.', start: 4 } });
    await lookup.lookup('York', undefined, { readIn: { sentence: 'He went to New York.', start: 15 } });
    expect(asked.filter((call) => call.word.includes(' '))).toEqual([]);
  });
});
