/**
 * No module written by hand runs past 450 lines: past that a module does more than one job,
 * and a reader cannot hold it. Split such a module by job, each part named for it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const MAX_LINES = 450;

/** Modules let past the bound, each with why. */
const EXCEPTIONS: { file: string; why: string }[] = [
  {
    file: 'lib/shared/api/operations.ts',
    why: 'the operation table: the one description of the 27 operations, a table read by everything, not code to split',
  },
];

/** Every module git tracks (scripts and tests too), with its count of lines. */
function modules(): { file: string; lines: number }[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.js', '*.mjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').trimEnd().split('\n').length }));
}

describe('modules', () => {
  it(`run to ${MAX_LINES} lines at most`, () => {
    const excepted = new Set(EXCEPTIONS.map((exception) => exception.file));
    const long = modules().filter(({ file, lines }) => lines > MAX_LINES && !excepted.has(file));
    expect(long.map(({ file, lines }) => `${file}: ${lines} lines`)).toEqual([]);
  });

  it('are excepted with a reason, and only while they are still long', () => {
    const lines = new Map(modules().map(({ file, lines }) => [file, lines]));
    for (const exception of EXCEPTIONS) {
      expect(exception.why.length, exception.file).toBeGreaterThan(20);
      expect(lines.get(exception.file), exception.file).toBeGreaterThan(MAX_LINES);
    }
  });
});
