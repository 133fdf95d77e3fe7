/**
 * A list made once: a reader signed in to a real Glossa server makes a list and adds words
 * while the way to the server loses the answers (the request reaches the server, the connection
 * drops as the answer comes, as a proxy's may). The browser sends each again after its backoff,
 * with the same idempotency key, and the server answers the first result: one list, each word
 * once, in the browser and on the server.
 */
import { expect } from '@playwright/test';
import type { Reader } from '../../dev/readers';
import { readerNamed, serverTest } from './readers-fixture';

const test = serverTest.extend<{ reader: Reader }>({ reader: readerNamed('lost') });

test('a list made while the answer to its creation is lost is made once; its words, their answer lost too, are added once', async ({
  reader,
  glossa,
}) => {
  const server = await glossa.signIn();
  for (const list of await server.getWordListsForLoggedInUser()) await server.deleteWordList({ wordListId: list.permalink ?? '' });
  reader.loseNextAnswer('POST', '/wordLists.json');

  const page = await reader.open('/lists.html');
  await page.getByLabel('Name').first().fill('Lost and found');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lost and found' })).toBeVisible();

  // Sent, its answer lost, sent again after the backoff: the server made it once.
  const creations = () => reader.requests.filter((request) => request.endsWith('/wordLists.json') && request.startsWith('POST'));
  await expect.poll(() => creations().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect
    .poll(async () => (await server.getWordListsForLoggedInUser()).map((list) => list.name), { timeout: 15_000 })
    .toEqual(['Lost and found']);
  const [made] = await server.getWordListsForLoggedInUser();

  // The words' answer lost as well: each word once.
  reader.loseNextAnswer('POST', `/wordList.json/${made?.permalink ?? ''}/words`);
  await page.getByLabel('Words to add').fill('compass, lantern');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect
    .poll(
      async () =>
        (await server.getWordListWords({ wordListId: made?.permalink ?? '', sortBy: 'alpha', sortOrder: 'asc', limit: 100 })).map(
          (w) => w.word,
        ),
      { timeout: 15_000 },
    )
    .toEqual(['compass', 'lantern']);
  // The browser's own copy knows the list by the server's name for it: one list, not two.
  await reader.aMinutePasses();
  const again = await reader.open('/lists.html');
  await expect(again.getByTestId('list-picker').getByRole('button')).toHaveCount(1, { timeout: 10_000 });
  expect((await server.getWordListsForLoggedInUser()).length).toBe(1);
});
