/**
 * W4's order on the real server: senses by how common they are across parts of speech
 * (WordNet's tag counts, said in `score`), ties in WordNet's order; an inflected form asked
 * with useCanonical leads with the part of speech it is a form of.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
let api: ReturnType<TestServer['client']>;
beforeAll(async () => {
  t = await startTestServer();
  api = t.client();
});
afterAll(() => t.close());

const definitions = (word: string, useCanonical = true, limit = 200) => api.getDefinitions({ word, useCanonical, limit });

describe('senses by frequency', () => {
  it('leads "run" with its verb senses, the most tagged first, and says the count in score', async () => {
    const run = await definitions('run', false);
    expect(run.slice(0, 4).map((d) => d.partOfSpeech)).toEqual(['verb', 'verb', 'verb', 'verb']);
    expect(run[0]?.text).toMatch(/move fast by using one's feet/);
    const scores = run.map((d) => d.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(100);
    // The noun's commonest sense comes where its count puts it, among the verb's.
    const firstNoun = run.findIndex((d) => d.partOfSpeech === 'noun');
    expect(firstNoun).toBeGreaterThan(3);
    expect(firstNoun).toBeLessThan(10);
    expect(run.map((d) => d.sequence)).toEqual(run.map((_, i) => String(i + 1)));
  });

  it('keeps WordNet order among senses tagged equally often: noun before verb', async () => {
    const goose = await definitions('goose', false);
    const untagged = goose.filter((d) => d.score === 0).map((d) => d.partOfSpeech);
    expect(untagged).toEqual([...untagged].sort((a, b) => (a === b ? 0 : a === 'noun' ? -1 : 1)));
  });
});

describe('an inflected form leads with its part of speech', () => {
  it.each([
    ['was', 'be', 'verb'],
    ['went', 'go', 'verb'],
    ['ran', 'run', 'verb'],
    ['geese', 'goose', 'noun'],
    // fish is more often a noun, but "fished" is a verb's past.
    ['fished', 'fish', 'verb'],
  ])('%s → %s, the %s first', async (asked, root, partOfSpeech) => {
    const senses = await definitions(asked);
    expect(senses[0]).toMatchObject({ word: root, partOfSpeech });
    const firstOther = senses.findIndex((d) => d.partOfSpeech !== partOfSpeech);
    if (firstOther >= 0) expect(senses.slice(firstOther).every((d) => d.partOfSpeech !== partOfSpeech)).toBe(true);
  });

  it('leads "went" with going, not a time period for working', async () => {
    expect((await definitions('went', true, 1))[0]?.text).not.toMatch(/time period/);
  });

  it('keeps "better" as the adjective entry it is, not "good"', async () => {
    const better = await definitions('better');
    expect(better[0]).toMatchObject({ word: 'better', partOfSpeech: 'adjective' });
    expect(await api.getWord({ word: 'better', useCanonical: true })).toMatchObject({ word: 'better' });
  });

  it('applies the limit after the reordering', async () => {
    expect((await definitions('fished', true, 2)).map((d) => d.partOfSpeech)).toEqual(['verb', 'verb']);
  });
});
