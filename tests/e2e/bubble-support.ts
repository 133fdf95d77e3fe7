/**
 * The bubble lives in a closed shadow root, out of reach of page scripts and of
 * Playwright's locators. Tests see it as assistive technology does: through Chromium's
 * accessibility tree (DevTools protocol), and act on it with the real mouse and keyboard.
 */
import type { CDPSession, Frame, Page, Worker } from '@playwright/test';
import { expect } from './fixtures';

interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
  parentId?: string;
  backendDOMNodeId?: number;
  properties?: { name: string; value: { value: unknown } }[];
}

export interface BubbleView {
  /** The dialog's accessible name (its headword). */
  name: string;
  /** Every text in the bubble, in order, joined by spaces. */
  text: string;
  buttons: string[];
  links: { name: string; backendNodeId?: number }[];
  nodes: AxNode[];
}

const sessions = new WeakMap<Page, CDPSession>();

async function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

async function frameIdOf(page: Page, frame?: Frame): Promise<string | undefined> {
  if (!frame || frame === page.mainFrame()) return undefined;
  const cdp = await cdpOf(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  type Tree = { frame: { id: string; url: string }; childFrames?: Tree[] };
  const all = (tree: Tree): Tree['frame'][] => [tree.frame, ...(tree.childFrames ?? []).flatMap(all)];
  return all(frameTree as Tree).find((f) => f.url === frame.url())?.id;
}

/** The open bubble as the accessibility tree shows it, or undefined. */
export async function bubble(page: Page, frame?: Frame): Promise<BubbleView | undefined> {
  const cdp = await cdpOf(page);
  const frameId = await frameIdOf(page, frame);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree', frameId ? { frameId } : {})) as { nodes: AxNode[] };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const dialog = nodes.find((node) => node.role?.value === 'dialog');
  if (!dialog) return undefined;
  const inside: AxNode[] = [];
  const walk = (node: AxNode) => {
    inside.push(node);
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (child) walk(child);
    }
  };
  walk(dialog);
  const named = (role: string) => inside.filter((node) => node.role?.value === role && !node.ignored);
  return {
    name: dialog.name?.value ?? '',
    text: named('StaticText')
      .map((node) => node.name?.value ?? '')
      .join(' '),
    buttons: named('button').map((node) => node.name?.value ?? ''),
    links: named('link').map((node) => ({ name: node.name?.value ?? '', backendNodeId: node.backendDOMNodeId })),
    nodes: inside,
  };
}

/**
 * Clicks the bubble's control with this role and accessible name, with the real mouse. The
 * accessibility tree can still hold a node the bubble has just replaced (it re-renders as
 * answers arrive): such a node is looked up again.
 */
export async function clickInBubble(page: Page, name: string | RegExp, role = 'button') {
  const deadline = Date.now() + 2_000;
  for (;;) {
    try {
      return await clickInBubbleOnce(page, name, role);
    } catch (error) {
      if (Date.now() > deadline || !/detached|No node|box model/i.test(String(error))) throw error;
      await nextFrame(page);
    }
  }
}

async function clickInBubbleOnce(page: Page, name: string | RegExp, role: string) {
  const view = await bubble(page);
  const node = view?.nodes.find(
    (n) => n.role?.value === role && (typeof name === 'string' ? n.name?.value === name : name.test(n.name?.value ?? '')),
  );
  if (!node?.backendDOMNodeId) throw new Error(`no ${role} named ${String(name)} in the bubble`);
  const cdp = await cdpOf(page);
  const backendNodeId = node.backendDOMNodeId;
  // The bubble scrolls when its content is taller than it: bring the control into view first.
  await cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId });
  // Click where a hit test finds the control itself, as a person aims at what they see: a
  // slow run can still be laying the bubble out between reading the box and clicking.
  const deadline = Date.now() + 1_000;
  for (;;) {
    const { model } = await cdp.send('DOM.getBoxModel', { backendNodeId });
    const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = model.content;
    const x = Math.round((x1 + x3) / 2);
    const y = Math.round((y1 + y3) / 2);
    const hit = await cdp.send('DOM.getNodeForLocation', { x, y, ignorePointerEventsNone: true }).catch(() => undefined);
    if (hit?.backendNodeId === backendNodeId || Date.now() > deadline) {
      await page.mouse.click(x, y);
      return;
    }
    await nextFrame(page);
  }
}

/** Resolves once the page has rendered a frame (and laid out whatever changed before it). */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** The accessible name of the bubble's control that has keyboard focus, if one has. */
export async function focusedInBubble(page: Page): Promise<{ name: string; backendNodeId?: number } | undefined> {
  const node = (await bubble(page))?.nodes.find((n) => n.properties?.some((p) => p.name === 'focused' && p.value.value === true));
  return node && { name: node.name?.value ?? '', backendNodeId: node.backendDOMNodeId };
}

/** The frame of Glossa's own in which the bubble names a new list, once it is there. */
export async function newListFrame(page: Page): Promise<Frame> {
  const find = () => page.frames().find((frame) => /\/new-list\.html\?/.test(frame.url()));
  await expect.poll(() => Boolean(find())).toBe(true);
  return find() as Frame;
}

/**
 * Opens "New list" among the bubble's lists ("Add to list" first), and waits until keys go
 * to the new list's name field, in its frame: what is typed next is typed there.
 */
export async function openNewList(page: Page): Promise<Frame> {
  await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('New list');
  await clickInBubble(page, 'New list');
  const frame = await newListFrame(page);
  await expect(frame.getByRole('textbox', { name: 'Name of the new list' })).toBeFocused();
  await expect.poll(() => frame.evaluate(() => document.hasFocus())).toBe(true);
  // The frame has told the bubble its height and the bubble has made room for it: the form is
  // settled where a reader would start typing.
  const element = await frame.frameElement();
  await expect
    .poll(async () => {
      const shown = (await element.boundingBox())?.height ?? 0;
      const wanted = await frame.evaluate(() => Math.ceil(document.querySelector('.wrap')?.getBoundingClientRect().height ?? 0));
      return wanted > 0 && Math.abs(shown - wanted) < 1;
    })
    .toBe(true);
  return frame;
}

/** A node's box on screen (CSS pixels, viewport coordinates). */
export async function boxOf(page: Page, backendNodeId: number) {
  const { model } = await (await cdpOf(page)).send('DOM.getBoxModel', { backendNodeId });
  const [left = 0, top = 0, , , right = 0, bottom = 0] = model.border;
  return { left, top, right, bottom };
}

/** Where keyboard focus is, from the page's point of view. */
export function focusedElement(page: Page) {
  return page.evaluate(() => document.activeElement?.id || document.activeElement?.localName);
}

/** The bubble's box on screen (CSS pixels, viewport coordinates). */
export async function bubbleBox(page: Page) {
  const dialog = (await bubble(page))?.nodes[0];
  return dialog?.backendDOMNodeId ? boxOf(page, dialog.backendDOMNodeId) : undefined;
}

/** The bubble's box once it holds still: the same before and after a frame is rendered. */
export async function settledBubbleBox(page: Page) {
  let box = await bubbleBox(page);
  for (;;) {
    await nextFrame(page);
    const again = await bubbleBox(page);
    if (JSON.stringify(again) === JSON.stringify(box)) return again;
    box = again;
  }
}

/**
 * `expression`'s value in the extension's script world of the page's top frame, which the
 * page's own scripts cannot read (DevTools can); undefined while Glossa's code is not in the page.
 */
async function inGlossaWorld(page: Page, expression: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const worlds: { id: number; origin: string; auxData?: { frameId?: string } }[] = [];
    cdp.on('Runtime.executionContextCreated', ({ context }) => worlds.push(context));
    // Every context there is is reported before this answers.
    await cdp.send('Runtime.enable');
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const world = worlds.find((c) => c.origin.startsWith('chrome-extension://') && c.auxData?.frameId === frameTree.frame.id);
    if (!world) return undefined;
    const { result } = await cdp.send('Runtime.evaluate', { expression, contextId: world.id, returnByValue: true });
    return result.value as unknown;
  } finally {
    await cdp.detach();
  }
}

/**
 * How many double-clicks and relayed lookups the page code in the page's top frame has
 * finished with, shown or declined (entrypoints/content/lookups.ts counts them in its world;
 * none while it is not in the page yet).
 */
export async function lookupsHandled(page: Page): Promise<number> {
  return ((await inGlossaWorld(page, 'globalThis.glossaHandled ?? 0')) as number | undefined) ?? 0;
}

/**
 * Does `act`, which asks the page code for `count` lookups it should turn down (double-clicks
 * or relayed tickets), waits until it has finished with each, and checks that no bubble opened:
 * one that had would be in the page by then.
 */
export async function expectNoBubble(page: Page, count: number, act: () => Promise<unknown>) {
  const before = await lookupsHandled(page);
  await act();
  await expect.poll(() => lookupsHandled(page)).toBe(before + count);
  expect(await page.evaluate(() => document.querySelector('glossa-bubble') !== null)).toBe(false);
  expect(await bubble(page)).toBeUndefined();
}

/** A computed style of the bubble (the dialog element), read through DevTools. */
export async function bubbleStyle(page: Page, property: string) {
  const dialog = (await bubble(page))?.nodes[0];
  if (!dialog?.backendDOMNodeId) return undefined;
  const cdp = await cdpOf(page);
  await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { nodeIds } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [dialog.backendDOMNodeId] });
  await cdp.send('CSS.enable');
  const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId: nodeIds[0] ?? 0 });
  return computedStyle.find((entry) => entry.name === property)?.value;
}

/**
 * What the context menu's entry and the look-up shortcut do in the background: ask the
 * frames of the tab in front to look up their selection. The tab is found as the shortcut
 * finds it, the active one; its address may be hidden from the extension (its own pages'
 * addresses are, in some Chromium versions, without the tabs permission), so not by URL.
 */
export async function lookUpSelectionInFrontTab(page: Page, serviceWorker: Worker) {
  await page.bringToFront();
  await serviceWorker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    if (tab?.id === undefined) throw new Error('no tab is in front');
    await chrome.tabs.sendMessage(tab.id, { type: 'glossa:lookUpSelection' });
  });
}

/** The centre of the `nth` occurrence of `text` in the page's text, once it is shown (within `scope`). */
export async function centreOf(page: Page, text: string, scope = 'body', nth = 0) {
  await expect(page.locator(scope).first()).toContainText(text);
  return page.evaluate(
    ({ text, scope, nth }) => {
      let seen = 0;
      for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const data = (node as Text).data;
          for (let at = data.indexOf(text); at >= 0; at = data.indexOf(text, at + 1)) {
            if (seen++ < nth) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + text.length);
            range.startContainer.parentElement?.scrollIntoView({ block: 'center' });
            const box = range.getBoundingClientRect();
            return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          }
        }
      }
      throw new Error(`${text} is not on the page`);
    },
    { text, scope, nth },
  );
}

/**
 * The paths of the extension's scripts a page's frames have run so far, filled as they run.
 * The background runs the bubble's file in a page's frame (lib/background/bubble-script.ts):
 * the page's debugger sees each script the frame runs, the extension's own among them.
 */
export async function extensionScriptsRun(cdp: CDPSession): Promise<ReadonlySet<string>> {
  const ran = new Set<string>();
  cdp.on('Debugger.scriptParsed', (event: { url: string }) => {
    if (event.url.startsWith('chrome-extension://')) ran.add(new URL(event.url).pathname);
  });
  await cdp.send('Debugger.enable');
  return ran;
}
