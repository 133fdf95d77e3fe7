import { describe, expect, it } from 'vitest';
import type { LookupAnswer } from '../../../../lib/shared/messages/answers';
import { createWordVectors } from '../../../../lib/background/lookup/word-vectors';
import { encodeTable } from '../../../../lib/shared/text/word-vectors';

const TABLE = encodeTable(['ship', 'vessel', 'dance'], [Float64Array.of(1, 0), Float64Array.of(0.9, 0.1), Float64Array.of(0, 1)], true);
const answer = (found = true) =>
  ({ found, definitions: found ? [{ text: 'a large vessel' }] : [], word: 'ship', query: 'ship' }) as unknown as LookupAnswer;

describe('the word vectors a lookup carries', () => {
  it('carries the vectors of the senses’ and the sentence’s words the table has', async () => {
    const vectors = createWordVectors(async () => TABLE);
    vectors.warm();
    const carried = await vectors.forLookup(answer(), 'They danced on the ship');
    expect(carried?.words.sort()).toEqual(['ship', 'vessel']);
  });

  it('carries none for a word not found or a lookup without a sentence', async () => {
    const vectors = createWordVectors(async () => TABLE);
    expect(await vectors.forLookup(answer(false), 'the ship')).toBeUndefined();
    expect(await vectors.forLookup(answer(), undefined)).toBeUndefined();
    expect(await vectors.forLookup(answer(), '  ')).toBeUndefined();
  });

  it('does not hold a lookup for a table still being read, and carries vectors once it is', async () => {
    let release: (bytes: Uint8Array) => void = () => undefined;
    const vectors = createWordVectors(() => new Promise((resolve) => (release = resolve)), 20);
    vectors.warm();
    const started = Date.now();
    expect(await vectors.forLookup(answer(), 'the ship')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    release(TABLE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await vectors.forLookup(answer(), 'the ship'))?.words).toContain('vessel');
  });

  it('answers without vectors when the table cannot be read', async () => {
    const vectors = createWordVectors(async () => {
      throw new Error('missing');
    });
    expect(await vectors.forLookup(answer(), 'the ship')).toBeUndefined();
  });
});
