// @vitest-environment happy-dom
/**
 * A new list named from the bubble: the form (focus, Enter, Esc, a refusal with its reason),
 * what its frame may tell the bubble and whom the bubble believes, and the bubble with each
 * host: in a web page no field of its own, only the frame; in an extension page the form.
 */
import { describe, expect, it, vi } from 'vitest';
import { BubbleShell } from '../../../components/bubble/BubbleShell';
import { NewListForm } from '../../../components/bubble/NewListForm';
import { frameMessage, NewListFrame, newListFrameUrl } from '../../../components/bubble/NewListFrame';
import { rankedAnswer } from '../../../lib/background/lookup/ranked-answer';
import { send } from '../../../lib/shared/messages/client';
import { background, eventually, mount } from './support';

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

/** A background keeping lists as the browser's own, refusing a name already taken. */
function listsBackground(lists: { localId: string; name: string }[] = []) {
  const words = new Map<string, string[]>();
  const asked = background((message) => {
    switch (message.type) {
      case 'lookup':
        return goose;
      case 'lists':
        return lists.map((list) => ({ ...list, numberWordsInList: words.get(list.localId)?.length ?? 0 }));
      case 'listsHome':
        return { kind: 'browser', why: 'signed-out', baseUrl: 'http://127.0.0.1:1' };
      case 'createList': {
        const name = String(message.name);
        if (lists.some((list) => list.name.toLowerCase() === name.toLowerCase())) {
          throw { kind: 'invalid-input', message: `You already have a list named “${name}”.` };
        }
        const list = { localId: `id-${lists.length + 1}`, name };
        lists.push(list);
        return list;
      }
      case 'addWords':
        words.set(String(message.listId), [...(words.get(String(message.listId)) ?? []), ...(message.words as string[])]);
        return { done: true };
      case 'keptWord': {
        const holding = lists.filter((list) => words.get(list.localId)?.includes(String(message.word)));
        return holding.length ? { lists: holding.map((list) => list.name), state: 'new' } : undefined;
      }
      default:
        throw { kind: 'internal', message: `not in this test: ${message.type}` };
    }
  });
  return { asked, words };
}

/** happy-dom loads frames only when asked to (else it says so on the console each time): here, blank ones. */
function framesLoaded() {
  (window as unknown as { happyDOM: { settings: { enableIframePageLoading: boolean } } }).happyDOM.settings.enableIframePageLoading = true;
}

const field = (root: ParentNode) => root.querySelector<HTMLInputElement>('input[name="name"]');
const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name);

function typeAndEnter(root: ParentNode, name: string) {
  const input = field(root);
  if (!input) throw new Error('no name field');
  input.value = name;
  input.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

describe('the new list’s form', () => {
  it('takes focus, and Enter creates the list and adds the word to it, answering only its id', async () => {
    const { asked, words } = listsBackground();
    const onDone = vi.fn();
    const view = mount(<NewListForm word="goose" send={send} onDone={onDone} onCancel={vi.fn()} />);
    expect(document.activeElement).toBe(field(view));
    typeAndEnter(view, '  Birds  ');
    await eventually(() => expect(onDone).toHaveBeenCalledWith('id-1'));
    expect(asked.map((m) => m.type)).toEqual(['createList', 'addWords']);
    expect(asked[0]).toMatchObject({ name: 'Birds' });
    expect(words.get('id-1')).toEqual(['goose']);
  });

  it('Esc cancels, with nothing asked', () => {
    const { asked } = listsBackground();
    const onCancel = vi.fn();
    const view = mount(<NewListForm word="goose" send={send} onDone={vi.fn()} onCancel={onCancel} />);
    field(view)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(asked).toEqual([]);
  });

  it('says a refusal under the field, with its reason, and stays open to try another name', async () => {
    listsBackground([{ localId: 'id-1', name: 'Birds' }]);
    const onDone = vi.fn();
    const view = mount(<NewListForm word="goose" send={send} onDone={onDone} onCancel={vi.fn()} />);
    typeAndEnter(view, 'birds');
    await eventually(() =>
      expect(view.querySelector('[role="alert"]')?.textContent).toBe('Could not add the word: You already have a list named “birds”.'),
    );
    expect(field(view)?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(view));
    expect(onDone).not.toHaveBeenCalled();
    typeAndEnter(view, 'Water birds');
    await eventually(() => expect(onDone).toHaveBeenCalledWith('id-2'));
  });

  it('a list made whose word could not be added: trying again adds it there, not to a second list', async () => {
    let failAdd = true;
    const asked = background((message) => {
      if (message.type === 'createList') return { localId: 'id-9', name: message.name };
      if (message.type === 'addWords' && failAdd) throw { kind: 'storage', message: 'The browser’s storage is full.' };
      return { done: true };
    });
    const onDone = vi.fn();
    const view = mount(<NewListForm word="goose" send={send} onDone={onDone} onCancel={vi.fn()} />);
    typeAndEnter(view, 'Birds');
    await eventually(() => expect(view.querySelector('[role="alert"]')?.textContent).toContain('storage is full'));
    failAdd = false;
    typeAndEnter(view, 'Birds');
    await eventually(() => expect(onDone).toHaveBeenCalledWith('id-9'));
    expect(asked.map((m) => m.type)).toEqual(['createList', 'addWords', 'addWords']);
  });
});

describe('what the frame tells the bubble', () => {
  it('only its own three messages, and a made list by its id alone', () => {
    expect(frameMessage({ type: 'glossa-new-list-done', list: 'id-1', name: 'secret' })).toEqual({
      type: 'glossa-new-list-done',
      list: 'id-1',
    });
    expect(frameMessage({ type: 'glossa-new-list-cancel' })).toEqual({ type: 'glossa-new-list-cancel' });
    expect(frameMessage({ type: 'glossa-new-list-size', height: 40 })).toEqual({ type: 'glossa-new-list-size', height: 40 });
    for (const data of [
      null,
      'glossa-new-list-done',
      { type: 'glossa-new-list-done' },
      { type: 'glossa-new-list-size', height: NaN },
      { type: 'createList', name: 'x' },
    ]) {
      expect(frameMessage(data)).toBeUndefined();
    }
  });

  it('its address carries the word and the bubble’s scheme, nothing else', () => {
    expect(newListFrameUrl('chrome-extension://x/new-list.html', 'ice cream', 'dark')).toBe(
      'chrome-extension://x/new-list.html?word=ice+cream&scheme=dark',
    );
    expect(newListFrameUrl('chrome-extension://x/new-list.html', 'goose')).toBe('chrome-extension://x/new-list.html?word=goose');
  });

  it('the bubble believes the frame, never the page posting the same to its own window', () => {
    framesLoaded();
    const onDone = vi.fn();
    const onCancel = vi.fn();
    const view = mount(<NewListFrame src="about:blank" open word="goose" onDone={onDone} onCancel={onCancel} />);
    const frame = view.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Name of the new list');
    // Not loaded here: the frame's window is a stand-in.
    const frameWindow = new EventTarget() as unknown as Window;
    if (frame) Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
    dispatchEvent(new MessageEvent('message', { data: { type: 'glossa-new-list-done', list: 'id-1' }, source: window }));
    dispatchEvent(new MessageEvent('message', { data: { type: 'glossa-new-list-cancel' } }));
    expect(onDone).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    dispatchEvent(new MessageEvent('message', { data: { type: 'glossa-new-list-done', list: 'id-1' }, source: frameWindow }));
    expect(onDone).toHaveBeenCalledWith('id-1');
  });
});

describe('the bubble’s "New list"', () => {
  async function openChooser(newListPage?: string) {
    const { asked } = listsBackground([{ localId: 'id-1', name: 'Birds' }]);
    const view = mount(<BubbleShell send={send} word="goose" from="bubble" scheme="dark" newListPage={newListPage} onClose={vi.fn()} />);
    await eventually(() => expect(buttonNamed(view, 'Add to list')).toBeDefined());
    buttonNamed(view, 'Add to list')?.click();
    await eventually(() => expect(buttonNamed(view, 'New list')).toBeDefined());
    return { view, asked };
  }

  it('in a web page: no field of its own, a frame for the word in its scheme, shown by "New list"', async () => {
    framesLoaded();
    const { view } = await openChooser('about:blank');
    const frame = view.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('about:blank?word=goose&scheme=dark');
    expect(frame?.hidden).toBe(true);
    buttonNamed(view, 'New list')?.click();
    await eventually(() => expect(frame?.hidden).toBe(false));
    expect(buttonNamed(view, 'New list')?.getAttribute('aria-expanded')).toBe('true');
    expect(view.querySelector('input, textarea, [contenteditable]')).toBeNull();
  });

  it('in an extension page: the form in place; a list made shows the word as added, focus on "Add to list"', async () => {
    const { view, asked } = await openChooser();
    expect(field(view)).toBeNull();
    buttonNamed(view, 'New list')?.click();
    await eventually(() => expect(document.activeElement).toBe(field(view)));
    typeAndEnter(view, 'Sea birds');
    await eventually(() => expect(view.textContent).toContain('“goose” is in “Sea birds”. Kept in this browser.'));
    expect(document.activeElement).toBe(buttonNamed(view, 'Add to list'));
    // Which lists hold the word is asked with the answer, and again once it is added to one.
    await eventually(() => expect(view.querySelector('[data-testid="bubble-kept"]')?.textContent).toBe('In “Sea birds” · new'));
    // Some of these are asked at once (the lists and where they live, with the word's sense kept),
    // and the answer's "keptWord" races the click on "Add to list": so the set of messages is
    // checked, and only the orders one message's answer forces.
    const types = asked.map((m) => m.type);
    expect([...types].sort()).toEqual(
      ['lookup', 'keptWord', 'lists', 'createList', 'addWords', 'lists', 'listsHome', 'addWords', 'keptWord'].sort(),
    );
    expect(types[0]).toBe('lookup');
    expect(types.indexOf('lists')).toBeLessThan(types.indexOf('createList'));
    expect(types.indexOf('createList')).toBeLessThan(types.indexOf('addWords'));
    expect(types.lastIndexOf('keptWord')).toBeGreaterThan(types.lastIndexOf('addWords'));
    // The form adds the word; the bubble then keeps the sense shown first with it there.
    expect(asked.filter((m) => m.type === 'addWords').at(-1)).toMatchObject({
      listId: 'id-2',
      words: ['goose'],
      sense: { text: expect.any(String) },
    });
  });

  it('Esc closes the form, and focus goes back to "New list"', async () => {
    const { view } = await openChooser();
    buttonNamed(view, 'New list')?.click();
    await eventually(() => expect(document.activeElement).toBe(field(view)));
    field(view)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await eventually(() => expect(field(view)).toBeNull());
    expect(document.activeElement).toBe(buttonNamed(view, 'New list'));
  });
});
