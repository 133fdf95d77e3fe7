// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { WaitingTexts } from '../../../entrypoints/content/waiting-texts';

/** A paragraph of `count` spans, each holding one text. */
function spans(count: number): { elements: HTMLElement[]; texts: Text[] } {
  const elements = Array.from({ length: count }, (_, index) => {
    const span = document.createElement('span');
    span.append(`word${index} `);
    return span;
  });
  return { elements, texts: elements.map((element) => element.firstChild as Text) };
}

describe('texts waiting to be read, by element', () => {
  it('keeps one group an element, in the page’s order, and says when a group is new', () => {
    const waiting = new WaitingTexts();
    const [before, bold, after] = ['before ', 'bold', ' after'].map((text) => document.createTextNode(text)) as [Text, Text, Text];
    const b = document.createElement('b');
    b.append(bold);
    const p = document.createElement('p');
    p.append(before, b, after);

    expect(waiting.add(p, before)).toBeDefined();
    expect(waiting.add(b, bold)).toBeDefined();
    // The paragraph's text after its child element joins the paragraph's group: it is not watched twice.
    expect(waiting.add(p, after)).toBeUndefined();
    expect(waiting.size).toBe(2);
    expect([...waiting.inOrder()].map((group) => [group.element.localName, group.texts.map((text) => text.data)])).toEqual([
      ['p', ['before ', ' after']],
      ['b', ['bold']],
    ]);
  });

  it('finds an element’s groups, in whatever order the view reports them', () => {
    const waiting = new WaitingTexts();
    const { elements, texts } = spans(50);
    elements.forEach((element, index) => waiting.add(element, texts[index] as Text));
    for (const index of [40, 3, 41, 49, 0]) {
      const found = waiting.groupsOf(elements[index] as Element);
      expect(found.map((group) => group.element)).toEqual([elements[index]]);
    }
    expect(waiting.groupsOf(document.createElement('div'))).toEqual([]);
  });

  it('takes finished groups out of the line, and keeps the line short as the page is read', () => {
    const waiting = new WaitingTexts();
    const { elements, texts } = spans(5000);
    elements.forEach((element, index) => {
      waiting.add(element, texts[index] as Text);
      // Read as fast as walked, all but every thousandth.
      if (index % 1000 !== 999) waiting.finish([...waiting.inOrder()].at(-1) as never);
      waiting.compact();
    });
    expect(waiting.size).toBe(5);
    expect([...waiting.inOrder()].map((group) => group.texts[0]?.data)).toEqual([
      'word999 ',
      'word1999 ',
      'word2999 ',
      'word3999 ',
      'word4999 ',
    ]);
    // A finished group is not found again, nor finished twice.
    const [first] = waiting.inOrder();
    waiting.finish(first as never);
    waiting.finish(first as never);
    expect(waiting.size).toBe(4);
    expect(waiting.groupsOf(elements[999] as Element)).toEqual([]);
  });
});
