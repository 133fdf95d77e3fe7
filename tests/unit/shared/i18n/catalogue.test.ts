/**
 * Holds the English catalogue (public/_locales/en/messages.json) and the code to each other:
 * every key the code reads is there, every message is read somewhere, each read passes as
 * many substitutions as its message has, and the views keep no English of their own. The
 * code is read with TypeScript's parser, so a call is seen with its exact arguments.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import english from '../../../../public/_locales/en/messages.json';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const catalogue: Record<string, { message: string; description?: string }> = english;
const keys = Object.keys(catalogue);

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The extension's code: everything that runs in the browser. */
const code = ['entrypoints', 'components', 'lib'].flatMap(filesUnder);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

function lineOf(node: ts.Node): string {
  const source = node.getSourceFile();
  return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** One `t(…)` call: its key, or the literal start of a key built at run time, and how many substitutions it passes. */
interface Read {
  at: string;
  key?: string;
  prefix?: string;
  substitutions: number;
  /** Read through tCount, which reads `key_one` as well. */
  counted?: boolean;
}

function readsOf(file: string): Read[] {
  const source = parse(file);
  // Only files that import lib/shared/i18n's t: a `t` elsewhere is some other function.
  if (!/import \{[^}]*\bt\b[^}]*\} from '[^']*\/i18n'/.test(source.text)) return [];
  const reads: Read[] = [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !['t', 'tCount'].includes(node.expression.text)) return;
    let first = node.arguments[0];
    while (first && (ts.isAsExpression(first) || ts.isParenthesizedExpression(first))) first = first.expression;
    const read: Read = { at: lineOf(node), substitutions: node.arguments.length - 1, counted: node.expression.text === 'tCount' };
    if (first && ts.isStringLiteralLike(first)) read.key = first.text;
    else if (first && ts.isTemplateExpression(first)) read.prefix = first.head.text;
    reads.push(read);
  });
  return reads;
}

const reads = code.flatMap(readsOf);

/** The messages a read may show: its key, or every key with its prefix. */
function keysOf(read: Read): string[] {
  if (read.key !== undefined) return [read.key];
  return read.prefix ? keys.filter((key) => key.startsWith(read.prefix ?? '')) : [];
}

/** The manifest's words, `__MSG_key__` in wxt.config.ts. */
const manifestKeys = [...readFileSync(join(root, 'wxt.config.ts'), 'utf8').matchAll(/__MSG_(\w+)__/g)].map((match) => match[1] ?? '');

/** The substitutions a message takes: the highest `$n` in it. */
function substitutionsOf(message: string): number {
  return Math.max(0, ...[...message.matchAll(/\$([1-9])/g)].map((match) => Number(match[1])));
}

describe('the English catalogue and the code', () => {
  it('finds the code’s reads (a sanity check of this test)', () => {
    expect(reads.length).toBeGreaterThan(200);
    expect(reads.some((read) => read.at.startsWith('components/bubble/'))).toBe(true);
  });

  it('names every key in the code, whole or by a literal prefix, so it can be checked', () => {
    const unnamed = reads.filter((read) => read.key === undefined && !read.prefix).map((read) => read.at);
    expect(unnamed).toEqual([]);
  });

  it('has a message for every key the code and the manifest read', () => {
    const missing = [
      ...reads
        .filter((read) => keysOf(read).length === 0 || keysOf(read).some((key) => !catalogue[key]))
        .map((read) => `${read.at} ${read.key ?? `${read.prefix}…`}`),
      ...manifestKeys.filter((key) => !catalogue[key]).map((key) => `wxt.config.ts ${key}`),
    ];
    expect(missing).toEqual([]);
  });

  it('reads every message somewhere', () => {
    // tCount reads `key_one` too, when there is one (its wording for a single thing).
    const read = new Set([
      ...reads.flatMap(keysOf),
      ...reads.filter((r) => r.counted).flatMap((r) => keysOf(r).map((key) => `${key}_one`)),
      ...manifestKeys,
    ]);
    expect(keys.filter((key) => !read.has(key))).toEqual([]);
  });

  it('passes each message exactly the substitutions it takes', () => {
    const mismatched = reads.flatMap((read) =>
      keysOf(read)
        .filter((key) => catalogue[key] && substitutionsOf(catalogue[key].message) !== read.substitutions)
        .map((key) => `${read.at} ${key}: ${read.substitutions} given, ${substitutionsOf(catalogue[key]?.message ?? '')} taken`),
    );
    expect(mismatched).toEqual([]);
  });

  it('numbers the substitutions of a message from $1 without gaps, and describes each for translators', () => {
    for (const [key, { message, description }] of Object.entries(catalogue)) {
      for (let n = 1; n <= substitutionsOf(message); n++) {
        expect(message, key).toContain(`$${n}`);
        expect(description, key).toContain(`$${n}`);
      }
    }
  });

  it('leaves no English in the views: no text or label in their markup is written out', () => {
    const views = ['entrypoints', 'components'].flatMap(filesUnder).filter((file) => file.endsWith('.tsx'));
    const written: string[] = [];
    for (const view of views) {
      walk(parse(view), (node) => {
        if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) written.push(`${lineOf(node)} ${node.text.trim()}`);
        if (
          ts.isJsxAttribute(node) &&
          /^(aria-label|title|placeholder|alt)$/.test(node.name.getText()) &&
          node.initializer &&
          ts.isStringLiteral(node.initializer)
        ) {
          if (/\p{L}/u.test(node.initializer.text) && !/^https?:\/\//.test(node.initializer.text))
            written.push(`${lineOf(node)} ${node.getText()}`);
        }
      });
    }
    expect(written).toEqual([]);
  });

  it('keeps the bubble’s words in the catalogue only: its old English strings module is gone', () => {
    expect(existsSync(join(root, 'components', 'bubble', 'strings.ts'))).toBe(false);
    expect(keys.filter((key) => key.startsWith('bubble')).length).toBeGreaterThan(30);
  });
});
