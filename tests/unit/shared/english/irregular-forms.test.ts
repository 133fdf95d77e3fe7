/** The committed table of irregular forms is what the generator makes from WordNet's exception lists. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IRREGULAR_FORMS_FILE, irregularFormsModule } from '../../../../scripts/irregular-forms';
import { formRelations, irregularLemma, lemma, possibleHeadwords } from '../../../../lib/shared/english/forms';

describe('the table of irregular forms', () => {
  it('is what scripts/irregular-forms.ts makes (run it again after changing the rules or the package)', async () => {
    expect(readFileSync(IRREGULAR_FORMS_FILE, 'utf8')).toBe(await irregularFormsModule());
  });

  it("holds WordNet's forms the hand-typed table lacked, and those of every part of speech", () => {
    expect(irregularLemma('smote')).toBe('smite');
    expect(irregularLemma('bade')).toBe('bid');
    expect(irregularLemma('wrought')).toBe('work');
    expect(formRelations('aardwolves', 'aardwolf')).toEqual(['plural']);
    expect(formRelations('worst', 'bad')).toEqual(['superlative']);
    expect(possibleHeadwords('smote')).toContain('smite');
  });

  it('tells a past from a participle, which WordNet does not', () => {
    expect(formRelations('sang', 'sing')).toEqual(['past']);
    expect(formRelations('sung', 'sing')).toEqual(['past-participle']);
    expect(formRelations('born', 'bear')).toEqual(['past-participle']);
    expect(formRelations('bought', 'buy')).toEqual(['past', 'past-participle']);
  });
});

describe("a word's lemma without a dictionary", () => {
  it.each([
    ['dances', 'dance'],
    ['danced', 'dance'],
    ['dancing', 'dance'],
    ['dance', 'dance'],
    ['hoped', 'hope'],
    ['hopped', 'hop'],
    ['caused', 'cause'],
    ['argued', 'argue'],
    ['assembled', 'assemble'],
    ['travelled', 'travel'],
    ['carried', 'carry'],
    ['went', 'go'],
    ['geese', 'goose'],
    ['happily', 'happy'],
    ['glutinously', 'glutinous'],
    // No ending: a word as it is.
    ['thing', 'thing'],
    ['need', 'need'],
    ['family', 'family'],
    ['supply', 'supply'],
  ])('%s → %s', (word, expected) => {
    expect(lemma(word)).toBe(expected);
  });
});
