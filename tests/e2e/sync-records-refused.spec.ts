/**
 * The review's records against a real Glossa server, from the built extension in Chromium:
 * behind a proxy that refuses bodies over 64 KiB (nginx's limit, say), a backup's cards too
 * large to go in one call still all reach the server, sent in halves; on an account at its cap
 * of records, the cards that cannot be kept stay in the browser and the lists page says how
 * many and why, never that all is synced.
 */
import { test as base, expect } from '@playwright/test';
import { join, resolve } from 'node:path';
import { openReader, type Reader } from '../../dev/readers';
import { startTestServer, type TestServer } from '../../dev/test-server';
import type { GlossaBackup } from '../../lib/shared/export/backup';
import { startBodyLimitProxy, type BodyLimitProxy } from '../support/body-limit-proxy';

const extensionDir = join(resolve(import.meta.dirname, '..', '..'), '.output', 'chrome-mv3');
const BODY_LIMIT = 64 * 1024;

const test = base.extend<{ glossa: TestServer; bodyLimit: BodyLimitProxy; reader: Reader; recordsPerUser: number }>({
  recordsPerUser: [100_000, { option: true }],
  glossa: async ({ recordsPerUser }, use) => {
    const server = await startTestServer({ validateResponses: false, limits: { recordsPerUser } });
    try {
      await use(server);
    } finally {
      await server.close();
    }
  },
  bodyLimit: async ({ glossa }, use) => {
    const proxy = await startBodyLimitProxy(glossa.baseUrl, BODY_LIMIT);
    try {
      await use(proxy);
    } finally {
      await proxy.close();
    }
  },
  reader: async ({ glossa, bodyLimit }, use) => {
    // The reader's service is the proxy's address: everything goes through it.
    const reader = await openReader('records', { ...glossa, baseUrl: bodyLimit.baseUrl }, extensionDir);
    try {
      await use(reader);
    } finally {
      await reader.close();
    }
  },
});

/** A backup of one list of `count` words, each with a reviewed card holding three long sentences (about 4.5 KiB a card). */
function backupOf(count: number): GlossaBackup {
  const words = Array.from(
    { length: count },
    (_, i) => `tern${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
  );
  const reviewedAt = Date.now() - 86_400_000;
  const sentence = (word: string, n: number) => `${n}. A ${word} ${'skimmed low over the grey water, '.repeat(45)}and was gone.`;
  return {
    format: 'glossa-backup',
    version: 1,
    exportedAt: new Date().toISOString(),
    lists: [{ name: 'Terns', words: words.map((word) => ({ word, createdAt: new Date(reviewedAt).toISOString() })) }],
    cards: words.map((word) => ({
      key: word,
      word,
      addedAt: reviewedAt - 86_400_000,
      due: reviewedAt + 3 * 86_400_000,
      stability: 3,
      difficulty: 5,
      elapsedDays: 1,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 2,
      lapses: 0,
      phase: 2,
      lastReview: reviewedAt,
      contexts: [1, 2, 3].map((n) => ({ sentence: sentence(word, n), url: `https://example.org/terns/${word}` })),
    })),
    reviewLog: [],
  };
}

async function importBackup(reader: Reader, backup: GlossaBackup) {
  const page = await reader.open('/offscreen.html');
  const answer = await page.evaluate(
    (b) =>
      (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<{ ok: boolean; error?: unknown }> } } }
      ).chrome.runtime.sendMessage({ type: 'importBackup', backup: b }),
    backup,
  );
  await page.close();
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true);
}

async function cardsOnServer(glossa: TestServer): Promise<string[]> {
  const ann = await glossa.signIn();
  const page = await ann.getRecords({ since: 0, limit: 1000 });
  return page.records.filter((record) => record.kind === 'card' && !record.deleted).map((record) => record.key);
}

test('cards past a proxy’s 64 KiB body limit all reach the server, sent in halves', async ({ reader, glossa, bodyLimit }) => {
  const backup = backupOf(40);
  await importBackup(reader, backup);
  await expect.poll(() => cardsOnServer(glossa), { timeout: 15_000 }).toHaveLength(40);
  expect((await cardsOnServer(glossa)).sort()).toEqual(backup.cards.map((card) => card.key).sort());
  // The limit was met on the way, and what it refused went again in pieces.
  expect(bodyLimit.refused.length).toBeGreaterThan(0);
  const page = await reader.open('/lists.html');
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced');
  await expect(page.getByTestId('refused-records')).toHaveCount(0);
});

test.describe('an account at its cap of records', () => {
  test.use({ recordsPerUser: 5 });

  test('the cards it cannot keep stay in the browser, and the lists page says how many and why', async ({ reader, glossa }) => {
    await importBackup(reader, backupOf(8));
    const page = await reader.open('/lists.html');
    const refused = page.getByTestId('refused-records');
    await expect(refused).toContainText('8 changes of your history and review were not kept by the service', { timeout: 15_000 });
    await expect(refused).toContainText('at most 5 records');
    await expect(page.getByTestId('sync-status')).not.toContainText('All changes synced');
    expect(await cardsOnServer(glossa)).toEqual([]);
    // The list went as ever; the cards stay in this browser, where the export still finds them all.
    await expect(page.getByTestId('list-picker')).toContainText('Terns');
    const exported = await page.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(m: object): Promise<{ data?: { cards: unknown[] } }> } };
        }
      ).chrome.runtime.sendMessage({ type: 'exportBackup' }),
    );
    expect(exported.data?.cards).toHaveLength(8);
  });
});
