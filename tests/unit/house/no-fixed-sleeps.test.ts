/**
 * Browser and server tests wait for something, never for a while: a fixed sleep is too short
 * on a busy machine and too long on an idle one, and proves nothing about "nothing happened".
 * They wait on an event, on a counter the code keeps (the page code's lookups handled, the
 * marker's own state), on a condition polled by `expect.poll` or `vi.waitFor`, or move a clock
 * they were given (`clock`/`rateClock` of the server, Vitest's fake timers).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const FOLDERS = ['tests/e2e', 'tests/firefox', 'tests/server', 'tests/support'];

/** A wait for a fixed time, or a timer to build one from. (`test.setTimeout` is a test's time limit, not a wait.) */
const SLEEPS: { name: string; pattern: RegExp }[] = [
  { name: 'waitForTimeout', pattern: /\bwaitForTimeout\(/ },
  { name: 'setTimeout', pattern: /(?<![\w$.])setTimeout\(/ },
  { name: 'setInterval', pattern: /(?<![\w$.])setInterval\(/ },
  { name: 'timers/promises', pattern: /timers\/promises/ },
  { name: 'scheduler.wait', pattern: /\bscheduler\.wait\(/ },
];

/**
 * Timers that are no wait of the test's, each with why. (A file that fakes the timers with
 * `vi.useFakeTimers` runs its timers on that clock: they wait for nothing real.)
 */
const EXCEPTIONS: { file: string; line: string; why: string }[] = [
  {
    file: 'tests/e2e/pdf.spec.ts',
    line: 'setTimeout(next, 20);',
    why: 'a stand-in server sends its file slowly, as a slow network does: the test waits on the download, not on this',
  },
  {
    file: 'tests/server/nginx-recipe.test.ts',
    line: 'await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));',
    why: 'the outage itself: the database stays away this long while the load runs through nginx; nothing is waited for',
  },
];

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Each fixed wait in the test files, as "file:line: the line". */
function fixedSleeps(): string[] {
  const found: string[] = [];
  for (const file of FOLDERS.flatMap(sourcesUnder)) {
    const text = readFileSync(join(root, file), 'utf8');
    if (text.includes('vi.useFakeTimers(')) continue;
    text.split('\n').forEach((line, index) => {
      const excepted = EXCEPTIONS.some((exception) => exception.file === file && line.trim() === exception.line);
      if (!excepted && SLEEPS.some((sleep) => sleep.pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('browser and server tests', () => {
  it('wait for something, never for a fixed time', () => {
    expect(fixedSleeps()).toEqual([]);
  });

  it('list each exception once, with its reason, where it still is', () => {
    for (const exception of EXCEPTIONS) {
      expect(exception.why.length, exception.file).toBeGreaterThan(20);
      const lines = readFileSync(join(root, exception.file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() === exception.line);
      expect(lines, `${exception.file}: ${exception.line}`).toHaveLength(1);
    }
  });

  it('are caught sleeping, whichever way they sleep', () => {
    const caught = (line: string) => SLEEPS.some((sleep) => sleep.pattern.test(line));
    expect(caught('await page.waitForTimeout(300);')).toBe(true);
    expect(caught('await new Promise((resolve) => setTimeout(resolve, 1100));')).toBe(true);
    expect(caught("import { setTimeout as sleep } from 'node:timers/promises';")).toBe(true);
    expect(caught('const id = setInterval(check, 50);')).toBe(true);
    expect(caught('test.setTimeout(60_000);')).toBe(false);
  });
});
