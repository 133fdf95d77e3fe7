/**
 * The extension's pages checked with axe-core (WCAG 2.2 A and AA rules: names, roles,
 * labels, contrast, landmarks …) in real Chromium against the real Glossa server, each in
 * the light and the dark theme, once it has loaded its content. The lookup bubble is
 * checked through its accessibility tree in the bubble tests (names, roles, keyboard).
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's violations on the page, one line each with where. (Evaluated, so the pages' CSP does not apply.) */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations;
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? '?'}): ${v.help} at ${n.target.join(' ')}`));
}

async function send(page: Page, message: unknown) {
  return page.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<{ ok: boolean }>;
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
  { name: 'options page', path: 'options.html', ready: async (page) => void (await expect(page.getByRole('checkbox', { name: 'WordNet' })).toBeVisible()) },
  { name: 'lists page, signed out', path: 'lists.html', ready: async (page) => void (await expect(page.getByRole('heading', { level: 1 })).toBeVisible()) },
  {
    name: 'lists page, signed in, a list open',
    path: 'lists.html',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('link', { name: /Shore birds/ }).or(page.getByRole('button', { name: /Shore birds/ })).first().click();
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
        const list = lists.data.find((l) => l.name === 'Shore birds') ?? ((await send(page, { type: 'createList', name: 'Shore birds' })) as unknown as { data: { localId: string } }).data;
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
