/**
 * The page's colour scheme, for the bubble to match it: what the page declares (its
 * `<meta name="color-scheme">`, or `color-scheme` on its root element), else a dark page
 * background, which says "dark" as plainly as a declaration. A page that declares both
 * schemes, or nothing and has a light or no background, follows the browser: the bubble
 * then does too (its style sheet's `light-dark()` colours follow the browser's preference).
 */
export type Scheme = 'light' | 'dark';

/** The one scheme a `color-scheme` value asks for; undefined for both, none, or `normal`. */
export function declaredScheme(value: string | null | undefined): Scheme | undefined {
  const words = (value ?? '').toLowerCase().split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  return light === dark ? undefined : light ? 'light' : 'dark';
}

/** Relative luminance (WCAG) of an opaque `rgb()`/`rgba()` colour; undefined when it is (mostly) transparent or not rgb. */
export function luminance(color: string): number | undefined {
  const match = /^rgba?\(([^)]+)\)$/.exec(color.trim());
  const parts = match?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3 || parts.some((n) => Number.isNaN(n)) || (parts[3] ?? 1) < 0.5) return undefined;
  const [r = 0, g = 0, b = 0] = parts.map((n) => {
    const c = n / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Below this luminance a page background is dark (#333 is about 0.03, #777 about 0.18). */
const DARK_BACKGROUND = 0.1;

/** The scheme the page asks the bubble for, or undefined to follow the browser. */
export function pageScheme(doc: Document = document): Scheme | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="color-scheme" i]')?.content;
  const root = doc.documentElement;
  const declared = meta ? declaredScheme(meta) : declaredScheme(getComputedStyle(root).colorScheme);
  if (declared || meta) return declared;
  // No declaration: the first opaque background of the root or the body says how the page looks.
  for (const element of [root, doc.body]) {
    if (!element) continue;
    const shade = luminance(getComputedStyle(element).backgroundColor);
    if (shade !== undefined) return shade < DARK_BACKGROUND ? 'dark' : undefined;
  }
  return undefined;
}
