/**
 * A verb and its particle read as one ("gave up smoking": give up): with calls to spare, the
 * lookup asks for the pair beside the word, as a guess, and its senses join the word's; refused
 * (the live free plan has none to spare) or unknown, the word's own senses answer alone.
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
};

/** The service's side of the lookup: its entries, and whether a guess may cost a call. */
function lookupWith({ spare }: { spare: boolean }) {
  const asked: { operation: string; word: string; priority?: string }[] = [];
  const current = { settings: { sourceDictionaries: ['wordnet'], voice: 'us' } };
  const gateway = {
    current: () => current,
    call: async (operation: string, params: { word: string }, options: { priority?: string } = {}) => {
      asked.push({ operation, word: params.word, ...(options.priority && { priority: options.priority }) });
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
  const kinds = { creditor: async () => () => ({ name: 'Glossa', url: 'https://glossa.example/' }) };
  return { lookup: createLookup(gateway as unknown as Gateway, kinds as unknown as ServiceKinds), asked };
}

const GAVE_UP = { sentence: 'He gave up smoking last year.', start: 3 };

describe('a verb and its particle read as one', () => {
  it('asks for the pair as a guess beside the word, and its senses join the word’s', async () => {
    const { lookup, asked } = lookupWith({ spare: true });
    const answer = await lookup.lookup('gave', 'verb', { readIn: GAVE_UP });
    expect(answer.definitions.map((d) => d.word)).toEqual(['give', 'give up']);
    expect(asked).toContainEqual({ operation: 'getDefinitions', word: 'give up', priority: 'spare' });
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
