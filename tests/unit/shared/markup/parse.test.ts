import { describe, expect, it } from 'vitest';
import { parseMarkup, plainText } from '../../../../lib/shared/markup/parse';

describe('definition markup', () => {
  it('turns the service’s tags into formatting', () => {
    expect(parseMarkup('A <em>deep</em> red <strong>stone</strong>.')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'emphasis', children: [{ kind: 'text', text: 'deep' }] },
      { kind: 'text', text: ' red ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'stone' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('makes references into words to look up', () => {
    expect(parseMarkup('See <xref>corundum</xref>.')[1]).toEqual({
      kind: 'word',
      word: 'corundum',
      children: [{ kind: 'text', text: 'corundum' }],
    });
    expect(parseMarkup('<internalXref urlencoded="precious%20stone">precious stones</internalXref>')[0]).toMatchObject({
      kind: 'word',
      word: 'precious stone',
    });
  });

  it('reads an etymology: its words of other languages in italics, its references as words', () => {
    expect(parseMarkup('<ety>[AS. <ets>docga</ets>. See <er>Dog</er>, <xref>Rouge</xref>.]</ety>')).toEqual([
      {
        kind: 'plain',
        children: [
          { kind: 'text', text: '[AS. ' },
          { kind: 'emphasis', children: [{ kind: 'text', text: 'docga' }] },
          { kind: 'text', text: '. See ' },
          { kind: 'word', word: 'Dog', children: [{ kind: 'text', text: 'Dog' }] },
          { kind: 'text', text: ', ' },
          { kind: 'word', word: 'Rouge', children: [{ kind: 'text', text: 'Rouge' }] },
          { kind: 'text', text: '.]' },
        ],
      },
    ]);
  });

  it('keeps hostile markup inert, as text', () => {
    const hostile = 'A gem<img src=x onerror="alert(1)"><script>alert(2)</script>';
    expect(plainText(hostile)).toBe(hostile);
    expect(parseMarkup(hostile).every((node) => node.kind === 'text')).toBe(true);
  });

  it('decodes entities into text, not into tags', () => {
    expect(parseMarkup('&lt;script&gt; &amp; &#8212; &#x2014;')).toEqual([{ kind: 'text', text: '<script> & — —' }]);
  });

  it('survives stray and unclosed tags', () => {
    expect(plainText('a </em> b <em>c')).toBe('a </em> b c');
    expect(parseMarkup('<ex>the <em>dog</ex> barked')).toMatchObject([
      { kind: 'example', children: [{ kind: 'text', text: 'the ' }, { kind: 'emphasis' }] },
      { kind: 'text', text: ' barked' },
    ]);
  });
});
