#!/usr/bin/env node
/**
 * The glossa-server command. The server is TypeScript. Compiling each of its modules through a
 * loader at every start (tsx) took most of a second before the first answer, so the command
 * compiles server/cli.ts once with esbuild into server/.build/ and runs that: the packages stay
 * imports of node_modules, and the word-database build stays a chunk of its own, loaded only
 * when a build is needed. It is compiled again when any file it was compiled from changes, and
 * run through tsx as before if it cannot be compiled here.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const projectDir = dirname(serverDir);
const buildDir = join(serverDir, '.build');
/** Which compiled folder is current, and the files (with their size and time) it was compiled from. */
const manifestFile = join(buildDir, 'manifest.json');
/** A compiled folder no manifest names is removed once it is this old (a server started from it may still load its chunks). */
const STALE_MS = 60 * 60 * 1000;

/** The compiled command line, if it is there and every file it was compiled from is unchanged. */
function compiledEntry() {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const [file, size, mtimeMs] of manifest.inputs) {
      const stat = statSync(join(projectDir, file));
      if (stat.size !== size || stat.mtimeMs !== mtimeMs) return undefined;
    }
    const entry = join(buildDir, manifest.dir, 'cli.mjs');
    return existsSync(entry) ? entry : undefined;
  } catch {
    return undefined;
  }
}

async function compile() {
  const { build } = await import('esbuild');
  // A folder of its own per compilation: servers compiling at once never write over each other.
  const dir = `${Date.now().toString(36)}-${process.pid}`;
  const result = await build({
    absWorkingDir: projectDir,
    entryPoints: ['server/cli.ts'],
    outdir: join(buildDir, dir),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => {
    const stat = statSync(join(projectDir, file));
    return [file, stat.size, stat.mtimeMs];
  });
  const written = join(buildDir, `manifest-${process.pid}.json`);
  writeFileSync(written, JSON.stringify({ dir, inputs }));
  renameSync(written, manifestFile);
  for (const old of readdirSync(buildDir)) {
    const path = join(buildDir, old);
    if (old !== dir && !old.endsWith('.json') && Date.now() - statSync(path).mtimeMs > STALE_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  return join(buildDir, dir, 'cli.mjs');
}

async function compiledOrNothing() {
  try {
    mkdirSync(buildDir, { recursive: true });
    return compiledEntry() ?? (await compile());
  } catch (error) {
    process.stderr.write(`glossa-server: running through tsx, the server could not be compiled: ${error.message}\n`);
    return undefined;
  }
}

const entry = await compiledOrNothing();
if (entry) {
  // Stack traces name the TypeScript files and lines.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli.ts');
}
