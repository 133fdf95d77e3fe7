// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { styleBubbleRoot } from '../../../components/bubble/style-root';
import { css } from '../../../components/bubble/styles';

function shadowRoot() {
  return document.createElement('div').attachShadow({ mode: 'closed' });
}

describe('the bubble’s style sheet in a shadow root', () => {
  it('is one constructed sheet adopted by every root, with no element in the root', () => {
    const first = shadowRoot();
    const second = shadowRoot();
    styleBubbleRoot(first);
    styleBubbleRoot(second);
    expect(first.adoptedStyleSheets).toHaveLength(1);
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
    expect(first.querySelector('style')).toBeNull();
  });

  it('is a <style> element of the bubble’s own text where the root refuses adopted sheets (a Firefox content script)', () => {
    const root = shadowRoot();
    root.append(document.createElement('p'));
    // What Firefox's Xray wrapper does to a content script that sets the property.
    Object.defineProperty(root, 'adoptedStyleSheets', {
      set() {
        throw new Error('Accessing from Xray wrapper is not supported.');
      },
    });
    styleBubbleRoot(root);
    const style = root.firstElementChild;
    expect(style?.localName).toBe('style');
    expect(style?.textContent).toBe(css);
  });
});
