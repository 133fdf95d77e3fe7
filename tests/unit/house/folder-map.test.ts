/**
 * README's map of the folders ("How it is built") matches the tree: every folder it names
 * exists, every folder under a folder it opens (lib/background/, server/, …) and every
 * top-level folder is named, and every wing of lint/wings.js is on the map.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WINGS } from '../../../lint/wings.js';

const root = resolve(import.meta.dirname, '..', '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The map: the indented block that follows "Folders say where their code runs". */
function mapLines(): string[] {
  const after = readme.slice(readme.indexOf('Folders say where their code runs'));
  const block = after.slice(after.indexOf('\n    ')).split('\n\n**')[0] ?? '';
  return block.split('\n').filter((line) => line.startsWith('    '));
}

/** Each folder the map names, as a path from the root (a nested line is under the line above it). */
function mappedFolders(): string[] {
  const folders: string[] = [];
  const parents: { indent: number; path: string }[] = [];
  for (const line of mapLines()) {
    const match = /^( +)([\w.-]+(?:\/[\w.-]+)*\/)(?: |$)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const indent = match[1].length;
    while (parents.length > 0 && (parents.at(-1)?.indent ?? 0) >= indent) parents.pop();
    const path = `${parents.at(-1)?.path ?? ''}${match[2]}`;
    parents.push({ indent, path });
    folders.push(path.replace(/\/$/, ''));
  }
  return folders;
}

/** The folders git knows (those holding a tracked file), as paths from the root. */
function trackedFolders(): Set<string> {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const folders = new Set<string>();
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    const parts = file.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return folders;
}

const mapped = mappedFolders();
const tracked = trackedFolders();

describe("README's map of the folders", () => {
  it('names folders at all', () => {
    expect(mapped).toContain('lib/background');
    expect(mapped).toContain('entrypoints/content');
    expect(mapped.length).toBeGreaterThan(30);
  });

  it('names only folders that exist', () => {
    expect(mapped.filter((folder) => !existsSync(join(root, folder)) || !statSync(join(root, folder)).isDirectory())).toEqual([]);
  });

  it('names every top-level folder, every extension entry and every folder under a folder it opens', () => {
    const opened = mapped.filter((folder) => mapped.some((other) => other.startsWith(`${folder}/`)));
    const expected = [...tracked].filter((folder) => {
      const parent = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
      if (parent === '') return !folder.startsWith('.');
      return parent === 'entrypoints' || opened.includes(parent);
    });
    // Folders of data and fixtures, under a folder the map opens, need no line of their own.
    const named = (folder: string) => mapped.some((other) => other === folder || other.startsWith(`${folder}/`));
    const unlisted = expected.filter((folder) => !named(folder) && !/^tests\/(server|unit)\/.+/.test(folder));
    expect(unlisted).toEqual([]);
  });

  it('places every wing of lint/wings.js', () => {
    const folders = WINGS.flatMap((wing: { folders: string[] }) =>
      wing.folders.flatMap((folder) => {
        const alternatives = /^(.*)\{(.+)\}$/.exec(folder);
        return alternatives ? (alternatives[2] ?? '').split(',').map((name) => `${alternatives[1]}${name}`) : [folder];
      }),
    );
    expect(folders.filter((folder: string) => !mapped.includes(folder))).toEqual([]);
  });
});
