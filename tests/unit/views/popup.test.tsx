// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { AskError } from '../../../lib/shared/messages/client';
import { t } from '../../../lib/shared/i18n';
import { signInError } from '../../../entrypoints/popup/Account';
import { Search } from '../../../entrypoints/popup/Search';
import { WordOfTheDay } from '../../../entrypoints/popup/WordOfTheDay';
import { background, eventually, mount } from './support';

describe('strings', () => {
  it('fills $1… with the substitutions, in English when the browser has no catalogue', () => {
    expect(t('wordCount', 3)).toBe('3 words');
    expect(t('budgetRemaining', 7, 10)).toBe('7 of 10 calls left');
  });
});

describe('sign-in errors in plain words', () => {
  it('tells an unknown user, a wrong password and an account not available apart', () => {
    expect(signInError(new AskError({ kind: 'not-found', message: 'Not found.', status: 404 }))).toBe(
      'There is no such user on this service.',
    );
    expect(signInError(new AskError({ kind: 'credentials', message: 'x', status: 403, detail: 'Wrong password' }))).toBe('Wrong password.');
    expect(signInError(new AskError({ kind: 'credentials', message: 'x', status: 403, detail: 'Account not available' }))).toMatch(
      /not available/,
    );
    expect(signInError(new AskError({ kind: 'credentials', message: 'x', status: 403 }))).toMatch(
      /wrong password, or the account is not available/,
    );
    expect(signInError(new AskError({ kind: 'network', message: 'The service cannot be reached.' }))).toBe(
      'The service cannot be reached.',
    );
  });
});

describe('the word of the day', () => {
  it('asks for today by date and shows the service’s markup as text, never as HTML', async () => {
    const asked = background((message) => {
      if (message.type === 'call' && message.operation === 'getWordOfTheDay') {
        return {
          found: true,
          stale: false,
          data: {
            word: 'quux',
            pdd: '2026-01-02',
            definitions: [{ text: 'a <em>thing</em> <img src=x onerror=alert(1)>', partOfSpeech: 'noun', source: 'wordnet' }],
            examples: [{ text: 'the quux', title: 'A book', url: 'https://example.org/book' }],
          },
        };
      }
      if (message.type === 'call') return { found: true, stale: false, data: [{ raw: '/kwʌks/' }] };
      throw { kind: 'internal', message: 'unexpected' };
    });
    const view = mount(<WordOfTheDay />);
    await eventually(() => expect(view.querySelector('.wotd-word')?.textContent).toBe('quux'));
    const today = (view.querySelector('#wotd-date') as HTMLInputElement).value;
    expect(asked.find((m) => m.operation === 'getWordOfTheDay')?.params).toEqual({ date: today });
    expect(view.querySelector('img')).toBeNull();
    expect(view.querySelector('.definition em:not(.pos)')?.textContent).toBe('thing');
    expect(view.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(view.textContent).toContain('/kwʌks/');
    expect(view.querySelector('blockquote a')?.getAttribute('href')).toBe('https://example.org/book');
  });
});

describe('listening to the word of the day', () => {
  const wordOfTheDay = (message: { type: string; [key: string]: unknown }) => {
    if (message.type === 'call' && message.operation === 'getWordOfTheDay')
      return { found: true, stale: false, data: { word: 'quux', definitions: [] } };
    if (message.type === 'call') return { found: false, stale: false };
    return undefined;
  };
  const listen = (view: Element) =>
    [...view.querySelectorAll('button')]
      .find((b) => b.textContent === t('listen'))
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

  it('asks the background to play the recording (the popup plays nothing itself) and says it is playing', async () => {
    const played = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const asked = background((message) => wordOfTheDay(message) ?? (message.type === 'playAudio' ? { played: true, files: 1 } : undefined));
    const view = mount(<WordOfTheDay />);
    await eventually(() => expect(view.querySelector('.wotd-word')?.textContent).toBe('quux'));
    listen(view);
    await eventually(() => expect(view.querySelector('[data-testid=wotd-audio]')?.textContent).toBe('Playing…'));
    expect(asked.filter((m) => m.type === 'playAudio')).toEqual([{ type: 'playAudio', word: 'quux' }]);
    expect(asked.some((m) => m.type === 'audio')).toBe(false);
    expect(played).not.toHaveBeenCalled();
  });

  it('says when there is no recording and the browser cannot speak, and when the background fails', async () => {
    let answer: () => unknown = () => ({ played: false, files: 0 });
    background((message) => wordOfTheDay(message) ?? (message.type === 'playAudio' ? answer() : undefined));
    const view = mount(<WordOfTheDay />);
    await eventually(() => expect(view.querySelector('.wotd-word')?.textContent).toBe('quux'));
    const note = () => view.querySelector('[data-testid=wotd-audio]')?.textContent;
    listen(view);
    // happy-dom has no speech synthesis.
    await eventually(() => expect(note()).toBe('No recording, and this browser cannot speak the word.'));
    answer = () => {
      throw { kind: 'network', message: 'The dictionary service cannot be reached.' };
    };
    listen(view);
    await eventually(() => expect(note()).toBe('The recording could not be played.'));
  });
});

describe('search', () => {
  it('searches by path and links each result to the word page', async () => {
    const asked: unknown[] = [];
    background((message) => {
      if (message.type === 'call' && message.operation === 'searchWordsByPath') {
        asked.push(message.params);
        return { found: true, stale: false, data: { totalResults: 2, searchResults: [{ word: 'cat' }, { word: 'cot' }] } };
      }
      throw { kind: 'internal', message: 'unexpected' };
    });
    const view = mount(<Search />);
    const input = view.querySelector('input[type=search]') as HTMLInputElement;
    input.value = 'c?t';
    // Rendered at once, so that the form below submits what was typed.
    await act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
    (view.querySelector('form') as HTMLFormElement).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await eventually(() => expect(view.querySelectorAll('.results a')).toHaveLength(2));
    expect(view.querySelector('.results a')?.getAttribute('href')).toMatch(/\/word\.html\?word=cat$/);
    expect(view.textContent).toContain('2 words match “c?t”');
    // It says what it filters, and filters by just that.
    expect(view.querySelector('[data-testid=search-filters]')?.textContent).toBe(
      "Only words seen at least 5 times in the service's corpus, with at least 1 dictionary entry.",
    );
    expect(asked).toEqual([expect.objectContaining({ query: 'c?t', minCorpusCount: 5, minDictionaryCount: 1 })]);
  });
});
