// @vitest-environment happy-dom
/** The bubble's senses: in the answer's order, a few per part of speech, names, forms, and two offered where the answer is unsure. */
import { afterEach, describe, expect, it } from 'vitest';
import type { RankedLookup } from '../../../lib/shared/messages/answers';
import { keptSenseOf } from '../../../lib/shared/model/kept-sense';
import { answer, buttonNamed, show } from './bubble-render';

afterEach(() => {
  document.body.replaceChildren();
});

describe('the bubble’s senses', () => {
  it('shows the senses in the order the answer gives them, and the form it names: the view ranks nothing', () => {
    const verb = { text: 'move fast on foot', partOfSpeech: 'verb', word: 'run' };
    const noun = { text: 'a score in baseball', partOfSpeech: 'noun', word: 'run' };
    const run: RankedLookup = {
      ...answer({ query: 'ran', word: 'run', definitions: [noun, verb] }),
      senses: {
        groups: [
          { partOfSpeech: 'verb', definitions: [verb] },
          { partOfSpeech: 'noun', definitions: [noun] },
        ],
        form: 'past',
      },
    };
    // A sentence that makes "run" a noun changes nothing here: the background ranked for it already.
    const { container } = show({ state: { kind: 'answer', answer: { ...run, readIn: { sentence: 'The run was long.', start: 4 } } } });
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['verb', 'noun']);
    expect([...container.querySelectorAll('li .def')].map((li) => li.textContent)).toEqual([verb.text, noun.text]);
    expect(container.querySelector('.form')?.textContent).toBe('ran — past tense of run');
  });

  it('shows the first senses of each part of speech; the rest one click away', () => {
    const many = answer({
      definitions: [
        ...Array.from({ length: 6 }, (_, i) => ({ text: `noun sense ${i + 1}`, partOfSpeech: 'noun' })),
        ...Array.from({ length: 4 }, (_, i) => ({ text: `verb sense ${i + 1}`, partOfSpeech: 'verb' })),
      ],
    });
    const { container } = show({ state: { kind: 'answer', answer: many } });
    expect(container.querySelectorAll('li')).toHaveLength(5);
    buttonNamed(container, '3 more')?.click();
    return Promise.resolve().then(() => expect(container.querySelectorAll('li')).toHaveLength(8));
  });

  it('says a word read as a name is one, its dictionary senses behind “Other senses of …”', async () => {
    const seed = { text: 'a small hard seed found in some fruits', partOfSpeech: 'noun', word: 'pip' };
    const pip: RankedLookup = {
      ...answer({ query: 'Pip', word: 'pip', definitions: [seed] }),
      senses: { groups: [], elsewhere: [{ partOfSpeech: 'noun', definitions: [seed] }], name: true },
    };
    const { container } = show({ state: { kind: 'answer', answer: { ...pip, readIn: { sentence: 'So Pip went down.', start: 3 } } } });
    // Headed as the page writes it, not as the entry pip.
    expect(container.querySelector('h2')?.textContent).toContain('Pip');
    expect(container.querySelector('.form')?.textContent).toBe('a name here');
    expect(container.querySelectorAll('li .def')).toHaveLength(0);
    buttonNamed(container, 'Other senses of pip')?.click();
    await Promise.resolve();
    expect([...container.querySelectorAll('li .def')].map((li) => li.textContent)).toEqual([seed.text]);
  });

  it('offers the two likeliest senses as equals where the answer is unsure, each with its part of speech, once', () => {
    const gem = { text: 'a transparent deep red variety of corundum', partOfSpeech: 'noun', word: 'ruby' };
    const colour = { text: 'a deep and vivid red color', partOfSpeech: 'noun', word: 'ruby' };
    const type = { text: 'a size of printing type', partOfSpeech: 'noun', word: 'ruby' };
    const red = { text: 'of a deep red color', partOfSpeech: 'adjective', word: 'ruby' };
    const ruby: RankedLookup = {
      ...answer({ query: 'ruby', word: 'ruby', definitions: [gem, colour, type, red] }),
      senses: {
        groups: [
          { partOfSpeech: 'noun', definitions: [gem, type] },
          { partOfSpeech: 'adjective', definitions: [red] },
        ],
        confidence: 0.4,
        alternative: { group: 1, index: 0 },
      },
    };
    const { container } = show({ state: { kind: 'answer', answer: { ...ruby, readIn: { sentence: 'A ruby glow.', start: 2 } } } });
    const either = container.querySelector('.either');
    expect(either?.querySelector('.either-note')?.textContent).toBe('Here, probably');
    expect([...(either?.querySelectorAll('li') ?? [])].map((li) => li.textContent?.trim())).toEqual([
      expect.stringMatching(/^noun a transparent deep red variety of corundum/),
      'or',
      expect.stringMatching(/^adjective of a deep red color/),
    ]);
    // Below them, the rest, neither of the two again; the adjective's group, left empty, gone.
    const rest = [...container.querySelectorAll('.pos li .def')].map((li) => li.textContent);
    expect(rest).toEqual([type.text]);
    expect([...container.querySelectorAll('.pos h3')].map((h) => h.textContent)).toEqual(['noun']);
    expect(container.querySelector('.either')?.compareDocumentPosition(container.querySelector('.pos') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('keeps the headword’s senses a form cannot be behind “Other senses of …”, one click away', async () => {
    const verb = { text: 'have or possess', partOfSpeech: 'verb', word: 'have' };
    const noun = { text: 'a person who possesses great material wealth', partOfSpeech: 'noun', word: 'have' };
    const had: RankedLookup = {
      ...answer({ query: 'had', word: 'have', definitions: [noun, verb] }),
      senses: {
        groups: [{ partOfSpeech: 'verb', definitions: [verb] }],
        elsewhere: [{ partOfSpeech: 'noun', definitions: [noun] }],
        form: 'past',
      },
    };
    const { container } = show({ state: { kind: 'answer', answer: had } });
    expect([...container.querySelectorAll('li .def')].map((li) => li.textContent)).toEqual([verb.text]);
    buttonNamed(container, 'Other senses of have')?.click();
    await Promise.resolve();
    expect([...container.querySelectorAll('li .def')].map((li) => li.textContent)).toEqual([verb.text, noun.text]);
    expect(buttonNamed(container, 'Other senses of have')).toBeUndefined();
  });
  describe('one sense in two dictionaries’ words', () => {
    const money = {
      text: 'a financial institution that accepts deposits',
      partOfSpeech: 'noun',
      word: 'bank',
      sourceDictionary: 'wordnet',
    };
    const webstersMoney = {
      text: 'An establishment for the custody of money',
      partOfSpeech: 'noun',
      word: 'bank',
      sourceDictionary: 'gcide',
    };
    const river = { text: 'sloping land beside a body of water', partOfSpeech: 'noun', word: 'bank', sourceDictionary: 'wordnet' };
    const ridge = { text: 'a long ridge or pile', partOfSpeech: 'noun', word: 'bank', sourceDictionary: 'wordnet' };
    const row = { text: 'an arrangement of objects in a row', partOfSpeech: 'noun', word: 'bank', sourceDictionary: 'wordnet' };
    const bank = (senses: Partial<RankedLookup['senses']> = {}): RankedLookup => ({
      ...answer({ query: 'bank', word: 'bank', definitions: [money, webstersMoney, river, ridge, row] }),
      senses: { groups: [{ partOfSpeech: 'noun', definitions: [money, webstersMoney, river, ridge, row], restatements: [1] }], ...senses },
    });
    const defs = (root: Element | null) => [...(root?.querySelectorAll('li > .def') ?? [])].map((def) => def.textContent);

    it('shows the other dictionary’s wording within the sense, named, so the first lines say different things', () => {
      const { container } = show({ state: { kind: 'answer', answer: bank() } });
      expect(defs(container)).toEqual([money.text, river.text, ridge.text]);
      expect(container.querySelector('li')?.querySelector('.restated')?.textContent).toBe(`Webster’s 1913 (GCIDE): ${webstersMoney.text}`);
      expect(container.querySelectorAll('.restated')).toHaveLength(1);
      expect(buttonNamed(container, '1 more')).toBeDefined();
    });

    it('folds the other wording to two lines, its dictionary’s name the button that unfolds it', async () => {
      const { container } = show({ state: { kind: 'answer', answer: bank() } });
      const restated = container.querySelector('.restated');
      const name = buttonNamed(container, 'Webster’s 1913 (GCIDE):');
      expect(restated?.classList.contains('folded')).toBe(true);
      expect(name?.getAttribute('aria-expanded')).toBe('false');
      name?.click();
      await Promise.resolve();
      expect(container.querySelector('.restated')?.classList.contains('folded')).toBe(false);
      expect(name?.getAttribute('aria-expanded')).toBe('true');
      buttonNamed(container, 'Webster’s 1913 (GCIDE):')?.click();
      await Promise.resolve();
      expect(container.querySelector('.restated')?.classList.contains('folded')).toBe(true);
      // A click on the folded lines themselves unfolds them too.
      (container.querySelector('.restated') as HTMLElement).click();
      await Promise.resolve();
      expect(container.querySelector('.restated')?.classList.contains('folded')).toBe(false);
    });

    it('presses the sense’s “Keep this sense” where its other wording is the one kept', () => {
      const kept = keptSenseOf(webstersMoney);
      const { container } = show({ state: { kind: 'answer', answer: bank() }, keptSense: kept, onKeepSense: () => undefined });
      const first = container.querySelector('li');
      expect(first?.className).toBe('kept-sense');
      expect(first?.querySelectorAll('button.keep-sense')).toHaveLength(1);
      expect(first?.querySelector('button.keep-sense')?.getAttribute('aria-pressed')).toBe('true');
    });

    it('offers a sense with its other wording where the answer is unsure, and shows neither again below', () => {
      const unsure = bank({ confidence: 0.4, alternative: { group: 0, index: 2 } });
      const { container } = show({ state: { kind: 'answer', answer: { ...unsure, readIn: { sentence: 'By the bank.', start: 7 } } } });
      const either = container.querySelector('.either');
      expect(defs(either)).toEqual([money.text, river.text]);
      expect(either?.querySelector('.restated')?.textContent).toContain(webstersMoney.text);
      expect(defs(container.querySelector('.pos'))).toEqual([ridge.text, row.text]);
      expect(container.querySelector('.pos .restated')).toBeNull();
    });
  });

  it('names the phrase before a sense of it, where the word stood before its particle ("gave up": give up)', () => {
    const giveUp = { word: 'give up', text: 'put an end to a state or an activity', partOfSpeech: 'verb', sourceDictionary: 'wordnet' };
    const give = {
      word: 'give',
      text: 'cause to have, in the abstract sense or physical sense',
      partOfSpeech: 'verb',
      sourceDictionary: 'wordnet',
    };
    const gave: RankedLookup = {
      ...answer({ query: 'gave', word: 'give', definitions: [giveUp, give] }),
      senses: { groups: [{ partOfSpeech: 'verb', definitions: [giveUp, give] }] },
    };
    const { container } = show({ state: { kind: 'answer', answer: gave } });
    const items = [...container.querySelectorAll('li')];
    expect(items[0]?.querySelector('.phrase')?.textContent?.trim()).toBe('give up');
    expect(items[0]?.querySelector('.def')?.textContent).toBe(giveUp.text);
    expect(items[1]?.querySelector('.phrase')).toBeNull();
  });
});
