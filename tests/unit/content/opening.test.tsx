// @vitest-environment happy-dom
/**
 * How the bubble opens (entrypoints/content/bubble-ui.ts), with the background answered by a script:
 * a quick answer is the first thing it shows (no loading state flashed before it), a slow
 * one opens it with its loading state, and a lookup overtaken by another opens nothing.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBubbleUi } from '../../../entrypoints/content/bubble-ui';

/** The controller, over the view from its source (a page gets it from the built extension). */
const ui = createBubbleUi(() => import('../../../entrypoints/content/bubble-view'));
import { rankedAnswer } from '../../../lib/background/lookup/ranked-answer';
import type { RankedLookup } from '../../../lib/shared/messages/answers';

const credit = { name: 'Glossa server', url: 'http://127.0.0.1:1/v4/openapi.json' };
const answerFor = (word: string): RankedLookup =>
  rankedAnswer({
    query: word,
    word,
    found: true,
    definitions: [{ text: `the meaning of ${word}`, partOfSpeech: 'noun', attributionText: 'from WordNet 3.1' }],
    pronunciations: [],
    suggestions: [],
    stale: false,
    storedAt: 0,
    credit,
  });

/** The bubble's closed shadow roots, caught as they are made (the page cannot do this: it runs in another world). */
let roots: ShadowRoot[] = [];
const attachShadow = Element.prototype.attachShadow;

/** Every state each bubble showed, in order, as its root's content changed. */
function statesShown(root: ShadowRoot): string[] {
  const seen: string[] = [];
  const record = () => {
    const state = root.querySelector('[data-state]')?.getAttribute('data-state');
    if (state && seen.at(-1) !== state) seen.push(state);
  };
  record();
  new MutationObserver(record).observe(root, { subtree: true, childList: true, attributes: true });
  return seen;
}

function backgroundAnswering(delayMs: (word: string) => number) {
  fakeBrowser.runtime.onMessage.addListener((async (message: { type: string; word?: string }) => {
    if (message.type !== 'lookup') return { ok: false, error: { kind: 'internal', message: 'not in this test' } };
    // The background's own time to answer, on the tests' fake clock (see beforeEach): no real wait.
    await new Promise((resolve) => setTimeout(resolve, delayMs(message.word ?? '')));
    return { ok: true, data: answerFor(message.word ?? '') };
  }) as never);
}

beforeEach(() => {
  // The bubble's wait for a quick answer and the background's time to answer run on a fake
  // clock, which each test moves on as far as it means to.
  vi.useFakeTimers();
  fakeBrowser.reset();
  roots = [];
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    return root;
  };
});
afterEach(async () => {
  ui.close();
  // What the bubble leaves for after a frame (its effects) runs before the real clock is back.
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  Element.prototype.attachShadow = attachShadow;
  document.documentElement.querySelectorAll('glossa-bubble').forEach((host) => host.remove());
});

it('opens with a quick answer as the very first thing shown', async () => {
  backgroundAnswering(() => 0);
  const shown = ui.show({ text: 'goose', focusBack: null });
  await vi.advanceTimersByTimeAsync(0);
  await shown;
  expect(roots).toHaveLength(1);
  const root = roots[0] as ShadowRoot;
  expect(root.querySelector('[data-state]')?.getAttribute('data-state')).toBe('answer');
  expect(root.textContent).toContain('the meaning of goose');
});

it('opens with its loading state when the answer is slow, then shows the answer', async () => {
  backgroundAnswering(() => 300);
  const shown = ui.show({ text: 'heron', focusBack: null });
  // Past the bubble's short wait for a quick answer, well before the answer.
  await vi.advanceTimersByTimeAsync(100);
  await shown;
  const root = roots[0] as ShadowRoot;
  const seen = statesShown(root);
  expect(seen).toEqual(['loading']);
  await vi.advanceTimersByTimeAsync(200);
  expect(seen).toEqual(['loading', 'answer']);
  expect(root.textContent).toContain('the meaning of heron');
});

it('opens only the last of two quick lookups, and nothing once closed meanwhile', async () => {
  backgroundAnswering((word) => (word === 'first' ? 30 : 0));
  const first = ui.show({ text: 'first', focusBack: null });
  const second = ui.show({ text: 'second', focusBack: null });
  await vi.advanceTimersByTimeAsync(30);
  await Promise.all([first, second]);
  expect(document.querySelectorAll('glossa-bubble')).toHaveLength(1);
  expect(roots.map((root) => root.querySelector('h2')?.textContent)).toEqual(['second']);

  ui.close();
  const closedMeanwhile = ui.show({ text: 'third', focusBack: null });
  ui.close();
  await vi.advanceTimersByTimeAsync(0);
  await closedMeanwhile;
  expect(document.querySelectorAll('glossa-bubble')).toHaveLength(0);
});

it('is laid out in its own language and direction, not the page’s (a right-to-left page does not mirror it)', async () => {
  document.documentElement.dir = 'rtl';
  document.documentElement.lang = 'ar';
  try {
    backgroundAnswering(() => 0);
    const shown = ui.show({ text: 'goose', focusBack: null });
    await vi.advanceTimersByTimeAsync(0);
    await shown;
    const wrap = (roots[0] as ShadowRoot).querySelector('[data-state]');
    expect([wrap?.getAttribute('dir'), wrap?.getAttribute('lang')]).toEqual(['ltr', 'en']);
  } finally {
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
  }
});

it('a lookup asked on the second press is the one the double-click shows; a double-click on more asks anew', async () => {
  const asked: string[] = [];
  backgroundAnswering((word) => (asked.push(word), 0));
  const paragraph = Object.assign(document.createElement('p'), { textContent: 'Two herons stood in the reeds.' });
  document.body.append(paragraph);
  try {
    const text = paragraph.firstChild as Text;
    const wordAt = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range;
    };
    ui.askEarly({ text: 'herons', range: wordAt(4, 10), target: paragraph });
    await vi.advanceTimersByTimeAsync(0);
    const shown = ui.show({ text: 'herons', range: wordAt(4, 10), focusBack: null });
    await vi.advanceTimersByTimeAsync(0);
    await shown;
    expect(asked).toEqual(['herons']);
    expect(roots).toHaveLength(1);

    // The press selected "stood"; the double-click, dragged, "stood in": asked for anew.
    ui.askEarly({ text: 'stood', range: wordAt(11, 16), target: paragraph });
    const dragged = ui.show({ text: 'stood in', range: wordAt(11, 19), focusBack: null });
    await vi.advanceTimersByTimeAsync(0);
    await dragged;
    // Both asked, the press's and the double-click's, in whichever order they went out.
    expect(asked[0]).toBe('herons');
    expect(asked.slice(1).sort()).toEqual(['stood', 'stood in']);
  } finally {
    paragraph.remove();
  }
});
