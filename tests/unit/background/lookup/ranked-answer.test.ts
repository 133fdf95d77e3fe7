/**
 * A lookup's answer arrives with its senses in the order to show, ranked in the background for
 * the sentence the word was read in: through the background's router, as a page's message is.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../lib/background/handlers';
import type { HandlerDeps } from '../../../../lib/background/handlers/types';
import { rankedAnswer } from '../../../../lib/background/lookup/ranked-answer';
import { createRouter } from '../../../../lib/background/router';
import type { SenderInfo } from '../../../../lib/background/sender-info';
import type { Definition } from '../../../../lib/shared/api';
import type { LookupAnswer, RankedLookup } from '../../../../lib/shared/messages/answers';
import { lookupRequest } from '../../../../lib/shared/messages/lookup-request';

const inPage: SenderInfo = { fromExtensionPage: false, pageUrl: 'https://books.example/run.html' };

const raw = (query: string, word: string, definitions: Definition[]): LookupAnswer => ({
  query,
  word,
  found: true,
  definitions,
  pronunciations: [],
  suggestions: [],
  stale: false,
  storedAt: 0,
  credit: { name: 'Glossa', url: '' },
});

const RUN = raw('run', 'run', [
  { text: 'a score in baseball', partOfSpeech: 'noun', word: 'run' },
  { text: 'move fast on foot', partOfSpeech: 'verb', word: 'run' },
]);

/** The lookup handler over a lookup that answers `answer` for every word, as its cache would, and word vectors if given. */
function background(answer: LookupAnswer, wordVectors?: HandlerDeps['wordVectors']) {
  const lookup = { lookup: vi.fn(async () => answer) };
  const history = { record: vi.fn(async () => true) };
  const problems = { failed: () => () => undefined };
  const deps = { lookup, history, wordVectors, problems } as unknown as HandlerDeps;
  const route = createRouter(createHandlers(deps));
  const ask = async (message: unknown): Promise<RankedLookup> => {
    const got = await route(message, inPage);
    if (!got.ok) throw new Error(got.error.message);
    return got.data as RankedLookup;
  };
  return { ask, lookup, history };
}

const partsOfSpeech = (answer: RankedLookup) => answer.senses.groups.map((group) => group.partOfSpeech);

describe("a lookup's answer, ranked in the background", () => {
  it('carries the senses in the order for the sentence the word was read in, the same cached answer ranked again per sentence', async () => {
    const { ask, lookup } = background(RUN);
    const asNoun = await ask(lookupRequest({ word: 'run', from: 'bubble', readIn: { at: { sentence: 'The run was long.', start: 4 } } }));
    const asVerb = await ask(lookupRequest({ word: 'run', from: 'bubble', readIn: { at: { sentence: 'They run every day.', start: 5 } } }));
    expect(partsOfSpeech(asNoun)).toEqual(['noun', 'verb']);
    expect(partsOfSpeech(asVerb)).toEqual(['verb', 'noun']);
    expect(asVerb.senses.groups[0]?.definitions[0]?.text).toBe('move fast on foot');
    // The service's own order is left as it came, for the views that show it (the review, an export).
    expect(asVerb.definitions).toEqual(RUN.definitions);
    expect(lookup.lookup).toHaveBeenCalledTimes(2);
  });

  it('ranks a "Try again" for its sentence, though it goes into no history', async () => {
    const { ask, history } = background(RUN);
    const retried = await ask(lookupRequest({ word: 'run', readIn: { at: { sentence: '  They run every day.', start: 7 } } }));
    expect(partsOfSpeech(retried)).toEqual(['verb', 'noun']);
    expect(history.record).not.toHaveBeenCalled();
  });

  it('says which form of the headword the word read is, with only the senses it can be, with no sentence at all (the popup)', async () => {
    const went = raw('went', 'go', [
      { text: 'a board game', partOfSpeech: 'noun', word: 'go' },
      { text: 'move from one place to another', partOfSpeech: 'verb', word: 'go' },
    ]);
    const answer = await background(went).ask(lookupRequest({ word: 'went', from: 'popup' }));
    expect(partsOfSpeech(answer)).toEqual(['verb']);
    // A past is no noun of go: the board game waits apart.
    expect(answer.senses.elsewhere?.map((group) => group.partOfSpeech)).toEqual(['noun']);
    expect(answer.senses.form).toBe('past');
  });

  it("weighs the word vectors' meanings for the sentence, and sends them no further", async () => {
    const forLookup = vi.fn(async (): Promise<number[][]> => [
      [0, 0],
      [0.5, 0.5],
    ]);
    const { ask } = background(RUN, { warm: () => undefined, forLookup, vocabulary: async () => undefined });
    const answer = await ask(lookupRequest({ word: 'run', readIn: { at: { sentence: 'The run was long.', start: 4 } } }));
    expect(forLookup).toHaveBeenCalledWith(RUN, 'The run was long.');
    expect(answer).not.toHaveProperty('meanings');
    expect(answer.meaningWeighed).toBe(true);
    expect(answer.senses.groups.flatMap((group) => group.definitions)).toHaveLength(2);
  });

  it('keeps with each sense only the examples that show its word, and says what a contraction is short for', () => {
    const shown = rankedAnswer(
      raw('goose', 'goose', [
        {
          text: 'a web-footed bird',
          partOfSpeech: 'noun',
          word: 'goose',
          exampleUses: [{ text: 'a fathead, a goof' }, { text: 'the geese flew south' }],
        },
      ]),
    );
    expect(shown.senses.groups[0]?.definitions[0]?.exampleUses).toEqual([{ text: 'the geese flew south' }]);
    expect(shown.senses.contraction).toBeUndefined();
    const dont = rankedAnswer(raw("don't", 'do', [{ text: 'perform an action', partOfSpeech: 'verb', word: 'do' }]));
    expect(dont.senses.contraction).toBe('do not');
  });

  it("heads the answer with a form's own word where its own senses lead, and shows none of its headword's readings", () => {
    const seeSaw: LookupAnswer = {
      ...raw('saw', 'see', [
        { text: 'perceive by sight', partOfSpeech: 'verb', word: 'see' },
        { text: 'hand tool having a toothed blade for cutting', partOfSpeech: 'noun', word: 'saw' },
      ]),
      pronunciations: [{ raw: 'ˈsiː', rawType: 'IPA' }],
    };
    const tool = rankedAnswer(seeSaw, { sentence: 'The saw was too dull.', start: 4 });
    expect(tool).toMatchObject({ word: 'saw', query: 'saw', pronunciations: [], senses: { ownEntry: 'saw' } });
    expect(tool.senses.form).toBeUndefined();
    // Read as see's past: see's, said as see.
    const seen = rankedAnswer(seeSaw, { sentence: 'I saw him yesterday.', start: 2 });
    expect(seen).toMatchObject({ word: 'see', pronunciations: [{ raw: 'ˈsiː' }], senses: { form: 'past' } });
  });

  it('says a capitalized word inside a sentence reads as a name, a famous namesake apart', () => {
    const navigator = { text: 'English navigator who discovered the Hudson River (1565-1611)', partOfSpeech: 'noun', word: 'Hudson' };
    const shown = rankedAnswer(raw('Hudson', 'Hudson', [navigator]), { sentence: '“Bring the lamp,” said Hudson.', start: 23 });
    expect(shown.senses).toMatchObject({ groups: [], elsewhere: [{ definitions: [navigator] }], name: true });
    expect(rankedAnswer(raw('Hudson', 'Hudson', [navigator])).senses.name).toBeUndefined();
  });

  it('shows the reading that goes with the sense shown first, among the readings of the voice that leads', () => {
    const american = 'from CMUdict (en-us)';
    const british = 'eSpeak NG (en-gb, the UK voice)';
    const readings = [
      { raw: 'ˈkloʊs', rawType: 'IPA', attributionText: american },
      { raw: 'ˈkloʊz', rawType: 'IPA', attributionText: american },
      { raw: 'K L OW1 S', rawType: 'arpabet', attributionText: american },
      { raw: 'kləʊs', rawType: 'IPA', attributionText: british },
    ];
    const close = {
      ...raw('closed', 'close', [
        { text: 'not open', partOfSpeech: 'adjective', word: 'close' },
        { text: 'move so that an opening is obstructed', partOfSpeech: 'verb', word: 'close' },
      ]),
      pronunciations: readings,
    };
    const asVerb = rankedAnswer(close, { sentence: 'She closed the shutters.', start: 4 });
    expect(asVerb.senses.groups[0]?.partOfSpeech).toBe('verb');
    expect(asVerb.pronunciations.map((pron) => pron.raw)).toEqual(['ˈkloʊz', 'ˈkloʊs', 'K L OW1 S', 'kləʊs']);
    const asAdjective = rankedAnswer({ ...close, query: 'close' }, { sentence: 'It was a close race.', start: 9 });
    expect(asAdjective.senses.groups[0]?.partOfSpeech).toBe('adjective');
    expect(asAdjective.pronunciations).toEqual(readings);
    // With the UK voice its one British reading leads, and stays where its vowels and stress are
    // those of every American reading (kləʊs: which of the two it is, they do not tell).
    const inUkVoice = rankedAnswer(
      { ...close, pronunciations: [readings[3], ...readings.slice(0, 3)] as typeof readings },
      {
        sentence: 'She closed the shutters.',
        start: 4,
      },
    );
    expect(inUkVoice.pronunciations[0]?.raw).toBe('kləʊs');
    // Where the server gives the British noun's and verb's readings both, the verb's leads for the verb.
    const ukReadings = [
      { raw: 'ˈkləʊs', rawType: 'IPA', attributionText: british },
      { raw: 'ˈkləʊz', rawType: 'IPA', attributionText: british },
      ...readings.slice(0, 3),
    ];
    const ukVerb = rankedAnswer({ ...close, pronunciations: ukReadings }, { sentence: 'She closed the shutters.', start: 4 });
    expect(ukVerb.pronunciations.slice(0, 2).map((pron) => pron.raw)).toEqual(['ˈkləʊz', 'ˈkləʊs']);
    const ukAdjective = rankedAnswer(
      { ...close, query: 'close', pronunciations: ukReadings },
      { sentence: 'It was a close race.', start: 9 },
    );
    expect(ukAdjective.pronunciations[0]?.raw).toBe('ˈkləʊs');
  });

  it("shows the reading Webster's article of the sense shown first respells, for a word read two ways by sense", () => {
    /** CMUdict's readings, as the server answers them. */
    const cmu = (...readings: string[]) => readings.map((raw) => ({ raw, rawType: 'IPA', attributionText: 'from CMUdict (en-us)' }));
    /** A sense of `word`, with Webster's respelling if given. */
    const sense = (word: string, sourceDictionary: string, partOfSpeech: string, text: string, respelling?: string): Definition => ({
      text,
      partOfSpeech,
      word,
      sourceDictionary,
      ...(respelling && { textProns: [{ raw: respelling, rawType: 'gcide-diacritical' }] }),
    });
    const readings = cmu('ˈbeɪs', 'ˈbæs');
    const bass = {
      ...raw('bass', 'bass', [
        sense('bass', 'wordnet', 'noun', 'the lowest part of the musical range'),
        sense('bass', 'wordnet', 'noun', 'the lean flesh of a saltwater fish of the family Serranidae'),
        sense('bass', 'gcide', 'noun', 'An edible, spiny-finned fish, of the family Serranidae.', 'bȧs'),
        sense('bass', 'gcide', 'noun', 'The lowest part in a musical composition.', 'bās'),
      ]),
      pronunciations: readings,
    };
    const leading = (answer: RankedLookup) => answer.senses.groups[0]?.definitions[0]?.text;
    // Webster's fish leads on a page of older English: its own respelling says ˈbæs.
    const fish = rankedAnswer(bass, { sentence: 'He caught a fine bass of the family Serranidae.', start: 17, olderPage: true });
    expect(leading(fish)).toMatch(/fish/);
    expect(fish.pronunciations[0]?.raw).toBe('ˈbæs');
    // WordNet's musical sense leads: Webster's same sense, shown beside it, says ˈbeɪs.
    const music = rankedAnswer(bass, { sentence: 'She sang the lowest part of the musical range, the bass.', start: 51 });
    expect(leading(music)).toMatch(/musical/);
    expect(music.pronunciations[0]?.raw).toBe('ˈbeɪs');
    // A sense that shares no word with Webster's: the reading of Webster's sense nearest the sentence in meaning.
    const lead = {
      ...raw('lead', 'lead', [
        sense('lead', 'wordnet', 'verb', 'travel in front of; go in advance of others'),
        sense('lead', 'gcide', 'verb-transitive', 'To cover, fill, or affect with lead.', 'lĕd'),
        sense('lead', 'gcide', 'verb-transitive', 'To guide or conduct with the hand.', 'lēd'),
      ]),
      pronunciations: cmu('ˈlɛd', 'ˈliːd'),
    };
    const team = { sentence: 'She will lead the team to victory.', start: 9 };
    const near = (cover: number, guide: number) => [
      [0.2, 0.2],
      [cover, cover],
      [guide, guide],
    ];
    const toGuide = rankedAnswer(lead, team, near(-0.1, 0.3));
    expect(leading(toGuide)).toMatch(/^travel in front/);
    expect(toGuide.pronunciations[0]?.raw).toBe('ˈliːd');
    const toCover = rankedAnswer(lead, team, near(0.3, -0.1));
    expect(leading(toCover)).toMatch(/^travel in front/);
    expect(toCover.pronunciations[0]?.raw).toBe('ˈlɛd');
    // Where Webster's says one reading only, the dictionary's readings are ways of saying one word: their order stands.
    const liquid = {
      ...raw('liquid', 'liquid', [
        sense('liquid', 'wordnet', 'noun', 'fluid matter having no fixed shape'),
        sense('liquid', 'gcide', 'adjective', 'Flowing freely like water.', 'lĭk′wĭd'),
      ]),
      pronunciations: cmu('ˈlɪkwəd', 'ˈlɪkwɪd'),
    };
    expect(
      rankedAnswer(liquid, { sentence: 'The liquid was flowing freely like water.', start: 4, olderPage: true }).pronunciations[0]?.raw,
    ).toBe('ˈlɪkwəd');
    // With the UK voice, eSpeak NG's one British reading, made from the spelling, is the voice's
    // (bˈeɪs): for the fish, the American reading of the fish leads in its place.
    const britishVoice = { raw: 'bˈeɪs', rawType: 'IPA', attributionText: 'eSpeak NG (en-gb, the UK voice)' };
    const inUkVoice = { ...bass, pronunciations: [britishVoice, ...readings] };
    const fishInUkVoice = rankedAnswer(inUkVoice, {
      sentence: 'He caught a fine bass of the family Serranidae.',
      start: 17,
      olderPage: true,
    });
    expect(fishInUkVoice.pronunciations.map((pron) => pron.raw)).toEqual(['ˈbæs', 'bˈeɪs', 'ˈbeɪs']);
    const musicInUkVoice = rankedAnswer(inUkVoice, { sentence: 'She sang the lowest part of the musical range, the bass.', start: 51 });
    expect(musicInUkVoice.pronunciations[0]).toEqual(britishVoice);
    // Without Webster's respellings (the live service's senses carry none), the readings stay in their order.
    const unsaid = { ...bass, definitions: bass.definitions.map(({ textProns: _said, ...definition }) => definition) };
    expect(
      rankedAnswer(unsaid, { sentence: 'He caught a fine bass of the family Serranidae.', start: 17, olderPage: true }).pronunciations,
    ).toEqual(readings);
  });

  it('gives a word not found no senses, and its suggestions as they came', () => {
    const missing = { ...raw('dictionery', 'dictionery', []), found: false, suggestions: ['dictionary'] };
    expect(rankedAnswer(missing).senses.groups).toEqual([]);
    expect(rankedAnswer(missing).suggestions).toEqual(['dictionary']);
  });
});
