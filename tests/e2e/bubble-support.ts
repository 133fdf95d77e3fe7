/**
 * The bubble lives in a closed shadow root, out of reach of page scripts and of
 * Playwright's locators. Tests see it as assistive technology does: through Chromium's
 * accessibility tree (DevTools protocol), and act on it with the real mouse and keyboard.
 */
import { expect, type CDPSession, type Frame, type Page, type Worker } from '@playwright/test';

interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
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
  for (let attempt = 0; ; attempt++) {
    try {
      return await clickInBubbleOnce(page, name, role);
    } catch (error) {
      if (attempt >= 10 || !/detached|No node|box model/i.test(String(error))) throw error;
      await page.waitForTimeout(100);
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
  for (let attempt = 0; ; attempt++) {
    const { model } = await cdp.send('DOM.getBoxModel', { backendNodeId });
    const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = model.content;
    const x = Math.round((x1 + x3) / 2);
    const y = Math.round((y1 + y3) / 2);
    const hit = await cdp.send('DOM.getNodeForLocation', { x, y, ignorePointerEventsNone: true }).catch(() => undefined);
    if (hit?.backendNodeId === backendNodeId || attempt >= 20) {
      await page.mouse.click(x, y);
      return;
    }
    await page.waitForTimeout(50);
  }
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
