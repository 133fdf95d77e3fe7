/**
 * glossa-server: run the Glossa server, manage its users and keys, build its word data.
 * Each management command prints one JSON line, so scripts can read it.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ADMIN_OPTIONS, ADMIN_USAGE, isAdminCommand, runAdminCommand } from './admin-commands.ts';
import { BACKUP_OPTIONS, BACKUP_USAGE, isBackupCommand, runBackupCommand } from './backup-commands.ts';
import { DEFAULTS, dataFiles } from './config.ts';
import { report, runChecks } from './doctor.ts';
import { createAccounts, DEFAULT_PLAN, type Accounts } from './rules/accounts.ts';
import { startServer } from './server.ts';
import { ensureDemoAccount, ensureWordData } from './setup.ts';
import { MIGRATIONS } from './stores/app-db-migrations.ts';
import { isPostgresUrl, openAppDatabase } from './stores/app-db.ts';
import { copyAppData } from './stores/copy-app-data.ts';
import { lockDataFolder } from './stores/data-folder-lock.ts';
import { isRedisUrl, openSharedState } from './stores/shared-state.ts';
import { placeOf } from './nodes.ts';

const USAGE = `Usage:
  glossa-server serve [--host 127.0.0.1] [--port 8787] [--data-dir DIR] [--database-url URL] [--demo] [--quiet]
                      [--no-cache] [--max-lists N] [--max-list-words N] [--audio-jobs N]
                      [--counters-url URL] [--nodes N] [--trust-proxy ADDRESSES]
                      [--metrics-port N] [--metrics-host 127.0.0.1]
  glossa-server users add --username U --password P --email E [--unconfirmed] [--data-dir DIR] [--database-url URL]
  glossa-server keys add --username U [--per-minute N] [--per-hour N] [--data-dir DIR] [--database-url URL]
${ADMIN_USAGE}
  glossa-server migrate [--data-dir DIR] [--database-url URL] [--counters-url URL]
  glossa-server copy-data --from FILE --database-url URL
${BACKUP_USAGE}
  glossa-server build-data [--data-dir DIR]
  glossa-server doctor [--data-dir DIR] [--database-url URL] [--counters-url URL]

Accounts, keys, sign-ins and lists are kept in DIR/glossa.sqlite, or in the PostgreSQL
database of --database-url postgres://… (or GLOSSA_DATABASE_URL), which several servers share.
copy-data copies a server's SQLite database (FILE, its data folder's glossa.sqlite) into an
empty PostgreSQL one, to move a server's accounts and lists there.
The rate counters every server shares are kept there too, or where --counters-url (or
GLOSSA_COUNTERS_URL) says: another PostgreSQL database, or Redis or Valkey (redis://…).
/health and /ready answer on the server's port without a key; with --metrics-port, the
metrics (Prometheus's text format) are served at /metrics on that port, on 127.0.0.1 only
unless --metrics-host says otherwise.`;

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
/** Progress goes to stderr, so stdout stays one JSON line. */
const log = (line: string) => process.stderr.write(`${line}\n`);

function fail(message: string): never {
  process.stderr.write(`glossa-server: ${message}\n`);
  process.exit(1);
}

function wholeNumber(text: string | undefined, name: string, fallback: number, minimum = 1): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) fail(`${name} must be a whole number of at least ${minimum}`);
  return value;
}

/** The limits `serve` was given; the ones not given keep their defaults. */
function serveLimits(values: Record<string, string | boolean | undefined>) {
  const given = (name: string) => {
    const text = values[name];
    return typeof text === 'string' ? wholeNumber(text, `--${name}`, 0) : undefined;
  };
  const audioJobs = given('audio-jobs');
  return {
    listsPerUser: given('max-lists'),
    wordsPerList: given('max-list-words'),
    audioJobs: audioJobs === undefined ? undefined : { concurrency: audioJobs, waiting: audioJobs * 8 },
  };
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      demo: { type: 'boolean' },
      quiet: { type: 'boolean' },
      'no-cache': { type: 'boolean' },
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      unconfirmed: { type: 'boolean' },
      'per-minute': { type: 'string' },
      'per-hour': { type: 'string' },
      'max-lists': { type: 'string' },
      'max-list-words': { type: 'string' },
      'audio-jobs': { type: 'string' },
      'counters-url': { type: 'string' },
      nodes: { type: 'string' },
      'trust-proxy': { type: 'string' },
      'metrics-port': { type: 'string' },
      'metrics-host': { type: 'string' },
      from: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      ...ADMIN_OPTIONS,
      ...BACKUP_OPTIONS,
    },
  });
  const dataDir = values['data-dir'] ?? DEFAULTS.dataDir;
  const databaseUrl = values['database-url'] ?? (process.env.GLOSSA_DATABASE_URL || undefined);
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) fail('--database-url must be a PostgreSQL address, postgres://…');
  /** Where accounts and lists are: the PostgreSQL database given, else the data folder's file. */
  const appDatabase = databaseUrl ?? dataFiles(dataDir).app;
  /** Where the nodes' shared rate counters are: their own database if given, else the accounts'. */
  const countersUrl = values['counters-url'] ?? (process.env.GLOSSA_COUNTERS_URL || undefined) ?? databaseUrl;
  if (countersUrl !== undefined && !isPostgresUrl(countersUrl) && !isRedisUrl(countersUrl)) {
    fail('--counters-url must be a PostgreSQL address, postgres://…, or a Redis or Valkey one, redis://…');
  }
  const command = positionals.join(' ');
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }

  const withAccounts = async <T>(work: (accounts: Accounts) => Promise<T> | T): Promise<T> => {
    const db = await openAppDatabase(appDatabase);
    try {
      return await work(createAccounts(db));
    } finally {
      await db.close();
    }
  };

  if (isAdminCommand(command)) {
    print(await runAdminCommand(command, values, appDatabase, fail));
    return;
  }
  if (isBackupCommand(command)) {
    print(await runBackupCommand(command, values, { dataDir, databaseUrl }, fail));
    return;
  }

  switch (command) {
    case 'build-data': {
      const report = await ensureWordData(dataDir, { force: true, log });
      print({ built: dataFiles(dataDir).words, ...report });
      return;
    }
    case 'users add': {
      const { username, password, email } = values;
      if (!username || !password || !email) fail('users add needs --username, --password and --email');
      const user = await withAccounts((accounts) => accounts.addUser({ username, password, email, confirmed: !values.unconfirmed }));
      print({ id: user.id, username: user.username, email: user.email, confirmed: Boolean(user.confirmed) });
      return;
    }
    case 'keys add': {
      if (!values.username) fail('keys add needs --username');
      const plan = {
        perMinute: wholeNumber(values['per-minute'], '--per-minute', DEFAULT_PLAN.perMinute),
        perHour: wholeNumber(values['per-hour'], '--per-hour', DEFAULT_PLAN.perHour),
      };
      const key = await withAccounts(async (accounts) => {
        const user = await accounts.userByName(values.username ?? '');
        if (!user) fail(`no user named ${values.username}`);
        return accounts.addKey(user.id, plan);
      });
      // Only the key's hash is stored: this is the one time it can be seen.
      log('Keep this key: it is shown only now and cannot be shown again.');
      print({ apiKey: key.key, username: values.username, perMinute: key.per_minute, perHour: key.per_hour });
      return;
    }
    case 'migrate': {
      // Opening the database takes it forward; servers do so on start as well.
      const db = await openAppDatabase(appDatabase);
      await db.close();
      // And the counters the nodes share, where there are any: their tables and functions.
      if (countersUrl) await (await openSharedState(countersUrl)).close();
      print({ migrated: db.name, version: MIGRATIONS.length, ...(countersUrl ? { counters: placeOf(countersUrl) } : {}) });
      return;
    }
    case 'copy-data': {
      const from = values.from;
      if (!from || !databaseUrl) fail('copy-data needs --from (a SQLite file) and --database-url (an empty PostgreSQL database)');
      if (!existsSync(from)) fail(`there is no database at ${from}`);
      const source = await openAppDatabase(from);
      try {
        const target = await openAppDatabase(databaseUrl);
        try {
          print({ copied: await copyAppData(source, target), from: source.name, to: target.name });
        } finally {
          await target.close();
        }
      } finally {
        await source.close();
      }
      return;
    }
    case 'serve': {
      // One server per data folder: held before the word database is built there.
      const dataFolderLock = lockDataFolder(dataDir);
      // A server sharing a database is given a word database built once and copied to every
      // server: it is built here only if missing, and one of another layout is refused.
      if (!databaseUrl || !existsSync(dataFiles(dataDir).words)) await ensureWordData(dataDir, { log });
      const demo = values.demo ? await ensureDemoAccount(dataDir, databaseUrl) : undefined;
      const server = await startServer({
        dataDir,
        databaseUrl,
        dataFolderLock,
        host: values.host ?? DEFAULTS.host,
        // Port 0 picks a free port (the listening line says which).
        port: wholeNumber(values.port, '--port', DEFAULTS.port, 0),
        logger: values.quiet ? false : { level: 'info' },
        cacheBytes: values['no-cache'] ? 0 : undefined,
        limits: serveLimits(values),
        countersUrl,
        nodes: values.nodes === undefined ? undefined : wholeNumber(values.nodes, '--nodes', 1),
        trustProxy: values['trust-proxy'],
        metricsPort: values['metrics-port'] === undefined ? undefined : wholeNumber(values['metrics-port'], '--metrics-port', 0, 0),
        metricsHost: values['metrics-host'],
      });
      print({
        listening: server.baseUrl,
        audio: server.audio.available,
        ...(server.metricsUrl ? { metrics: server.metricsUrl } : {}),
        ...(demo ? { demo } : {}),
      });
      const stop = (signal: string) => {
        process.stderr.write(`${signal}: closing…\n`);
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return;
    }
    case 'doctor': {
      // A report for a person, not a JSON line: what is present, what each adds, how to add it.
      process.stdout.write(`${report(await runChecks(dataDir, { countersUrl }))}\n`);
      return;
    }
    default:
      fail(`unknown command "${command}"\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error));
});
