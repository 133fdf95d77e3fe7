import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../../lib/shared/api';
import type { LookupAnswer } from '../../../../lib/shared/messages/answers';
import { chooseSenses } from '../../../../lib/shared/senses/choose-senses';

const gcide = (text: string): Definition => ({ text, partOfSpeech: 'noun', sourceDictionary: 'gcide' });
// Webster's 1913's senses of "dandy", as the project's word database gives them.
const DANDY = [
  gcide('One who affects special finery or gives undue attention to dress; a fop; a coxcomb.'),
  gcide('A sloop or cutter with a jigger on which a lugsail is set.'),
  gcide('A dandy roller. See below.'),
  gcide('Same as <xref>Dandiprat</xref>.'),
];
const answer = (definitions: Definition[]): LookupAnswer => ({
  query: 'dandy',
  word: 'dandy',
  found: true,
  definitions,
  pronunciations: [],
  suggestions: [],
  stale: false,
  storedAt: 0,
  credit: { name: 'Glossa', url: '' },
});

describe('the senses the bubble shows', () => {
  it('leaves out a sense that only points to a part of the entry no answer carries', () => {
    const shown = chooseSenses(answer(DANDY), { sentence: 'He was a dandy of the first water.', start: 9 }).groups.flatMap(
      (g) => g.definitions,
    );
    expect(shown.map((d) => d.text)).not.toContain('A dandy roller. See below.');
    expect(shown).toHaveLength(3);
    // A pointer that names a word stays, a link to look it up, after every sense that says something.
    expect(shown.at(-1)?.text).toBe('Same as <xref>Dandiprat</xref>.');
  });

  it('makes a pointer written without markup a link, keeping the meanings the answer carries in step', () => {
    const definitions = [gcide('A small sail carried at or near the stern of small boats.'), gcide('See Dandiprat.')];
    const shown = chooseSenses({
      ...answer(definitions),
      meanings: [
        [0.1, 0.1],
        [-0.1, -0.1],
      ],
    }).groups.flatMap((g) => g.definitions);
    expect(shown.map((d) => d.text)).toEqual(['A small sail carried at or near the stern of small boats.', 'See <xref>Dandiprat</xref>.']);
  });
});

const sense = (partOfSpeech: string, text: string): Definition => ({ text, partOfSpeech, sourceDictionary: 'wordnet', word: 'x' });
const formAnswer = (query: string, word: string, definitions: Definition[]) =>
  ({ query, word, found: true, definitions, pronunciations: [], suggestions: [], credit: {} }) as unknown as LookupAnswer;
const inSentence = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('which part of speech leads', () => {
  const WISE = [sense('noun', 'a way of doing or being'), sense('adjective', 'having or prompted by wisdom or discernment')];

  it('an adjective for a comparison, though "the" before it makes most words nouns', () => {
    const wiser = chooseSenses(formAnswer('wiser', 'wise', WISE), inSentence('I am the wiser for it.', 'wiser'));
    expect(wiser.groups[0]?.partOfSpeech).toBe('adjective');
    expect(wiser.form).toBe('comparative');
    const BEST = [sense('noun', 'the supreme effort one can make'), sense('adjective', 'having the most positive qualities')];
    expect(chooseSenses(formAnswer('best', 'good', BEST), inSentence('It was the best of times.', 'best')).groups[0]?.partOfSpeech).toBe(
      'adjective',
    );
  });

  it('names a form only where the answer has senses of its part of speech', () => {
    // "amongst" ends as a superlative does, but among is a preposition: another spelling, no form of it.
    const AMONG = [sense('preposition', 'mixed or mingled; surrounded by')];
    expect(chooseSenses(formAnswer('amongst', 'among', AMONG), inSentence('He went amongst the crowd.', 'amongst')).form).toBeUndefined();
    // An adverb's comparison is one.
    const SOON = [sense('adverb', 'in the near future')];
    expect(chooseSenses(formAnswer('sooner', 'soon', SOON), inSentence('He came sooner than we thought.', 'sooner')).form).toBe(
      'comparative',
    );
  });

  it('a noun for a participle the sentence makes one', () => {
    const RUN = [sense('verb', 'move fast by using one’s feet'), sense('noun', 'the act of running')];
    const running = chooseSenses(formAnswer('running', 'run', RUN), inSentence('They watched the running of the bulls.', 'running'));
    expect(running.groups[0]?.partOfSpeech).toBe('noun');
  });

  it('a form shows only what it can be: a verb’s past is no noun of the verb; the headword’s others wait apart', () => {
    const HAVE = [
      sense('verb', 'have or possess, either in a concrete or an abstract sense'),
      sense('noun', 'a person who possesses great material wealth'),
      sense('verb', 'have as a feature'),
    ];
    const had = chooseSenses(formAnswer('had', 'have', HAVE), inSentence('She had a small house by the sea.', 'had'));
    expect(had.groups.map((g) => g.partOfSpeech)).toEqual(['verb']);
    expect(had.elsewhere?.flatMap((g) => g.definitions.map((d) => d.text))).toEqual(['a person who possesses great material wealth']);
    // Read as the headword itself, every sense is its own.
    expect(chooseSenses(formAnswer('have', 'have', HAVE), inSentence('The haves and the have-nots.', 'have')).elsewhere).toBeUndefined();
  });

  it('a form that is a word of its own besides is anything its own senses are, and where they lead, the answer is that word’s', () => {
    // "saw" as the service answers it, asked for its root: see's senses, then saw's own.
    const SEE_SAW = [
      { ...sense('verb', 'perceive by sight or have the power to perceive by sight'), word: 'see' },
      { ...sense('noun', 'the seat within a bishop’s diocese where his cathedral is located'), word: 'see' },
      { ...sense('noun', 'hand tool having a toothed blade for cutting'), word: 'saw' },
      { ...sense('verb', 'cut with a saw'), word: 'saw' },
    ];
    const tool = chooseSenses(formAnswer('saw', 'see', SEE_SAW), inSentence('The saw was too dull to cut the board.', 'saw'));
    expect(tool.groups[0]?.definitions[0]?.text).toBe('hand tool having a toothed blade for cutting');
    expect(tool.ownEntry).toBe('saw');
    expect(tool.form).toBeUndefined();
    // Saw's own senses alone; see's wait apart, as another word's would.
    expect(tool.groups.flatMap((g) => g.definitions.map((d) => d.word))).toEqual(['saw', 'saw']);
    expect(tool.elsewhere?.flatMap((g) => g.definitions.map((d) => d.word))).toEqual(['see', 'see']);
    // Read as see's past, it is see's: a verb, with its form said; see's noun waits apart.
    const seen = chooseSenses(formAnswer('saw', 'see', SEE_SAW), inSentence('I saw him yesterday.', 'saw'));
    expect(seen.groups[0]?.definitions[0]?.word).toBe('see');
    expect(seen.ownEntry).toBeUndefined();
    expect(seen.form).toBe('past');
    expect(seen.elsewhere?.flatMap((g) => g.definitions.map((d) => d.text))).toContain(
      'the seat within a bishop’s diocese where his cathedral is located',
    );
  });

  it('a verb’s past right after an article or a possessive is no verb: its own adjective or noun, where it has one', () => {
    const LEAVE_LEFT = [
      { ...sense('verb', 'go away from a place'), word: 'leave' },
      { ...sense('noun', 'permission to do something'), word: 'leave' },
      { ...sense('adjective', 'being or located on or directed toward the side of the body to the west when facing north'), word: 'left' },
      { ...sense('noun', 'location near or direction toward the left side'), word: 'left' },
    ];
    const wheel = chooseSenses(formAnswer('left', 'leave', LEAVE_LEFT), inSentence('The left front wheel came off.', 'left'));
    expect(wheel.groups[0]?.definitions[0]?.text).toMatch(/^being or located on/);
    expect(chooseSenses(formAnswer('left', 'leave', LEAVE_LEFT), inSentence('He cut his left hand.', 'left')).ownEntry).toBe('left');
    expect(chooseSenses(formAnswer('left', 'leave', LEAVE_LEFT), inSentence('She raised her left hand.', 'left')).ownEntry).toBe('left');
    // After its subject, the verb's past.
    const went = chooseSenses(formAnswer('left', 'leave', LEAVE_LEFT), inSentence('He left the house early.', 'left'));
    expect(went.groups[0]?.definitions[0]?.word).toBe('leave');
    // A past with no adjective or word of its own to be ("a stolen car"): the verb's senses, not its noun's.
    const STEAL = [sense('noun', 'an advantageous purchase'), sense('verb', 'take without the owner’s consent')];
    const stolen = chooseSenses(formAnswer('stolen', 'steal', STEAL), inSentence('They bought a stolen car.', 'stolen'));
    expect(stolen.groups[0]?.partOfSpeech).toBe('verb');
  });

  it('a present participle is a noun only where its sentence makes one; a comparison never', () => {
    const SNOW = [
      sense('noun', 'precipitation falling from clouds in the form of ice crystals'),
      sense('noun', 'street names for cocaine'),
      sense('verb', 'fall as snow'),
    ];
    const snowing = chooseSenses(formAnswer('snowing', 'snow', SNOW), inSentence('It was snowing when we left.', 'snowing'));
    expect(snowing.groups.map((g) => g.partOfSpeech)).toEqual(['verb']);
    expect(snowing.elsewhere?.[0]?.definitions).toHaveLength(2);
    const RUN = [sense('verb', 'move fast by using one’s feet'), sense('noun', 'the act of running')];
    const running = chooseSenses(formAnswer('running', 'run', RUN), inSentence('They watched the running of the bulls.', 'running'));
    expect(running.elsewhere).toBeUndefined();
    const WISE = [sense('noun', 'a way of doing or being'), sense('adjective', 'having or prompted by wisdom or discernment')];
    const wiser = chooseSenses(formAnswer('wiser', 'wise', WISE), inSentence('I am the wiser for it.', 'wiser'));
    expect(wiser.groups.map((g) => g.partOfSpeech)).toEqual(['adjective']);
    expect(wiser.elsewhere?.map((g) => g.partOfSpeech)).toEqual(['noun']);
  });
});

describe('a lowercase word inside a sentence is no name', () => {
  const HERON: Definition[] = [
    { ...sense('noun', 'grey or white wading bird with long neck and long legs and (usually) long bill'), word: 'heron' },
    {
      ...sense('noun', 'Greek mathematician and inventor who devised a way to determine the area of a triangle (first century)'),
      word: 'Heron',
    },
  ];
  const texts = (groups: { definitions: Definition[] }[] | undefined) => groups?.flatMap((g) => g.definitions.map((d) => d.word));

  it('puts a name’s sense apart, under "more", where the word has senses of its own', () => {
    const heron = chooseSenses(formAnswer('heron', 'heron', HERON), inSentence('A heron stood in the shallows.', 'heron'));
    expect(texts(heron.groups)).toEqual(['heron']);
    expect(texts(heron.elsewhere)).toEqual(['Heron']);
  });

  it('asked alone, shows it last; where only names are senses, shows them', () => {
    expect(texts(chooseSenses(formAnswer('heron', 'heron', [...HERON].reverse())).groups)).toEqual(['heron', 'Heron']);
    const onlyName = chooseSenses(formAnswer('heron', 'heron', HERON.slice(1)), inSentence('A heron stood there.', 'heron'));
    expect(texts(onlyName.groups)).toEqual(['Heron']);
    expect(onlyName.elsewhere).toBeUndefined();
  });
});

describe('pointers, as the live service gives them', () => {
  const centring = (definitions: Definition[]): LookupAnswer => ({ ...answer(definitions), query: 'centring', word: 'centring' });
  const shown = (a: LookupAnswer) =>
    chooseSenses(a, { sentence: 'The masons struck the centring once the arch was keyed.', start: 22 }).groups.flatMap(
      (g) => g.definitions,
    );

  it('leaves out a sense that points to its own word where another sense says something', () => {
    const senses = shown(
      centring([
        gcide('See <xref>Centring</xref>.'),
        { ...gcide('A temporary framework on which an arch is built.'), sourceDictionary: 'century' },
      ]),
    );
    expect(senses.map((d) => d.text)).toEqual(['A temporary framework on which an arch is built.']);
  });

  it('keeps it where it is the only sense, a link to look up', () => {
    expect(shown(centring([gcide('See <xref>Centring</xref>.')])).map((d) => d.text)).toEqual(['See <xref>Centring</xref>.']);
  });

  it('places a Wiktionary "Alternative form of" after every sense that says something, whatever the dictionaries\' order', () => {
    const wiktionary = (text: string): Definition => ({ text, partOfSpeech: 'noun', sourceDictionary: 'wiktionary' });
    const senses = shown(
      centring([
        wiktionary('Alternative spelling of <xref>centering</xref>'),
        wiktionary('A temporary framework supporting an arch while it is built.'),
      ]),
    );
    expect(senses.map((d) => d.text)).toEqual([
      'A temporary framework supporting an arch while it is built.',
      'Alternative spelling of <xref>centering</xref>',
    ]);
  });
});

describe('how sure the bubble is of its first sense', () => {
  // Several senses of one part of speech, the sentence saying nothing of any.
  const RUBY = [
    sense('noun', 'a transparent deep red variety of corundum; used as a gemstone'),
    sense('noun', 'a deep and vivid red color'),
    sense('noun', 'a size of printing type'),
    sense('noun', 'a red wine of a certain vintage'),
    sense('adjective', 'of a color at the end of the color spectrum'),
  ];

  it('offers the two likeliest as equals where the sentence leaves it open', () => {
    const chosen = chooseSenses(formAnswer('ruby', 'ruby', RUBY), inSentence('She looked at the ruby for a while.', 'ruby'));
    expect(chosen.confidence).toBeLessThan(0.5);
    expect(chosen.alternative).toBeDefined();
    const { group, index } = chosen.alternative ?? { group: -1, index: -1 };
    const offered = [chosen.groups[0]?.definitions[0], chosen.groups[group]?.definitions[index]].map((d) => d?.text);
    // The two commonest, one offered once.
    expect(offered.sort()).toEqual([RUBY[1]?.text, RUBY[0]?.text].sort());
  });

  it('leads with one sense, and offers none beside it, where the sentence says which', () => {
    const chosen = chooseSenses(
      formAnswer('ruby', 'ruby', RUBY),
      inSentence('The ring held a transparent ruby, a gemstone of red corundum.', 'ruby'),
    );
    expect(chosen.groups[0]?.definitions[0]?.text).toBe(RUBY[0]?.text);
    expect(chosen.confidence).toBeGreaterThanOrEqual(0.5);
    expect(chosen.alternative).toBeUndefined();
  });

  it('offers beside the first only a sense of a part of speech the sentence lets the word be', () => {
    const GARDEN = [
      sense('noun', 'a plot of ground where plants are cultivated'),
      sense('noun', 'the flowers or vegetables or fruits or herbs that are cultivated in a garden'),
      sense('noun', 'a yard or lawn adjoining a house'),
      sense('adjective', 'the usual or familiar type'),
      sense('verb', 'work in the garden'),
    ];
    for (const sentence of ['Water the garden every evening.', 'They walked in the garden.']) {
      const chosen = chooseSenses(formAnswer('garden', 'garden', GARDEN), inSentence(sentence, 'garden'));
      const { group, index } = chosen.alternative ?? { group: -1, index: -1 };
      expect(chosen.groups[group]?.definitions[index]?.partOfSpeech, sentence).toBe('noun');
    }
    // Where the answer has none of that part of speech, any is offered.
    const noNoun = [
      sense('adjective', 'the usual or familiar type'),
      sense('adjective', 'of a common kind'),
      sense('adjective', 'ordinary and plain'),
      sense('adjective', 'found in gardens'),
      sense('verb', 'work in the garden'),
      sense('verb', 'grow plants in a plot'),
    ];
    const chosen = chooseSenses(formAnswer('garden', 'garden', noNoun), inSentence('Water the garden every evening.', 'garden'));
    expect(chosen.confidence).toBeLessThan(0.5);
    expect(chosen.alternative).toBeDefined();
  });

  it('is sure of a preposition the sentence makes one, where its dictionary has one preposition beside other parts', () => {
    const NEAR = [
      sense('adjective', 'not far distant in time or space or degree or circumstances'),
      sense('adverb', 'near in time or place or relationship'),
      sense('verb', 'move towards'),
      sense('verb', 'come near in time'),
      { ...sense('preposition', 'Adjacent to; close by; not far from; nigh'), sourceDictionary: 'gcide' },
    ];
    const chosen = chooseSenses(formAnswer('near', 'near', NEAR), inSentence('Let her not come near me.', 'near'));
    expect(chosen.groups[0]?.definitions[0]?.partOfSpeech).toBe('preposition');
    expect(chosen.confidence).toBeGreaterThanOrEqual(0.5);
    expect(chosen.alternative).toBeUndefined();
  });

  it('says nothing of it for a word looked up with no sentence', () => {
    const chosen = chooseSenses(formAnswer('ruby', 'ruby', RUBY));
    expect(chosen.confidence).toBeUndefined();
    expect(chosen.alternative).toBeUndefined();
  });
});

describe('one sense in two dictionaries’ words', () => {
  const webster = (text: string): Definition => ({ text, partOfSpeech: 'noun', sourceDictionary: 'gcide', word: 'x' });
  const BANK = [
    sense('noun', 'a financial institution that accepts deposits and channels the money into lending activities'),
    sense('noun', 'sloping land beside a body of water'),
    sense('noun', 'a long ridge or pile'),
    sense('noun', 'an arrangement of similar objects in a row or in tiers'),
    sense('noun', 'a supply or stock held in reserve for future use'),
    webster('An institution that accepts deposits of money and channels it into lending'),
    webster('A steep acclivity, as a slope of land beside a body of water'),
  ];

  it('is marked as the other’s restatement, right after it, so the first few shown say different things', () => {
    const chosen = chooseSenses(formAnswer('bank', 'bank', BANK), inSentence('He took the money to the bank.', 'bank'));
    const [group] = chosen.groups;
    const restated = new Set(group?.restatements);
    const distinct = group?.definitions.filter((_, index) => !restated.has(index)) ?? [];
    expect(group?.restatements?.length).toBe(2);
    for (const index of restated)
      expect(group?.definitions[index]?.sourceDictionary).not.toBe(group?.definitions[index - 1]?.sourceDictionary);
    expect(distinct.map((d) => d.sourceDictionary)).toEqual(Array(5).fill('wordnet'));
  });

  it('is never offered as the second likeliest: the sense it restates is', () => {
    const chosen = chooseSenses(formAnswer('bank', 'bank', BANK), inSentence('They walked to the bank.', 'bank'));
    expect(chosen.alternative).toBeDefined();
    const { group, index } = chosen.alternative ?? { group: -1, index: -1 };
    expect(chosen.groups[group]?.restatements ?? []).not.toContain(index);
  });
});
