// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { Audio, Frequency, FrequencyChart } from '../../../entrypoints/word/Sections';
import { background, eventually, mount } from './support';

describe('usage frequency', () => {
  it('draws one bar a year, scaled to the largest', () => {
    const view = mount(
      <FrequencyChart
        points={[
          { year: 1990, count: 5 },
          { year: 1991, count: 10 },
        ]}
      />,
    );
    const bars = [...view.querySelectorAll('rect')];
    expect(bars.map((b) => b.getAttribute('height'))).toEqual(['60', '120']);
    expect(view.querySelector('svg')?.getAttribute('aria-label')).toBe('Uses of the word each year from 1990 to 1991');
  });

  it('gives a single year as text, not as a chart (years may come as text)', async () => {
    background(() => ({ found: true, stale: false, data: { totalCount: 7, frequency: [{ year: '1961', count: 7 }] } }));
    const view = mount(<Frequency word="dog" />);
    await eventually(() =>
      expect(view.querySelector('[data-testid=frequency-text]')?.textContent).toBe('7 uses, in texts published in 1961.'),
    );
    expect(view.querySelector('svg')).toBeNull();
  });
});

describe('recordings, whose signed links expire while the page is open', () => {
  /** A signed link like the server's, expiring at `expiresAt` (epoch ms). */
  const link = (name: string, expiresAt: number) =>
    `http://127.0.0.1:1/audio/${name}.mp3?word=goose&Expires=${Math.floor(expiresAt / 1000)}&Signature=${name}`;

  /** The background answers W10 with the next link each time. */
  function serve(...links: string[]) {
    const asked = background((message) =>
      message.type === 'call' && message.operation === 'getAudio'
        ? { found: true, stale: false, data: [{ id: 7, word: 'goose', fileUrl: links.shift(), attributionText: 'eSpeak NG' }] }
        : undefined,
    );
    return () => asked.filter((m) => m.operation === 'getAudio').length;
  }

  const player = (view: Element) => view.querySelector('audio') as HTMLAudioElement;
  const later = Date.now() + 10 * 60_000;

  it('asks for a fresh link when a link fails, and plays the fresh one', async () => {
    const calls = serve(link('first', later), link('second', later));
    const played = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const view = mount(<Audio word="goose" />);
    await eventually(() => expect(player(view)?.getAttribute('src')).toBe(link('first', later)));
    // What the browser does when an expired link answers 403.
    player(view).dispatchEvent(new Event('error'));
    await eventually(() => expect(player(view).getAttribute('src')).toBe(link('second', later)));
    await eventually(() => expect(played).toHaveBeenCalledOnce());
    expect(calls()).toBe(2);
    expect(view.querySelector('[role=alert]')).toBeNull();
  });

  it('asks for fresh links before playing once the links’ time has passed', async () => {
    // Made once: the link names its second, which a second reading of the clock may have passed.
    const expired = link('old', Date.now() - 1000);
    const calls = serve(expired, link('new', later));
    const played = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const view = mount(<Audio word="goose" />);
    await eventually(() => expect(player(view)?.getAttribute('src')).toBe(expired));
    // The user presses play on the old link.
    await player(view).play();
    await eventually(() => expect(player(view).getAttribute('src')).toBe(link('new', later)));
    await eventually(() => expect(played).toHaveBeenCalledTimes(2));
    expect(player(view).paused).toBe(false);
    expect(calls()).toBe(2);
  });

  it('loads the link anew when the fresh list brings the same link (signed within the same second)', async () => {
    const calls = serve(link('same', later), link('same', later));
    const loaded = vi.spyOn(HTMLMediaElement.prototype, 'load');
    const played = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const view = mount(<Audio word="goose" />);
    await eventually(() => expect(player(view)?.getAttribute('src')).toBe(link('same', later)));
    player(view).dispatchEvent(new Event('error'));
    await eventually(() => expect(played).toHaveBeenCalledOnce());
    expect(loaded).toHaveBeenCalledOnce();
    expect(calls()).toBe(2);
  });

  it('says so when a fresh link fails too, without asking again and again', async () => {
    const calls = serve(link('first', later), link('second', later), link('third', later));
    const view = mount(<Audio word="goose" />);
    await eventually(() => expect(player(view)?.getAttribute('src')).toBe(link('first', later)));
    player(view).dispatchEvent(new Event('error'));
    await eventually(() => expect(player(view).getAttribute('src')).toBe(link('second', later)));
    player(view).dispatchEvent(new Event('error'));
    await eventually(() =>
      expect(view.querySelector('[role=alert]')?.textContent).toBe('This recording could not be played, even with a fresh link.'),
    );
    expect(calls()).toBe(2);
  });
});
