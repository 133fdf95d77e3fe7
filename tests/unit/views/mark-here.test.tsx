// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MarkHere } from '../../../entrypoints/popup/MarkHere';
import { stores } from '../../../components/stores';
import { DEFAULT_SETTINGS } from '../../../lib/shared/settings/settings';
import { background, eventually, mount } from './support';

/** The popup over a tab showing `url`, with the settings given, kept as the background would keep them. */
function popupOver(url: string, settings: Partial<typeof DEFAULT_SETTINGS>, stoppedAt?: number) {
  let current = { ...DEFAULT_SETTINGS, ...settings, hasApiKey: true };
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ url, ...(stoppedAt === undefined ? {} : { id: 7 }) } as never]);
  const asked = background((message) => {
    if (message.type === 'getSettings') return current;
    if (message.type === 'marksStopped' && message.tabId === 7) return { stoppedAt };
    if (message.type === 'updateSettings') return (current = { ...current, ...(message.patch as object) });
    throw { kind: 'internal', message: `not in this test: ${message.type}` };
  });
  stores.settings.set(current);
  return { asked, current: () => current };
}

const checkbox = (view: HTMLElement) => view.querySelector<HTMLInputElement>('input[type=checkbox]');

describe('the popup’s "Mark my words on this site"', () => {
  it('names the current tab’s site, and sets it apart from marks and back, with any entry that covered it', async () => {
    const { current } = popupOver('https://www.example.org/story.html', { unmarkedSites: ['other.net'] });
    const view = mount(<MarkHere />);
    await eventually(() => expect(view.textContent?.trim()).toBe('Mark my words on www.example.org'));
    expect(checkbox(view)?.checked).toBe(true);
    checkbox(view)?.click();
    await eventually(() => expect(current().unmarkedSites).toEqual(['other.net', 'www.example.org']));
    await eventually(() => expect(checkbox(view)?.checked).toBe(false));
    stores.settings.set({ ...current(), unmarkedSites: ['other.net', 'example.org'] });
    await eventually(() => expect(checkbox(view)?.checked).toBe(false));
    checkbox(view)?.click();
    await eventually(() => expect(current().unmarkedSites).toEqual(['other.net']));
  });

  it('says where marking stopped on a page holding more list words than a page is marked for', async () => {
    popupOver('https://example.org/all-words.html', {}, 10_000);
    const view = mount(<MarkHere />);
    await eventually(() =>
      expect(view.querySelector('.marks-stopped')?.textContent).toMatch(/^Marking stopped at 10,000 words on this page/),
    );
  });

  it('says nothing with marks off, on a site Glossa leaves alone, or over a page that is no web page', async () => {
    const cases: [string, Partial<typeof DEFAULT_SETTINGS>][] = [
      ['https://example.org/', { marks: false }],
      ['https://example.org/', { excludedSites: ['example.org'] }],
      ['chrome://settings/', {}],
    ];
    for (const [url, settings] of cases) {
      popupOver(url, settings);
      const view = mount(<MarkHere />);
      await new Promise((done) => setTimeout(done, 50));
      expect(view.textContent).toBe('');
    }
  });
});
