/**
 * Reading a real book (tests/e2e/reading-pages.ts): the first chapter of Pride and Prejudice
 * as a public-domain HTML edition sets it and as a typeset PDF page. The sentence kept with a
 * lookup is the sentence as written (not the text between two source line breaks; in the PDF,
 * its lines joined, without the running head or the page number); ligatures are read as
 * letters; half of a word hyphenated at a line's end looks up the whole word; a part of a
 * hyphenated compound looks up the compound when it is an entry, the part otherwise; the
 * sense the sentence means leads (a ball danced at), and no example shown lacks its word. In
 * a plain-text edition, a blank line ends a paragraph and underscores are italics. An
 * article's footnote markers and scripts are no part of a sentence, and a poem's lines are
 * parted where they break.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bubble, centreOf } from './bubble-support';
import { BOOK_SENTENCE, LONG_SENTENCE, TOO_LONG_SENTENCE } from './reading-pages';
import type { HistoryEntry } from '../../lib/shared/messages/answers';

test.describe.configure({ mode: 'serial' });

/** The lookup history as the background keeps it, read from an extension page of its own (closed by `close`). */
async function historyReader(context: BrowserContext, extensionId: string) {
  const extension = await context.newPage();
  await extension.goto(`chrome-extension://${extensionId}/popup.html`);
  return {
    // An answer not yet there (the worker starting) reads as an empty history: the polls ask again.
    history: async () =>
      ((await extension.evaluate(() => chrome.runtime.sendMessage({ type: 'historyExport' }))) as { data?: HistoryEntry[] } | undefined)
        ?.data ?? [],
    close: () => extension.close(),
  };
}

/**
 * Opens a reading page in front of an extension page that reads the lookup history: the
 * history, the sentence kept with the first entry whose key matches, and `close`.
 */
async function openReading(page: Page, context: BrowserContext, extensionId: string, url: string) {
  const reader = await historyReader(context, extensionId);
  await page.bringToFront();
  await page.goto(url);
  const kept = async (key: string | RegExp) =>
    (await reader.history()).find((entry) => (typeof key === 'string' ? entry.key === key : key.test(entry.key)))?.sentence;
  return { ...reader, kept };
}

/** Double-clicks `text` and waits for the bubble to name `headword`; Esc closes it. */
async function lookUp(page: Page, text: string, headword: string | RegExp, scope?: string) {
  const at = await centreOf(page, text, scope);
  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(async () => (await bubble(page))?.name, { message: text, timeout: 10_000 }).toMatch(headword);
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
}

test('a book’s HTML edition: the sentence is kept whole across the source’s line breaks; a compound is looked up whole', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  const { kept, close } = await openReading(page, context, extensionId, site.url('/pride-and-prejudice.html'));

  await lookUp(page, 'rightful', 'rightful');
  await expect.poll(() => kept('rightful')).toBe(BOOK_SENTENCE);

  // "pin-money": double-clicked on either half, the compound (an entry, as "pin money").
  await lookUp(page, 'pin-money', /^pin[- ]money$/);
  const money = await centreOf(page, 'money');
  await page.mouse.dblclick(money.x, money.y);
  await expect.poll(async () => (await bubble(page))?.name).toMatch(/^pin[- ]money$/);
  await page.keyboard.press('Escape');
  await expect.poll(() => kept(/pin[- ]money/)).toBe('What pin-money, what jewels, what carriages you will have!');
  // "to-morrow", as older books print it, is tomorrow closed up.
  await lookUp(page, 'morrow', 'tomorrow');
  // "tea-things" is no entry, written any way: the half double-clicked is looked up.
  await lookUp(page, 'things', /^things?$/);
  await close();
});

test('a book’s HTML edition: the sense the sentence means comes first, and every example holds the word', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/pride-and-prejudice.html'));
  // A ball that is danced at: the dance, not the round object, leads.
  const ball = await centreOf(page, 'ball');
  await page.mouse.dblclick(ball.x, ball.y);
  await expect.poll(async () => (await bubble(page))?.name).toBe('ball');
  // The bubble names the word while it is still looking it up: its answer is what is read.
  await expect.poll(async () => (await bubble(page))?.text.includes('Looking up')).toBe(false);
  const text = (await bubble(page))?.text ?? '';
  const dance = text.search(/\bdance\b/);
  expect(dance).toBeGreaterThan(-1);
  const round = text.indexOf('round object');
  expect(round === -1 || dance < round, text).toBe(true);
  await page.keyboard.press('Escape');

  // countenance: WordNet's examples of its synset's other members ("permit") are not shown as its own.
  const countenance = await centreOf(page, 'countenance');
  await page.mouse.dblclick(countenance.x, countenance.y);
  await expect.poll(async () => (await bubble(page))?.name).toBe('countenance');
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/face/);
  expect((await bubble(page))?.text).not.toMatch(/permitted her son|`/);
});

test('a book’s PDF: lines joined with their spaces, no running head or page number, ligatures read as letters, a hyphenated word whole', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  const { kept, close } = await openReading(page, context, extensionId, site.url('/pride-and-prejudice.pdf'));
  const layer = '.textLayer';
  // The text layer holds the ligatures as the PDF sets them.
  await expect(page.locator(layer).first()).toContainText('ﬁxed');

  await lookUp(page, 'ﬁxed', /^fix(ed)?$/, layer);
  await expect.poll(() => kept(/^fix/)).toBe(BOOK_SENTENCE);
  await lookUp(page, 'oﬃcious', 'officious', layer);
  // No dictionary pronounces officious: eSpeak NG's reading of it, labelled as generated.
  const officious = await centreOf(page, 'oﬃcious', layer);
  await page.mouse.dblclick(officious.x, officious.y);
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/ɪʃəs.*generated/s);
  await page.keyboard.press('Escape');
  await expect.poll(() => kept('officious')).toBe('The officious lady waited.');

  // Either half of "prop-erty", hyphenated at the line's end, looks up property.
  await lookUp(page, 'prop-', 'property', layer);
  await lookUp(page, 'erty', 'property', layer);
  const property = await kept('property');
  expect(property).toBe(BOOK_SENTENCE);
  expect(property).not.toMatch(/PREJUDICE|16/);
  await close();
});

test('a book’s plain-text edition: a blank line ends a paragraph, speech and its speaker are one sentence, underscores are italics', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  const { kept, close } = await openReading(page, context, extensionId, site.url('/pride-and-prejudice.txt'));

  // The heading above, with no full stop of its own, is no part of the sentence.
  await lookUp(page, 'acknowledged', /^acknowledge/);
  await expect
    .poll(() => kept(/^acknowledge/))
    .toBe('It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.');
  await lookUp(page, 'impatiently', 'impatiently');
  await expect.poll(() => kept('impatiently')).toBe('"Do you not want to know who has taken it?" cried his wife impatiently.');
  // "_You_": the word is looked up, and the sentence kept without the underscores.
  await lookUp(page, 'You_', /^you$/i);
  await lookUp(page, 'objection', 'objection');
  await expect.poll(() => kept('objection')).toBe('"You want to tell me, and I have no objection to hearing it."');
  // The heading alone is its sentence: "Chapter 1" reads chapter as a noun.
  await lookUp(page, 'Chapter', 'chapter');
  await expect.poll(() => kept('chapter')).toBe('Chapter 1');
  await close();
});

test('an article’s footnote markers and scripts are left out of the sentence kept, a poem’s lines are parted, two <br>s end a paragraph', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  const { kept, close } = await openReading(page, context, extensionId, site.url('/lines-and-notes.html'));

  await lookUp(page, 'military', 'military');
  await expect
    .poll(() => kept(/^military$/))
    .toBe('Napoleon Bonaparte (born Napoleone di Buonaparte; 15 August 1769 – 5 May 1821) was a French military and political leader.');
  await lookUp(page, 'prominence', 'prominence');
  await expect.poll(() => kept(/^prominence$/)).toBe('He rose to prominence during the French Revolution.');
  await lookUp(page, 'debated', /^debate/);
  await expect.poll(() => kept(/^debate/)).toBe('Members debated the motion.');
  await lookUp(page, 'temperate', 'temperate');
  await expect
    .poll(() => kept(/^temperate$/))
    .toBe('Thou art more lovely and more temperate: Rough winds do shake the darling buds of May,');
  await lookUp(page, 'forests', /^forest/);
  await expect.poll(() => kept(/^forest/)).toBe('Tyger Tyger, burning bright, In the forests of the night;');
  // Two <br>s end a paragraph: the heading above is no part of the sentence.
  await lookUp(page, 'earliest', /^earl/);
  await expect.poll(() => kept(/^earl/)).toBe('Mr. Bennet was among the earliest of those who waited on Mr. Bingley.');
  await close();
});

test('a sentence of 1,200 characters is kept whole; one past the bound keeps the clause with the word, cut between words', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  expect(LONG_SENTENCE.length).toBeGreaterThanOrEqual(1200);
  const { kept, close } = await openReading(page, context, extensionId, site.url('/long-sentences.html'));
  await lookUp(page, 'rightful', 'rightful', '#long');
  await expect.poll(() => kept('rightful')).toBe(LONG_SENTENCE);

  await lookUp(page, 'rightful', 'rightful', '#too-long');
  await expect.poll(() => kept('rightful')).not.toBe(LONG_SENTENCE);
  const cut = (await kept('rightful')) ?? '';
  expect(cut.length).toBeLessThanOrEqual(2000);
  expect(cut).toContain('that a young man of such fortune could be nothing less than the rightful property of one of her daughters');
  expect(cut).toMatch(/…$/u);
  // Cut between words: every word kept is a whole word of the sentence.
  const words = new Set(TOO_LONG_SENTENCE.split(/\s+/u));
  for (const word of cut.replace(/…/gu, ' ').trim().split(/\s+/u)) expect(words.has(word), word).toBe(true);
  await close();
});
