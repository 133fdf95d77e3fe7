import { describe, expect, it } from 'vitest';
import type { LookupAnswer } from '../../../../lib/shared/messages/answers';
import { createWordVectors } from '../../../../lib/background/lookup/word-vectors';
import { encodeTable } from '../../../../lib/shared/text/word-vectors';

const TABLE = encodeTable(['ship', 'vessel', 'dance'], [Float64Array.of(1, 0), Float64Array.of(0.9, 0.1), Float64Array.of(0, 1)], true);
const answer = (found = true) =>
  ({
    found,
    definitions: found ? [{ text: 'a large vessel' }, { text: 'to dance' }, {}] : [],
    word: 'ship',
    query: 'ship',
  }) as unknown as LookupAnswer;

describe('the meanings a lookup carries', () => {
  it('carries, for each sense in order, how near in meaning it is to the sentence', async () => {
    const vectors = createWordVectors(async () => TABLE);
    vectors.warm();
    const carried = await vectors.forLookup(answer(), 'They dance all night');
    expect(carried).toHaveLength(3);
    // The dancing sense is nearer than the vessel; the sense without text is not ranked.
    expect(carried?.[1]?.[0]).toBeGreaterThan(carried?.[0]?.[0] ?? Infinity);
    expect(carried?.[2]).toEqual([0, 0]);
  });

  it('carries none for a word not found or a lookup without a sentence', async () => {
    const vectors = createWordVectors(async () => TABLE);
    expect(await vectors.forLookup(answer(false), 'the ship')).toBeUndefined();
    expect(await vectors.forLookup(answer(), undefined)).toBeUndefined();
    expect(await vectors.forLookup(answer(), '  ')).toBeUndefined();
  });

  it('does not hold a lookup for a table still being read, and carries meanings once it is', async () => {
    let release: (bytes: Uint8Array) => void = () => undefined;
    const vectors = createWordVectors(() => new Promise((resolve) => (release = resolve)), 20);
    vectors.warm();
    const started = Date.now();
    expect(await vectors.forLookup(answer(), 'the ship')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    release(TABLE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await vectors.forLookup(answer(), 'They danced')).toHaveLength(3);
  });

  it('answers without meanings when the table cannot be read', async () => {
    const vectors = createWordVectors(async () => {
      throw new Error('missing');
    });
    expect(await vectors.forLookup(answer(), 'the ship')).toBeUndefined();
  });

  it('tells the words it has and how common each is, once read, and none when it cannot be read', async () => {
    const rank = await createWordVectors(async () => TABLE).vocabulary();
    expect(rank?.('vessel')).toEqual(expect.any(Number));
    expect(rank?.('vessels')).toBeUndefined();
    const broken = createWordVectors(async () => {
      throw new Error('missing');
    });
    expect(await broken.vocabulary()).toBeUndefined();
  });
});
