/**
 * A pronunciation for every word the server knows: a British spelling CMUdict lacks has its
 * American spelling's (candour → candor), and a word no dictionary pronounces gets eSpeak NG's
 * reading of its spelling, credited as generated. After the American readings, eSpeak NG's
 * British one (en-gb), made when the word database was built, credited as generated too.
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
    const candour = await api.getTextPronunciations({ word: 'candour', sourceDictionary: 'cmu', typeFormat: 'IPA' });
    const candor = await api.getTextPronunciations({ word: 'candor', sourceDictionary: 'cmu', typeFormat: 'IPA' });
    expect(candor.length).toBeGreaterThan(0);
    expect(candour).toEqual(candor);
  });

  // eSpeak NG is an optional system package (README's apt line): without it there is nothing to generate.
  it.skipIf(!espeak)('gives a word no dictionary pronounces eSpeak NG’s IPA, credited as generated', async () => {
    const [officious, british, ...rest] = await api.getTextPronunciations({ word: 'officious' });
    expect(british?.attributionText).toMatch(/en-gb/);
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

// The British readings are made by eSpeak NG as the word database is built (the tests' database too).
describe.skipIf(!espeak)('the British reading, after the American ones', () => {
  const BRITISH = /^Generated from the spelling by eSpeak NG \(en-gb, the UK voice\), not from a dictionary$/;

  it('gives a word eSpeak NG’s en-gb IPA, credited as generated in the UK voice, after CMUdict’s', async () => {
    const water = await api.getTextPronunciations({ word: 'water' });
    expect(water.map((pron) => pron.rawType)).toEqual(['IPA', 'arpabet', 'IPA']);
    expect(water[0]).toMatchObject({ raw: 'ˈwɔtɚ', attributionText: expect.stringMatching(/CMU/) });
    // Non-rhotic, its stress mark at the start of its syllable as the American one's.
    expect(water[2]).toEqual({
      seq: 0,
      raw: 'ˈwɔːtə',
      rawType: 'IPA',
      attributionText: expect.stringMatching(BRITISH),
      attributionUrl: 'https://github.com/espeak-ng/espeak-ng',
    });
    // Where the two differ most: the British yod begins the syllable with its consonant.
    const schedule = await api.getTextPronunciations({ word: 'schedule', typeFormat: 'IPA' });
    expect(schedule.map((pron) => pron.raw)).toEqual(['ˈskɛdʒʊl', 'ˈskɛdʒul', 'ˈʃɛdjuːl']);
    expect(schedule[2]?.attributionText).toMatch(BRITISH);
    expect((await api.getTextPronunciations({ word: 'reduce', typeFormat: 'IPA' })).map((pron) => pron.raw)).toEqual([
      'ɹəˈduːs',
      'ɹɪˈduːs',
      'ɹiˈduːs',
      'ɹɪˈdjuːs',
    ]);
  });

  it('gives a word read by its part of speech its British noun’s and verb’s readings, the word alone’s first', async () => {
    const record = (await api.getTextPronunciations({ word: 'record', typeFormat: 'IPA' })).filter((pron) =>
      BRITISH.test(pron.attributionText ?? ''),
    );
    expect(record.map((pron) => [pron.seq, pron.raw])).toEqual([
      [0, 'ˈɹɛkɔːd'],
      [1, 'ɹɪˈkɔːd'],
    ]);
    const use = (await api.getTextPronunciations({ word: 'use', typeFormat: 'IPA' })).filter((pron) =>
      BRITISH.test(pron.attributionText ?? ''),
    );
    expect(use.map((pron) => pron.raw)).toEqual(['ˈjuːs', 'ˈjuːz']);
    // A word eSpeak NG reads one way whatever it is (the bass that swims and the one that sings) keeps one.
    const bass = (await api.getTextPronunciations({ word: 'bass', typeFormat: 'IPA' })).filter((pron) =>
      BRITISH.test(pron.attributionText ?? ''),
    );
    expect(bass).toHaveLength(1);
  });

  it('leaves it out where a client asks for no IPA, for CMUdict alone, or for the first reading only', async () => {
    expect(await api.getTextPronunciations({ word: 'water', typeFormat: 'arpabet' })).toEqual([
      expect.objectContaining({ rawType: 'arpabet', attributionText: expect.stringMatching(/CMU/) }),
    ]);
    const cmu = await api.getTextPronunciations({ word: 'water', sourceDictionary: 'cmu' });
    expect(cmu.every((pron) => /CMU/.test(pron.attributionText ?? ''))).toBe(true);
    const [first, ...more] = await api.getTextPronunciations({ word: 'water', limit: 1 });
    expect(first?.attributionText).toMatch(/CMU/);
    expect(more).toEqual([]);
  });

  it('gives none where no American reading is given (Webster’s marks contradict eSpeak NG), nor for an unknown word', async () => {
    expect(await api.getTextPronunciations({ word: 'abatis' })).toEqual([]);
    expect(await api.getTextPronunciations({ word: 'qwzxv' })).toEqual([]);
  });
});
