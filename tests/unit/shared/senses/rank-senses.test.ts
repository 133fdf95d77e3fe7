import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../../lib/shared/api';
import { RANK_WEIGHTS, rankSenses, sameSense, senseSignals, SIGNALS } from '../../../../lib/shared/senses/rank-senses';
import { olderEnglishSigns } from '../../../../lib/shared/text/older-english';
import { senseMeanings } from '../../../../lib/shared/text/sense-meaning';
import { decodeTable, encodeTable } from '../../../../lib/shared/text/word-vectors';

const wordnet = (text: string, examples: string[] = []): Definition => ({
  text,
  partOfSpeech: 'noun',
  sourceDictionary: 'wordnet',
  exampleUses: examples.map((example) => ({ text: example })),
});
const gcide = (text: string): Definition => ({ text, partOfSpeech: 'noun', sourceDictionary: 'gcide' });

const BALL = [
  wordnet('round object that is hit or thrown or kicked in games', ['the ball travelled 90 mph on his serve']),
  wordnet('a solid projectile that is shot by a musket'),
  wordnet('an object with a spherical shape'),
  wordnet('the people assembled at a lavish formal dance', ['the ball was already emptying out before the fire alarm sounded']),
  wordnet('a lavish dance requiring formal attire'),
  gcide('Any round or roundish body or mass; a sphere or globe; as, a ball of twine.'),
  gcide('A social assembly for the purpose of dancing.'),
];

const texts = (definitions: Definition[]) => definitions.map((d) => d.text);

describe('the sense the sentence means, first', () => {
  it('keeps the dictionaries’ own order when the sentence says nothing', () => {
    expect(texts(rankSenses(BALL, undefined, 'ball'))[0]).toBe(BALL[0]?.text);
    expect(texts(rankSenses(BALL, { sentence: 'Where is the ball?' }, 'ball'))[0]).toBe(BALL[0]?.text);
  });

  it('leads with the sense whose words the sentence shares: a ball that is danced at', () => {
    // "danced" and "dance" meet at their lemma, with the sense's "dance" and "dancing".
    const ranked = rankSenses(BALL, { sentence: 'He danced every dance at the ball, in formal attire.' }, 'ball');
    expect(ranked[0]?.text).toMatch(/danc/);
    // The same sense in the other dictionary is placed with it, each still its dictionary's.
    const first = ranked.slice(0, 3).map((d) => d.sourceDictionary);
    expect(first).toContain('wordnet');
    expect(ranked.every((d) => BALL.includes(d))).toBe(true);
    expect(ranked).toHaveLength(BALL.length);
  });

  it('reads nothing into a word like "anything": it says what no sense is about', () => {
    const adjective = (text: string): Definition => ({ ...wordnet(text), partOfSpeech: 'adjective' });
    const LIGHT = [
      adjective('of comparatively little physical weight or density'),
      adjective('(of sound or color) free from anything that dulls or dims'),
      adjective('(used of color) having a relatively small amount of coloring agent'),
    ];
    const ranked = rankSenses(LIGHT, { sentence: 'The box was too light to hold anything heavy.' }, 'light');
    expect(ranked[0]?.text).toBe(LIGHT[0]?.text);
  });

  it('favours Webster’s 1913 on a page of older English', () => {
    const senses = [wordnet('a light carriage'), gcide('A two-wheeled carriage for two persons, drawn by one horse.')];
    expect(rankSenses(senses, { sentence: 'The chaise was at the door.' }, 'chaise')[0]?.sourceDictionary).toBe('wordnet');
    expect(
      rankSenses(senses, { sentence: 'The chaise was at the door.', around: 'He would shew her the connexion to-morrow.' }, 'chaise')[0]
        ?.sourceDictionary,
    ).toBe('gcide');
    // Today's British English spells "neighbourhood" and writes "whilst": no older English for that.
    const british = { sentence: 'The chaise was at the door, whilst the neighbourhood watched in good humour.' };
    expect(rankSenses(senses, british, 'chaise')[0]?.sourceDictionary).toBe('wordnet');
  });

  it('tells older English by its spellings and words, not by modern ones', () => {
    expect(olderEnglishSigns('I shall shew you the connexion to-morrow, with much humour.')).toBeGreaterThanOrEqual(4);
    expect(olderEnglishSigns('Thou knowest what he hath lov’d.')).toBeGreaterThanOrEqual(3);
    expect(olderEnglishSigns('Your hour of interest is the best test of our forest.')).toBe(0);
  });

  it('meets the sentence’s words in any of their forms: danced, dances and dancing are dance', () => {
    const senses = [wordnet('a round object'), wordnet('a formal gathering for dancing')];
    expect(rankSenses(senses, { sentence: 'They danced until the ball ended.' }, 'ball')[0]?.text).toMatch(/danc/);
    expect(rankSenses(senses, { sentence: 'Everyone dances at a ball.' }, 'ball')[0]?.text).toMatch(/danc/);
  });

  it('reads a sense’s synonyms with its gloss', () => {
    const senses = [
      wordnet('a round object'),
      { ...wordnet('a light two-wheeled vehicle'), relatedWords: [{ relationshipType: 'synonym', words: ['carriage', 'gig'] }] },
    ];
    expect(rankSenses(senses, { sentence: 'The carriage and the chaise stood at the door.' }, 'chaise')[0]?.text).toMatch(/vehicle/);
  });

  it('weighs a word by how few senses have it: a word every sense has decides nothing', () => {
    const senses = [
      wordnet('a game played with a ball'),
      wordnet('a dance held with a ball'),
      wordnet('a formal ball held at night by candlelight'),
    ];
    // "ball" is in every sense: the dictionary's order stands.
    expect(rankSenses(senses, { sentence: 'The ball was over.' }, 'event')[0]?.text).toBe('a game played with a ball');
    // A word one sense has outweighs one that three share, against the second sense's lower place.
    const night = [
      wordnet('a game played with a ball'),
      wordnet('a party held at night'),
      wordnet('a ball game'),
      wordnet('a ball of wool'),
    ];
    expect(rankSenses(night, { sentence: 'The ball went on into the night.' }, 'event')[0]?.text).toBe('a party held at night');
  });

  it('reads no sense into a word of politeness: "Please write your address" is not a pleasing manner of speaking', () => {
    const address = [
      wordnet('written directions for finding some location; written on letters or packages that are to be delivered'),
      gcide('Manner of speaking to another; delivery; as, a man of pleasing or insinuating address.'),
    ];
    expect(rankSenses(address, { sentence: 'Please write your address on the envelope.' }, 'address')[0]?.sourceDictionary).toBe('wordnet');
    // The word the manner of speaking shares: none with the request, "pleasing" with a sentence that says it.
    const shared = (sentence: string) => senseSignals(address, { sentence }, 'address').rows[1]?.[SIGNALS.indexOf('gloss')];
    expect(shared('Please write your address on the envelope.')).toBe(0);
    expect(shared('He had a pleasing address and a warm smile.')).toBeGreaterThan(0);
  });

  it('puts the dictionary the reader placed first ahead where the sentence says little', () => {
    const webster = gcide('A two-wheeled carriage for two persons, drawn by one horse.');
    const wordnetFirst = [wordnet('a long chair for reclining'), webster];
    const websterFirst = [webster, wordnet('a long chair for reclining')];
    expect(rankSenses(wordnetFirst, { sentence: 'The chaise was here.' }, 'chaise')[0]?.sourceDictionary).toBe('wordnet');
    expect(rankSenses(websterFirst, { sentence: 'The chaise was here.' }, 'chaise')[0]?.sourceDictionary).toBe('gcide');
  });

  it('reads the page’s period as the page says it, even where the sentence shows none', () => {
    const senses = [wordnet('a long chair for reclining'), gcide('A two-wheeled carriage for two persons, drawn by one horse.')];
    expect(rankSenses(senses, { sentence: 'The chaise was at the door.', olderPage: true }, 'chaise')[0]?.sourceDictionary).toBe('gcide');
    expect(rankSenses(senses, { sentence: 'The chaise was at the door.', olderPage: false }, 'chaise')[0]?.sourceDictionary).toBe(
      'wordnet',
    );
  });

  it('places the other dictionary’s same sense right after the one ranked, each still credited', () => {
    const senses = [...BALL, gcide('A lavish formal dance.')];
    const ranked = rankSenses(senses, { sentence: 'He danced every dance at the ball, in formal attire.' }, 'ball');
    const mate = ranked.findIndex((d) => d.text === 'A lavish formal dance.');
    expect(ranked[mate - 1]?.sourceDictionary).toBe('wordnet');
    expect(sameSense(ranked[mate - 1] as Definition, ranked[mate] as Definition)).toBe(true);
    expect(mate).toBeLessThan(4);
  });

  it('knows two dictionaries’ senses that say the same', () => {
    expect(sameSense(wordnet('a lavish dance requiring formal attire'), gcide('A lavish formal dance.'))).toBe(true);
    expect(sameSense(wordnet('a lavish dance requiring formal attire'), gcide('A round body.'))).toBe(false);
  });

  it('reads the grammar around the word: an object after it says verb, a word it describes says adjective, a possessive says noun', () => {
    const sense = (partOfSpeech: string, text: string, dictionary = 'gcide'): Definition => ({
      text,
      partOfSpeech,
      sourceDictionary: dictionary,
    });
    const dam = [sense('noun', 'A barrier built to hold back water.'), sense('verb-transitive', 'To obstruct or restrain the flow of.')];
    const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });
    expect(rankSenses(dam, at('Beavers dam the stream every spring.', 'dam'), 'dam')[0]?.partOfSpeech).toBe('verb-transitive');
    expect(rankSenses(dam, at('Beavers built a dam.', 'dam'), 'dam')[0]?.partOfSpeech).toBe('noun');
    const mosaic = [
      sense('noun', 'A surface decoration made by inlaying small pieces of stone.'),
      sense('adjective', 'Made of small inlaid pieces.'),
    ];
    expect(rankSenses(mosaic, at('The mosaic pavement was cracked.', 'mosaic'), 'mosaic')[0]?.partOfSpeech).toBe('adjective');
    // An article and another adjective before it, the noun it describes after.
    const flat = [sense('noun', 'A level tract of land.'), sense('adjective', 'Having a level and even surface.')];
    expect(rankSenses(flat, at('The dark flat wilderness beyond the churchyard.', 'flat'), 'flat')[0]?.partOfSpeech).toBe('adjective');
    expect(rankSenses(flat, at('They crossed the wide flat to the river.', 'flat'), 'flat')[0]?.partOfSpeech).toBe('noun');
    const grasp = [sense('verb-transitive', 'To seize and hold by clasping.'), sense('noun', 'A gripe of the hand; reach of the arms.')];
    expect(rankSenses(grasp, at('The whole space that is in the tyrant’s grasp.', 'grasp'), 'grasp')[0]?.partOfSpeech).toBe('noun');
    const step = [sense('verb-intransitive', 'To move the foot in walking.'), sense('noun', 'An advance made by one removal of the foot.')];
    expect(rankSenses(step, at('It was a certain step towards falling in love.', 'step'), 'step')[0]?.partOfSpeech).toBe('noun');
    expect(rankSenses(step, at('They will certainly step towards the door.', 'step'), 'step')[0]?.partOfSpeech).toBe('verb-intransitive');
    // A particle after it is nothing it describes: the gem held up, not a colour.
    const ruby = [sense('adjective', 'Of the color of a ruby; red.'), sense('noun', 'A precious stone of a carmine red color.')];
    expect(rankSenses(ruby, at('She held the ruby up to the window.', 'ruby'), 'ruby')[0]?.partOfSpeech).toBe('noun');
    expect(rankSenses(ruby, at('She wore a ruby gown.', 'ruby'), 'ruby')[0]?.partOfSpeech).toBe('adjective');
    // After an article, what follows is no object of the word: "the deck an idiot" is no verb.
    const deck = [sense('verb-transitive', 'To cover; to overspread.'), sense('noun', 'The floor of a ship.')];
    expect(rankSenses(deck, at('The boy went about the deck an idiot.', 'deck'), 'deck')[0]?.partOfSpeech).toBe('noun');
    expect(rankSenses(deck, at('They deck the halls with holly.', 'deck'), 'deck')[0]?.partOfSpeech).toBe('verb-transitive');
    // Without the place of the word in the sentence, its grammar says nothing.
    expect(rankSenses(dam, { sentence: 'Beavers dam the stream every spring.' }, 'dam')[0]?.partOfSpeech).toBe('noun');
  });

  it('reads whether an object follows: a verb’s sense that takes none leads where none can follow, and the other way round', () => {
    // WordNet's verbs are all "verb": its sentence frames say which take an object (the server's grammar labels).
    const verb = (text: string, takes: 'transitive' | 'intransitive'): Definition => ({
      text,
      partOfSpeech: 'verb',
      sourceDictionary: 'wordnet',
      labels: [{ text: takes, type: 'grammar' }],
    });
    const click = [verb('move or strike with a clicking sound', 'transitive'), verb('make a clicking or ticking sound', 'intransitive')];
    const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });
    const first = (sentence: string, word: string) => rankSenses(click, at(sentence, word), 'click')[0]?.text;
    expect(first('The varnished clock clicked behind the door.', 'clicked')).toBe('make a clicking or ticking sound');
    expect(first('She clicked her tongue at the dog.', 'clicked')).toBe('move or strike with a clicking sound');
  });

  it('reads what else a verb’s sense takes: the sense an -ing form may follow, the sense of things for a thing', () => {
    const verb = (word: string, text: string, ...labels: string[]): Definition => ({
      word,
      text,
      partOfSpeech: 'verb',
      sourceDictionary: 'wordnet',
      labels: labels.map((label) => ({ text: label, type: 'grammar' })),
    });
    const first = (senses: Definition[], sentence: string, word: string, headword: string) =>
      rankSenses(senses, { sentence, start: sentence.indexOf(word) }, headword)[0]?.text;
    // WordNet's order, the most tagged sense first: the pair's senses, beside give's own.
    const giveUp = [
      verb('give', 'transfer possession of something concrete or abstract to somebody', 'transitive', 'of people'),
      verb('give up', 'part with a possession or right', 'transitive', 'of people', 'object a thing'),
      verb('give up', 'put an end to a state or an activity', 'object a thing', 'with -ing'),
    ];
    expect(first(giveUp, 'He gave up smoking last year.', 'gave', 'give')).toBe('put an end to a state or an activity');
    expect(first(giveUp, 'He gave up his seat on the bus.', 'gave', 'give')).toBe('part with a possession or right');
    // Both take no object: who or what runs tells them apart.
    const run = [
      verb('run', 'move fast by using one’s feet', 'intransitive', 'of people'),
      verb('run', 'move along, of liquids', 'intransitive', 'of things'),
    ];
    expect(first(run, 'The water ran past the house.', 'ran', 'run')).toBe('move along, of liquids');
    expect(first(run, 'The boy ran past the house.', 'ran', 'run')).toBe('move fast by using one’s feet');
  });

  it('reads an adverb where the word says how or how much, and an adjective where it describes', () => {
    const wordnetAs = (partOfSpeech: string, text: string): Definition => ({ text, partOfSpeech, sourceDictionary: 'wordnet' });
    const far = [
      wordnetAs('adjective', 'located at a great distance in time or space'),
      wordnetAs('adverb', 'to a considerable degree; very much'),
    ];
    const first = (sentence: string, word: string, senses: Definition[]) =>
      rankSenses(senses, { sentence, start: sentence.indexOf(word) }, word)[0]?.partOfSpeech;
    expect(first('It was a far better thing.', 'far', far)).toBe('adverb');
    expect(first('They traveled far.', 'far', far)).toBe('adverb');
    expect(first('She walked to the far shore.', 'far', far)).toBe('adjective');
    const kindly = [wordnetAs('adjective', 'showing sympathy and generosity'), wordnetAs('adverb', 'in a kind manner')];
    expect(first('She kindly overlooked the mistake.', 'kindly', kindly)).toBe('adverb');
    expect(first('He spoke kindly to the boy.', 'kindly', kindly)).toBe('adverb');
    expect(first('A kindly old man opened the door.', 'kindly', kindly)).toBe('adjective');
  });

  it('puts a cross-reference after every sense that says something', () => {
    const senses = [gcide('Connection. See Connection.'), wordnet('a relation between things or events')];
    expect(rankSenses(senses, { sentence: 'A connexion with such a family.', olderPage: true }, 'connexion')[0]?.text).toMatch(/relation/);
  });

  it('weighs each sense by the same signals, in a small table of weights', () => {
    const { rows } = senseSignals(BALL, { sentence: 'They danced at the ball.', start: 19 }, 'ball');
    expect(rows).toHaveLength(BALL.length);
    for (const row of rows) expect(row).toHaveLength(SIGNALS.length);
    expect(Object.keys(RANK_WEIGHTS).sort()).toEqual([...SIGNALS].sort());
    expect(JSON.stringify(RANK_WEIGHTS).length).toBeLessThan(20_000);
  });
});

describe('the meaning of the sentence, by word vectors', () => {
  // Two directions of meaning: the sea's words and the dance's.
  const SEA = Float64Array.of(1, 0, 0);
  const DANCE = Float64Array.of(0, 1, 0);
  const words = ['ocean', 'sailed', 'vessel', 'boat', 'waltz', 'danced', 'gala', 'party', 'round', 'object'];
  const vectors = [SEA, SEA, SEA, SEA, DANCE, DANCE, DANCE, DANCE, Float64Array.of(0, 0, 1), Float64Array.of(0, 0, 1)];
  // Ranks past the commonest words, so that none weighs nothing.
  const table = decodeTable(
    encodeTable(
      [...Array.from({ length: 200 }, (_, i) => `filler${i}`), ...words],
      [...Array.from({ length: 200 }, () => Float64Array.of(0, 0, 1)), ...vectors],
      true,
    ),
  );
  const senses = [wordnet('a round object'), wordnet('a formal party with a waltz'), wordnet('a boat')];
  // As the background works them out for the answer.
  const read = (sentence: string, among = senses) => senseMeanings(among, sentence, 'ball', table);

  it('puts first a sense that shares no word with the sentence but means what it means', () => {
    const sentence = 'They danced until the ball ended.';
    expect(rankSenses(senses, { sentence }, 'ball')[0]?.text).toBe('a round object');
    expect(rankSenses(senses, { sentence }, 'ball', RANK_WEIGHTS, read(sentence))[0]?.text).toBe('a formal party with a waltz');
    const atSea = 'The ball sailed across the ocean.';
    expect(rankSenses(senses, { sentence: atSea }, 'ball', RANK_WEIGHTS, read(atSea))[0]?.text).toBe('a boat');
  });

  it('weighs the words just before and just after the word alike', () => {
    const [before, after] = [read('Waltz ball ocean.'), read('Ocean ball waltz.')];
    // The dance's sense and the sea's as near (but for their words' ranks), in either order.
    expect(before[1]?.[0]).toBeCloseTo(before[2]?.[0] ?? NaN, 1);
    expect(after).toEqual(before);
    // A word further off weighs less than the one beside the word.
    const further = read('Waltz ball, formal ocean.');
    expect(further[1]?.[0]).toBeGreaterThan((further[2]?.[0] ?? Infinity) + 0.1);
  });

  it('reads nothing without vectors or without a sentence, and only reorders each dictionary’s senses', () => {
    const at = (name: string) => SIGNALS.indexOf(name as (typeof SIGNALS)[number]);
    const without = senseSignals(senses, { sentence: 'They danced.' }, 'ball').rows;
    expect(without.map((row) => [row[at('meaning')], row[at('meaningOfGloss')]])).toEqual(senses.map(() => [0, 0]));
    const noSentence = senseSignals(senses, undefined, 'ball', read('')).rows;
    expect(noSentence.every((row) => row[at('meaning')] === 0)).toBe(true);
    const mixed = [...senses, gcide('A social assembly for dancing, a gala.')];
    const rows = senseSignals(mixed, { sentence: 'They danced.' }, 'ball', read('They danced.', mixed)).rows;
    const meaning = rows.map((row) => row[at('meaning')] ?? 0);
    // Each less its dictionary's mean: WordNet's senses sum to nothing, as does Webster's one sense.
    expect(meaning.slice(0, 3).reduce((a, b) => a + b, 0)).toBeCloseTo(0, 6);
    expect(meaning[3]).toBeCloseTo(0, 6);
    expect(meaning[1]).toBeGreaterThan(0);
  });
});

describe('an obsolete sense after a current one that says the same', () => {
  const verb = (text: string, dictionary: string, labels: string[] = []): Definition => ({
    text,
    partOfSpeech: 'verb',
    sourceDictionary: dictionary,
    labels: labels.map((label) => ({ text: label, type: 'usage' })),
  });

  it("places Webster's obsolete sense after the current one of the same meaning, though the sentence shares more of its words", () => {
    const senses = [
      verb('To tell a lie; to speak falsely and knowingly.', 'gcide', ['Obs.']),
      verb('To speak falsely with intent to deceive; to tell a lie.', 'wordnet'),
      verb('To rest in a horizontal position.', 'wordnet'),
    ];
    const ranked = rankSenses(
      senses,
      { sentence: 'He would tell a lie and speak falsely and knowingly to any man.', start: 0, olderPage: true },
      'lie',
    );
    expect(texts(ranked).slice(0, 2)).toEqual([senses[1]?.text, senses[0]?.text]);
  });

  it('does so where the obsolete sense spells a word of it otherwise (an old spelling, a slip)', () => {
    const senses = [verb('To shew openly; to exhibitt to view.', 'gcide', ['Obs.']), verb('To show openly; to exhibit to view.', 'gcide')];
    expect(
      texts(rankSenses(senses, { sentence: 'He would shew openly and exhibitt his wares.', start: 6, olderPage: true }, 'display'))[0],
    ).toBe(senses[1]?.text);
  });

  it('leaves an obsolete sense first where no current sense means the same', () => {
    const senses = [verb('To make a noise like a goose.', 'gcide', ['Obs.']), verb('To rest in a horizontal position.', 'wordnet')];
    const ranked = rankSenses(
      senses,
      { sentence: 'The geese would noise and make a noise like a goose.', start: 0, olderPage: true },
      'gaggle',
    );
    expect(ranked[0]?.text).toBe(senses[0]?.text);
  });

  it('weighs the senses of a verb and its particle the answer carries ("give up" for "gave up") in their own order, above the word’s', () => {
    const give = (text: string, score: number): Definition => ({
      word: 'give',
      text,
      partOfSpeech: 'verb',
      sourceDictionary: 'wordnet',
      score,
    });
    const senses = [
      give('cause to have, in the abstract sense or physical sense', 60),
      give('be the cause or source of', 30),
      give('transfer possession of something concrete or abstract to somebody', 20),
      give('convey or reveal information', 10),
      { word: 'give up', text: 'put an end to a state or an activity', partOfSpeech: 'verb', sourceDictionary: 'wordnet', score: 12 },
      {
        word: 'give up',
        text: 'give up with the intent of never claiming again',
        partOfSpeech: 'verb',
        sourceDictionary: 'wordnet',
        score: 2,
      },
    ];
    const sentence = 'He gave up smoking last year.';
    const { rows } = senseSignals(senses, { sentence, start: 3 }, 'give');
    const signal = (name: (typeof SIGNALS)[number], index: number) => rows[index]?.[SIGNALS.indexOf(name)];
    // The pair's first sense is first in its own list, its most tagged: no later place, no fewer tags.
    expect([signal('place', 4), signal('tagged', 4), signal('phrase', 4)]).toEqual([-0, 0, 1]);
    expect(signal('phrase', 0)).toBe(0);
    expect(rankSenses(senses, { sentence, start: 3 }, 'give')[0]?.text).toBe('put an end to a state or an activity');
  });

  it('counts another headword’s senses answered with the word’s in their own order ("rose" beside rise’s)', () => {
    const sense = (word: string, text: string, partOfSpeech: string, score: number): Definition => ({
      word,
      text,
      partOfSpeech,
      sourceDictionary: 'wordnet',
      score,
    });
    const senses = [
      sense('rise', 'move upward', 'verb', 80),
      sense('rise', 'increase in value or to a higher point', 'verb', 40),
      sense('rise', 'a growth in strength or number or importance', 'noun', 10),
      sense('rose', 'any of many shrubs of the genus Rosa that bear roses', 'noun', 5),
      sense('rose', 'pinkish table wine from red grapes', 'noun', 0),
    ];
    const { rows } = senseSignals(senses, { sentence: 'She pinned a rose to her coat.', start: 13 }, 'rise');
    const signal = (name: (typeof SIGNALS)[number], index: number) => rows[index]?.[SIGNALS.indexOf(name)];
    // The flower is rose's first and most tagged sense, wherever rise's senses stand before it.
    expect([signal('place', 3), signal('placeInPart', 3), signal('tagged', 3)]).toEqual([-0, -0, 0]);
    expect(signal('place', 4)).toBeCloseTo(-Math.log(2));
  });
});
