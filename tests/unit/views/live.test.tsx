// @vitest-environment happy-dom
import { render } from 'preact';
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

const notice = (...topics: ChangeTopic[]) => fakeBrowser.runtime.onMessage.trigger({ target: CHANGE_TARGET, topics }, {});

describe('a view following the background', () => {
  it('reads again when its topic is announced, and only then', async () => {
    let lists = ['Birds'];
    const asked = background((message) => (message.type === 'lists' ? lists : undefined));
    const view = mount(<Count />);
    await eventually(() => expect(view.textContent).toBe('Birds'));
    lists = ['Birds', 'Trees'];
    await notice('budget', 'connection');
    await new Promise((done) => setTimeout(done, 30));
    expect(view.textContent).toBe('Birds');
    await notice('sync', 'lists');
    await eventually(() => expect(view.textContent).toBe('Birds, Trees'));
    expect(asked.filter((m) => m.type === 'lists')).toHaveLength(2);
  });

  it('stops listening when it goes away', async () => {
    const asked = background((message) => (message.type === 'lists' ? [] : undefined));
    const view = mount(<Count />);
    await eventually(() => expect(asked.filter((m) => m.type === 'lists')).toHaveLength(1));
    render(null, view);
    // Preact runs the cleanups of an unmounted component a moment later.
    await new Promise((done) => setTimeout(done, 30));
    await notice('lists');
    await new Promise((done) => setTimeout(done, 30));
    expect(asked.filter((m) => m.type === 'lists')).toHaveLength(1);
  });
});
