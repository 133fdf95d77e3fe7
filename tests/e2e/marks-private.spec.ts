/**
 * Marks tell the page nothing (design principle 10): a page that spies on its reader, and a frame
 * of another site in it (as an advertisement is), try every way a script has to learn which of
 * their words are marked and in which state (the highlights' registry, computed styles, hit
 * testing, a MutationObserver over everything, a ResizeObserver on every element, the document's
 * scroll size, a selection of everything) and learn nothing: what they read once the marker has
 * drawn its underlines is what they read before it ran, and so after the list changes. The one
 * change they see is the empty element that holds the marks, the same whatever the list and the
 * page hold.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { markerWorld } from './marker-world';
import { makeMarkedList } from './marked-list';
import { send } from './send';

type Look = Record<string, unknown>;
type Spy = { before: Look; look(): Look; changes: unknown[][]; resized: [string, number, number][] };

/** What the page's script learned: what it read before the marker, now, and every change and size it saw. */
const spied = (where: Page | Frame) =>
  where.evaluate(() => {
    const spy = window as unknown as Spy;
    return { before: spy.before, now: spy.look(), changes: spy.changes, resized: spy.resized };
  });

/** The marker of the frame of another site: in a process of its own, or the page's when the browser keeps them together. */
async function frameMarker(page: Page, extensionId: string) {
  const frame = page.frames().find((f) => f.url().includes('localhost'));
  if (!frame) throw new Error('the frame of another site is not there');
  try {
    return { frame, world: await markerWorld(frame, extensionId), url: undefined };
  } catch {
    return { frame, world: await markerWorld(page, extensionId), url: 'localhost' };
  }
}

test.describe('marks tell the page nothing', () => {
  let setup: Page;
  let listId: string;

  test.beforeAll(async ({ extensionContext, extensionId }) => {
    ({ setup, listId } = await makeMarkedList(extensionContext, extensionId, 'Private marks', ['daughter', 'entail', 'rose']));
  });

  test.afterAll(async () => {
    await send(setup, { type: 'deleteList', listId });
    await setup.close();
  });

  test('a page and a frame of another site learn no marked word and no state, however they look', async ({ page, site, extensionId }) => {
    await page.goto(site.url('/marks-spying.html'));
    const top = await markerWorld(page, extensionId);
    const other = await frameMarker(page, extensionId);
    const marked = ['new:daughters', 'new:entailed', 'new:rose'];
    // The marks are there, drawn, in both documents: what the page reads next is read with them.
    const drawnAll = async () => {
      const views = [await top.read(), await other.world.read(other.url)];
      return views.map((view) => view && { marked: view.marked, drawn: view.drawn, idle: view.idle });
    };
    await expect.poll(drawnAll, { timeout: 10_000 }).toEqual([
      { marked, drawn: 3, idle: true },
      { marked, drawn: 3, idle: true },
    ]);

    const learnsNothing = async (where: Page | Frame) => {
      const { before, now, changes, resized } = await spied(where);
      expect(before).toBeTruthy();
      // No highlight, no style, no hit, no scroll size, no selected text differs from before the marks.
      expect(now).toEqual({ ...before, elements: [...(before.elements as string[]), 'glossa-marks  '] });
      expect(now.highlights).toEqual([]);
      // One change: the element that holds the marks, with no attribute and no text.
      expect(changes).toEqual([['childList', expect.stringMatching(/^html /), null, null, ['glossa-marks  '], []]]);
      // No element of the page changed size; the marks' element has none.
      const sizes = new Map<string, Set<string>>();
      for (const [who, width, height] of resized) sizes.set(who, (sizes.get(who) ?? new Set()).add(`${width}x${height}`));
      for (const [who, seen] of sizes) expect([who, seen.size]).toEqual([who, 1]);
      expect(sizes.get('glossa-marks  ')).toEqual(new Set(['0x0']));
      // Its shadow root is closed, and it has no box.
      expect(
        await where.evaluate(() => {
          const host = document.querySelector('glossa-marks') as HTMLElement;
          const box = host.getBoundingClientRect();
          return [host.shadowRoot, host.childNodes.length, host.attributes.length, host.getClientRects().length, box.width, box.height];
        }),
      ).toEqual([null, 0, 0, 0, 0, 0]);
    };
    await learnsNothing(page);
    await learnsNothing(other.frame);

    // The list changes: the marks follow, and the page sees nothing of it.
    expect(await send(setup, { type: 'addWords', listId, words: ['home'] })).toMatchObject({ ok: true });
    expect(await send(setup, { type: 'removeWords', listId, words: ['rose'] })).toMatchObject({ ok: true });
    const after = ['new:daughters', 'new:entailed', 'new:home'];
    await expect.poll(drawnAll, { timeout: 10_000 }).toEqual([
      { marked: after, drawn: 3, idle: true },
      { marked: after, drawn: 3, idle: true },
    ]);
    await learnsNothing(page);
    await learnsNothing(other.frame);
    await top.detach();
    await other.world.detach();
  });
});
