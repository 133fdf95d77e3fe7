/**
 * A form that is a word of its own besides ("left": leave's past, and the side): with calls to
 * spare, the lookup asks for its own reading beside its headword's, and the answer shows it where
 * its own senses lead; on a plan with none to spare, no reading rather than leave's.
 */
import { describe, expect, it } from 'vitest';
import { createLookup } from '../../../../lib/background/lookup/lookup';
import { rankedAnswer } from '../../../../lib/background/lookup/ranked-answer';
import type { Gateway } from '../../../../lib/background/gateway/gateway';
import type { ServiceKinds } from '../../../../lib/background/lookup/service-kind';
import { ApiError, type Definition } from '../../../../lib/shared/api';

const sense = (word: string, partOfSpeech: string, text: string): Definition => ({ word, text, partOfSpeech, sourceDictionary: 'wordnet' });
/** "left" as the service answers it, asked for its root: leave's senses, then its own. */
const LEFT = [
  sense('leave', 'verb', 'go away from a place'),
  sense('left', 'adjective', 'being or located on or directed toward the side of the body to the west when facing north'),
];
const READINGS: Record<string, string> = { leave: 'ˈliːv', left: 'ˈlɛft' };

function lookupWith({ spare }: { spare: boolean }) {
  const asked: { operation: string; word: string; useCanonical?: boolean; priority?: string }[] = [];
  const current = { settings: { sourceDictionaries: ['wordnet'], voice: 'us' } };
  const gateway = {
    current: () => current,
    call: async (operation: string, params: { word: string; useCanonical?: boolean }, options: { priority?: string } = {}) => {
      asked.push({
        operation,
        word: params.word,
        useCanonical: params.useCanonical,
        ...(options.priority && { priority: options.priority }),
      });
      if (options.priority === 'spare' && !spare)
        throw new ApiError('Waiting for the rate budget: lookups go first', {
          kind: 'rate-limited',
          operationId: 'W5',
          operationName: operation,
        });
      // The service finds the root when asked to: left's is leave.
      const word = params.useCanonical && params.word === 'left' ? 'leave' : params.word;
      const data = operation === 'getDefinitions' ? LEFT : [{ raw: READINGS[word], rawType: 'IPA' }];
      return { status: 200, data, stale: false, storedAt: 0, current };
    },
  };
  const kinds = { creditor: async () => () => ({ name: 'Glossa', url: 'https://glossa.example/' }), heard: async () => 'glossa' };
  return { lookup: createLookup(gateway as unknown as Gateway, kinds as unknown as ServiceKinds), asked };
}

const HAND = { sentence: 'He cut his left hand on the glass.', start: 11 };

describe('a form that is a word of its own', () => {
  it('is said its own way where its own senses lead, its reading asked with calls to spare', async () => {
    const { lookup, asked } = lookupWith({ spare: true });
    const answer = await lookup.lookup('left', undefined, { readIn: HAND });
    expect(asked).toContainEqual({ operation: 'getTextPronunciations', word: 'left', useCanonical: false, priority: 'spare' });
    const hand = rankedAnswer(answer, HAND);
    expect(hand).toMatchObject({ word: 'left', pronunciations: [{ raw: 'ˈlɛft' }], senses: { ownEntry: 'left' } });
    expect(hand).not.toHaveProperty('ownPronunciations');
    // Read as leave's past, it is said as leave.
    const went = rankedAnswer(answer, { sentence: 'He left the house early.', start: 3 });
    expect(went).toMatchObject({ word: 'leave', pronunciations: [{ raw: 'ˈliːv' }] });
  });

  it('shows no reading, rather than its headword’s, where no call is to spare', async () => {
    const { lookup } = lookupWith({ spare: false });
    const answer = await lookup.lookup('left', undefined, { readIn: HAND });
    expect(answer.ownPronunciations).toBeUndefined();
    expect(rankedAnswer(answer, HAND)).toMatchObject({ word: 'left', pronunciations: [] });
  });
});
