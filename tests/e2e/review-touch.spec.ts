/**
 * The review on a phone (360×740, touch, a coarse pointer), by taps alone: the answer shown,
 * graded with one of four buttons, the grade undone. Every one of them a finger's target
 * (44 px at least) inside the screen's width.
 */
import type { Locator } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { asPhone, tap } from './phone-support';
import { send } from './send';

/** The target is a finger's: at least 44 px each way, and inside the screen's width. */
async function expectFingerSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
}

test('the review by taps on a phone: the answer shown, four grades a finger can hit, the grade undone', async ({
  page,
  extensionId,
  glossa,
}, testInfo) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/review.html`);
  // The browser is shared with the other tests of this worker: their lists (and so their cards) go first.
  const before = (await send(page, { type: 'lists' })) as { data?: { localId: string }[] };
  for (const list of before.data ?? []) expect(await send(page, { type: 'deleteList', listId: list.localId })).toMatchObject({ ok: true });
  const list = (await send(page, { type: 'createList', name: 'Waders' })) as { data: { localId: string } };
  await send(page, { type: 'addWords', listId: list.data.localId, words: ['heron', 'egret'] });
  try {
    // The phone's screen is set once the page holds the cards (a page loaded again is given Playwright's own size).
    await page.reload();
    const cdp = await asPhone(page, { width: 360, height: 740 });

    const card = page.getByTestId('review-card');
    await expect(card).toHaveAttribute('data-side', 'front');
    const first = (await page.getByTestId('review-front').textContent())?.trim();
    const show = page.getByRole('button', { name: 'Show answer' });
    await expectFingerSized(show);
    await tap(cdp, show);
    await expect(card).toHaveAttribute('data-side', 'back');

    const grades = ['Again', 'Hard', 'Good', 'Easy'].map((name) => page.getByRole('button', { name, exact: true }));
    for (const grade of grades) await expectFingerSized(grade);
    // The answer side as a reader sees it on the phone, light and dark. (Through the same session:
    // Playwright's own screenshots and media emulation would set its window size again.)
    const shoot = async (name: string) =>
      writeFileSync(testInfo.outputPath(name), Buffer.from((await cdp.send('Page.captureScreenshot')).data, 'base64'));
    await shoot('review-phone-light.png');
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: 'dark' }] });
    await shoot('review-phone-dark.png');
    await cdp.send('Emulation.setEmulatedMedia', { features: [] });
    await tap(cdp, grades[2] as Locator);
    // The next word is shown, the first one's grade can be undone.
    await expect(page.getByTestId('review-front')).not.toHaveText(first ?? '');
    const undo = page.getByRole('button', { name: /^Undo/ });
    await expectFingerSized(undo);
    await tap(cdp, undo);
    await expect(page.getByTestId('review-front')).toHaveText(first ?? '');
    await expect(card).toHaveAttribute('data-side', 'front');
  } finally {
    await send(page, { type: 'deleteList', listId: list.data.localId });
  }
});
