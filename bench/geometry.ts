/**
 * Where the bubble opens, as a reader sees it: a word placed at each corner, the middle of
 * each edge and the middle of a 1280×800, a 400×720 and a 320×640 window, double-clicked in
 * Chromium with the built extension against a local Glossa server, for a short entry and a
 * long one. A placement passes when the bubble leaves the word uncovered, stays inside the
 * window, and shows its actions (Add to list, More) without any scrolling.
 *
 *   npx wxt build && npm run bench:geometry
 *
 * The bubble's closed shadow root is read through the DevTools protocol (which pierces it),
 * after the late example and synonyms have arrived and the bubble has been placed again.
 */
import type { CDPSession, Page } from '@playwright/test';
import { startExtensionSession } from './extension-session';

const WINDOWS = [
  { width: 1280, height: 800 },
  { width: 400, height: 720 },
  { width: 320, height: 640 },
];
const SPOTS: Record<string, string> = {
  'top left': 'left: 8px; top: 8px',
  top: 'left: 50%; top: 8px; transform: translateX(-50%)',
  'top right': 'right: 8px; top: 8px',
  left: 'left: 8px; top: 50%; transform: translateY(-50%)',
  middle: 'left: 50%; top: 50%; transform: translate(-50%, -50%)',
  right: 'right: 8px; top: 50%; transform: translateY(-50%)',
  'bottom left': 'left: 8px; bottom: 8px',
  bottom: 'left: 50%; bottom: 8px; transform: translateX(-50%)',
  'bottom right': 'right: 8px; bottom: 8px',
};
/** A short entry and a long one (many senses, so the bubble must shrink and scroll inside). */
const WORDS = ['goose', 'run'];

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One page for every placement: its address's query says which word goes where. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Geometry</title></head>
<body style="margin: 0; font: 16px/1.5 sans-serif"><p style="margin: 40px">Words in the corners of a window.</p>
<span id="w" style="position: fixed"></span>
<script>
  const query = new URLSearchParams(location.search);
  const word = document.getElementById('w');
  word.textContent = query.get('word');
  word.style.cssText += ${JSON.stringify(';')} + (${JSON.stringify(SPOTS)})[query.get('spot')];
</script></body></html>`;

async function boxOf(cdp: CDPSession, nodeId: number): Promise<Box> {
  const { model } = await cdp.send('DOM.getBoxModel', { nodeId });
  const [left = 0, top = 0, , , right = 0, bottom = 0] = model.border;
  return { left, top, right, bottom };
}

/** The bubble's box and its actions' boxes, once it shows an answer; undefined if it never does. */
async function bubbleBoxes(cdp: CDPSession): Promise<{ bubble: Box; actions: Box[] } | undefined> {
  for (let i = 0; i < 100; i++) {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const host = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'glossa-bubble' });
    if (host.nodeId) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId: host.nodeId, depth: 1, pierce: true });
      const shadow = node.shadowRoots?.[0];
      const { nodeIds: shadows } = shadow
        ? await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [shadow.backendNodeId] })
        : { nodeIds: [] };
      const shadowId = shadows[0];
      const wrap = shadowId ? await cdp.send('DOM.querySelector', { nodeId: shadowId, selector: '.wrap[data-state="answer"]' }) : undefined;
      if (shadowId && wrap?.nodeId) {
        const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: shadowId, selector: '.actions button' });
        return { bubble: await boxOf(cdp, wrap.nodeId), actions: await Promise.all(nodeIds.map((id) => boxOf(cdp, id))) };
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 && inner.top >= outer.top - 0.5 && inner.right <= outer.right + 0.5 && inner.bottom <= outer.bottom + 0.5;

async function measure(page: Page, cdp: CDPSession, url: string, viewport: { width: number; height: number }) {
  await page.goto(url);
  const word = await page.locator('#w').boundingBox();
  if (!word) throw new Error('no word on the page');
  await page.mouse.dblclick(word.x + word.width / 2, word.y + word.height / 2);
  // The answer, then the late example and synonyms, then the bubble placed again.
  if (!(await bubbleBoxes(cdp))) return { problems: ['no bubble'] };
  await page.waitForTimeout(500);
  const seen = await bubbleBoxes(cdp);
  if (!seen) return { problems: ['the bubble closed'] };
  const window = { left: 0, top: 0, right: viewport.width, bottom: viewport.height };
  const wordBox = { left: word.x, top: word.y, right: word.x + word.width, bottom: word.y + word.height };
  const problems = [
    ...(overlaps(seen.bubble, wordBox) ? ['covers the word'] : []),
    ...(inside(seen.bubble, window) ? [] : ['leaves the window']),
    ...(seen.actions.length === 2 && seen.actions.every((action) => inside(action, seen.bubble) && inside(action, window))
      ? []
      : ['actions out of sight']),
  ];
  return { problems, bubble: seen.bubble };
}

async function main() {
  const { context, siteUrl, close } = await startExtensionSession(PAGE, 'geometry');
  let passed = 0;
  let total = 0;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    console.log(`Bubble geometry: Chromium ${context.browser()?.version() ?? ''}, words ${WORDS.join(' and ')}, local Glossa server`);
    for (const viewport of WINDOWS) {
      await page.setViewportSize(viewport);
      const failures: string[] = [];
      let here = 0;
      for (const spot of Object.keys(SPOTS)) {
        for (const word of WORDS) {
          const { problems, bubble } = await measure(page, cdp, `${siteUrl}?spot=${encodeURIComponent(spot)}&word=${word}`, viewport);
          total++;
          if (problems.length === 0) here++;
          else failures.push(`${word} at ${spot}: ${problems.join(', ')} ${bubble ? JSON.stringify(bubble) : ''}`);
        }
      }
      passed += here;
      console.log(`  ${viewport.width}×${viewport.height}  ${here} of ${Object.keys(SPOTS).length * WORDS.length} placements pass`);
      for (const failure of failures) console.log(`    ${failure}`);
    }
    console.log(`  all windows  ${passed} of ${total} placements: the word uncovered, the bubble inside the window, its actions in sight`);
  } finally {
    await close();
  }
  if (passed < total) process.exitCode = 1;
}

await main();
