/**
 * A pronunciation for every word the server knows: a British spelling CMUdict lacks has its
 * American spelling's (candour → candor), and a word no dictionary pronounces gets eSpeak NG's
 * reading of its spelling, credited as generated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { commandWorks } from '../../server/shared/system-commands.ts';

let t: TestServer;
let api: ReturnType<TestServer['client']>;
const espeak = await commandWorks('espeak-ng');
beforeAll(async () => {
  t = await startTestServer({ audio: true });
  api = t.client();
});
afterAll(() => t.close());

describe('a pronunciation for every word', () => {
  it('gives a British spelling its American spelling’s pronunciation', async () => {
    const candour = await api.getTextPronunciations({ word: 'candour', typeFormat: 'IPA' });
    const candor = await api.getTextPronunciations({ word: 'candor', typeFormat: 'IPA' });
    expect(candor.length).toBeGreaterThan(0);
    expect(candour).toEqual(candor);
  });

  // eSpeak NG is an optional system package (README's apt line): without it there is nothing to generate.
  it.skipIf(!espeak)('gives a word no dictionary pronounces eSpeak NG’s IPA, credited as generated', async () => {
    const [officious, ...rest] = await api.getTextPronunciations({ word: 'officious' });
    expect(rest).toEqual([]);
    expect(officious).toMatchObject({ rawType: 'IPA', attributionText: expect.stringMatching(/^Generated .*eSpeak NG/) });
    // The stress mark at the start of its syllable, as dictionaries write it (eSpeak writes əfˈɪʃəs).
    expect(officious?.raw).toMatch(/ˈfɪʃəs$/);
    // A word the server does not know is not read aloud for anyone.
    expect(await api.getTextPronunciations({ word: 'qwzxv' })).toEqual([]);
  });

  it.skipIf(!espeak)('generates no reading that Webster’s syllable marks contradict, and keeps those they confirm', async () => {
    // Webster's ab·a·tis is stressed on its first syllable; eSpeak NG reads ɐbˈɑːɾiz.
    expect(await api.getTextPronunciations({ word: 'abatis' })).toEqual([]);
    // hem·a·stat·ic: four syllables, the third stressed, as eSpeak NG reads it.
    const [hemastatic] = await api.getTextPronunciations({ word: 'hemastatic' });
    expect(hemastatic).toMatchObject({ rawType: 'IPA', attributionText: expect.stringMatching(/^Generated/) });
  });
});
