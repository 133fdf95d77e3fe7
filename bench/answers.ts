/**
 * Answer quality as a reader meets it: words in running sentences (inflections, irregular
 * verbs, possessives, accents, contractions, capitals at a sentence's start, words that
 * are entries of their own, a phrasal verb, a number), double-clicked in Chromium with the
 * built extension against a local Glossa server. For each: does the bubble name the
 * expected headword, and open on the expected part of speech (and, for a verb before a
 * particle, on the pair's sense or the verb's own)? Prints each miss and the share.
 *
 *   npx wxt build && npm run bench:answers
 */
import { contentScriptWorld } from '../dev/chromium';
import type { CDPSession, Page } from '@playwright/test';
import { startExtensionSession } from './extension-session';

/**
 * A sentence with its word in [brackets], the headword expected, and the part of speech the
 * bubble should lead with; for a verb before a particle, whether its first sense should be the
 * pair's ("give up"), or the verb's own (''): the pair is asked with calls to spare, which the
 * local server has.
 */
type Case = [sentence: string, headword: string | null, partOfSpeech: string | null, leadsWith?: string];

const CASES: Case[] = [
  ['She [went] home early.', 'go', 'verb'],
  ['He [ran] to the station.', 'run', 'verb'],
  ['The dogs were [running] in the park.', 'run', 'verb'],
  ['She [gave] him a book.', 'give', 'verb'],
  ['He [has] two cats.', 'have', 'verb'],
  ['She [thinks] about it often.', 'think', 'verb'],
  ['He [does] his homework at night.', 'do', 'verb'],
  ['This is a [better] plan.', 'better', 'adjective'],
  ['He was [lying] on the sofa.', 'lie', 'verb'],
  ['The [wolves] howled at night.', 'wolf', 'noun'],
  ['The [geese] flew south.', 'goose', 'noun'],
  ["I read the [journal's] latest issue.", 'journal', 'noun'],
  ['I read the [journal’s] latest issue again.', 'journal', 'noun'],
  ['What a [naïve] question that was.', 'naive', 'adjective'],
  ['She danced with [élan] all night.', 'elan', 'noun'],
  ["I [don't] know the answer.", 'do', 'verb'],
  ["She [can't] swim.", 'can', 'verb'],

  ['[Running] is good exercise.', 'running', 'noun'],
  ['The [run] was long and cold.', 'run', 'noun'],
  ['They [run] every morning.', 'run', 'verb'],
  ['The [bank] was closed on Sunday.', 'bank', 'noun'],
  ['Birds [fly] south in winter.', 'fly', 'verb'],
  ['A [fly] landed on the wall.', 'fly', 'noun'],
  ['The [children] played outside.', 'child', 'noun'],
  ['[Mice] ate the cheese.', 'mouse', 'noun'],
  ['She is [happier] now.', 'happy', 'adjective'],
  ['It was the [happiest] day of her life.', 'happy', 'adjective'],
  ['They have [been] there before.', 'be', 'verb'],
  ['The book was [written] in a hurry.', 'write', 'verb'],
  ['She [sang] beautifully.', 'sing', 'verb'],
  ['We [bought] bread and milk.', 'buy', 'verb'],
  ['He [taught] history for years.', 'teach', 'verb'],
  ['Her [teeth] were white.', 'tooth', 'noun'],
  ['She [stopped] the car.', 'stop', 'verb'],
  ['He [carried] the box upstairs.', 'carry', 'verb'],
  ['The [studies] showed little.', 'study', 'noun'],
  ['He [studies] law in Leeds.', 'study', 'verb'],
  ['It was a [quick] decision.', 'quick', 'adjective'],
  ['He walked [quickly] away.', 'quickly', 'adverb'],
  ['We flew to [Paris] in May.', 'Paris', 'noun'],
  ['He has a [cold] again.', 'cold', 'noun'],
  ['It is [cold] outside.', 'cold', 'adjective'],
  ["The [dog's] bone was gone.", 'dog', 'noun'],
  ['The [was] in this sentence is a verb.', 'be', 'verb'],
  ['The [wedding] was lovely.', 'wedding', 'noun'],
  ['They were [wedding] in June.', 'wed', 'verb'],
  ['He [saw] the film twice.', 'see', 'verb'],
  ['She [left] early.', 'leave', 'verb'],
  ['Turn [left] at the corner.', 'left', 'adverb'],
  ['He bought [fresh] bread.', 'fresh', 'adjective'],
  ['She wore [long] dresses to the dance.', 'long', 'adjective'],
  ['That is not [fair] to her.', 'fair', 'adjective'],
  ["We [just] don't know.", 'just', 'adverb'],
  ['There is no problem [here].', 'here', 'adverb'],
  ['Keep [right] at the fork.', 'right', 'adverb'],
  ['The [present] was wrapped in red paper.', 'present', 'noun'],
  ['She will [present] her findings.', 'present', 'verb'],
  ['I [felt] tired after the trip.', 'feel', 'verb'],
  ['The hat was made of [felt].', 'felt', 'noun'],
  ['They [live] in a small flat.', 'live', 'verb'],
  ['The band played a [live] show.', 'live', 'adjective'],
  ['The children were [building] a sandcastle.', 'build', 'verb'],
  ['The new [building] has ten floors.', 'building', 'noun'],
  ['He [lives] near the park.', 'live', 'verb'],
  ['Cats have nine [lives].', 'life', 'noun'],
  ['Prices [rose] sharply last year.', 'rise', 'verb'],
  ['The [rose] in the vase had wilted.', 'rose', 'noun'],
  ['He kept [quiet] during the meeting.', 'quiet', 'adjective'],
  ['Soldiers who [desert] are punished.', 'desert', 'verb'],
  ['I closed my [eyes] and slept.', 'eye', 'noun'],
  ['It took ten [minutes] to walk there.', 'minute', 'noun'],
  ['We met three [years] ago.', 'year', 'noun'],
  ['There are many [bends] in the road.', 'bend', 'noun'],
  ['He [needs] help with the move.', 'need', 'verb'],
  ['She raised her [hands] above her head.', 'hand', 'noun'],
  ['The [days] are getting shorter.', 'day', 'noun'],
  ['In [1961] the corpus was made.', null, null],
  ['She [gave up] smoking last year.', 'give up', 'verb'],
  // Added with the grammar that reads them (a plural describing a noun, a verb with no other after it, a noun
  // before a subject, an adjective saying what a verb leaves its object), with sentences of each kind it must leave alone.
  ['She opened a savings [account] at the bank.', 'account', 'noun'],
  ['The river [runs] through the valley.', 'run', 'verb'],
  ['The car [parts] in the box are new.', 'part', 'noun'],
  ['At [present] we have no plans.', 'present', 'noun'],
  ['She painted the wall [white].', 'white', 'adjective'],
  ['They left the door [open] all night.', 'open', 'adjective'],
  ['He found the room [empty].', 'empty', 'adjective'],
  ['He left the house [key] on the table.', 'key', 'noun'],
  ['The old man [lives] alone by the sea.', 'live', 'verb'],
  ['They saved many [lives] that day.', 'life', 'noun'],
  ['The water was [still] and clear.', 'still', 'adjective'],
  ['He earned a [living] as a teacher.', 'living', 'noun'],
  // A verb and its particle, one verb; and a particle that is a direction, the verb alone.
  ['She [gave] back the money she had borrowed.', 'give', 'verb', 'give back'],
  ['The band [broke] up after ten years.', 'break', 'verb', 'break up'],
  ['Roadworks [held] up the traffic for an hour.', 'hold', 'verb', 'hold up'],
  ['They [put] off the wedding until spring.', 'put', 'verb', 'put off'],
  ['He never [showed] up for the interview.', 'show', 'verb', 'show up'],
  ['He [brought] up the subject at dinner.', 'bring', 'verb', 'bring up'],
  ['The weather [cleared] up in the afternoon.', 'clear', 'verb', 'clear up'],
  ['She [climbed] up the ladder.', 'climb', 'verb', ''],
  ['He [walked] over the bridge to the station.', 'walk', 'verb', ''],
  ['She [swam] out to the boat.', 'swim', 'verb', ''],
  ['He [looked] up at the sky.', 'look', 'verb', ''],
  ['She [put] on her coat and left.', 'put', 'verb', 'put on'],
  ['Please [fill] in the form.', 'fill', 'verb', 'fill in'],
  ['He [sat] on the chair by the door.', 'sit', 'verb', ''],
  ['Make sure to [back] up the database first.', 'back', 'verb', 'back up'],
  ['She [turned] down the job offer in the end.', 'turn', 'verb', 'turn down'],
  ['He [looked] out the window at the rain.', 'look', 'verb', ''],
  // A preposition's noun before another phrase; where a verb of going goes; a verb in -s that is an entry's plural too.
  ['In [spring] the meadows are full of flowers.', 'spring', 'noun'],
  ['The house stood on a [hill] above the town.', 'hill', 'noun'],
  ['She went to [bed] early that night.', 'bed', 'noun'],
  ['She [tears] the letter in half.', 'tear', 'verb'],
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const page$ = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Answers</title></head>
<body style="font: 16px/1.6 Georgia, serif; max-width: 40em; margin: 2em auto">${CASES.map(
  ([sentence], i) => `<p>${escape(sentence).replace(/\[(.+?)\]/, `<span id="w${i}">$1</span>`)}</p>`,
).join('\n')}</body></html>`;

interface AxNode {
  nodeId: string;
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
  childIds?: string[];
}

/** The bubble's words before the two senses it offers as equals (public/_locales/en/messages.json, bubbleProbably). */
const PROBABLY = 'Here, probably';
const PART_OF_SPEECH = /^(?:noun|verb|adjective|adverb|pronoun|preposition|conjunction|interjection|abbreviation)/;

/** The bubble's headword and the parts of speech it shows, in order, read from the accessibility tree. */
async function shownIn(cdp: CDPSession): Promise<{ headword?: string; partsOfSpeech: string[]; firstSense: string } | undefined> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const dialog = nodes.find((node) => node.role?.value === 'dialog');
  if (!dialog) return undefined;
  const headings: { level: number; name: string }[] = [];
  // Where the bubble is unsure, its two likeliest senses come first as equals ("Here, probably …
  // or …"), each naming its part of speech in its own line, not a heading: the first names the part it leads with.
  let offered: 'no' | 'looking' | 'found' = 'no';
  let leading: string | undefined;
  // The first sense's words, its part of speech where it says one: "verb give up put an end to…".
  const firstSense: string[] = [];
  let inFirstSense: 'before' | 'in' | 'after' = 'before';
  const walk = (node: AxNode) => {
    const text = node.role?.value === 'StaticText' ? (node.name?.value ?? '') : '';
    const item = node.role?.value === 'listitem' && inFirstSense === 'before';
    if (item) inFirstSense = 'in';
    if (inFirstSense === 'in' && text) firstSense.push(text.trim());
    if (text === PROBABLY && offered === 'no') offered = 'looking';
    else if (offered === 'looking' && PART_OF_SPEECH.test(text)) [leading, offered] = [text, 'found'];
    if (node.role?.value === 'heading') {
      const level = Number(node.properties?.find((p) => p.name === 'level')?.value.value ?? 0);
      headings.push({ level, name: node.name?.value ?? '' });
    }
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (child) walk(child);
    }
    if (item) inFirstSense = 'after';
  };
  walk(dialog);
  const parts = headings.filter((h) => h.level === 3).map((h) => h.name);
  return {
    headword: headings.find((h) => h.level === 2)?.name,
    partsOfSpeech: leading ? [leading, ...parts] : parts,
    // (A numbered sense's marker, "1.", is no word of it.)
    firstSense: firstSense
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/^\d+\.\s*/, ''),
  };
}

async function lookUp(page: Page, index: number, selectAll: boolean) {
  const target = page.locator(`#w${index}`);
  if (selectAll) {
    // A phrase is selected and looked up through the keyboard shortcut's route.
    await target.evaluate((element) => getSelection()?.selectAllChildren(element));
    return 'phrase';
  }
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`no box for case ${index}`);
  await page.mouse.dblclick(box.x + 4, box.y + box.height / 2);
  return 'word';
}

async function main() {
  const session = await startExtensionSession(page$, 'answers');
  const { context, worker, extensionId } = session;
  const misses: string[] = [];
  let right = 0;
  try {
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) page.on('console', (message) => console.log('page:', message.text()));
    await page.goto(session.siteUrl);
    const cdp = await context.newCDPSession(page);
    await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
    for (const [index, [sentence, headword, partOfSpeech, leadsWith]] of CASES.entries()) {
      const phrase = /\[[^\]]* [^\]]*\]/.test(sentence);
      await lookUp(page, index, phrase);
      if (phrase) {
        await page.bringToFront();
        // What the keyboard shortcut does in the background: ask the tab's frames.
        await worker.evaluate(async (url) => {
          const api = (
            globalThis as unknown as {
              chrome: {
                tabs: { query(q: object): Promise<{ id: number; url: string }[]>; sendMessage(id: number, m: object): Promise<unknown> };
              };
            }
          ).chrome;
          const tab = (await api.tabs.query({})).find((t) => t.url === url);
          if (tab) await api.tabs.sendMessage(tab.id, { type: 'glossa:lookUpSelection' }).catch(() => undefined);
        }, page.url());
      }
      let shown: Awaited<ReturnType<typeof shownIn>>;
      // A number opens nothing: wait a little, then check that nothing opened.
      const until = Date.now() + (headword === null ? 1500 : 5000);
      do {
        await page.waitForTimeout(50);
        shown = await shownIn(cdp);
      } while ((headword === null || !shown?.partsOfSpeech.length) && Date.now() < until);
      const got = shown ? `${shown.headword ?? '?'} (${shown.partsOfSpeech.join(', ') || 'no senses'}): ${shown.firstSense}` : 'no bubble';
      // The first sense of a verb and its particle opens on the pair, named ("verb give up …"); the verb's own, on its gloss.
      const pairFirst = shown && headword ? new RegExp(`^(?:verb )?${headword} [a-z]+\\b`).exec(shown.firstSense)?.[0] : undefined;
      const firstOk = leadsWith === undefined || (pairFirst?.replace(/^verb /, '') ?? '') === leadsWith;
      const ok =
        headword === null
          ? !shown
          : shown?.headword === headword && shown.partsOfSpeech[0]?.startsWith(partOfSpeech ?? '') === true && firstOk;
      if (ok) right++;
      else
        misses.push(
          `  ${sentence}  expected ${headword === null ? 'no bubble' : `${headword} (${partOfSpeech}${leadsWith ? `, first ${leadsWith}` : ''})`}, got ${got}`,
        );
      await page.keyboard.press('Escape');
      await page.evaluate(() => getSelection()?.removeAllRanges());
    }
  } finally {
    await session.close();
  }
  console.log(`Answer quality: ${CASES.length} words in sentences, double-clicked in Chromium against a local Glossa server`);
  console.log(`  right headword and part of speech: ${right}/${CASES.length} (${Math.round((100 * right) / CASES.length)}%)`);
  if (misses.length) console.log(`  misses:\n${misses.join('\n')}`);
}

await main();
