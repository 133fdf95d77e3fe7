/**
 * The marks as a reader sees them, read from a screenshot's pixels: which words on the screen
 * have an underline of a list word's colour at their foot, how that line stands out from the
 * page behind it (WCAG's contrast ratio), and whether any such colour is painted anywhere else
 * (an underline misplaced, or drawn under a word not in the list). The words' places are read
 * from the page's layout (their ranges' boxes), the underlines from the picture alone.
 */
import type { CDPSession, Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readPng, type Picture } from '../firefox/png';
import { test } from './fixtures';

/** Where the screenshots of marks are kept (not in the project). */
const SHOTS = 'test-results/marks';

/** A word as the screen shows it: its box in the screenshot's pixels. */
interface OnScreen {
  word: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a word's foot holds. */
interface Foot {
  word: string;
  /** The share of the word's width with a pixel of the underline's colour at its foot. */
  covered: number;
  /** The underline's colour there (its most saturated pixels), and the page's behind the word (its commonest). */
  line?: [number, number, number];
  background: [number, number, number];
  /** WCAG's contrast ratio of the two. */
  contrast: number;
}

export interface SeenMarks {
  /** The words among those asked for that are underlined (most of their width), in the screen's order, each time. */
  underlined: string[];
  feet: Foot[];
  /** Pixels of an underline's colour that are at no list word's foot. */
  stray: number;
  /** One of them, to look for in the screenshot. */
  strayAt?: [number, number];
}

/**
 * An underline's pixel: the marks' violet (#8b5cf6, a new word's), alone or smoothed into any
 * grey or white or black page (a zoomed-out page draws a line of 2 CSS pixels over parts of
 * device pixels). Greys, the text of a page, have red, green and blue alike.
 */
const violet = ([r, g, b]: [number, number, number]) => b - g > 35 && r - g > 8 && b > r;

/** A word is underlined when its foot has the colour across this share of its width (a dotted line's dots and gaps). */
const UNDERLINED_SHARE = 0.3;

/** WCAG's relative luminance of an sRGB colour. */
function luminance(colour: [number, number, number]): number {
  const [r = 0, g = 0, b = 0] = colour.map((n) => {
    const c = n / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Every whole-word occurrence of `words` that the screen shows, in the screenshot's pixels
 * (the page's CSS pixels, less what the visual viewport is scrolled, times its zoom and the
 * device's pixel ratio), in the page's order.
 */
function wordsOnScreen(page: Page, words: readonly string[], pixelsPerCss: number): Promise<OnScreen[]> {
  return page.evaluate(
    ({ words, pixelsPerCss }) => {
      const { offsetLeft, offsetTop, width, height } = visualViewport as VisualViewport;
      const factor = pixelsPerCss;
      const found: OnScreen[] = [];
      const pattern = new RegExp(`(?<![\\p{L}'’])(${words.join('|')})(?![\\p{L}'’])`, 'gu');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node as Text).data.matchAll(pattern)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const box = range.getBoundingClientRect();
          const [left, right] = [box.left - offsetLeft, box.right - offsetLeft];
          const [top, bottom] = [box.top - offsetTop, box.bottom - offsetTop];
          if (box.width === 0 || left < 0 || top < 0 || right > width || bottom > height) continue;
          found.push({ word: match[0], left: left * factor, right: right * factor, top: top * factor, bottom: bottom * factor });
        }
      }
      return found;
    },
    { words, pixelsPerCss },
  );
}

/** The rows of a word's foot: the underline is drawn inside its box, its last 2 CSS pixels, give or take smoothing. */
function footRows(word: OnScreen, pixelsPerCss: number): [number, number] {
  return [Math.floor(word.bottom - 3 * pixelsPerCss), Math.ceil(word.bottom + pixelsPerCss)];
}

/** The colour seen most in the word's box: the page behind it (its letters are the lesser part). */
function commonest(picture: Picture, word: OnScreen): [number, number, number] {
  const counts = new Map<string, number>();
  for (let y = Math.ceil(word.top); y < Math.floor(word.bottom); y++)
    for (let x = Math.ceil(word.left); x < Math.floor(word.right); x++) {
      const key = picture.at(x, y).join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const [key = '255,255,255'] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return key.split(',').map(Number) as [number, number, number];
}

function foot(picture: Picture, word: OnScreen, pixelsPerCss: number): Foot {
  const [from, to] = footRows(word, pixelsPerCss);
  const columns = new Set<number>();
  const lines: [number, number, number][] = [];
  for (let x = Math.ceil(word.left); x < Math.floor(word.right); x++)
    for (let y = from; y <= to; y++) {
      const colour = picture.at(x, y);
      if (!violet(colour)) continue;
      columns.add(x);
      lines.push(colour);
    }
  // The line's own colour: its most saturated pixels (those least smoothed into the page).
  lines.sort((a, b) => b[2] - b[1] - (a[2] - a[1]));
  const line = lines[0];
  const background = commonest(picture, word);
  return {
    word: word.word,
    covered: columns.size / Math.max(1, Math.floor(word.right) - Math.ceil(word.left)),
    ...(line && { line }),
    background,
    contrast: line ? contrast(line, background) : 1,
  };
}

/**
 * Takes what the screen shows now (`shoot`), keeps it as test-results/marks/`name`.png, and
 * reads from it which of `listWords` and `otherWords` (as the page writes them) are underlined,
 * and whether anything else is painted in an underline's colour.
 */
export async function seenMarks(
  page: Page,
  name: string,
  shoot: () => Promise<Buffer>,
  listWords: readonly string[],
  otherWords: readonly string[],
): Promise<SeenMarks> {
  const png = await shoot();
  const picture = readPng(png);
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/${name}.png`, png);
  // The shot is of the visual viewport.
  const pixelsPerCss = picture.width / (await page.evaluate(() => (visualViewport as VisualViewport).width));
  const after = await wordsOnScreen(page, [...listWords, ...otherWords], pixelsPerCss);
  const feet = after.map((word) => foot(picture, word, pixelsPerCss));
  // Every pixel of the colour must be at a list word's foot.
  const listFeet = after.filter((word) => listWords.includes(word.word));
  const atAFoot = (x: number, y: number) =>
    listFeet.some((word) => {
      const [from, to] = footRows(word, pixelsPerCss);
      return y >= from && y <= to && x >= Math.floor(word.left) - 1 && x <= Math.ceil(word.right);
    });
  let stray = 0;
  let strayAt: [number, number] | undefined;
  for (let y = 0; y < picture.height; y++)
    for (let x = 0; x < picture.width; x++)
      if (violet(picture.at(x, y)) && !atAFoot(x, y)) {
        stray++;
        strayAt ??= [x, y];
      }
  return {
    underlined: feet.filter((f) => f.covered >= UNDERLINED_SHARE).map((f) => f.word),
    feet,
    stray,
    ...(strayAt && { strayAt }),
  };
}

/** Notes, with the test's results, how far the underlines stood out from the page in `where`'s screenshot. */
export function noteContrast(seen: SeenMarks, listWords: readonly string[], where: string): void {
  const contrasts = seen.feet.filter((foot) => listWords.includes(foot.word)).map((foot) => foot.contrast);
  test.info().annotations.push({
    type: where,
    description: `${contrasts.length} underlines, contrast with the page ${Math.min(...contrasts).toFixed(2)} to ${Math.max(...contrasts).toFixed(2)}`,
  });
}

/**
 * A screenshot of what the page shows, through DevTools (Playwright's own would set a phone's
 * window size again), by the session that emulates the phone, if one does: the screen's pixels
 * are then the phone's (another session's shot is of one pixel a CSS pixel).
 */
export async function screenOf(cdp: CDPSession): Promise<Buffer> {
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  return Buffer.from(data, 'base64');
}
