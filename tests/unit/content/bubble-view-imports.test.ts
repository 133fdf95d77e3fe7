/**
 * The bubble's view, which a page loads on its first lookup, only renders: the sense ranker and
 * its model, and the code that reads English forms, run in the background as it assembles the
 * answer (lib/background/lookup/ranked-answer.ts). Read from the view's imports, as the build
 * follows them (an `import type` brings no code).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
}

/** Every project file the module brings code from, itself included, relative to the project's root. */
function codeImported(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const path = relative(ROOT, file);
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^import\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gms)) {
      const next = specifier && resolveImport(file, specifier);
      if (next) visit(next);
    }
  };
  visit(join(ROOT, entry));
  return seen;
}

describe("the bubble's view", () => {
  const imported = [...codeImported('entrypoints/content/bubble-view.ts')];

  it('renders the answer it is given (the walk reaches the view itself)', () => {
    expect(imported).toContain('components/bubble/Bubble.tsx');
    expect(imported).toContain('components/bubble/Senses.tsx');
  });

  it('holds no sense ranker, no fitted model and no reading of English forms', () => {
    const reading = imported.filter(
      (path) =>
        path.startsWith('lib/shared/senses/') ||
        path.startsWith('lib/shared/english/') ||
        /english-forms|lookup-terms|word-in-sentence|sentence-context/.test(path),
    );
    expect(reading).toEqual([]);
  });
});
