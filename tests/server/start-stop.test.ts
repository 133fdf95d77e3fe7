/**
 * `npm start` stopped by its own pid, as a script or a service manager stops it: npm passes
 * the signal on, the server closes its listeners and databases, and nothing stays on the port
 * or holds the data folder.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths.ts';
import { lockDataFolder } from '../../server/stores/data-folder-lock.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** `npm start -- --no-build` on a data folder of its own, until it names its server. */
async function startGlossa() {
  const dataDir = mkdtempSync(join(tmpdir(), 'glossa-start-'));
  folders.push(dataDir);
  copyFileSync(TEST_WORDS_FILE, join(dataDir, 'words.sqlite'));
  const child = spawn('npm', ['start', '--', '--no-build'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, GLOSSA_DATA_DIR: dataDir, GLOSSA_PORT: '0', DISPLAY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const named = /Glossa server: (http:\/\/\S+\/v4)/.exec(output);
      if (named?.[1]) resolve(named[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`npm start ended (${code}) before serving:\n${output}`)));
  });
  return { child, baseUrl, dataDir, exited, output: () => output };
}

/** Whether anything accepts a connection at the address's port. */
function listening(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => resolve(socket.destroy() && true));
    socket.once('error', () => resolve(false));
  });
}

describe('npm start, stopped by its pid', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`on ${signal}: ends, frees its port and lets go of its data folder`, { timeout: 60_000 }, async () => {
      const glossa = await startGlossa();
      expect(glossa.output()).toContain('Stop with Ctrl+C');
      expect((await fetch(`${glossa.baseUrl}/words.json/wordOfTheDay`)).status).toBe(401);

      glossa.child.kill(signal);
      expect(await glossa.exited).toBe(0);
      expect(await listening(glossa.baseUrl)).toBe(false);
      // The folder is free again: another server may serve it.
      const lock = lockDataFolder(glossa.dataDir);
      lock.release();
    });
  }
});
