// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Bubble } from '../../../components/bubble/Bubble';
import type { BubbleProps, ListsState } from '../../../components/bubble/bubble-props';
import { rankedAnswer } from '../../../lib/background/lookup/ranked-answer';

const goose = rankedAnswer({
  query: 'goose',
  word: 'goose',
  found: true,
  definitions: [{ text: 'a web-footed bird', partOfSpeech: 'noun', attributionText: 'from WordNet 3.0' }],
  pronunciations: [],
  suggestions: [],
  stale: false,
  storedAt: 0,
  credit: { name: 'Glossa server', url: 'http://127.0.0.1:1/v4/openapi.json' },
});

const none = () => undefined;
const callbacks = {
  onLookup: none,
  onBack: none,
  onClose: none,
  onPlay: none,
  onAddToList: none,
  onPickList: none,
  onListCreated: none,
  newList: () => null,
  onMore: none,
  onRetry: none,
};

function textOf(props: Partial<BubbleProps>): string {
  const container = document.createElement('div');
  document.body.append(container);
  render(<Bubble {...callbacks} state={{ kind: 'answer', answer: goose }} {...props} />, container);
  return container.textContent ?? '';
}

afterEach(() => document.body.replaceChildren());

describe('what the bubble says about its sound and a word added to a list', () => {
  it('says when the voice is synthesized, beside play, and nothing of the kind for a person’s recording', () => {
    expect(textOf({ synthesized: true })).toContain('synthesized voice');
    expect(textOf({ synthesized: false })).not.toContain('synthesized');
  });

  it('says the added word is syncing, synced, or waits for the service, as it is', () => {
    const added = (sync: 'syncing' | 'synced' | 'offline'): ListsState => ({ kind: 'added', list: 'Birds', sync });
    expect(textOf({ lists: added('syncing') })).toMatch(/“goose” is in “Birds”\. Saved; syncing/);
    expect(textOf({ lists: added('synced') })).toMatch(/Synced with the service\./);
    expect(textOf({ lists: added('synced') })).not.toMatch(/when the service can be reached/);
    expect(textOf({ lists: added('offline') })).toMatch(/It syncs when the service can be reached\./);
  });
});
