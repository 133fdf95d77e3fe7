/** The bubble rendered for its unit tests: an answer as the background sends it, the view shown with callbacks to watch. */
import { render } from 'preact';
import { vi } from 'vitest';
import { Bubble } from '../../../components/bubble/Bubble';
import type { BubbleProps } from '../../../components/bubble/bubble-props';
import { rankedAnswer } from '../../../lib/background/lookup/ranked-answer';
import type { LookupAnswer, RankedLookup } from '../../../lib/shared/messages/answers';

const credit = { name: 'Glossa server', url: 'http://127.0.0.1:1/v4/openapi.json' };

/** An answer as the background sends it: its senses ranked (for no sentence). */
export function answer(overrides: Partial<LookupAnswer> = {}): RankedLookup {
  return rankedAnswer({
    query: 'goose',
    word: 'goose',
    found: true,
    definitions: [
      {
        text: 'a web-footed bird',
        partOfSpeech: 'noun',
        attributionText: 'from WordNet 3.0',
        attributionUrl: 'https://wordnet.princeton.edu/',
      },
      { text: 'a silly person', partOfSpeech: 'noun', attributionText: 'from WordNet 3.0' },
      { text: 'to prod', partOfSpeech: 'verb', attributionText: 'from WordNet 3.0' },
    ],
    pronunciations: [
      { raw: 'G UW1 S', rawType: 'arpabet' },
      { raw: '/ɡuːs/', rawType: 'IPA' },
    ],
    suggestions: [],
    stale: false,
    storedAt: Date.UTC(2026, 0, 2),
    credit,
    ...overrides,
  });
}

export function show(props: Partial<BubbleProps> & Pick<BubbleProps, 'state'>) {
  const container = document.createElement('div');
  document.body.append(container);
  const callbacks = {
    onLookup: vi.fn(),
    onBack: vi.fn(),
    onClose: vi.fn(),
    onPlay: vi.fn(),
    onAddToList: vi.fn(),
    onPickList: vi.fn(),
    onListCreated: vi.fn(),
    newList: vi.fn(() => null),
    onMore: vi.fn(),
    onRetry: vi.fn(),
  };
  render(<Bubble {...callbacks} {...props} />, container);
  return { container, ...callbacks };
}

export const buttonNamed = (container: Element, name: string) =>
  [...container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
