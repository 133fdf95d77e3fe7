/**
 * The extension's pages checked with axe-core (WCAG 2.2 A and AA rules: names, roles,
 * labels, contrast, landmarks …) in real Chromium against the real Glossa server, each in
 * the light and the dark theme, once it has loaded its content. The lookup bubble is
 * checked through its accessibility tree in the bubble tests (names, roles, keyboard).
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { contentScriptWorld } from '../../dev/chromium';
import { bubble } from './bubble-support';
import { expect, test } from './fixtures';
import { send } from './send';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe's violations on the page (or in the elements `within` selects), one line each with
 * where. (Evaluated, so the pages' CSP does not apply.)
 */
async function violations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (selector) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const context = selector ? { include: [[selector]] } : document;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, within);
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? '?'}): ${v.help} at ${n.target.join(' ')}`));
}

/** The bubble's texts below WCAG's contrast minimum (4.5:1, 3:1 for large text), with their ratio. */
function lowContrastText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('glossa-bubble')?.shadowRoot;
    if (!root) return ['no open bubble'];
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
    };
    const backgroundOf = (element: Element | null): number[] => {
      for (let at = element; at; at = at.parentElement) {
        const colour = rgb(getComputedStyle(at).backgroundColor);
        if (colour.length === 3 || (colour[3] ?? 0) === 1) return colour.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const low: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      const text = [...element.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent?.trim())
        .join('');
      if (!text) continue;
      const style = getComputedStyle(element);
      const [L1, L2] = [luminance(rgb(style.color)), luminance(backgroundOf(element))].sort((x, y) => y - x);
      const ratio = ((L1 ?? 0) + 0.05) / ((L2 ?? 0) + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) low.push(`${ratio.toFixed(2)}:1 ${element.localName}.${element.className} “${text.slice(0, 30)}”`);
    }
    return low;
  });
}

const PAGES: { name: string; path: string; signedIn?: boolean; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'popup',
    path: 'popup.html',
    ready: async (page) => {
      await expect(page.getByTestId('wotd').locator('.wotd-word')).not.toBeEmpty();
      await expect(page.locator('#lists-heading')).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
    },
  },
  {
    name: 'options page',
    path: 'options.html',
    ready: async (page) => void (await expect(page.getByRole('checkbox', { name: 'WordNet' })).toBeVisible()),
  },
  {
    name: 'lists page, signed out',
    path: 'lists.html',
    ready: async (page) => void (await expect(page.getByRole('heading', { level: 1 })).toBeVisible()),
  },
  {
    name: 'lists page, signed in, a list open',
    path: 'lists.html',
    signedIn: true,
    ready: async (page) => {
      await page
        .getByRole('link', { name: /Shore birds/ })
        .or(page.getByRole('button', { name: /Shore birds/ }))
        .first()
        .click();
      await expect(page.getByText('plover')).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
    },
  },
  {
    name: 'popup, signed in',
    path: 'popup.html',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByText('Shore birds')).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
    },
  },
  {
    name: 'history page',
    path: 'lookup-history.html',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'History' })).toBeVisible();
    },
  },
  {
    name: 'review page, a card',
    path: 'review.html',
    signedIn: true,
    ready: async (page) => void (await expect(page.getByTestId('review-front')).toBeVisible()),
  },
  {
    name: 'review page, its answer',
    path: 'review.html',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByTestId('review-front')).toBeVisible();
      await page.keyboard.press('Space');
      await expect(page.getByTestId('review-answer').locator('.senses li').first()).toBeVisible();
    },
  },
  {
    name: 'word page',
    path: 'word.html?word=dog',
    ready: async (page) => {
      await expect(page.getByTestId('section-definitions')).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
    },
  },
];

for (const theme of ['light', 'dark'] as const) {
  for (const view of PAGES) {
    test(`axe’s WCAG A and AA checks pass: ${view.name}, ${theme} theme`, async ({ page, extensionId, glossa }) => {
      expect(glossa.baseUrl).toBeTruthy();
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      await send(page, { type: 'updateSettings', patch: { theme } });
      if (view.signedIn) {
        expect(await send(page, { type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: true });
        const lists = (await send(page, { type: 'lists' })) as unknown as { data: { localId: string; name: string }[] };
        const list =
          lists.data.find((l) => l.name === 'Shore birds') ??
          ((await send(page, { type: 'createList', name: 'Shore birds' })) as unknown as { data: { localId: string } }).data;
        await send(page, { type: 'addWords', listId: list.localId, words: ['plover', 'dunlin'] });
      }
      try {
        await page.goto(`chrome-extension://${extensionId}/${view.path}`);
        await view.ready(page);
        expect(await violations(page)).toEqual([]);
      } finally {
        await send(page, { type: 'updateSettings', patch: { theme: 'system' } });
        if (view.signedIn) await send(page, { type: 'signOut' });
      }
    });
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe’s WCAG A and AA checks pass: the lookup bubble, ${colorScheme} colour scheme`, async ({
    page,
    context,
    site,
    extensionId,
    glossa,
  }) => {
    expect(glossa.baseUrl).toBeTruthy();
    await page.emulateMedia({ colorScheme });
    const cdp = await context.newCDPSession(page);
    try {
      await page.goto(site.url('/bubble.html'));
      // The bubble's shadow root is closed, out of axe's reach as of every page script's. For
      // this check only, the extension's own world makes the roots it attaches open.
      const world = await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
      await cdp.send('Runtime.evaluate', {
        contextId: world,
        expression: `const attach = Element.prototype.attachShadow;
          Element.prototype.attachShadow = function (init) { return attach.call(this, { ...init, mode: 'open' }); };`,
      });
      await page.locator('#harbor').dblclick();
      await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
      expect(await violations(page, 'glossa-bubble')).toEqual([]);
      // axe cannot work out colours inside the fixed bubble ("incomplete"): its text is held
      // to WCAG's contrast minimum here, against the first opaque background behind it.
      expect(await lowContrastText(page)).toEqual([]);
    } finally {
      await cdp.detach();
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
}
