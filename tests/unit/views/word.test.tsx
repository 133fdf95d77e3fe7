// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Frequency, FrequencyChart } from '../../../entrypoints/word/Sections';
import { background, eventually, mount } from './support';

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  for (const child of [...document.body.children]) {
    render(null, child);
    child.remove();
  }
});

describe('usage frequency', () => {
  it('draws one bar a year, scaled to the largest', () => {
    const view = mount(<FrequencyChart points={[{ year: 1990, count: 5 }, { year: 1991, count: 10 }]} />);
    const bars = [...view.querySelectorAll('rect')];
    expect(bars.map((b) => b.getAttribute('height'))).toEqual(['60', '120']);
    expect(view.querySelector('svg')?.getAttribute('aria-label')).toBe('Uses of the word each year from 1990 to 1991');
  });

  it('gives a single year as text, not as a chart (years may come as text)', async () => {
    background(() => ({ found: true, stale: false, data: { totalCount: 7, frequency: [{ year: '1961', count: 7 }] } }));
    const view = mount(<Frequency word="dog" />);
    await eventually(() => expect(view.querySelector('[data-testid=frequency-text]')?.textContent).toBe('7 uses, all in 1961'));
    expect(view.querySelector('svg')).toBeNull();
  });
});
