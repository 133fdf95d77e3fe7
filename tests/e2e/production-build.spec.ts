/**
 * What the production build carries. The bubble's two files ask V8 to compile them whole as
 * they arrive (modules/content-scripts.ts), and the loader every page gets does not. None of
 * the benchmarks' code is in it: the bubble's paint marks
 * (entrypoints/content/bench-paint.ts, read by bench/bubble.ts and bench/pdf.ts) are built
 * only with GLOSSA_BENCH=1. Read from the files `npm run test:e2e` builds before this runs.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const built = resolve(import.meta.dirname, '..', '..', '.output', 'chrome-mv3');

/**
 * What only the benchmarks' code leaves in a build, minified or not: the paint marks' chunk
 * by its file name, and the names the benchmarks read it by (the controller's `lastPaint`
 * export; the PDF viewer's `glossaLastPaint`), which minifying keeps.
 */
const BENCH_SIGNS = ['bench-paint', 'lastPaint'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the production build has no benchmark code in it', () => {
  const files = filesUnder(built).filter((file) => /\.(js|mjs|html|json)$/.test(file));
  // The build is the whole extension: its manifest, the bubble's controller, the PDF viewer.
  expect(files.map((file) => file.slice(built.length + 1))).toEqual(
    expect.arrayContaining(['manifest.json', 'content-scripts/ui/ui.js', 'pdf.html']),
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
  expect(firstLine('content-scripts/ui/ui.js')).toBe('//# allFunctionsCalledOnLoad');
  expect(firstLine('content-scripts/ui/view.js')).toBe('//# allFunctionsCalledOnLoad');
  expect(firstLine('content-scripts/content.js')).not.toContain('allFunctionsCalledOnLoad');
});
