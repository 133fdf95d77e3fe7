/**
 * The sense the bubble leads with, on the real server: it follows the page's period (on a page
 * of older English Webster's 1913 comes first, on a page of today's English WordNet does, for
 * the same sentence) and the page's subject (a database manual's "port"); a name of the story
 * is said to be one; Webster's stubs show what they point to; and where the sentence leaves
 * the sense open, the bubble says so and offers two (tests/e2e/senses-pages.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { boxOf, bubble, centreOf, clickInBubble } from './bubble-support';
import { firstSenseShown, lookUp, sensesShown } from './sentence-lookup';
import {
  ABAFT_SENTENCE,
  ABANDON_SENTENCE,
  GAVE_UP_SENTENCE,
  BASS_SENTENCE,
  CANINE_SENTENCE,
  CENTRING_SENTENCE,
  DANDY_SENTENCE,
  GIMP_SENTENCE,
  GROUND_SENTENCE,
  LEAVES_SENTENCE,
  CLOSED_SENTENCE,
  FELT_SENTENCE,
  DOVE_SENTENCE,
  LEFT_SENTENCE,
  LAY_SENTENCE,
  LEFT_HAND_SENTENCE,
  STONE_WALL_SENTENCE,
  AGREED_SENTENCE,
  KEY_SENTENCE,
  BARK_SENTENCE,
  SHOT_SENTENCE,
  MR_SENTENCE,
  ROSE_SENTENCE,
  NAME_SENTENCE,
  PLANT_SENTENCE,
  PORT_SENTENCE,
  UNWEPT_SENTENCE,
} from './senses-pages';

const lookUpDandy = (page: Page) => lookUp(page, DANDY_SENTENCE, 'dandy');

const WEBSTER = 'One who affects special finery';
const WORDNET = 'much concerned with his dress';

test('on a page of older English, Webster’s 1913’s sense leads', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-older.html'));
  const text = await lookUpDandy(page);
  expect(text).toContain(WEBSTER);
  const wordnet = text.indexOf(WORDNET);
  expect(wordnet === -1 || text.indexOf(WEBSTER) < wordnet, text).toBe(true);
  // Webster's "A dandy roller. See below." points to a part of its entry no answer carries: it is not shown.
  expect(text).not.toContain('See below');
});

test('on a page of today’s English, WordNet’s sense leads', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-modern.html'));
  const text = await lookUpDandy(page);
  expect(text).toContain(WORDNET);
  const webster = text.indexOf(WEBSTER);
  expect(webster === -1 || text.indexOf(WORDNET) < webster, text).toBe(true);
});

test('a lookup read in a sentence is ranked in the background, weighing meaning by the extension’s own word vectors', async ({
  page,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  type Ranked = { data?: { definitions: unknown[]; senses?: { groups: { definitions: unknown[] }[] }; meaningWeighed?: boolean } };
  const sentence = 'He walked about town as a dandy in fine clothes.';
  const ask = (read: boolean) =>
    page.evaluate(
      (context) => chrome.runtime.sendMessage({ type: 'lookup', word: 'dandy', ...(context && { context }) }),
      read ? { sentence, start: sentence.indexOf('dandy') } : undefined,
    ) as Promise<Ranked>;
  // The first lookup starts reading the table and may be answered before it is read.
  await expect.poll(async () => (await ask(true)).data?.meaningWeighed, { timeout: 10_000 }).toBe(true);
  const { senses } = (await ask(true)).data ?? {};
  expect(senses?.groups.flatMap((group) => group.definitions).length).toBeGreaterThan(1);
  // Read in no sentence, there is no meaning to weigh.
  expect((await ask(false)).data?.meaningWeighed).toBeUndefined();
});

test('where the sentence leaves the sense open the bubble says so, offering the two likeliest as equals; where it does not, one leads', async ({
  page,
  site,
  glossa,
}, testInfo) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-unsure.html'));
  // Which bass is too loud: the range, the voice, the part? The sentence does not say.
  const bass = await lookUp(page, BASS_SENTENCE, 'bass');
  expect(bass).toContain('Here, probably');
  // Two of its musical senses are offered as equals, one "or" the other (which two, in which order, is the ranker's).
  const musical = [
    'the lowest part of the musical range',
    'the lowest adult male singing voice',
    'the lowest part in polyphonic music',
    'an adult male singer with the lowest voice',
    'the member with the lowest range of a family of musical instruments',
  ];
  const [first, second] = musical
    .map((sense) => bass.indexOf(sense))
    .filter((at) => at > bass.indexOf('Here, probably'))
    .sort((a, b) => a - b);
  expect(second, bass).toBeDefined();
  expect(bass.slice(first, second)).toMatch(/\bor\b/);
  // No fish between: what is too loud is no fish. And it is said as the voice is: ˈbeɪs.
  expect(bass.slice(bass.indexOf('Here, probably'), second)).not.toMatch(/fish/);
  expect(bass).toContain('ˈbeɪs');
  expect(bass).not.toContain('ˈbæs');
  await page.screenshot({ path: testInfo.outputPath('unsure-bass.png') });
  await page.keyboard.press('Escape');
  // A plant that was closed is a factory: one sense leads, as ever.
  const plant = await lookUp(page, PLANT_SENTENCE, 'plant');
  expect(plant).not.toContain('Here, probably');
  expect(await firstSenseShown(page)).toContain('buildings for carrying on industrial labor');
});

test('a database manual opens "port" on its computing sense; a novel, on the harbour', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-manual.html'));
  await lookUp(page, PORT_SENTENCE, 'port');
  expect(await firstSenseShown(page)).toMatch(/computer circuit/);
  await page.goto(site.url('/senses-novel.html'));
  await lookUp(page, PORT_SENTENCE, 'port');
  expect(await firstSenseShown(page)).toMatch(/seaport or airport/);
});

test('a name of the story is said to be one; a stub of Webster’s shows what it points to, never “See …” itself', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-story.html'));
  expect(await lookUp(page, NAME_SENTENCE, 'Hudson')).toContain('a name here');
  await page.keyboard.press('Escape');
  // "Unwept: See wept." is answered with what the un- of "wept" makes of it.
  const unwept = await lookUp(page, UNWEPT_SENTENCE, 'unwept');
  expect(lettersOf(await firstSenseShown(page))).toMatch(/^Notwept/);
  expect(unwept).not.toMatch(/See wept/i);
  await page.keyboard.press('Escape');
  // "Centring: See Centring." points to itself: the real entry is found.
  const centring = await lookUp(page, CENTRING_SENTENCE, 'centring');
  expect(lettersOf(await firstSenseShown(page))).toContain(
    lettersOf('A temporary structure upon which the materials of a vault or arch are supported'),
  );
  expect(centring).not.toMatch(/See Centring/i);
});

test('a form opens on the entry its sentence makes it: "on the ground" is no past of grind, "he leaves" no plural of leaf, "she closed" no adjective, and said as the verb', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-story.html'));
  // An irregular verb form read as a noun: its own entry.
  const ground = await lookUp(page, GROUND_SENTENCE, 'ground');
  expect(await firstSenseShown(page)).toMatch(/earth|land|soil|surface/i);
  expect(ground).not.toMatch(/of grind/i);
  await page.keyboard.press('Escape');
  // A verb in -s that is also an irregular plural, read as a verb: the verb, which the bubble names.
  const leaves = await lookUp(page, LEAVES_SENTENCE, 'leaves', 'leave');
  expect(await firstSenseShown(page)).toMatch(/go away|depart|leave/i);
  expect(leaves).not.toMatch(/photosynthesis|plural of leaf/i);
  await page.keyboard.press('Escape');
  // A regular past right after its subject: the verb, though "closed" is an adjective's entry of its own.
  const closed = await lookUp(page, CLOSED_SENTENCE, 'closed', 'close');
  expect(await firstSenseShown(page)).toMatch(/opening or passage is obstructed|shut/i);
  // Said as the verb is, not as the adjective (a close race) that the dictionary reads first.
  expect(closed).toContain('ˈkloʊz');
  expect(closed).not.toContain('ˈkloʊs');
});

test('a verb’s irregular form read as a noun opens on its own entry: grey felt, the dove that flew, a lucky shot; a name after a title on no place', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-story.html'));
  // After the word describing it, at its phrase's end: the cloth, not the past of feel.
  const felt = await lookUp(page, FELT_SENTENCE, 'felt');
  expect(felt).toMatch(/fabric|cloth|wool|hat/i);
  expect(felt).not.toMatch(/emotional sensation|past tense of feel/i);
  await page.keyboard.press('Escape');
  // Before a verb's irregular past: its subject, the bird, not the past of dive.
  const dove = await lookUp(page, DOVE_SENTENCE, 'dove');
  expect(await firstSenseShown(page)).toMatch(/pigeon/i);
  expect(dove).not.toMatch(/past tense of dive/i);
  await page.keyboard.press('Escape');
  // After a word mostly met as an adjective: the noun.
  const shot = await lookUp(page, SHOT_SENTENCE, 'shot');
  expect(shot).not.toMatch(/past tense of shoot/i);
  await page.keyboard.press('Escape');
  // After "Mr.", a person of the page's own, headed as the page writes it: said so, and no university opens the bubble.
  const brown = await lookUp(page, MR_SENTENCE, 'Brown');
  expect(await firstSenseShown(page)).not.toMatch(/university/i);
  expect(brown).toMatch(/a name here/i);
  await page.keyboard.press('Escape');
  // A name that is a verb's past too: asked as written, so the bubble heads it Rose and says it is a name, no rising.
  const rose = await lookUp(page, ROSE_SENTENCE, 'Rose');
  expect(rose).toMatch(/a name here/i);
  expect(rose).not.toMatch(/past tense of rise|move upward/i);
});

test('a past’s spelling where no past stands opens on its own entry: turned left, please lay the map, his left hand; the stone wall is the compound, and of stone; the key that opens is a noun, the dogs that bark all night a verb', async ({
  page,
  site,
  glossa,
}, testInfo) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-story.html'));
  // After its subject's verb, a word saying where: left itself, its direction first, no leaving.
  const left = await lookUp(page, LEFT_SENTENCE, 'left');
  expect(await firstSenseShown(page)).toMatch(/left/i);
  expect(left).not.toMatch(/go away from a place/i);
  await page.keyboard.press('Escape');
  // After "please", a verb's plain form: lay's own verb (to put down), not the past of lie.
  const lay = await lookUp(page, LAY_SENTENCE, 'lay');
  expect(await firstSenseShown(page)).toMatch(/put|place|set/i);
  expect(lay).not.toMatch(/past tense of lie/i);
  await page.keyboard.press('Escape');
  // After a possessive, before its noun: the side, headed left, not leave's past.
  const hand = await lookUp(page, LEFT_HAND_SENTENCE, 'left');
  expect(await firstSenseShown(page)).toMatch(/side of the body/i);
  expect(hand).not.toMatch(/past tense of leave|go away from a place/i);
  // Said as left, not as leave: its own reading, asked beside leave's.
  expect(hand).toContain('ˈlɛft');
  expect(hand).not.toContain('ˈliːv');
  await page.screenshot({ path: testInfo.outputPath('left-hand.png') });
  await page.keyboard.press('Escape');
  // A common verb's past that is an adjective of its own too, after its subject: agree's past, not "united by being of the same opinion".
  await lookUp(page, AGREED_SENTENCE, 'agreed', 'agree');
  expect(await firstSenseShown(page)).toMatch(/accord|agreement/i);
  await page.keyboard.press('Escape');
  // The compound it stands in first ("stone wall", asked beside the word); then, between a determiner
  // and its noun, a word mostly a noun there names what the wall is of: no colour.
  await lookUp(page, STONE_WALL_SENTENCE, 'stone');
  expect(await firstSenseShown(page)).toMatch(/^stone wall\s+a fence built of rough stones/);
  const ownSenses = (await sensesShown(page)).filter((sense) => !sense.startsWith('stone wall'));
  expect(ownSenses[0]).toMatch(/mineral|rock/i);
  expect(ownSenses[0]).not.toMatch(/colou?r/i);
  await page.screenshot({ path: testInfo.outputPath('stone-wall.png') });
  await page.keyboard.press('Escape');
  // Before a verb in -s and its object, a noun: the key that opens a lock, not "serving as an essential component".
  await lookUp(page, KEY_SENTENCE, 'key');
  expect(await firstSenseShown(page)).toMatch(/lock/i);
  await page.keyboard.press('Escape');
  // After its plural subject, with when after it ("all night"), the verb: not the noise, nor a tree's.
  await lookUp(page, BARK_SENTENCE, 'bark');
  expect(await firstSenseShown(page)).toMatch(/barking sounds|explosive noise/i);
  expect(await firstSenseShown(page)).not.toMatch(/resembling the bark|covering of the woody/i);
});

test('a preposition before its noun phrase opens on the preposition, sure of it, not on the adverb WordNet has alone', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-story.html'));
  const abaft = await lookUp(page, ABAFT_SENTENCE, 'abaft');
  expect(await firstSenseShown(page)).toMatch(/Behind; toward the stern from/);
  // One sense leads: nothing offered beside it as its equal.
  expect(abaft).not.toMatch(/probably/i);
  expect(abaft).toMatch(/toward the stern of a ship/);
});

const WEBSTERS_NAME = 'Webster’s 1913 (GCIDE):';

/** Whether the bubble's restatement (named Webster's) shows whole, and the height of the sense it is in. */
async function restatementShown(page: Page): Promise<{ expanded: boolean; senseHeight: number }> {
  const nodes = (await bubble(page))?.nodes ?? [];
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const name = nodes.find((node) => node.role?.value === 'button' && node.name?.value === WEBSTERS_NAME);
  let sense = name;
  while (sense && sense.role?.value !== 'listitem') sense = sense.parentId ? byId.get(sense.parentId) : undefined;
  if (!name || !sense?.backendDOMNodeId) throw new Error('no restatement in the bubble');
  const box = await boxOf(page, sense.backendDOMNodeId);
  return {
    expanded: name.properties?.some((property) => property.name === 'expanded' && property.value.value === true) ?? false,
    senseHeight: box.bottom - box.top,
  };
}

/** Letters only: the accessibility tree parts a sense's text where its markup does. */
const lettersOf = (text: string | undefined) => (text ?? '').replace(/^\(.*?\)\s*/, '').replace(/[^\p{L}]/gu, '');

test('exports carry the sense the bubble showed for the sentence: the history’s, and a list’s for a word kept without one', async ({
  page,
  context,
  extensionId,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-kept.html'));
  const shown = new Map<string, string>();
  for (const [word, sentence] of [
    ['canine', CANINE_SENTENCE],
    ['gimp', GIMP_SENTENCE],
  ] as const) {
    expect(sentence).toContain(word);
    const at = await centreOf(page, word);
    await page.mouse.dblclick(at.x, at.y);
    await expect.poll(async () => (await bubble(page))?.name, { timeout: 10_000 }).toBe(word);
    await expect.poll(async () => (await bubble(page))?.text.includes('Looking up'), { timeout: 10_000 }).toBe(false);
    shown.set(word, await firstSenseShown(page));
    expect(shown.get(word)).not.toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  }

  const extension = await context.newPage();
  await extension.goto(`chrome-extension://${extensionId}/popup.html`);
  const send = async <T>(message: object) =>
    ((await extension.evaluate((m) => chrome.runtime.sendMessage(m), message)) as { ok: boolean; data: T }).data;
  type Entry = { key: string; definition?: string; attribution?: string };
  // The lookups are kept on the side: the history holds them once written.
  await expect.poll(async () => (await send<Entry[]>({ type: 'historyExport', query: '' })).filter((e) => shown.has(e.key)).length).toBe(2);
  const history = await send<Entry[]>({ type: 'historyExport', query: '' });
  for (const [word, text] of shown) {
    const entry = history.find((e) => e.key === word);
    expect(lettersOf(text), word).toContain(lettersOf(entry?.definition));
    expect(entry?.attribution, word).toBeTruthy();
  }

  // Words put in a list without a sense (from the popup's box, an import) carry the one their lookup showed.
  const list = await send<{ localId: string }>({ type: 'createList', name: 'Kept senses' });
  try {
    await send({ type: 'addWords', listId: list.localId, words: ['canine', 'gimp'] });
    const exported = await send<{ words: { word: string; sense?: { text: string; source?: string } }[] }>({
      type: 'exportList',
      listId: list.localId,
    });
    for (const [word, text] of shown) {
      const sense = exported.words.find((w) => w.word === word)?.sense;
      expect(lettersOf(text), word).toContain(lettersOf(sense?.text));
      expect(sense?.source, word).toBeTruthy();
    }
  } finally {
    await send({ type: 'deleteList', listId: list.localId });
    await extension.close();
  }
});

test('one sense in WordNet’s words and Webster’s 1913’s is one sense shown, the second wording within it, named', async ({
  page,
  site,
  glossa,
}, testInfo) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-story.html'));
  await lookUp(page, ABANDON_SENTENCE, 'abandon');
  const senses = await sensesShown(page);
  const webster = senses.filter((sense) => sense.includes('To give up absolutely'));
  expect(webster, senses.join('\n')).toHaveLength(1);
  expect(webster[0]).toMatch(/give up with the intent of never claiming again.*Webster’s 1913 \(GCIDE\):\s+To give up absolutely/);
  await page.screenshot({ path: testInfo.outputPath('one-sense-two-wordings.png') });

  // Webster's wording (five lines here) is folded to two under the sense; its name unfolds it.
  const folded = await restatementShown(page);
  expect(folded.expanded).toBe(false);
  await clickInBubble(page, WEBSTERS_NAME);
  await expect.poll(async () => (await restatementShown(page)).expanded).toBe(true);
  // Three more lines of small type, at the least.
  expect((await restatementShown(page)).senseHeight).toBeGreaterThan(folded.senseHeight + 30);
});

test('a verb before its particle opens on the pair, in the sense what follows asks', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-story.html'));
  // The pair is asked as a guess, with calls to spare: the service's rate headers, heard on a first lookup, tell.
  await lookUp(page, ABANDON_SENTENCE, 'abandon');
  await page.keyboard.press('Escape');
  await lookUp(page, GAVE_UP_SENTENCE, 'gave', 'give');
  const senses = await sensesShown(page);
  // (Offered as one of two where the bubble is unsure, a sense says its part of speech first.)
  const phrase = /^(?:verb\s+)?give up\b/;
  expect(senses[0], senses.join('\n')).toMatch(phrase);
  // An -ing form follows: the sense that takes one ("Somebody ----s VERB-ing", WordNet's frame), not "lose the right to".
  expect(senses[0], senses.join('\n')).toMatch(/put an end to a state or an activity/);
  expect(
    senses.some((sense) => !phrase.test(sense)),
    senses.join('\n'),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('gave-up.png') });
});
