/**
 * The reader's voice decides the pronunciation shown as it decides the recording played: with
 * the UK voice, the Glossa server's British reading leads; with the US voice, or from a service
 * that names no voice, the order stays as the service gave it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../lib/background/handlers';
import type { HandlerDeps } from '../../../../lib/background/handlers/types';
import { inVoice, pronunciationsInVoice } from '../../../../lib/background/lookup/voice';
import type { SenderInfo } from '../../../../lib/background/sender-info';
import type { TextPron } from '../../../../lib/shared/api';

const wordPage: SenderInfo = { fromExtensionPage: true };

/** "water" as the Glossa server answers it: CMUdict's IPA and ARPAbet, then eSpeak NG's British reading. */
const WATER: TextPron[] = [
  {
    seq: 0,
    raw: 'ˈwɔtɚ',
    rawType: 'IPA',
    attributionText: 'from the CMU Pronouncing Dictionary, Copyright (C) 1993-2015 Carnegie Mellon University.',
  },
  {
    seq: 0,
    raw: 'W AO1 T ER0',
    rawType: 'arpabet',
    attributionText: 'from the CMU Pronouncing Dictionary, Copyright (C) 1993-2015 Carnegie Mellon University.',
  },
  {
    seq: 0,
    raw: 'ˈwɔːtə',
    rawType: 'IPA',
    attributionText: 'Generated from the spelling by eSpeak NG (en-gb, the UK voice), not from a dictionary',
  },
];

/** A word no dictionary pronounces: eSpeak NG's American reading, generated, then its British one. */
const OFFICIOUS: TextPron[] = [
  { seq: 0, raw: 'əˈfɪʃəs', rawType: 'IPA', attributionText: 'Generated from the spelling by eSpeak NG (en-us), not from a dictionary' },
  {
    seq: 0,
    raw: 'əˈfɪʃəs',
    rawType: 'IPA',
    attributionText: 'Generated from the spelling by eSpeak NG (en-gb, the UK voice), not from a dictionary',
  },
];

/** The live service's: one dictionary's notation, naming no voice. */
const LIVE: TextPron[] = [
  {
    seq: 0,
    raw: 'roo͞′bē',
    rawType: 'ahd-5',
    attributionText: 'from The American Heritage® Dictionary of the English Language, 5th Edition.',
  },
];

const raws = (prons: readonly TextPron[]) => prons.map((pron) => pron.raw);

describe('the pronunciations in the reader’s voice', () => {
  it('puts the British reading first for the UK voice, the rest in the service’s order', () => {
    expect(raws(pronunciationsInVoice(WATER, 'uk'))).toEqual(['ˈwɔːtə', 'ˈwɔtɚ', 'W AO1 T ER0']);
    expect(pronunciationsInVoice(OFFICIOUS, 'uk')[0]?.attributionText).toMatch(/en-gb/);
  });

  it('keeps the service’s order for the US voice', () => {
    expect(pronunciationsInVoice(WATER, 'us')).toEqual(WATER);
    expect(pronunciationsInVoice(OFFICIOUS, 'us')).toEqual(OFFICIOUS);
  });

  it('keeps a service’s answer that names no voice as it came, in either voice', () => {
    expect(pronunciationsInVoice(LIVE, 'uk')).toEqual(LIVE);
    expect(pronunciationsInVoice(LIVE, 'us')).toEqual(LIVE);
    expect(pronunciationsInVoice([], 'uk')).toEqual([]);
  });

  it('chooses the recording by the same names', () => {
    const files = [
      { fileUrl: 'us.mp3', attributionText: 'Synthesized speech by eSpeak NG, US voice (en-us; not a human recording)' },
      { fileUrl: 'uk.mp3', attributionText: 'Synthesized speech by eSpeak NG, UK voice (en-gb; not a human recording)' },
    ];
    expect(inVoice(files, 'uk')?.fileUrl).toBe('uk.mp3');
    expect(inVoice(files, 'us')?.fileUrl).toBe('us.mp3');
    expect(inVoice([{ fileUrl: 'one.mp3', attributionText: 'A recording' }], 'uk')?.fileUrl).toBe('one.mp3');
  });

  it('plays the recording of the reading shown, where the service names each file’s reading', () => {
    // "bass" as the Glossa server answers it: the spelling's files, then one for each American reading.
    const us = 'Synthesized speech by eSpeak NG, US voice (en-us; not a human recording)';
    const files = [
      { fileUrl: 'us.mp3', attributionText: us },
      { fileUrl: 'uk.mp3', attributionText: 'Synthesized speech by eSpeak NG, UK voice (en-gb; not a human recording)' },
      { fileUrl: 'fish.mp3', attributionText: `${us}, read /ˈbæs/`, description: 'ˈbæs' },
      { fileUrl: 'voice.mp3', attributionText: `${us}, read /ˈbeɪs/`, description: 'ˈbeɪs' },
    ];
    expect(inVoice(files, 'us', 'ˈbæs')?.fileUrl).toBe('fish.mp3');
    expect(inVoice(files, 'us', 'ˈbeɪs')?.fileUrl).toBe('voice.mp3');
    // A reading no file says, or none named: the spelling's file, as before.
    expect(inVoice(files, 'us', 'ˈbɑs')?.fileUrl).toBe('us.mp3');
    expect(inVoice(files, 'us')?.fileUrl).toBe('us.mp3');
    // The British voice has one file, of its British reading; an American reading shown in its
    // place (the British one was another sense's) is heard as shown.
    expect(inVoice(files, 'uk', 'bˈeɪs')?.fileUrl).toBe('uk.mp3');
    expect(inVoice(files, 'uk')?.fileUrl).toBe('uk.mp3');
    expect(inVoice(files, 'uk', 'ˈbæs')?.fileUrl).toBe('fish.mp3');
  });
});

describe('the word page’s pronunciations, called through the background', () => {
  function handlersWith(voice: 'us' | 'uk', data: unknown) {
    const gateway = { call: vi.fn(async () => ({ status: 200, data, stale: false, storedAt: 1, current: { settings: { voice } } })) };
    return createHandlers({ gateway } as unknown as HandlerDeps);
  }

  it('come in the reader’s voice first, as the bubble’s', async () => {
    const uk = await handlersWith('uk', WATER).call(
      { type: 'call', operation: 'getTextPronunciations', params: { word: 'water' } },
      wordPage,
    );
    expect(uk.found && raws(uk.data as TextPron[])).toEqual(['ˈwɔːtə', 'ˈwɔtɚ', 'W AO1 T ER0']);
    const us = await handlersWith('us', WATER).call(
      { type: 'call', operation: 'getTextPronunciations', params: { word: 'water' } },
      wordPage,
    );
    expect(us.found && us.data).toEqual(WATER);
  });

  it('leave other operations’ answers as they are', async () => {
    const examples = { examples: [{ text: 'Water, water, every where (en-gb)' }] };
    const answer = await handlersWith('uk', examples).call({ type: 'call', operation: 'getExamples', params: { word: 'water' } }, wordPage);
    expect(answer.found && answer.data).toBe(examples);
  });
});
