// @vitest-environment happy-dom
/** The lists page's list view, rendered with the background answered by a script (the `ask` edge). */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ListView, PAGE_SIZE, parseWords } from '../../../entrypoints/lists/ListView';
import { t } from '../../../lib/shared/i18n';
import type { ListRecord, ListWordRecord } from '../../../lib/background/store/db';
import { background, eventually, mount, type Script } from './support';

describe('words typed into a list', () => {
  it('splits on commas, semicolons and line breaks, trims, and drops blanks and repeats', () => {
    expect(parseWords(' owl, wren;\nheron\r\n, owl ,, ')).toEqual(['owl', 'wren', 'heron']);
    expect(parseWords('ice cream')).toEqual(['ice cream']);
  });
});

type Message = Parameters<Script>[0];

const LIST: ListRecord = {
  localId: 'local-1',
  account: 'http://127.0.0.1:8080/v4#ann',
  permalink: 'garden-birds',
  name: 'Garden birds',
  numberWordsInList: 3,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

/** Words added a day apart, in this order. */
const added = (...words: string[]): ListWordRecord[] =>
  words.map((word, i) => ({ listLocalId: LIST.localId, word, createdAt: new Date(Date.UTC(2025, 2, 1 + i)).toISOString() }));

/** A background that pages and sorts a list's words as the sync engine does, and answers `more` first. */
function listBackground(words: ListWordRecord[], more: (message: Message) => unknown = () => undefined) {
  return background((message) => {
    const answer = more(message);
    if (answer !== undefined) return answer;
    if (message.type === 'listWords') {
      const { sortBy, sortOrder, skip, limit } = message as unknown as { sortBy: string; sortOrder: string; skip: number; limit: number };
      const sorted = [...words].sort((a, b) =>
        sortBy === 'alpha' ? a.word.localeCompare(b.word) : a.createdAt.localeCompare(b.createdAt),
      );
      if (sortOrder === 'desc') sorted.reverse();
      return { total: words.length, words: sorted.slice(skip, skip + limit) };
    }
    if (message.type === 'exportList') {
      return { name: LIST.name, words: [...words].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)) };
    }
    if (message.type === 'removeWords' || message.type === 'addWords') return null;
    throw { kind: 'internal', message: `unexpected ${message.type}` };
  });
}

const shownWords = (view: Element) => [...view.querySelectorAll('[data-testid=words] tbody a')].map((a) => a.textContent);
const button = (view: Element, name: string) =>
  [...view.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const labelled = (view: Element, label: string) => view.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;

function choose(select: Element | null | undefined, value: string) {
  const element = select as HTMLSelectElement;
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

function selectNamed(view: Element, label: string) {
  return [...view.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))?.querySelector('select');
}

function click(element: Element | undefined) {
  element?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

function check(box: HTMLInputElement) {
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('sorting', () => {
  it('is newest first at the start, and follows each change of key and order, back to the first page', async () => {
    const words = added('wren', 'owl', 'robin', ...Array.from({ length: PAGE_SIZE }, (_, i) => `bird${String(i).padStart(2, '0')}`));
    const asked = listBackground(words);
    const view = mount(<ListView synced list={{ ...LIST, numberWordsInList: words.length }} onDeleted={() => undefined} />);
    await eventually(() => expect(shownWords(view)[0]).toBe(`bird${PAGE_SIZE - 1}`));

    click(button(view, t('nextPage')));
    await eventually(() => expect(shownWords(view)).toEqual(['robin', 'owl', 'wren']));
    choose(selectNamed(view, t('sortBy')), 'alpha');
    await eventually(() => expect(shownWords(view)[0]).toBe('wren'));
    choose(selectNamed(view, t('sortOrder')), 'asc');
    await eventually(() => expect(shownWords(view)[0]).toBe('bird00'));
    choose(selectNamed(view, t('sortBy')), 'createDate');
    await eventually(() => expect(shownWords(view).slice(0, 3)).toEqual(['wren', 'owl', 'robin']));

    const pages = asked
      .filter((m) => m.type === 'listWords')
      .map(({ sortBy, sortOrder, skip }) => `${String(sortBy)} ${String(sortOrder)} ${String(skip)}`);
    expect(pages).toEqual(['createDate desc 0', `createDate desc ${PAGE_SIZE}`, 'alpha desc 0', 'alpha asc 0', 'createDate asc 0']);
  });
});

describe('removing many words at once', () => {
  it('sends one removal with exactly the words picked, then clears the choice', async () => {
    const asked = listBackground(added('wren', 'owl', 'robin'));
    const view = mount(<ListView synced list={LIST} onDeleted={() => undefined} />);
    await eventually(() => expect(shownWords(view)).toHaveLength(3));
    expect(button(view, t('removeSelected', 0)).disabled).toBe(true);

    check(labelled(view, t('selectWord', 'wren')));
    check(labelled(view, t('selectWord', 'owl')));
    check(labelled(view, t('selectWord', 'robin')));
    check(labelled(view, t('selectWord', 'robin')));
    await eventually(() => expect(button(view, t('removeSelected', 2))).toBeDefined());
    click(button(view, t('removeSelected', 2)));

    await eventually(() =>
      expect(asked.filter((m) => m.type === 'removeWords')).toEqual([
        { type: 'removeWords', listId: LIST.localId, words: ['wren', 'owl'] },
      ]),
    );
    await eventually(() => expect(button(view, t('removeSelected', 0))?.disabled).toBe(true));
  });

  it('picks every word on the page with one box', async () => {
    const asked = listBackground(added('wren', 'owl', 'robin'));
    const view = mount(<ListView synced list={LIST} onDeleted={() => undefined} />);
    await eventually(() => expect(shownWords(view)).toHaveLength(3));
    check(labelled(view, t('selectAllOnPage')));
    await eventually(() => expect(button(view, t('removeSelected', 3))).toBeDefined());
    click(button(view, t('removeSelected', 3)));
    await eventually(() => expect(asked.find((m) => m.type === 'removeWords')?.words).toEqual(['robin', 'owl', 'wren']));
  });
});

describe('export', () => {
  /** What the page offered for download: the file's name, type and text. */
  function downloads() {
    const files: { name: string; type: string; text: Promise<string> }[] = [];
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:glossa-export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) files.push({ name: this.download, type: blob.type, text: blob.text() });
    });
    return files;
  }

  it('writes every word of the list as CSV, alphabetically, each with the date it was added', async () => {
    const files = downloads();
    const many = added(...Array.from({ length: 1200 }, (_, i) => `w${String(i).padStart(4, '0')}`), '=SUM(A1)');
    const asked = listBackground(many);
    const view = mount(<ListView synced list={{ ...LIST, numberWordsInList: many.length }} onDeleted={() => undefined} />);
    await eventually(() => expect(shownWords(view)).toHaveLength(PAGE_SIZE));
    click(button(view, t('exportCsv')));
    await eventually(() => expect(files).toHaveLength(1));

    expect(files[0]?.name).toBe('garden-birds.csv');
    expect(files[0]?.type).toBe('text/csv;charset=utf-8');
    const lines =
      (await files[0]?.text)
        ?.replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n') ?? [];
    expect(lines[0]).toBe('word,added,sense,part_of_speech,sense_source,sentence,page_title,page_url');
    expect(lines[1]).toBe(`'=SUM(A1),${many.at(-1)?.createdAt},,,,,,`);
    expect(lines[2]).toBe(`w0000,${many[0]?.createdAt},,,,,,`);
    expect(lines).toHaveLength(1 + many.length);
    // All of it, in one answer.
    expect(asked.filter((m) => m.type === 'exportList')).toEqual([{ type: 'exportList', listId: LIST.localId, lookUpSenses: false }]);
  });

  it('shows under each word the sense kept with it and the sentence it was read in, the word marked, as text', async () => {
    const [ball, wren] = added('ball', 'wren') as [ListWordRecord, ListWordRecord];
    listBackground([
      {
        ...ball,
        sense: { text: 'a lavish <b>dance</b>', partOfSpeech: 'noun', source: 'from WordNet 3.0' },
        context: { sentence: 'He was angry that the ball closed so early.' },
      },
      wren,
    ]);
    const view = mount(<ListView synced list={LIST} onDeleted={() => undefined} />);
    await eventually(() => expect(shownWords(view)).toHaveLength(2));
    const senses = [...view.querySelectorAll('[data-testid=kept-sense]')];
    expect(senses.map((p) => p.textContent)).toEqual(['Sense kept: noun a lavish <b>dance</b> · from WordNet 3.0']);
    expect(view.querySelector('[data-testid=kept-sense] b')).toBeNull();
    expect(view.querySelector('[data-testid=kept-sentence]')?.textContent).toBe('Read in: He was angry that the ball closed so early.');
    expect(view.querySelector('[data-testid=kept-sentence] mark')?.textContent).toBe('ball');
  });

  it('writes notes for Anki with the list’s name as tag: the sense each word carries and the sentence, senses looked up when asked', async () => {
    const files = downloads();
    const [ball, owl, wren] = added('ball', 'owl', 'wren') as [ListWordRecord, ListWordRecord, ListWordRecord];
    const kept = {
      ...ball,
      sense: { text: 'a lavish dance', partOfSpeech: 'noun', source: 'from WordNet 3.0' },
      context: { sentence: 'He was angry that the ball closed so early.' },
    };
    // The background gives each word the sense it carries (lib/background/handlers/carried-senses.ts): asked to look
    // senses up, the owl's; the wren's lookup failed, so it carries none.
    const asked = listBackground([kept, owl, wren], (message) => {
      if (message.type !== 'exportList') return undefined;
      const looked = (message as { lookUpSenses?: boolean }).lookUpSenses === true;
      const owlSense = { text: 'a bird of prey', partOfSpeech: 'noun' };
      return { name: LIST.name, words: [kept, looked ? { ...owl, sense: owlSense } : owl, wren] };
    });
    const view = mount(<ListView synced list={LIST} onDeleted={() => undefined} />);
    await eventually(() => expect(shownWords(view)).toHaveLength(3));
    // Rendered at once, so that the button below exports with the box checked.
    await act(() =>
      check(
        [...view.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find((box) =>
          box.parentElement?.textContent?.includes(t('exportWithDefinitions')),
        ) as HTMLInputElement,
      ),
    );
    click(button(view, t('exportAnki')));
    await eventually(() => expect(files).toHaveLength(1));

    expect(files[0]?.name).toBe('garden-birds.txt');
    expect(files[0]?.type).toBe('text/tab-separated-values;charset=utf-8');
    // A word that carries no sense keeps an empty back.
    expect((await files[0]?.text)?.split('\n')).toEqual([
      '#separator:tab',
      '#html:true',
      '#columns:Front\tBack',
      '#tags:Garden_birds',
      'ball\t(noun) a lavish dance<br><i>He was angry that the <b>ball</b> closed so early.</i><br><small>from WordNet 3.0</small>',
      'owl\t(noun) a bird of prey',
      'wren\t',
      '',
    ]);
    // One answer for all, the lookups the background's: the page asks for no lookup itself.
    expect(asked.filter((m) => m.type === 'exportList')).toEqual([{ type: 'exportList', listId: LIST.localId, lookUpSenses: true }]);
    expect(asked.filter((m) => m.type === 'lookup')).toEqual([]);
  });
});
