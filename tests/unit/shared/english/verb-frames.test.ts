/** A verb's sense's grammar labels from its sentence frames, read back as what the sense takes. */
import { describe, expect, it } from 'vitest';
import { VERB_FRAME_LABELS, verbFramesOf } from '../../../../lib/shared/english/verb-frames';

describe('the labels of what a verb’s sense takes', () => {
  it('are read back from a sense’s grammar labels', () => {
    const labels = ['transitive', VERB_FRAME_LABELS.ofPeople, VERB_FRAME_LABELS.objectThing, VERB_FRAME_LABELS.withIng];
    expect(verbFramesOf(labels.map((text) => ({ text, type: 'grammar' })))).toEqual({
      subject: 'person',
      object: 'thing',
      ing: true,
      infinitive: false,
      thatClause: false,
    });
  });

  it('say nothing where a sense has none, or has the words as another kind of label', () => {
    const nothing = { subject: undefined, object: undefined, ing: false, infinitive: false, thatClause: false };
    expect(verbFramesOf(undefined)).toEqual(nothing);
    expect(verbFramesOf([{ text: 'transitive', type: 'grammar' }])).toEqual(nothing);
    expect(verbFramesOf([{ text: VERB_FRAME_LABELS.ofThings, type: 'usage' }])).toEqual(nothing);
  });
});
