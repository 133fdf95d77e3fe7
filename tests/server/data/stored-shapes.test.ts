/**
 * What the build lays out once and the server reads back: the word index's columns and W4's
 * definitions written as JSON pieces. Each must come back exactly as it went in.
 */
import { describe, expect, it } from 'vitest';
import {
  definitionJson,
  eachStoredDefinition,
  readStoredDefinitions,
  storedAllLowercase,
  storedDefinitions,
  type KeptDefinition,
} from '../../../server/data/definition-shape.ts';
import { packWordIndex, unpackWordIndex, type WordIndexColumns } from '../../../server/data/word-index-columns.ts';
import { SOURCES } from '../../../server/data/attribution.ts';

describe('the word index columns', () => {
  const columns = (size: number): WordIndexColumns => {
    const numbers = (seed: number) => Int32Array.from({ length: size }, (_, i) => i * seed);
    return {
      ids: Int32Array.from({ length: size }, (_, i) => i + 1),
      lower: Array.from({ length: size }, (_, i) => `wörd${i}`),
      display: Array.from({ length: size }, (_, i) => (i % 2 ? `Wörd${i}` : '')),
      corpusCount: numbers(3),
      dictionaryCount: numbers(5),
      length: numbers(1),
      posMask: numbers(7),
      flags: numbers(11),
      tier: numbers(13),
      byEnding: Int32Array.from({ length: size }, (_, i) => size - 1 - i),
      formsStart: new Int32Array(size + 1),
      forms: [],
    };
  };

  it.each([0, 1, 2, 1000])('come back as they were stored, %i entries', (size) => {
    const original = columns(size);
    const back = unpackWordIndex(packWordIndex(original));
    expect(back).toEqual(original);
  });

  it('read from blobs that do not start on a multiple of four bytes', () => {
    const packed = packWordIndex(columns(10)).map(([name, data]): [string, Buffer] => {
      const shifted = Buffer.alloc(data.length + 1);
      data.copy(shifted, 1);
      return [name, shifted.subarray(1)];
    });
    expect(unpackWordIndex(packed)).toEqual(columns(10));
  });

  it('refuse a column that is missing, naming it', () => {
    const packed = packWordIndex(columns(3)).filter(([name]) => name !== 'tier');
    expect(() => unpackWordIndex(packed)).toThrow(/"tier"/);
  });
});

describe('definitions as stored', () => {
  const kept: KeptDefinition[] = [
    {
      id: 'n1',
      word: 'Dog',
      text: 'A "quoted" text with \u001e and \u001f, a line\nbreak, and <b>markup</b>',
      partOfSpeech: 'noun',
      exampleUses: [{ text: 'the dog barked' }],
      relatedWords: [
        { relationshipType: 'synonym', words: ['domestic dog', 'Canis familiaris'] },
        { relationshipType: 'hypernym', words: ['canine', 'canid'] },
      ],
      score: 42,
    },
    { id: 'v1', word: 'dog', text: 'to follow — as a café’s naïve dog does', partOfSpeech: 'verb', labels: [{ text: 'Colloq.', type: 'usage' }] },
    { id: 'x', word: 'dog', text: 'no part of speech', citations: [{ cite: 'A dog.', source: 'Shak.' }], notes: [{ value: 'n', noteType: 'note', appliesTo: [], pos: 0 }] },
  ];

  /** What the interface sends for a kept definition, written out plainly. */
  const expected = (definition: KeptDefinition, sequence: number, includeRelated: boolean) => ({
    id: definition.id,
    word: definition.word,
    text: definition.text,
    ...(definition.partOfSpeech ? { partOfSpeech: definition.partOfSpeech } : {}),
    sourceDictionary: 'gcide',
    sequence: String(sequence),
    seqString: String(sequence),
    score: definition.score ?? 0,
    attributionText: SOURCES.gcide.attributionText,
    attributionUrl: SOURCES.gcide.attributionUrl,
    exampleUses: definition.exampleUses ?? [],
    labels: definition.labels ?? [],
    citations: definition.citations ?? [],
    notes: definition.notes ?? [],
    textProns: [],
    relatedWords: includeRelated ? (definition.relatedWords ?? []) : [],
  });

  it.each([false, true])('come back as the interface sends them (related words %s)', (includeRelated) => {
    const stored = readStoredDefinitions(storedDefinitions(kept));
    expect(stored.map((definition) => [definition.word, definition.partOfSpeech])).toEqual([
      ['Dog', 'noun'],
      ['dog', 'verb'],
      ['dog', ''],
    ]);
    const sent = stored.map((definition, at) => JSON.parse(definitionJson(definition, 'gcide', at + 7, includeRelated)) as unknown);
    expect(sent).toEqual(kept.map((definition, at) => expected(definition, at + 7, includeRelated)));
  });

  it('say whether every sense is spelled in lowercase, and stop being read when told', () => {
    expect(storedAllLowercase(storedDefinitions(kept))).toBe(false);
    expect(storedAllLowercase(storedDefinitions(kept.slice(1)))).toBe(true);
    const seen: string[] = [];
    eachStoredDefinition(storedDefinitions(kept), (definition) => seen.push(definition.partOfSpeech) < 2);
    expect(seen).toEqual(['noun', 'verb']);
  });
});
