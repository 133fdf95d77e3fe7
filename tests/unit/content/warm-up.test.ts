// @vitest-environment happy-dom
/** The bubble's first render, rehearsed during the double-click's press: real, and gone at once. */
import { describe, expect, it } from 'vitest';
import { rehearseFirstRender } from '../../../entrypoints/content/warm-up';

describe('rehearsing the bubble’s first render', () => {
  it('renders the rehearsal answer in a layer of its own, and leaves the page as it found it', async () => {
    document.body.innerHTML = '<p>A page.</p>';
    const before = document.documentElement.outerHTML;
    const shown: string[] = [];
    rehearseFirstRender((root) => {
      // What the rehearsal puts in its root, read as it is added.
      new MutationObserver((records) =>
        records.forEach((record) => record.addedNodes.forEach((node) => shown.push(node.textContent ?? ''))),
      ).observe(root, { childList: true, subtree: true });
    });
    expect(document.documentElement.outerHTML).toBe(before);
    await Promise.resolve();
    expect(shown.join(' ')).toContain('light in a transparent protective case');
  });
});
