// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { declaredScheme, luminance, pageScheme } from '../../../entrypoints/content/page-scheme';
import { frameTooSmall } from '../../../entrypoints/content/frame-relay';

afterEach(() => {
  document.head.replaceChildren();
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
});

describe('the page’s colour scheme, for the bubble', () => {
  it('reads one scheme from a color-scheme value; both, none or normal follow the browser', () => {
    expect(declaredScheme('dark')).toBe('dark');
    expect(declaredScheme('only light')).toBe('light');
    expect(declaredScheme('light dark')).toBeUndefined();
    expect(declaredScheme('normal')).toBeUndefined();
    expect(declaredScheme(undefined)).toBeUndefined();
  });

  it('tells a dark background from a light or transparent one', () => {
    expect(luminance('rgb(0, 0, 0)')).toBe(0);
    expect(luminance('rgb(255, 255, 255)')).toBeCloseTo(1);
    expect(luminance('rgba(0, 0, 0, 0)')).toBeUndefined();
    expect(luminance('transparent')).toBeUndefined();
  });

  it('follows a page’s meta declaration first, then a dark background; otherwise the browser', () => {
    expect(pageScheme()).toBeUndefined();
    document.body.style.backgroundColor = 'rgb(18, 18, 18)';
    expect(pageScheme()).toBe('dark');
    document.head.innerHTML = '<meta name="color-scheme" content="light">';
    expect(pageScheme()).toBe('light');
    document.head.innerHTML = '<meta name="color-scheme" content="light dark">';
    expect(pageScheme()).toBeUndefined();
    document.head.replaceChildren();
    document.body.style.backgroundColor = 'rgb(250, 250, 250)';
    expect(pageScheme()).toBeUndefined();
  });
});

describe('a frame too small for the bubble', () => {
  const wordAt = (top: number) => ({ left: 20, top, width: 60, height: 18 });
  it('is a frame narrower than the bubble, or short on both sides of the word; a top page never is', () => {
    expect(frameTooSmall(wordAt(20), { width: 400, height: 200 }, false)).toBe(true);
    expect(frameTooSmall(wordAt(20), { width: 250, height: 800 }, false)).toBe(true);
    expect(frameTooSmall(wordAt(20), { width: 600, height: 400 }, false)).toBe(false);
    expect(frameTooSmall(wordAt(350), { width: 600, height: 400 }, false)).toBe(false);
    expect(frameTooSmall(wordAt(20), { width: 320, height: 200 }, true)).toBe(false);
  });
});
