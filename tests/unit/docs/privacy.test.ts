/**
 * docs/privacy.md names every place in the extension's code that connects somewhere: its table
 * of places lists the files, and this test finds every file of the extension that fetches,
 * plays a sound from an address, opens a document, a socket or a beacon. A new one that the
 * page does not name fails here, and so does a file the page names that connects nowhere.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const privacy = readFileSync(join(root, 'docs', 'privacy.md'), 'utf8');

/** What connects: a fetch with an address, a sound or document from an address, a socket, a beacon, a request object. */
const CONNECTS =
  /\bfetch(?:Impl)?\((?!\))|\bnew Audio\(|\bgetDocument\(|\bnew (?:WebSocket|EventSource|XMLHttpRequest)\b|\bsendBeacon\(|\bimportScripts\(/;

/** The extension's code: what runs in the background, in pages and in Glossa's own pages. */
const extensionFiles = execFileSync('git', ['ls-files', 'lib', 'entrypoints', 'components', 'modules'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

/** The files named in the page's table of places (its last column). */
function namedInTable(): Set<string> {
  const rows = privacy.split('\n').filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line));
  return new Set(rows.slice(1).flatMap((row) => [...(row.split('|').at(-2) ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '')));
}

it('names every file of the extension that connects somewhere, and only those', () => {
  const connecting = extensionFiles.filter((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      // A comment may speak of fetching without doing it.
      .some((line) => !/^\s*(\/\/|\*)/.test(line) && CONNECTS.test(line)),
  );
  expect(connecting.length).toBeGreaterThan(3);
  expect([...namedInTable()].sort()).toEqual(connecting.sort());
});

it('says what a page can learn, what is kept, and what is sent', () => {
  for (const heading of ['## What is sent, and to whom', '## What is kept, where, and for how long', '## What a web page can learn'])
    expect(privacy).toContain(heading);
});
