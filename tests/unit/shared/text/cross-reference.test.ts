import { describe, expect, it } from 'vitest';
import { isStub, pointsToItself, withCrossReferences } from '../../../../lib/shared/text/cross-reference';

// Real senses of Webster's 1913 (GCIDE), as the project's word database and the live service give them.
describe("a dictionary's cross-references", () => {
  it('drops a sense that points only to a place the answer does not carry', () => {
    expect(withCrossReferences('A dandy roller. See below.', 'dandy')).toBeUndefined();
    expect(withCrossReferences('See below.', 'dandy')).toBeUndefined();
    expect(withCrossReferences('See above.', 'stone')).toBeUndefined();
  });

  it('keeps what a sense says for itself, without its dead pointer', () => {
    expect(withCrossReferences('A parasite; a sponger. See def. 6, above.', 'sucker')).toBe('A parasite; a sponger.');
  });

  it('leaves pointers that are links already as they are', () => {
    for (const [text, word] of [
      ['Same as <xref>Aam</xref>.', 'aum'],
      ['See <xref>Center</xref>. [chiefly British]', 'centre'],
      ['red silver. See under <er>Red</er>.', 'ruby'],
      ['See <er>Agate</er>, n., 2.', 'achates'],
      ['A guard rail. See under <xref>Guard</xref>.', 'rail'],
      ['One who affects special finery or gives undue attention to dress; a fop; a coxcomb.', 'dandy'],
    ] as const)
      expect(withCrossReferences(text, word)).toBe(text);
  });

  it('makes a pointer written without markup a link to the word it names', () => {
    expect(withCrossReferences('See Drill.', 'drilling')).toBe('See <xref>Drill</xref>.');
    expect(withCrossReferences('Same as Drilling.', 'drill')).toBe('Same as <xref>Drilling</xref>.');
    expect(withCrossReferences('See under Guard.', 'rail')).toBe('See under <xref>Guard</xref>.');
    // A gloss that only mentions "see" stays as it is.
    expect(withCrossReferences('To see again; to look over once more.', 'review')).toBe('To see again; to look over once more.');
  });

  it('tells a stub (a pointer, a fragment of a gloss) from a sense that says something', () => {
    expect(isStub('Same as <xref>Drilling</xref>.')).toBe(true);
    expect(isStub('See <xref>Janizary</xref>.')).toBe(true);
    expect(isStub('(b) In ships, the lower part.')).toBe(true);
    expect(isStub('A sloop or cutter with a jigger on which a lugsail is set.')).toBe(false);
  });

  it('tells the pointers other dictionaries write (Wiktionary, the live service) as stubs too, not a gloss that starts alike', () => {
    for (const stub of [
      'Alternative form of <xref>centre</xref>',
      'Obsolete spelling of <internalXref urlencoded="show">show</internalXref>.',
      'Variant of <xref>centring</xref>.',
      'Obs. form of <xref>Shew</xref>.',
      'An archaic form of <xref>hath</xref>.',
      '= <xref>Centering</xref>',
      'See <internalXref urlencoded="davit">Davit</internalXref>.',
    ])
      expect(isStub(stub), stub).toBe(true);
    expect(isStub('Form of government in which a single person rules.')).toBe(false);
    expect(isStub('A variant of a gene; an allele.')).toBe(false);
    expect(isStub('Sameness of meaning.')).toBe(false);
  });

  it('tells a sense that points only to its own word (Centring: "See Centring.")', () => {
    expect(pointsToItself('See <xref>Centring</xref>.', 'centring')).toBe(true);
    expect(pointsToItself('Alternative spelling of centring.', 'Centring')).toBe(true);
    expect(pointsToItself('See <xref>Centering</xref>.', 'centring')).toBe(false);
    expect(pointsToItself('A temporary structure on which an arch is built. See Centring.', 'centring')).toBe(false);
  });
});
