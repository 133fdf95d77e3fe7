/** Looking a word up in its sentence on a page, and reading the senses the bubble shows, as the browser tests of senses do. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { bubble } from './bubble-support';

/** Double-clicks `word` in `sentence` of the page's paragraphs and answers the bubble's text once it has the answer. */
export async function lookUp(page: Page, sentence: string, word: string, headword = word): Promise<string> {
  const paragraph = page.locator('p', { hasText: sentence });
  await expect(paragraph).toBeVisible();
  // A long page's later paragraphs are below the window: a reader scrolls to them first.
  await paragraph.scrollIntoViewIfNeeded();
  const at = await page.evaluate(
    ([sentence, word]) => {
      const paragraph = [...document.querySelectorAll('p')].find((p) => p.textContent?.includes(sentence));
      const text = paragraph?.firstChild;
      if (!text?.textContent) throw new Error('the sentence is not on the page');
      const range = document.createRange();
      const start = text.textContent.indexOf(sentence) + sentence.indexOf(word);
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    [sentence, word] as const,
  );
  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(async () => (await bubble(page))?.name, { timeout: 10_000 }).toBe(headword);
  // The bubble names the word while it is still looking it up: its answer is what is read.
  await expect.poll(async () => (await bubble(page))?.text.includes('Looking up'), { timeout: 10_000 }).toBe(false);
  return (await bubble(page))?.text ?? '';
}

/** The text of each sense the open bubble shows, as the accessibility tree reads it. */
export async function sensesShown(page: Page): Promise<string[]> {
  const view = await bubble(page);
  const nodes = view?.nodes ?? [];
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const textOf = (node: (typeof nodes)[number]): string[] => [
    ...(node.role?.value === 'StaticText' ? [node.name?.value ?? ''] : []),
    ...(node.childIds ?? []).flatMap((id) => {
      const child = byId.get(id);
      return child ? textOf(child) : [];
    }),
  ];
  return nodes.filter((node) => node.role?.value === 'listitem').map((item) => textOf(item).join(' '));
}

/** The text of the first sense the open bubble shows. */
export const firstSenseShown = async (page: Page) => (await sensesShown(page))[0] ?? '';
