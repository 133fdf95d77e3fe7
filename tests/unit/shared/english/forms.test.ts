import { describe, expect, it } from 'vitest';
import { formRelations, irregularLemma } from '../../../../lib/shared/english/forms';

describe('which form of a headword a word is', () => {
  it.each([
    ['went', 'go', ['past']],
    ['gone', 'go', ['past-participle']],
    ['was', 'be', ['past']],
    ['is', 'be', ['third-person']],
    ['are', 'be', ['present']],
    ['has', 'have', ['third-person']],
    ['geese', 'goose', ['plural']],
    ['wolves', 'wolf', ['plural']],
    ['better', 'good', ['comparative']],
    ['running', 'run', ['present-participle']],
    ['hoping', 'hope', ['present-participle']],
    ['stopped', 'stop', ['past']],
    ['carried', 'carry', ['past']],
    ['thinks', 'think', ['plural', 'third-person']],
    ['happier', 'happy', ['comparative']],
    ['gave up', 'give up', ['past']],
    ["vex'd", 'vex', ['past']],
    ['lov’d', 'love', ['past']],
  ])('%s is a form of %s', (word, headword, relations) => {
    expect(formRelations(word, headword)).toEqual(relations);
  });

  it('says nothing of a headword itself, a spelling variant, or a pair no rule explains', () => {
    expect(formRelations('Run', 'run')).toEqual([]);
    expect(formRelations('naïve', 'naive')).toEqual([]);
    expect(formRelations('went', 'run')).toEqual([]);
  });

  it('knows the headword of an irregular form, for phrases', () => {
    expect(irregularLemma('gave')).toBe('give');
    expect(irregularLemma('Took')).toBe('take');
    expect(irregularLemma('look')).toBeUndefined();
  });
});
