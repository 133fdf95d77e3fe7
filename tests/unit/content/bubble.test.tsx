// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeUrl } from '../../../components/ExternalLink';
import { answer, buttonNamed, show } from './bubble-render';

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

  it("names a part of speech in a reader's words, not the interface's", () => {
    const { container } = show({
      state: {
        kind: 'answer',
        answer: answer({ definitions: [{ text: 'to abandon', partOfSpeech: 'verb-transitive', attributionText: 'from GCIDE' }] }),
      },
    });
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['transitive verb']);
  });

  it('says how a sense is used, written out, before its text', () => {
    const { container } = show({
      state: {
        kind: 'answer',
        answer: answer({
          definitions: [
            {
              text: 'to abandon',
              partOfSpeech: 'verb',
              labels: [
                { text: 'Obs.', type: 'usage' },
                { text: '(Naut.)', type: 'fld' },
              ],
            },
          ],
        }),
      },
    });
    expect(container.querySelector('li .def')?.textContent).toBe('obsolete to abandon');
  });

  it('says plainly that a selection holds no word, with nothing to try again', () => {
    const { container } = show({
      state: { kind: 'error', query: '1961', error: { kind: 'invalid-input', message: 'There is no word to look up in that selection.' } },
    });
    const note = container.querySelector('[data-error]');
    expect([note?.textContent, note?.getAttribute('role'), note?.classList.contains('error')]).toEqual([
      'There is no word to look up in that selection.',
      'status',
      false,
    ]);
    expect(buttonNamed(container, 'Try again')).toBeUndefined();
  });

  it('renders hostile definition markup inert, as text', () => {
    const hostile = 'a <img src=x onerror="globalThis.pwned=1"> bird <script>globalThis.pwned=2</script> <em>really</em>';
    const { container } = show({ state: { kind: 'answer', answer: answer({ definitions: [{ text: hostile, partOfSpeech: 'noun' }] }) } });
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('.def')?.textContent).toBe(
      'a <img src=x onerror="globalThis.pwned=1"> bird <script>globalThis.pwned=2</script> really',
    );
    expect(container.querySelector('.def em')?.textContent).toBe('really');
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });

  it('links only to web addresses', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,x')).toBeUndefined();
    expect(safeUrl('https://wordnet.princeton.edu/')).toBe('https://wordnet.princeton.edu/');
    const { container } = show({
      state: {
        kind: 'answer',
        answer: answer({
          definitions: [{ text: 'x', partOfSpeech: 'noun', attributionText: 'src', attributionUrl: 'javascript:alert(1)' }],
        }),
      },
    });
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('a word not found: suggestions as buttons that look up', () => {
    const { container, onLookup } = show({
      state: {
        kind: 'answer',
        answer: answer({ query: 'dictionery', word: 'dictionery', found: false, definitions: [], suggestions: ['dictionary'] }),
      },
    });
    expect(container.textContent).toContain('No definitions found for “dictionery”');
    buttonNamed(container, 'dictionary')?.click();
    expect(onLookup).toHaveBeenCalledWith('dictionary');
  });

  it('a word not found with no other spelling: asks to check it, and to select less only when several words were', () => {
    const word = show({
      state: { kind: 'answer', answer: answer({ query: 'bytecode', word: 'bytecode', found: false, definitions: [], suggestions: [] }) },
    }).container.textContent;
    expect(word).toContain('Check the spelling');
    expect(word).not.toContain('shorter part');
    const phrase = show({
      state: {
        kind: 'answer',
        answer: answer({ query: 'bytecode interpreters', word: 'bytecode interpreters', found: false, definitions: [], suggestions: [] }),
      },
    }).container.textContent;
    expect(phrase).toContain('select a shorter part');
  });

  it('a name not found (a capital kept inside a sentence): says it reads as a name, with no other spellings', () => {
    const readIn = { sentence: 'Mr. Knightley was vexed.', start: 4 };
    const knightley = answer({
      query: 'Knightley',
      word: 'Knightley',
      found: false,
      definitions: [],
      suggestions: ['knightly', 'nightly'],
    });
    const name = show({ state: { kind: 'answer', answer: { ...knightley, readIn } } }).container;
    expect(name.textContent).toContain('“Knightley” reads as a name');
    expect(buttonNamed(name, 'knightly')).toBeUndefined();
    // Typed in the popup (read in no sentence), a capital says nothing: the other spellings stay.
    expect(buttonNamed(show({ state: { kind: 'answer', answer: knightley } }).container, 'knightly')).toBeDefined();
    // A word in capitals is no name either.
    const capitals = show({
      state: {
        kind: 'answer',
        answer: {
          ...answer({ query: 'NASSA', word: 'NASSA', found: false, definitions: [], suggestions: ['NASA'] }),
          readIn: { sentence: 'The NASSA launch.', start: 4 },
        },
      },
    }).container;
    expect(capitals.textContent).toContain('No definitions found for “NASSA”');
  });

  it('marks a stale answer, says when the rate limit resets, and explains being offline', () => {
    expect(
      show({ state: { kind: 'answer', answer: answer({ stale: true }) } }).container.querySelector('[data-stale]')?.textContent,
    ).toMatch(/^Offline: a saved answer from/);
    const resetAt = Date.now() + 60_000;
    const limited = show({ state: { kind: 'error', query: 'goose', error: { kind: 'rate-limited', message: 'x', resetAt } } }).container;
    expect(limited.textContent).toContain('rate limit is reached. Try again after');
    const offline = show({ state: { kind: 'error', query: 'goose', error: { kind: 'network', message: 'x' } } }).container;
    expect(offline.textContent).toContain('cannot be reached');
  });

  it('lists to pick from, whether kept on the service or in this browser', () => {
    const { container, onPickList } = show({
      state: { kind: 'answer', answer: answer() },
      lists: { kind: 'choose', lists: [{ id: 'l1', name: 'Birds' }] },
    });
    buttonNamed(container, 'Birds')?.click();
    // Nothing chosen: the sense shown first goes with the word.
    expect(onPickList).toHaveBeenCalledWith(
      { id: 'l1', name: 'Birds' },
      { text: 'a web-footed bird', partOfSpeech: 'noun', source: 'from WordNet 3.0' },
    );
  });

  it('"Keep this sense" after each sense: named by its words, pressed on the one kept, and Add to list keeps that one', () => {
    const onKeepSense = vi.fn();
    const silly = { text: 'a silly person', partOfSpeech: 'noun', source: 'from WordNet 3.0' };
    const { container, onPickList } = show({
      state: { kind: 'answer', answer: answer() },
      lists: { kind: 'choose', lists: [{ id: 'l1', name: 'Birds' }] },
      onKeepSense,
      keptSense: silly,
    });
    const controls = [...container.querySelectorAll<HTMLButtonElement>('button.keep-sense')];
    expect(controls.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Keep this sense: a web-footed bird',
      'Keep this sense: a silly person',
      'Keep this sense: to prod',
    ]);
    expect(controls.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    // The visible words are in the name (as speech input needs), the tick is not read.
    expect(controls[1]?.textContent).toBe('✓ Keep this sense');
    expect(controls[1]?.closest('li')?.className).toBe('kept-sense');
    controls[2]?.click();
    expect(onKeepSense).toHaveBeenCalledWith({ text: 'to prod', partOfSpeech: 'verb', source: 'from WordNet 3.0' });
    buttonNamed(container, 'Birds')?.click();
    expect(onPickList).toHaveBeenCalledWith({ id: 'l1', name: 'Birds' }, silly);
  });

  it('a kept sense below the first few is shown with them, pressed', () => {
    const senses = ['one', 'two', 'three', 'four', 'five'].map((n) => ({ text: `sense ${n}`, partOfSpeech: 'noun' }));
    const { container } = show({
      state: { kind: 'answer', answer: answer({ definitions: senses }) },
      onKeepSense: vi.fn(),
      keptSense: { text: 'sense five', partOfSpeech: 'noun' },
    });
    expect(container.querySelectorAll('li')).toHaveLength(5);
    expect(container.querySelector('li.kept-sense')?.textContent).toMatch(/^sense five/);
    expect(container.querySelector('.more-senses')).toBeNull();
  });

  it('a sense is kept as plain text: its markup read, nothing taken for HTML', () => {
    const onKeepSense = vi.fn();
    const marked = answer({
      definitions: [
        { id: 'R1-1', text: 'a <xref>bird</xref> <img src=x onerror=alert(1)>', partOfSpeech: 'noun', sourceDictionary: 'gcide' },
      ],
    });
    const { container } = show({ state: { kind: 'answer', answer: marked }, onKeepSense });
    expect(container.querySelector('img')).toBeNull();
    container.querySelector<HTMLButtonElement>('button.keep-sense')?.click();
    const kept = onKeepSense.mock.calls[0]?.[0] as { text: string; id?: string; dictionary?: string };
    // The service's own tags read as their text; anything else stays text, as the bubble shows it.
    expect(kept.text).toBe('a bird <img src=x onerror=alert(1)>');
    expect(kept).toMatchObject({ id: 'R1-1', dictionary: 'gcide', source: 'gcide' });
  });

  it('each sense with its own example and synonyms; a synonym looks up, and a way back', () => {
    const [bird, silly, prod] = answer().definitions;
    const { container, onLookup, onBack } = show({
      state: {
        kind: 'answer',
        answer: answer({
          definitions: [
            {
              ...bird,
              exampleUses: [{ text: 'The <em>goose</em> honked.' }],
              relatedWords: [{ relationshipType: 'synonym', words: ['goose', 'Anser'] }],
            },
            { ...silly, relatedWords: [{ relationshipType: 'synonym', words: ['fathead', 'goof'] }] },
            ...(prod ? [prod] : []),
          ],
        }),
      },
      back: 'geese',
    });
    const [birdSense, sillySense] = container.querySelectorAll('li');
    expect(birdSense?.querySelector('.example')?.textContent).toBe('The goose honked.');
    // The headword is no synonym of itself; the silly person's synonyms stay with that sense.
    expect([...(birdSense?.querySelectorAll('.chip') ?? [])].map((chip) => chip.textContent)).toEqual(['Anser']);
    expect([...(sillySense?.querySelectorAll('.chip') ?? [])].map((chip) => chip.textContent)).toEqual(['fathead', 'goof']);
    buttonNamed(container, 'fathead')?.click();
    expect(onLookup).toHaveBeenCalledWith('fathead');
    buttonNamed(container, 'Back to “geese”')?.click();
    expect(onBack).toHaveBeenCalled();
  });

  it('shows an example only when it holds the word: a synset’s examples may be its other members’', () => {
    const { container } = show({
      state: {
        kind: 'answer',
        answer: answer({
          word: 'countenance',
          definitions: [
            {
              text: 'consent to, give permission',
              partOfSpeech: 'verb',
              word: 'countenance',
              exampleUses: [
                { text: 'She permitted her son to visit her estranged husband' },
                { text: 'I cannot countenance such rudeness' },
              ],
            },
            {
              text: 'the appearance conveyed by a person’s face',
              partOfSpeech: 'noun',
              word: 'countenance',
              exampleUses: [{ text: 'a pleasant face' }],
            },
          ],
        }),
      },
    });
    expect([...container.querySelectorAll('.example')].map((example) => example.textContent)).toEqual([
      'I cannot countenance such rudeness',
    ]);
  });

  it("shows the word an example marks in italics, not as a quotation inside the example's", () => {
    const { container } = show({
      state: {
        kind: 'answer',
        answer: answer({
          definitions: [
            { text: 'Ruby-colored; red.', partOfSpeech: 'adjective', word: 'ruby', exampleUses: [{ text: '<ex>ruby</ex> lips' }] },
          ],
        }),
      },
    });
    const example = container.querySelector('.example');
    expect(example?.textContent).toBe('ruby lips');
    expect(example?.querySelector('em')?.textContent).toBe('ruby');
    expect(example?.querySelectorAll('q')).toHaveLength(0);
  });

  it('says when the pronunciation was generated from the spelling, not given by a dictionary', () => {
    const generated = show({
      state: {
        kind: 'answer',
        answer: answer({
          pronunciations: [
            { raw: 'əfˈɪʃəs', rawType: 'IPA', attributionText: 'Generated from the spelling by eSpeak NG (en-us), not from a dictionary' },
          ],
        }),
      },
    });
    expect(generated.container.querySelector('.pron')?.textContent).toBe('əfˈɪʃəs');
    expect(generated.container.textContent).toContain('generated');
    document.body.replaceChildren();
    const given = show({
      state: { kind: 'answer', answer: answer({ pronunciations: [{ raw: 'ɡuːs', rawType: 'IPA', attributionText: 'from CMUdict' }] }) },
    });
    expect(given.container.textContent).not.toContain('generated');
  });

  it("shows no synonyms when every sense has the same list: they are the word's, not the sense's", () => {
    const same = [{ relationshipType: 'synonym', words: ['fathead', 'goof'] }];
    const { container } = show({
      state: { kind: 'answer', answer: answer({ definitions: answer().definitions.map((d) => ({ ...d, relatedWords: same })) }) },
    });
    expect(container.querySelectorAll('.chip')).toHaveLength(0);
  });
});
