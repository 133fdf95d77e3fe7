/** What the Firefox tests share: the Firefox build made for a Glossa server, and where Firefox is. */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { TestServer } from '../../dev/test-server';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const ROOT = resolve(import.meta.dirname, '..', '..');
/** The gecko id in wxt.config.ts. */
export const EXTENSION_ID = 'glossa@glossa.app';

/**
 * Builds the Firefox extension set up for `server`, as `npm start` does for the local one
 * (WebDriver BiDi may not open the extension's own pages, where a user would set it up).
 */
export function buildFor(server: TestServer): string {
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'wxt', 'bin', 'wxt.mjs'), 'build', '-b', 'firefox', '--mode', 'development'],
    {
      cwd: ROOT,
      env: { ...process.env, WXT_GLOSSA_BASE_URL: server.baseUrl, WXT_GLOSSA_API_KEY: server.apiKey },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`wxt build -b firefox failed:\n${build.stdout}\n${build.stderr}`);
  return join(ROOT, '.output', 'firefox-mv2-dev');
}
