/**
 * `npm start`: everything a person needs to try Glossa on this machine. Builds the word
 * database if it is missing, creates the demo account, builds the extension preconfigured
 * for this server and its demo key (a local development build: store builds carry no
 * key), starts the server, and says how to load the extension; with a display, it opens
 * Chromium with the extension loaded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULTS } from '../server/config';
import { startServer } from '../server/server';
import { ensureDemoAccount, ensureWordData } from '../server/setup';

const root = resolve(import.meta.dirname, '..');
const host = process.env.GLOSSA_HOST ?? DEFAULTS.host;
const port = Number(process.env.GLOSSA_PORT ?? DEFAULTS.port);
const log = (line: string) => process.stdout.write(`${line}\n`);

const dataDir = DEFAULTS.dataDir;
await ensureWordData(dataDir, { log });
const demo = await ensureDemoAccount(dataDir);
const baseUrl = `http://${host}:${port}/v4`;

log('Building the extension for this server…');
const extensionDir = join(root, '.output', 'chrome-mv3-dev');
const build = spawnSync('npx', ['wxt', 'build', '--mode', 'development'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WXT_GLOSSA_BASE_URL: baseUrl, WXT_GLOSSA_API_KEY: demo.apiKey },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startServer({ dataDir, host, port, logger: { level: 'warn' } });
log(`
Glossa server: ${server.baseUrl}   (audio: ${server.audio.available ? 'espeak-ng' : 'none: apt-get install espeak-ng lame'})
Demo account:  ${demo.username} / ${demo.password}   API key: ${demo.apiKey}
Try it:        curl -H 'api_key: ${demo.apiKey}' ${server.baseUrl}/word.json/serendipity/definitions

Load the extension in Chrome or Chromium: chrome://extensions → Developer mode → Load unpacked →
  ${existsSync(extensionDir) ? extensionDir : join(root, '.output')}
Stop with Ctrl+C.`);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.env.DISPLAY && existsSync(chromium)) {
  const profile = join(root, '.tmp', 'start-profile');
  mkdirSync(profile, { recursive: true });
  spawn(chromium, [`--user-data-dir=${profile}`, `--load-extension=${extensionDir}`, '--no-first-run', 'https://en.wikipedia.org/wiki/Serendipity'], {
    stdio: 'ignore',
    detached: true,
  }).unref();
  log('Opened Chromium with the extension loaded.');
}

const stop = () => server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
