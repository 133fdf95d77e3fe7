import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../../lib/shared/api';
import type { LookupAnswer } from '../../../../lib/shared/messages/answers';
import { chooseSenses } from '../../../../lib/shared/senses/choose-senses';
import { personSense, readAsName } from '../../../../lib/shared/senses/names';

// WordNet's senses as the project's word database gives them (synonyms in relatedWords).
const wordnet = (word: string, text: string, synonyms: string[] = []): Definition => ({
  word,
  text,
  partOfSpeech: 'noun',
  sourceDictionary: 'wordnet',
  ...(synonyms.length > 0 && { relatedWords: [{ relationshipType: 'synonym', words: synonyms }] }),
});
const HUDSON = [
  wordnet('Hudson', 'a New York river; flows southward into New York Bay; explored by Henry Hudson early in the 17th century', [
    'Hudson River',
  ]),
  wordnet('Hudson', 'English naturalist (born in Argentina) (1841-1922)', ['W. H. Hudson', 'William Henry Hudson']),
  wordnet(
    'Hudson',
    'English navigator who discovered the Hudson River; in 1610 he attempted to winter in Hudson Bay but his crew mutinied and set him adrift to die (1565-1611)',
    ['Henry Hudson'],
  ),
];
const DARWIN = [
  wordnet('Darwin', 'English natural scientist who formulated a theory of evolution by natural selection (1809-1882)', [
    'Charles Darwin',
    'Charles Robert Darwin',
  ]),
];
const PIP = [wordnet('pip', 'a disease of poultry'), wordnet('pip', 'a small hard seed found in some fruits')];

const answer = (query: string, definitions: Definition[]): LookupAnswer => ({
  query,
  word: query,
  found: true,
  definitions,
  pronunciations: [],
  suggestions: [],
  stale: false,
  storedAt: 0,
  credit: { name: 'Glossa', url: '' },
});
const at = (sentence: string, word: string, around?: string) => ({ sentence, start: sentence.indexOf(word), ...(around && { around }) });
const shown = (query: string, definitions: Definition[], context: ReturnType<typeof at>) => {
  const chosen = chooseSenses(answer(query, definitions), context);
  return {
    first: chosen.groups[0]?.definitions[0]?.text,
    name: chosen.name,
    apart: (chosen.elsewhere ?? []).flatMap((g) => g.definitions.map((d) => d.text)),
  };
};

describe('a capitalized word inside a sentence, read as a name', () => {
  it.each([
    ['“I was thinking of very old times,” said Marlow, “when the Romans first came here.”', 'Marlow'],
    ['Mrs. Bennet was restored to the enjoyment of all her original good humour.', 'Bennet'],
    ['So Pip went down to the marshes with the file.', 'Pip'],
  ])('%s: %s', (sentence, word) => {
    expect(readAsName(word, at(sentence, word))).toBe(true);
  });

  it.each([
    ['Hudson was the first to see it.', 'Hudson', 'opening its sentence'],
    ['He turned and said, “Hope is a waking dream.”', 'Hope', 'opening a quotation that opens a sentence'],
    ['They walked to the Church in the rain.', 'Church', 'after an article'],
    ['Chapter Four: Winter Hope Comes To Seven Kingdoms', 'Hope', 'in a heading'],
    ['They had Hope, and little else.', 'Hope', 'written in lowercase around it'],
    ['The NASA budget grew.', 'NASA', 'in capitals'],
  ])('%s: not %s (%s)', (sentence, word, _why) => {
    const around = word === 'Hope' && sentence.startsWith('They had') ? 'All their hope lay in the spring.' : undefined;
    expect(readAsName(word, at(sentence, word, around))).toBe(false);
  });

  it('tells a famous person’s sense by the dates or the full name WordNet gives', () => {
    expect(HUDSON.map(personSense)).toEqual([false, true, true]);
    expect(personSense(wordnet('Marlowe', 'tough cynical detective created by Raymond Chandler', ['Philip Marlowe']))).toBe(true);
    expect(personSense(PIP[0] as Definition)).toBe(false);
  });
});

describe('the senses a name opens on', () => {
  it('opens "said Hudson" in a story on a sense that fits a name, the famous Hudsons apart', () => {
    const senses = shown('Hudson', HUDSON, at('“Bring the lamp,” said Hudson to the boy.', 'Hudson'));
    expect(senses.first).toMatch(/^a New York river/);
    expect(senses.apart).toEqual([HUDSON[1]?.text, HUDSON[2]?.text]);
    expect(senses.name).toBe(true);
  });

  it('opens a name after a title on no place: "Mr. Hudson" is a person, the river apart', () => {
    for (const sentence of ['“Bring the lamp,” said Mr. Hudson to the boy.', 'Captain Hudson stood upon the deck.']) {
      const senses = shown('Hudson', HUDSON, at(sentence, 'Hudson'));
      expect(senses.first).toBeUndefined();
      expect(senses.name).toBe(true);
      expect(senses.apart).toContain(HUDSON[0]?.text);
    }
    // A famous person the page names still leads.
    expect(shown('Hudson', HUDSON, at('Captain Henry Hudson sailed up the river.', 'Hudson')).first).toBe(HUDSON[2]?.text);
  });

  it('says plainly that "Pip" is a name, the common word’s senses apart', () => {
    const senses = shown('Pip', PIP, at('So Pip went down to the marshes with the file.', 'Pip'));
    expect(senses.first).toBeUndefined();
    expect(senses.name).toBe(true);
    expect(senses.apart).toEqual(PIP.map((d) => d.text));
  });

  it('puts the famous person’s sense apart where the page does not name him', () => {
    const senses = shown('Darwin', DARWIN, at('“Fetch the doctor,” said Darwin, and the maid ran.', 'Darwin'));
    expect(senses).toMatchObject({ first: undefined, name: true });
  });

  it('leads with the famous person where the page names him: his full name, or his definition’s words near', () => {
    expect(shown('Darwin', DARWIN, at('The voyage of Charles Darwin changed biology.', 'Darwin'))).toMatchObject({
      first: DARWIN[0]?.text,
    });
    const read = at('Nobody before Darwin had seen it so clearly.', 'Darwin', 'The book argues for evolution by natural selection.');
    const senses = shown('Darwin', DARWIN, read);
    expect(senses.first).toBe(DARWIN[0]?.text);
    expect(senses.name).toBeUndefined();
  });

  it('leaves a capital that cannot be a name to the ranker: an inflected form, a word with no noun, a part of the page', () => {
    const verb = (word: string, text: string): Definition => ({ word, text, partOfSpeech: 'verb', sourceDictionary: 'gcide' });
    const conjure = chooseSenses(
      { ...answer('Conjured', [verb('conjure', 'To combine together by an oath.')]), word: 'conjure' },
      at("Drew after him the third part of Heaven's sons Conjured against the Highest.", 'Conjured'),
    );
    expect(conjure).toMatchObject({ groups: [{ definitions: [{ text: 'To combine together by an oath.' }] }] });
    expect(conjure.name).toBeUndefined();
    // Webster's abject: the adjective first, a rare noun after it.
    const abject = [
      { word: 'abject', text: 'Sunk to a low condition.', partOfSpeech: 'adjective', sourceDictionary: 'gcide' },
      { word: 'abject', text: 'A person in the lowest condition; a castaway.', partOfSpeech: 'noun', sourceDictionary: 'gcide' },
    ];
    expect(shown('Abject', abject, at('so thick bestrown Abject and lost lay these', 'Abject')).first).toBe(abject[0]?.text);
    expect(readAsName('Figure', at('the area covered can be seen from Figure 2', 'Figure'))).toBe(false);
  });

  it('reads a word in a full name as a name, whatever its commonest sense: "said Oliver Twist", "Mrs. Rose Maylie"', () => {
    const verb = (word: string, text: string): Definition => ({ word, text, partOfSpeech: 'verb', sourceDictionary: 'wordnet' });
    const twist = [verb('twist', 'to move in a twisting or contorted motion'), wordnet('twist', 'an unforeseen development')];
    expect(shown('Twist', twist, at('“Please, sir,” said Oliver Twist, “I want some more.”', 'Twist'))).toMatchObject({
      first: undefined,
      name: true,
    });
    const rose = [verb('rose', 'to move upward'), wordnet('rose', 'a shrub of the genus Rosa')];
    expect(shown('Rose', rose, at('Mrs. Rose Maylie took the boy in.', 'Rose'))).toMatchObject({ first: undefined, name: true });
    // A capital opening the sentence is no name beside it: "And" at a verse's line, "Click" in a manual.
    const save = [verb('save', 'to keep safe'), wordnet('save', 'a block that prevents a goal')];
    expect(shown('Save', save, at('Click Save to keep your changes.', 'Save')).name).toBeUndefined();
    expect(
      shown('Conjured', [verb('conjure', 'To combine together by an oath.')], at('And Conjured against the Highest', 'Conjured')).name,
    ).toBeUndefined();
  });

  it('reads a word opening its sentence as a name where the page names it so inside another ("said Pip")', () => {
    const around = 'The marshes were dark. “Come,” said Pip, and they went.';
    expect(readAsName('Pip', at('Pip went down to the marshes.', 'Pip', around))).toBe(true);
    // Not after an article ("the Pip"), and not where the page writes it in lowercase too.
    expect(readAsName('Pip', at('Pip went down to the marshes.', 'Pip', 'They found the Pip at last.'))).toBe(false);
    expect(readAsName('Pip', at('Pip went down to the marshes.', 'Pip', 'said Pip, spitting out a pip.'))).toBe(false);
  });

  it('leaves a word opening its sentence to the ranker, as before', () => {
    const senses = shown('Pip', PIP, at('Pip is a disease of poultry.', 'Pip'));
    expect(senses.first).toBe(PIP[0]?.text);
    expect(senses.name).toBeUndefined();
  });
});
