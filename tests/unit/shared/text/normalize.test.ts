import { describe, expect, it } from 'vitest';
import { normalizeLookup } from '../../../../lib/shared/text/normalize';

describe('what a selection looks up', () => {
  it.each([
    ['running', 'running'],
    ['  «Running,»  ', 'Running'],
    ['"dog."', 'dog'],
    ['ice   cream', 'ice cream'],
    ['rock’n’roll', "rock'n'roll"],
    ['naïve', 'naïve'],
    ['日本語', '日本語'],
    ['(well-being)', 'well-being'],
    // A hyphenating script's soft hyphens and a zero-width space are no letters.
    ['inde\u00ADpen\u00ADdent', 'independent'],
    ['news\u200Bpaper', 'newspaper'],
    // The long s of older printing is an s.
    ['ſuch', 'such'],
    // A non-breaking hyphen is a hyphen.
    ['stop\u2011gap', 'stop-gap'],
    // A joiner that some scripts spell with stays.
    ['می\u200Cخواهم', 'می\u200Cخواهم'],
  ])('%j → %j', (selection, expected) => {
    expect(normalizeLookup(selection)).toBe(expected);
  });

  it.each(['', '   ', '42', '—', '!!!', 'x'.repeat(101)])('nothing to look up in %j', (selection) => {
    expect(normalizeLookup(selection)).toBeUndefined();
  });
});
