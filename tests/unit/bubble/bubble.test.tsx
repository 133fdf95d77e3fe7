// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Bubble, type BubbleProps } from '../../../components/bubble/Bubble';
import { safeUrl } from '../../../components/ExternalLink';
import type { LookupAnswer } from '../../../lib/messages/answers';

const credit = { name: 'Glossa server', url: 'http://127.0.0.1:1/v4/openapi.json' };

function answer(overrides: Partial<LookupAnswer> = {}): LookupAnswer {
  return {
    query: 'goose',
    word: 'goose',
    found: true,
    definitions: [
      { text: 'a web-footed bird', partOfSpeech: 'noun', attributionText: 'from WordNet 3.0', attributionUrl: 'https://wordnet.princeton.edu/' },
      { text: 'a silly person', partOfSpeech: 'noun', attributionText: 'from WordNet 3.0' },
      { text: 'to prod', partOfSpeech: 'verb', attributionText: 'from WordNet 3.0' },
    ],
    pronunciations: [{ raw: 'G UW1 S', rawType: 'arpabet' }, { raw: '/ɡuːs/', rawType: 'IPA' }],
    suggestions: [],
    stale: false,
    storedAt: Date.UTC(2026, 0, 2),
    credit,
    ...overrides,
  };
}

function show(props: Partial<BubbleProps> & Pick<BubbleProps, 'state'>) {
  const container = document.createElement('div');
  document.body.append(container);
  const callbacks = {
    onLookup: vi.fn(),
    onBack: vi.fn(),
    onClose: vi.fn(),
    onPlay: vi.fn(),
    onAddToList: vi.fn(),
    onPickList: vi.fn(),
    onCreateList: vi.fn(),
    onMore: vi.fn(),
    onRetry: vi.fn(),
  };
  render(<Bubble {...callbacks} {...props} />, container);
  return { container, ...callbacks };
}

const buttonNamed = (container: Element, name: string) =>
  [...container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);

afterEach(() => {
  document.body.replaceChildren();
});

describe('the bubble view', () => {
  it('shows the headword, IPA, definitions grouped by part of speech, their source once, and the credit', () => {
    const { container } = show({ state: { kind: 'answer', answer: answer() } });
    expect(container.querySelector('h2')?.textContent).toBe('goose');
    expect(container.querySelector('.pron')?.textContent).toBe('/ɡuːs/');
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['noun', 'verb']);
    expect(container.querySelectorAll('li')).toHaveLength(3);
    // Three senses from one dictionary: its credit once, under them, not under each.
    expect(container.querySelectorAll('.attr')).toHaveLength(1);
    expect(container.querySelector('.defs')?.lastElementChild?.className).toBe('attr');
    expect(container.querySelector('.attr a')?.getAttribute('href')).toBe('https://wordnet.princeton.edu/');
    expect(container.textContent).toContain('Powered by Glossa server');
    for (const name of ['Play pronunciation', 'Add to list', 'Close']) expect(buttonNamed(container, name)).toBeDefined();
  });

  it('says plainly that a selection holds no word, with nothing to try again', () => {
    const { container } = show({ state: { kind: 'error', query: '1961', error: { kind: 'invalid-input', message: 'There is no word to look up in that selection.' } } });
    const note = container.querySelector('[data-error]');
    expect([note?.textContent, note?.getAttribute('role'), note?.classList.contains('error')]).toEqual(['There is no word to look up in that selection.', 'status', false]);
    expect(buttonNamed(container, 'Try again')).toBeUndefined();
  });

  it('renders hostile definition markup inert, as text', () => {
    const hostile = 'a <img src=x onerror="globalThis.pwned=1"> bird <script>globalThis.pwned=2</script> <em>really</em>';
    const { container } = show({ state: { kind: 'answer', answer: answer({ definitions: [{ text: hostile, partOfSpeech: 'noun' }] }) } });
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('.def')?.textContent).toBe('a <img src=x onerror="globalThis.pwned=1"> bird <script>globalThis.pwned=2</script> really');
    expect(container.querySelector('.def em')?.textContent).toBe('really');
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });

  it('links only to web addresses', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,x')).toBeUndefined();
    expect(safeUrl('https://wordnet.princeton.edu/')).toBe('https://wordnet.princeton.edu/');
    const { container } = show({
      state: { kind: 'answer', answer: answer({ definitions: [{ text: 'x', partOfSpeech: 'noun', attributionText: 'src', attributionUrl: 'javascript:alert(1)' }] }) },
    });
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('a word not found: suggestions as buttons that look up', () => {
    const { container, onLookup } = show({
      state: { kind: 'answer', answer: answer({ query: 'dictionery', word: 'dictionery', found: false, definitions: [], suggestions: ['dictionary'] }) },
    });
    expect(container.textContent).toContain('No definitions found for “dictionery”');
    buttonNamed(container, 'dictionary')?.click();
    expect(onLookup).toHaveBeenCalledWith('dictionary');
  });

  it('marks a stale answer, says when the rate limit resets, and explains being offline', () => {
    expect(show({ state: { kind: 'answer', answer: answer({ stale: true }) } }).container.querySelector('[data-stale]')?.textContent).toMatch(/^Offline: a saved answer from/);
    const resetAt = Date.now() + 60_000;
    const limited = show({ state: { kind: 'error', query: 'goose', error: { kind: 'rate-limited', message: 'x', resetAt } } }).container;
    expect(limited.textContent).toContain('rate limit is reached. Try again after');
    const offline = show({ state: { kind: 'error', query: 'goose', error: { kind: 'network', message: 'x' } } }).container;
    expect(offline.textContent).toContain('cannot be reached');
  });

  it('signed out: a hint to sign in from the toolbar; lists to pick from when signed in', () => {
    expect(show({ state: { kind: 'answer', answer: answer() }, lists: { kind: 'signed-out' } }).container.textContent).toContain('Sign in from the Glossa button in the toolbar');
    const { container, onPickList } = show({ state: { kind: 'answer', answer: answer() }, lists: { kind: 'choose', lists: [{ id: 'l1', name: 'Birds' }] } });
    buttonNamed(container, 'Birds')?.click();
    expect(onPickList).toHaveBeenCalledWith({ id: 'l1', name: 'Birds' });
  });

  it('the example and synonyms, a synonym looks up, and a way back', () => {
    const { container, onLookup, onBack } = show({
      state: { kind: 'answer', answer: answer() },
      extras: { word: 'goose', example: { text: 'The <em>goose</em> honked.' }, synonyms: ['fathead'], stale: false },
      back: 'geese',
    });
    expect(container.querySelector('.example')?.textContent).toContain('The goose honked.');
    buttonNamed(container, 'fathead')?.click();
    expect(onLookup).toHaveBeenCalledWith('fathead');
    buttonNamed(container, 'Back to “geese”')?.click();
    expect(onBack).toHaveBeenCalled();
  });

  it('puts the example and synonyms, which arrive later, below every control, so nothing a reader aims at moves', () => {
    const { container } = show({
      state: { kind: 'answer', answer: answer() },
      extras: { word: 'goose', example: { text: 'The goose honked.' }, synonyms: ['fathead'], stale: false },
      lists: { kind: 'choose', lists: [{ id: 'l1', name: 'Birds' }] },
    });
    const example = container.querySelector('.example');
    for (const control of ['Add to list', 'More about “goose” on the word page', 'Birds']) {
      const button = buttonNamed(container, control);
      expect(button, control).toBeDefined();
      expect(button?.compareDocumentPosition(example as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });
});
