/**
 * What the production build carries. The bubble's file asks V8 to compile it whole as it
 * arrives (modules/content-scripts.ts), and the loader every page gets does not; no page can
 * load the bubble's file, which is not web-accessible. None of
 * the benchmarks' code is in it: the bubble's paint marks
 * (entrypoints/content/bench-paint.ts, read by bench/bubble.ts and bench/pdf.ts) are built
 * only with GLOSSA_BENCH=1. Read from the files `npm run test:e2e` builds before this runs.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUBBLE_FILE, BUBBLE_VIEW_FILE, DEFAULT_LOCALE, LOADER_FILE, pageWordsFile } from '../../lib/shared/content-files';

const built = resolve(import.meta.dirname, '..', '..', '.output', 'chrome-mv3');

/**
 * What only the benchmarks' code leaves in a build, minified or not: the paint marks' chunk
 * by its file name, and the name the benchmarks read it by (`glossaLastPaint`, in the page's
 * script world or the PDF viewer's), which minifying keeps.
 */
const BENCH_SIGNS = ['bench-paint', 'lastPaint'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the production build has no benchmark code in it', () => {
  const files = filesUnder(built).filter((file) => /\.(js|mjs|html|json)$/.test(file));
  // The build is the whole extension: its manifest, the bubble's two files and its words, the PDF viewer.
  expect(files.map((file) => file.slice(built.length + 1))).toEqual(
    expect.arrayContaining(['manifest.json', BUBBLE_FILE, BUBBLE_VIEW_FILE, pageWordsFile(DEFAULT_LOCALE), 'pdf.html']),
  );
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return BENCH_SIGNS.filter((sign) => file.includes(sign) || text.includes(sign)).map(
      (sign) => `${sign} in ${file.slice(built.length + 1)}`,
    );
  });
  expect(found, 'built with GLOSSA_BENCH=1? The e2e run builds without it').toEqual([]);
});

test('the bubble’s files are compiled whole as they load, the loader every page gets lazily', () => {
  const firstLine = (file: string) => readFileSync(join(built, file), 'utf8').split('\n', 1)[0];
  expect(firstLine(BUBBLE_FILE)).toBe('//# allFunctionsCalledOnLoad');
  expect(firstLine(BUBBLE_VIEW_FILE)).toBe('//# allFunctionsCalledOnLoad');
  expect(firstLine(LOADER_FILE)).not.toContain('allFunctionsCalledOnLoad');
});

test('the loader every page gets reads nothing of the browser’s catalogue: the bubble’s words come with it', () => {
  // The browser's first message read in a page loads the whole catalogue in one synchronous call.
  expect(readFileSync(join(built, LOADER_FILE), 'utf8')).not.toContain('getMessage');
});

test('no page can load the bubble’s files: only the new-list page is web-accessible', () => {
  const manifest = JSON.parse(readFileSync(join(built, 'manifest.json'), 'utf8')) as {
    web_accessible_resources: { resources: string[]; use_dynamic_url?: boolean }[];
  };
  expect(manifest.web_accessible_resources.flatMap((entry) => entry.resources)).toEqual(['new-list.html']);
  expect(manifest.web_accessible_resources.every((entry) => entry.use_dynamic_url)).toBe(true);
});
