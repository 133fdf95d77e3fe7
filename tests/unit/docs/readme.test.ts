/**
 * README and docs/server.md name only what exists: every build folder they name is one
 * npm start or npm run build makes, every npm script and glossa-server command (with its
 * options) is one that runs, every file or folder of the project they name is there, and
 * every link and picture resolves.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_BUILDS, STORE_BUILDS } from '../../../scripts/builds';

const root = resolve(import.meta.dirname, '..', '..', '..');
const DOCS = ['README.md', 'docs/server.md'].map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
const readme = DOCS[0]?.text ?? '';
const all = DOCS.map((doc) => doc.text).join('\n');
/** What the docs give to type: their code blocks and `code`. */
const code = [...all.matchAll(/```[\w]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((match) => match[1] ?? match[2] ?? '').join('\n');
const scripts = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** The top-level folders and files of the project (what a path in the docs may start with). */
const TOP_LEVEL = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((file) => file.split('/')[0] ?? '');

/** Each `quoted` path that names a file or folder of the project (generated ones, under a dot folder, aside). */
function projectPaths(text: string): string[] {
  return [...text.matchAll(/`([\w.-]+(?:\/[\w.@-]+)*\/?)`/g)]
    .map((match) => match[1] ?? '')
    .filter(
      (path) => path.includes('/') && TOP_LEVEL.includes(path.split('/')[0] ?? '') && !path.split('/').some((part) => part.startsWith('.')),
    );
}

describe('README and docs/server.md', () => {
  it('name only build folders that npm start or npm run build write', () => {
    const named = new Set([...all.matchAll(/\.output\/[\w-]+/g)].map((match) => match[0]));
    expect([...named].sort()).toEqual([...DEV_BUILDS.map((build) => build.dir), ...STORE_BUILDS].sort());
  });

  it('tell where to load each build npm start makes', () => {
    for (const build of DEV_BUILDS) expect(readme).toContain(`${build.dir}`);
  });

  it('name only npm scripts that exist', () => {
    const named = [...code.matchAll(/\bnpm (?:run )?([\w:-]+)/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => !['ci', 'run', 'install'].includes(name));
    expect(named.length).toBeGreaterThan(10);
    for (const name of named) expect(scripts, `npm run ${name}`).toContain(name);
  });

  it('name only glossa-server commands and options that its help lists', () => {
    const help = execFileSync('node', [join(root, 'server/bin/glossa-server.mjs'), '--help'], { cwd: root, encoding: 'utf8' });
    const commands = [...code.matchAll(/(?:glossa-server|npm run server --) ((?:users |keys )?[a-z-]+)([^\n]*)/g)];
    expect(commands.length).toBeGreaterThan(3);
    for (const [, command = '', rest = ''] of commands) {
      expect(help, command).toContain(`glossa-server ${command}`);
      for (const option of rest.match(/--[a-z-]+/g) ?? []) expect(help, `${command} ${option}`).toContain(option);
    }
  });

  it('name only files and folders that are in the project', () => {
    const named = DOCS.flatMap((doc) => projectPaths(doc.text));
    expect(named.length).toBeGreaterThan(10);
    for (const path of named) expect(existsSync(join(root, path)), path).toBe(true);
  });

  it('link only to files that are there, pictures included', () => {
    for (const doc of DOCS) {
      for (const [, target = ''] of doc.text.matchAll(/\]\(([^)#\s]+)\)/g)) {
        if (/^https?:/.test(target)) continue;
        expect(existsSync(join(root, dirname(doc.path), target)), `${doc.path} → ${target}`).toBe(true);
      }
    }
  });
});
