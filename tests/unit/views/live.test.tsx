// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CHANGE_TARGET, type ChangeTopic } from '../../../lib/shared/messages/changes';
import { ask } from '../../../lib/shared/messages/client';
import { useLive } from '../../../components/use-live';
import { background, eventually, mount } from './support';

function Count() {
  const [lists] = useLive('lists', () => ask({ type: 'lists' }), []);
  return <p>{lists.value?.join(', ') ?? ''}</p>;
}

/** Another view following the lists, which asks the background something else. */
function Home() {
  const [home] = useLive('lists', () => ask({ type: 'listsHome' }), []);
  return <p>{home.state}</p>;
}

const notice = (...topics: ChangeTopic[]) => fakeBrowser.runtime.onMessage.trigger({ target: CHANGE_TARGET, topics }, {});

describe('a view following the background', () => {
  it('reads again when its topic is announced, and only then', async () => {
    let lists = ['Birds'];
    const asked = background((message) => (message.type === 'lists' ? lists : undefined));
    const view = mount(<Count />);
    await eventually(() => expect(view.textContent).toBe('Birds'));
    lists = ['Birds', 'Trees'];
    await notice('budget', 'connection');
    // Then a notice it follows: once it has read again, the notice before has had its chance.
    await notice('sync', 'lists');
    await eventually(() => expect(view.textContent).toBe('Birds, Trees'));
    // Read twice in all: at the start, and for the lists (not for the budget or the connection).
    expect(asked.filter((m) => m.type === 'lists')).toHaveLength(2);
  });

  it('stops listening when it goes away', async () => {
    const asked = background((message) => (message.type === 'lists' ? [] : message.type === 'listsHome' ? { kind: 'browser' } : undefined));
    const sent = (type: string) => asked.filter((m) => m.type === type);
    const view = mount(<Count />);
    mount(<Home />);
    await eventually(() => expect([sent('lists'), sent('listsHome')].map((m) => m.length)).toEqual([1, 1]));
    // Preact runs the cleanups of an unmounted component after a frame: act runs them now.
    await act(() => render(null, view));
    await notice('lists');
    // The view still there reads again, in the same round of listeners the one gone was in.
    await eventually(() => expect(sent('listsHome')).toHaveLength(2));
    expect(sent('lists')).toHaveLength(1);
  });
});
