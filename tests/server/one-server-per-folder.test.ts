/**
 * One server per data folder: a second server on a folder already served refuses to start,
 * saying which folder and which process serves it, whether started in the same process or
 * by the command line; the first goes on serving; and a folder whose server was killed can
 * be served at once (the lock dies with its process).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from '../../server/server.ts';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

const CLI = join(PROJECT_ROOT, 'server', 'bin', 'glossa-server.mjs');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A data folder the command line can serve at once: the tests' word database linked in. */
function servableFolder(): string {
  const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'folder-'));
  symlinkSync(TEST_WORDS_FILE, join(dir, 'words.sqlite'));
  return dir;
}

/** `glossa-server serve` on the folder: its listening address, or how it ended and what it said. */
function serve(dataDir: string) {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--quiet', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const outcome = new Promise<{ listening?: string; code?: number | null; stderr: string }>((resolve) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ listening: (JSON.parse(line) as { listening: string }).listening, stderr }),
    );
    child.once('exit', (code) => resolve({ code, stderr }));
  });
  return { child, outcome };
}

it('refuses a second server in the same process, naming the folder and the process, and the first goes on', async () => {
  await expect(startServer({ dataDir: t.dataDir, wordsFile: TEST_WORDS_FILE, port: 0 })).rejects.toThrow(
    `The data folder ${t.dataDir} is served already, by process ${process.pid}`,
  );
  expect((await t.client().getDefinitions({ word: 'dog', limit: 1 })).length).toBe(1);
});

it('refuses `glossa-server serve` on a folder already served, before it builds or opens anything', async () => {
  const { outcome } = serve(t.dataDir);
  const ended = await outcome;
  expect(ended.listening).toBeUndefined();
  expect(ended.code).toBe(1);
  expect(ended.stderr).toContain(`glossa-server: The data folder ${t.dataDir} is served already, by process ${process.pid}`);
  expect(ended.stderr).toContain('stop that server first, or serve another folder (--data-dir)');
  // It did not start building a word database in the folder.
  expect(existsSync(join(t.dataDir, 'words.sqlite'))).toBe(false);
  expect((await t.client().getDefinitions({ word: 'dog', limit: 1 })).length).toBe(1);
}, 60_000);

it('serves a folder whose server was killed: the lock died with it', async () => {
  const dir = servableFolder();
  try {
    const killed = serve(dir);
    expect((await killed.outcome).listening).toMatch(/^http:/);
    const exited = new Promise((resolve) => killed.child.once('exit', resolve));
    killed.child.kill('SIGKILL');
    await exited;
    expect(existsSync(join(dir, 'server.pid'))).toBe(true); // left behind, and no matter
    const next = await startServer({ dataDir: dir, wordsFile: TEST_WORDS_FILE, port: 0 });
    await next.close();
    // A server closed lets its folder go too.
    const again = await startServer({ dataDir: dir, wordsFile: TEST_WORDS_FILE, port: 0 });
    await again.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
