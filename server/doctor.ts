/**
 * `glossa-server doctor`: which optional system packages and data this machine has, what
 * each adds, and the one apt line that installs what is missing. Glossa runs without any
 * of them; each adds something a person would notice.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dataFiles } from './config.ts';
import { defaultGcideDir, gcideInstalled } from './data/sources/gcide.ts';
import { commandWorks } from './shared/system-commands.ts';
import { checkSharedState, storeName } from './stores/shared-state.ts';
import { placeOf } from './nodes.ts';

export interface Check {
  name: string;
  /** What it adds when present. */
  adds: string;
  present: boolean;
  /** The Debian package that provides it, when it is a system package. */
  aptPackage?: string;
  /** What to run when it is missing and is not a system package. */
  fix?: string;
}

async function firstThatWorks(commands: readonly (string | undefined)[]): Promise<boolean> {
  for (const command of commands) if (command && (await commandWorks(command))) return true;
  return false;
}

/** Whether Debian's PostgreSQL server is installed (its programs are not on PATH). */
function postgresInstalled(): boolean {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`));
}

/** Whether the rate counters every node shares answer, when the nodes share one. */
async function sharedCountersCheck(url: string): Promise<Check> {
  const found = await checkSharedState(url);
  const place = `${storeName(url)} at ${placeOf(url)}`;
  return 'problem' in found
    ? {
        name: 'shared counters',
        adds: `rate limits that hold across every node (${place})`,
        present: false,
        fix: `it cannot be reached (${found.problem}): meanwhile each node allows each key its own share of its plan`,
      }
    : {
        name: 'shared counters',
        adds: `rate limits that hold across every node (${place}; ${found.liveNodes === 1 ? '1 node' : `${found.liveNodes} nodes`} alive)`,
        present: true,
      };
}

export async function runChecks(dataDir: string, options: { countersUrl?: string } = {}): Promise<Check[]> {
  const [espeak, lame, nginx, redis, chromium, firefox, counters] = await Promise.all([
    commandWorks('espeak-ng'),
    commandWorks('lame'),
    commandWorks('/usr/sbin/nginx', ['-v']).then(async (found) => found || commandWorks('/usr/bin/nginx', ['-v'])),
    commandWorks('redis-server', ['--version']),
    firstThatWorks([process.env.CHROMIUM_PATH, 'chromium', '/usr/bin/chromium']),
    firstThatWorks([process.env.FIREFOX_PATH, 'firefox-esr', 'firefox']),
    options.countersUrl ? sharedCountersCheck(options.countersUrl) : undefined,
  ]);
  return [
    { name: 'espeak-ng', adds: 'pronunciation audio synthesized by the server (with lame)', present: espeak, aptPackage: 'espeak-ng' },
    { name: 'lame', adds: 'encodes the synthesized audio as MP3 (with espeak-ng)', present: lame, aptPackage: 'lame' },
    { name: 'chromium', adds: 'the browser tests, and npm start opens it with Glossa loaded', present: chromium, aptPackage: 'chromium' },
    { name: 'firefox-esr', adds: 'the Firefox smoke test', present: firefox, aptPackage: 'firefox-esr' },
    {
      name: 'dict-gcide',
      adds: 'a second dictionary (GCIDE: Webster 1913 and additions), etymologies and quotations; rebuild the word data after installing it (npm run build-data)',
      present: gcideInstalled(defaultGcideDir()),
      aptPackage: 'dict-gcide',
    },
    {
      name: 'postgresql',
      adds: 'the tests of the server on PostgreSQL, the database several servers share (docs/server.md)',
      present: postgresInstalled(),
      aptPackage: 'postgresql',
    },
    {
      name: 'redis-server',
      adds: 'the tests of the rate counters the servers share in Redis (--counters-url redis://…, docs/server.md)',
      present: redis,
      aptPackage: 'redis-server',
    },
    {
      name: 'nginx',
      adds: "the test of docs/server.md's two servers behind a load balancer",
      present: nginx,
      aptPackage: 'nginx',
    },
    {
      name: 'word database',
      adds: 'the words the server answers with (built from the npm packages of open data)',
      present: existsSync(dataFiles(dataDir).words),
      fix: 'npm run build-data (npm start and serve build it when missing)',
    },
    ...(counters ? [counters] : []),
  ];
}

/** The one apt line that installs every missing system package, or undefined when none is missing. */
export function aptLine(checks: readonly Check[]): string | undefined {
  const missing = checks.filter((check) => !check.present && check.aptPackage).map((check) => check.aptPackage);
  return missing.length ? `sudo apt-get install -y ${missing.join(' ')}` : undefined;
}

/** The full report, a line per check. */
export function report(checks: readonly Check[]): string {
  const width = Math.max(...checks.map((check) => check.name.length));
  const lines = checks.map(
    (check) =>
      `${check.present ? 'ok     ' : 'missing'}  ${check.name.padEnd(width)}  ${check.adds}${!check.present && check.fix ? `: ${check.fix}` : ''}`,
  );
  const apt = aptLine(checks);
  return [...lines, apt ? `\nInstall what is missing: ${apt}` : '\nNo system package is missing.'].join('\n');
}

/** One line for npm start: what is missing and how to get it, or that nothing is. */
export function summary(checks: readonly Check[]): string {
  const missing = checks.filter((check) => !check.present);
  if (!missing.length) return 'Doctor: every optional package and the word data are present.';
  const apt = aptLine(checks);
  return `Doctor: missing ${missing.map((check) => check.name).join(', ')}${apt ? ` (${apt})` : ''}; npm run doctor says what each adds.`;
}
