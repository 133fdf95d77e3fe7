/**
 * What a phone's reader meets on one of Glossa's own pages (tests/e2e/phone-pages.spec.ts): the
 * page scrolled sideways or not, the controls a finger cannot hit (under 44 px either way), and
 * controls whose boxes run into each other. Read in the page, the bubble's shadow roots too.
 */
import type { CDPSession, Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { asPhone } from './phone-support';

/** A finger's smallest target, each way: the size the pages' touch rules give (components/base.css). */
const FINGER = 44;

interface PageAudit {
  /** Whether the page was read as a phone's: a finger its only pointer. */
  finger: boolean;
  /** The document's width and the window's: the first more than the second is a sideways scroll. */
  scrollWidth: number;
  width: number;
  /** What reaches past the window's right edge, named. */
  stickingOut: string[];
  /** Visible controls smaller than a finger, named with their size. */
  small: string[];
  /** Pairs of controls whose boxes overlap (one inside the other is not counted). */
  overlapping: string[];
}

/** Reads the page as it is laid out now. */
export function auditPage(page: Page): Promise<PageAudit> {
  return page.evaluate((finger) => {
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        all.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    const name = (element: Element) => {
      const classes =
        typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes} "${text}"`;
    };
    const width = document.documentElement.clientWidth;
    const stickingOut = all.filter((element) => element.getBoundingClientRect().right > width + 0.5).map(name);

    // A checkbox's or a radio button's target is its label, which a tap toggles it through.
    const targets = all
      .filter((element) => element.matches('a[href], button, input:not([type="hidden"]), select, textarea, summary'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const label = element.matches('input[type="checkbox"], input[type="radio"]') ? element.closest('label') : null;
        return { element, box: (label ?? element).getBoundingClientRect() };
      })
      // Kept for screen readers alone (a visually hidden file input under its button).
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const small = targets
      .filter(({ box }) => box.width < finger - 0.5 || box.height < finger - 0.5)
      .map(({ element, box }) => `${name(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    const overlapping: string[] = [];
    for (const [i, a] of targets.entries())
      for (const b of targets.slice(i + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        const nested = a.element.contains(b.element) || b.element.contains(a.element);
        if (across > 1 && down > 1 && !nested) overlapping.push(`${name(a.element)} / ${name(b.element)}`);
      }
    return {
      finger: matchMedia('(pointer: coarse) and (hover: none)').matches,
      scrollWidth: document.documentElement.scrollWidth,
      width,
      stickingOut: stickingOut.slice(0, 5),
      small,
      overlapping,
    };
  }, FINGER);
}

/**
 * Saves the whole page (all its height) as test-results/touch-pages/`name`.png, through DevTools:
 * Playwright's own screenshot, and DevTools' of more than the viewport, set the window's size
 * again, which would end the phone's emulation. So the phone's screen is made as tall as the
 * page for the shot, and is the phone's again after.
 */
export async function screenshotPage(page: Page, cdp: CDPSession, name: string, screen: { width: number; height: number }) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await asPhone(page, { width: screen.width, height: Math.max(height, screen.height) }, cdp);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  await asPhone(page, screen, cdp);
  mkdirSync('test-results/touch-pages', { recursive: true });
  writeFileSync(`test-results/touch-pages/${name}.png`, Buffer.from(data, 'base64'));
}
