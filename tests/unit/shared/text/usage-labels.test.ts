import { describe, expect, it } from 'vitest';
import { usageLabels, withoutRepeatedLabel } from '@/lib/shared/text/usage-labels';

describe('usage labels as a reader reads them', () => {
  it("writes out a dictionary's abbreviations", () => {
    expect(usageLabels([{ text: 'Obs.', type: 'usage' }])).toEqual(['obsolete']);
    expect(
      usageLabels([
        { text: 'R.', type: 'usage' },
        { text: 'Colloq.', type: 'usage' },
      ]),
    ).toEqual(['rare', 'informal']);
    expect(usageLabels([{ text: '[Colloq. U.S.]', type: 'mark' }])).toEqual(['informal', 'US']);
    expect(usageLabels([{ text: '[Local, U.S.]', type: 'mark' }])).toEqual(['regional', 'US']);
    expect(usageLabels([{ text: 'Prov. Eng.', type: 'usage' }])).toEqual(['regional']);
  });

  it('shows plain words as given, each once', () => {
    expect(
      usageLabels([
        { text: 'possibly archaic', type: 'chronological' },
        { text: 'poker slang', type: 'register' },
        { text: 'UK', type: 'region' },
      ]),
    ).toEqual(['possibly archaic', 'poker slang', 'UK']);
    expect(
      usageLabels([
        { text: 'rare', type: 'mark' },
        { text: 'R.', type: 'usage' },
      ]),
    ).toEqual(['rare']);
  });

  it('leaves out subject fields, grammar, unknown abbreviations and empty labels', () => {
    expect(
      usageLabels([
        { text: '(Zoöl.)', type: 'fld' },
        { text: 'typography', type: 'field' },
        { text: 'countable', type: 'grammar' },
      ]),
    ).toEqual([]);
    expect(usageLabels([{ text: 'Xyz.', type: 'usage' }, { text: '', type: 'usage' }, { type: 'usage' }])).toEqual([]);
    expect(usageLabels(undefined)).toEqual([]);
  });

  it('shows at most three', () => {
    const many = ['Obs.', 'R.', 'Colloq.', 'Slang'].map((text) => ({ text, type: 'usage' }));
    expect(usageLabels(many)).toHaveLength(3);
  });

  it('takes off a leading label the labels shown already say, and nothing else', () => {
    const shown = usageLabels([
      { text: 'disparagement', type: 'usage' },
      { text: 'slang', type: 'usage' },
    ]);
    expect(withoutRepeatedLabel('(slang) offensive term for a lesbian who is noticeably masculine', shown)).toBe(
      'offensive term for a lesbian who is noticeably masculine',
    );
    expect(withoutRepeatedLabel('(Obs.) a thing', usageLabels([{ text: 'Obs.', type: 'usage' }]))).toBe('a thing');
    // A subject field, an abbreviation with no reading, or a label not shown stays in the text.
    expect(withoutRepeatedLabel('(astronomy) an arbitrarily fixed date', shown)).toBe('(astronomy) an arbitrarily fixed date');
    expect(withoutRepeatedLabel('(Xyz.) a thing', shown)).toBe('(Xyz.) a thing');
    expect(withoutRepeatedLabel('(slang) a thing', [])).toBe('(slang) a thing');
  });
});
