// @vitest-environment happy-dom
/** Live values (components/live.ts) and actions (components/action.ts), as views use them. */
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CHANGE_TARGET, type ChangeTopic } from '../../../lib/shared/messages/changes';
import { ask } from '../../../lib/shared/messages/client';
import { useAction } from '../../../components/action';
import { announced, live, useLive, useQuery } from '../../../components/live';
import { SettleGate } from '../../../components/settle';
import { background, eventually, mount } from './support';

const lists = live(() => ask({ type: 'lists' }), announced('lists'));

function Lists() {
  const shown = useLive(lists);
  return <p>{shown.value?.join(', ') ?? ''}</p>;
}

const notice = (...topics: ChangeTopic[]) => fakeBrowser.runtime.onMessage.trigger({ target: CHANGE_TARGET, topics }, {});
/** One turn of the event loop: every promise callback already queued has run (no time passes). */
const turn = () => new Promise((done) => setTimeout(done, 0));
const listsAsked = (asked: { type: string }[]) => asked.filter((m) => m.type === 'lists').length;

describe('a store', () => {
  it('reads again when its topic is announced, and only then', async () => {
    let names = ['Birds'];
    const asked = background((message) => (message.type === 'lists' ? names : undefined));
    const view = mount(<Lists />);
    await eventually(() => expect(view.textContent).toBe('Birds'));
    names = ['Birds', 'Trees'];
    // A notice starts its reload at once, so another topic's notice that asked nothing asked nothing.
    await notice('budget', 'connection');
    expect(listsAsked(asked)).toBe(1);
    await notice('sync', 'lists');
    await eventually(() => expect(view.textContent).toBe('Birds, Trees'));
    expect(listsAsked(asked)).toBe(2);
  });

  it('is asked once for every view of the page that follows it', async () => {
    const asked = background((message) => (message.type === 'lists' ? ['Birds'] : undefined));
    const view = mount(
      <>
        <Lists />
        <Lists />
      </>,
    );
    await eventually(() => expect(view.textContent).toBe('BirdsBirds'));
    await notice('lists');
    expect(listsAsked(asked)).toBe(2);
    await eventually(() => expect(view.textContent).toBe('BirdsBirds'));
  });

  it('stops listening when the last view goes away, and is read again for the next', async () => {
    let names = ['Birds'];
    const asked = background((message) => (message.type === 'lists' ? names : undefined));
    const view = mount(<Lists />);
    await eventually(() => expect(listsAsked(asked)).toBe(1));
    await eventually(() => expect(lists.loaded.state).toBe('ready'));
    render(null, view);
    // The last follower gone, the store says its value may be stale.
    await eventually(() => expect(lists.loaded.state).toBe('loading'));
    await notice('lists');
    expect(listsAsked(asked)).toBe(1);

    names = ['Trees'];
    const again = mount(<Lists />);
    // The last value is shown meanwhile, as loading: no one watched it.
    expect(again.textContent).toBe('Birds');
    expect(lists.loaded.state).toBe('loading');
    await eventually(() => expect(again.textContent).toBe('Trees'));
    expect(listsAsked(asked)).toBe(2);
  });
});

describe("a store's change made in its view", () => {
  /** The theme as the background keeps it, each change answered only when told to; a view of it, and a way to change it. */
  function slowSaves() {
    let stored = 'light';
    const saves: { answer: () => void; refuse: () => void }[] = [];
    background((message) => {
      if (message.type === 'getSettings') return stored;
      if (message.type !== 'updateSettings') return undefined;
      return new Promise((done, fail) =>
        saves.push({
          answer: () => done((stored = message.theme as string)),
          refuse: () => fail({ kind: 'storage', message: 'Not saved.' }),
        }),
      );
    });
    const theme = live(() => ask({ type: 'getSettings' }) as Promise<unknown> as Promise<string>, announced('connection'));
    const Theme = () => <p>{useLive(theme).value ?? ''}</p>;
    const save = (value: string) => theme.change(value, ask({ type: 'updateSettings', theme: value } as never) as Promise<string>);
    return { saves, Theme, save };
  }

  it('keeps a second change shown while the first one’s answer and a reload come after it', async () => {
    const { saves, Theme, save } = slowSaves();
    const view = mount(<Theme />);
    await eventually(() => expect(view.textContent).toBe('light'));
    const first = save('dark');
    await eventually(() => expect(view.textContent).toBe('dark'));
    const second = save('system');
    await eventually(() => expect(saves).toHaveLength(2));
    // The first is saved and announced while the second is still on its way: neither shows "dark" again.
    saves[0]?.answer();
    await first;
    await notice('connection');
    await turn();
    expect(view.textContent).toBe('system');
    saves[1]?.answer();
    await second;
    await turn();
    expect(view.textContent).toBe('system');
  });

  it('reads the value again once a change is refused', async () => {
    const { saves, Theme, save } = slowSaves();
    const view = mount(<Theme />);
    await eventually(() => expect(view.textContent).toBe('light'));
    const refused = save('dark');
    await eventually(() => expect(saves).toHaveLength(1));
    expect(view.textContent).toBe('dark');
    saves[0]?.refuse();
    await expect(refused).rejects.toMatchObject({ message: 'Not saved.' });
    await eventually(() => expect(view.textContent).toBe('light'));
  });
});

describe("a view's own query", () => {
  /** Answers the history's pages when told to, one by one. */
  function slowPages() {
    const waiting: { skip: number; answer: () => void }[] = [];
    const asked = background((message) => {
      if (message.type !== 'history') return undefined;
      const skip = message.skip as number;
      return new Promise((done) => waiting.push({ skip, answer: () => done({ entries: [], total: skip, sites: [] }) }));
    });
    return { asked, waiting };
  }

  let go: (skip: number) => void = () => undefined;
  function Page() {
    const [skip, setSkip] = useState(0);
    go = setSkip;
    const page = useQuery(() => ask({ type: 'history', query: '', skip, limit: 10 }), [skip], announced('history'));
    return <p data-state={page.state}>{page.value === undefined ? 'nothing' : `page ${page.value.total}`}</p>;
  }

  it('keeps the last page shown while the next loads, and is asked again with new parameters', async () => {
    const { asked, waiting } = slowPages();
    const view = mount(<Page />);
    await eventually(() => expect(waiting).toHaveLength(1));
    expect(view.textContent).toBe('nothing');
    waiting.shift()?.answer();
    await eventually(() => expect(view.textContent).toBe('page 0'));

    go(10);
    await eventually(() => expect(waiting).toHaveLength(1));
    expect(view.querySelector('p')?.dataset.state).toBe('loading');
    expect(view.textContent).toBe('page 0');
    waiting.shift()?.answer();
    await eventually(() => expect(view.textContent).toBe('page 10'));
    expect(asked.map((m) => m.skip)).toEqual([0, 10]);

    // Its topic reads the same page again.
    await notice('history');
    await eventually(() => expect(waiting).toHaveLength(1));
    expect(waiting[0]?.skip).toBe(10);
  });

  it('drops an answer overtaken by a newer question', async () => {
    const { waiting } = slowPages();
    const view = mount(<Page />);
    await eventually(() => expect(waiting).toHaveLength(1));
    go(10);
    await eventually(() => expect(waiting).toHaveLength(2));
    waiting[1]?.answer();
    await eventually(() => expect(view.textContent).toBe('page 10'));
    waiting[0]?.answer();
    await turn();
    expect(view.textContent).toBe('page 10');
  });

  it('holds the page’s SettleGate on its first load, so sections appear together', async () => {
    const { waiting } = slowPages();
    const view = mount(
      <SettleGate>
        <Page />
      </SettleGate>,
    );
    const gate = () => view.querySelector('.settle');
    await eventually(() => expect(waiting).toHaveLength(1));
    expect(gate()?.getAttribute('aria-busy')).toBe('true');
    waiting.shift()?.answer();
    await eventually(() => expect(gate()?.getAttribute('aria-busy')).toBe('false'));
  });
});

describe('an action', () => {
  function Sync({ sync }: { sync: () => Promise<unknown> }) {
    const action = useAction(sync);
    return (
      <>
        <button type="button" disabled={action.busy} onClick={() => void action.run()}>
          Sync
        </button>
        {action.error && <p class="error">{action.error}</p>}
      </>
    );
  }

  it('is busy while it runs, says why it failed, and forgets the failure when run again', async () => {
    let answer: () => unknown = () => {
      throw { kind: 'network', message: 'The service cannot be reached.' };
    };
    let release: () => void = () => undefined;
    background((message) =>
      message.type === 'syncNow' ? new Promise((done) => (release = () => done(Promise.resolve().then(answer)))) : undefined,
    );
    const view = mount(<Sync sync={() => ask({ type: 'syncNow' })} />);
    const button = () => view.querySelector('button') as HTMLButtonElement;

    button().click();
    await eventually(() => expect(button().disabled).toBe(true));
    release();
    await eventually(() => expect(view.querySelector('.error')?.textContent).toBe('The service cannot be reached.'));
    expect(button().disabled).toBe(false);

    answer = () => ({ pending: 0, signedOut: false });
    button().click();
    await eventually(() => expect(view.querySelector('.error')).toBeNull());
    release();
    await eventually(() => expect(button().disabled).toBe(false));
    expect(view.querySelector('.error')).toBeNull();
  });
});
