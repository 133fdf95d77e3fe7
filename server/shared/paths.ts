/**
 * The project's folders, found from wherever this module runs: from server/ as TypeScript, or
 * compiled into one module under server/.build/ (see bin/glossa-server.mjs). Code that needs a
 * file of the project asks here rather than counting folders up from its own place.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function projectDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_DIR = projectDir();
export const SERVER_DIR = join(PROJECT_DIR, 'server');
