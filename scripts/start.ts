/**
 * `npm start`: everything a person needs to try Glossa on this machine. Builds the word
 * database if it is missing, creates the demo account, builds the extension for Chromium
 * and for Firefox preconfigured for this server and its demo key (local development
 * builds: store builds carry no key), starts the server, and says where each build is and
 * how to load it; with a display, it opens Chromium with the extension loaded. Every step
 * says when it starts and how long it took.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULTS } from '../server/config';
import { runChecks, summary } from '../server/doctor';
import { startServer } from '../server/server';
import { ensureDemoAccount, ensureWordData } from '../server/setup';
import { DEV_BUILDS } from './builds';

const root = resolve(import.meta.dirname, '..');
const host = process.env.GLOSSA_HOST ?? DEFAULTS.host;
const port = Number(process.env.GLOSSA_PORT ?? DEFAULTS.port);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Runs one step of the start-up, saying what it does and, when done, how long it took. */
async function step<T>(what: string, work: () => Promise<T> | T): Promise<T> {
  log(`${what}…`);
  const started = performance.now();
  const result = await work();
  log(`${what}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const dataDir = DEFAULTS.dataDir;
await step('Word database', () => ensureWordData(dataDir, { log: (line) => log(`  ${line}`) }));
const demo = await step('Demo account', () => ensureDemoAccount(dataDir));
const baseUrl = `http://${host}:${port}/v4`;

/** The development builds, set up for this server and its demo key. */
const BUILDS = DEV_BUILDS.map((build) => ({ ...build, dir: join(root, build.dir) }));
// `npm start -- --no-build` serves with the builds already made (by an earlier start).
const building = !process.argv.includes('--no-build');
for (const build of building ? BUILDS : []) {
  await step(`Extension for ${build.browser} (${build.dir})`, () => {
    // WXT lists every file it writes; that listing is shown only when a build fails.
    const done = spawnSync('npx', ['wxt', 'build', '--mode', 'development', ...build.wxtArgs], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WXT_GLOSSA_BASE_URL: baseUrl, WXT_GLOSSA_API_KEY: demo.apiKey },
    });
    if (done.status !== 0 || !existsSync(join(build.dir, 'manifest.json'))) {
      process.stdout.write(done.stdout ?? '');
      process.stderr.write(done.stderr ?? '');
      process.exit(done.status || 1);
    }
  });
}
const [chromiumBuild, firefoxBuild] = BUILDS.map((build) => build.dir);
const unbuilt = BUILDS.filter((build) => !existsSync(join(build.dir, 'manifest.json')));

const server = await step('Glossa server', () => startServer({ dataDir, host, port, logger: { level: 'warn' } }));
log(`
Glossa server: ${server.baseUrl}   (audio: ${server.audio.available ? 'espeak-ng' : 'none'})
Demo account:  ${demo.username} / ${demo.password}   API key: ${demo.apiKey}
Try it:        curl -H 'api_key: ${demo.apiKey}' ${server.baseUrl}/word.json/serendipity/definitions
${summary(await runChecks(dataDir))}

${unbuilt.length ? `Not built yet: ${unbuilt.map((build) => build.browser).join(', ')} (run npm start without --no-build).\n` : ''}Load the extension, built for this server and its key:
  Chrome or Chromium: chrome://extensions → Developer mode → Load unpacked → ${chromiumBuild}
  Firefox: about:debugging#/runtime/this-firefox → Load Temporary Add-on… → ${join(firefoxBuild ?? '', 'manifest.json')}
Stop with Ctrl+C (or SIGTERM to this process): the server closes and frees the port.`);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.env.DISPLAY && existsSync(chromium)) {
  const profile = join(root, '.tmp', 'start-profile');
  mkdirSync(profile, { recursive: true });
  spawn(
    chromium,
    [`--user-data-dir=${profile}`, `--load-extension=${chromiumBuild}`, '--no-first-run', 'https://en.wikipedia.org/wiki/Serendipity'],
    {
      stdio: 'ignore',
      detached: true,
    },
  ).unref();
  log('Opened Chromium with the extension loaded.');
}

const stop = () => server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
