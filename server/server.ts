/**
 * Puts the server together: the word database (read-only), the server's own database,
 * the rules, the handlers of every operation, and the HTTP layer.
 */
import { existsSync } from 'node:fs';
import { DEFAULTS, dataFiles } from './config.ts';
import { accountHandlers } from './handlers/accounts.ts';
import { wordHandlers } from './handlers/words.ts';
import { searchHandlers } from './handlers/words-search.ts';
import { wordListHandlers } from './handlers/word-lists.ts';
import { userRecordHandlers } from './handlers/user-records.ts';
import { buildApp, type Handlers } from './http/app.ts';
import { registerAudioRoute } from './http/audio-route.ts';
import { createMetrics, METRICS_HOST, serveMetrics } from './http/metrics.ts';
import type { LogOptions } from './http/request-log.ts';
import { createTurns, inTurns } from './http/turns.ts';
import { createAccounts, type AccountOptions, type Plan } from './rules/accounts.ts';
import { createWriteWatch, type ServerLog } from './rules/app-db-writes.ts';
import { createAudio } from './rules/audio.ts';
import type { JobLimits } from './rules/job-queue.ts';
import { startTotalsFlush } from './rules/request-totals.ts';
import { createIdempotency } from './rules/idempotency.ts';
import { createUserRecords, DEFAULT_RECORD_LIMITS, type RecordLimits } from './rules/user-records.ts';
import { createWordLists, DEFAULT_LIST_LIMITS, type ListLimits } from './rules/word-lists.ts';
import { openAppDatabase, setBusyTimeout, type AppDatabase } from './stores/app-db.ts';
import { lockDataFolder, type DataFolderLock } from './stores/data-folder-lock.ts';
import { openNodeShare } from './nodes.ts';
import { readinessOf } from './readiness.ts';
import { checkWordDataVersion, openWordStore } from './stores/word-store.ts';

export interface ServerOptions {
  dataDir?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Where the word database is, if not in the data folder. */
  wordsFile?: string;
  /**
   * The PostgreSQL database (`postgres://…`) that holds accounts, keys, sign-ins and lists,
   * shared by every server given it; without it, `glossa.sqlite` in the data folder.
   */
  databaseUrl?: string;
  logger?: boolean | LogOptions;
  validateResponses?: boolean;
  anonymousPlan?: Plan;
  /** false: never synthesize audio, even when espeak-ng and lame are installed, nor generate a pronunciation with espeak-ng. */
  audio?: boolean;
  /** Seconds between writes of the keys' running totals. */
  flushSeconds?: number;
  /** Memory for finished answers of the word operations; 0 turns the cache off. Default 32 MB. */
  cacheBytes?: number;
  /** The clock rate limits count by (tests set it); the system's by default. */
  rateClock?: () => number;
  /** The clock keys are trusted by and lists and records are dated by (tests move it); the system's by default. */
  clock?: () => number;
  /** What one account may take; each has a default in its service. */
  limits?: ServerLimits;
  /**
   * The data folder, when the caller holds it already (the command line takes it before it
   * builds the word database there); the server lets it go when it closes.
   */
  dataFolderLock?: DataFolderLock;
  /** Where the shared rate counters live (postgres://… or redis://…), if not in `databaseUrl`'s database. */
  countersUrl?: string;
  /** The nodes to share each plan among while the counters cannot be reached; by default those seen alive. */
  nodes?: number;
  /** The load balancers whose X-Forwarded-For/-Proto/-Host are believed: addresses or CIDR ranges, comma-separated. */
  trustProxy?: string;
  /** Serve the metrics (Prometheus's text format) at `/metrics` on this port (0: a free one); none by default. */
  metricsPort?: number;
  /** Where the metrics' port listens: 127.0.0.1 by default, so only the machine's operator reaches it. */
  metricsHost?: string;
}

/** The limits the rules apply, each with its own default. */
interface ServerLimits extends AccountOptions, Partial<ListLimits>, Partial<RecordLimits> {
  /** Words synthesized at once, and how many more may wait. */
  audioJobs?: JobLimits;
}

/** How long a closing server waits for answers in flight before it cuts their connections. */
const CLOSE_GRACE_MS = 10_000;
/**
 * How long a write of the serving connection waits for another process's lock. SQLite waits
 * by sleeping the server's only thread, so briefly: a write it cannot make is answered 503.
 */
const SERVING_BUSY_TIMEOUT_MS = 100;
/** How long the last flush of the request counts, once nothing is served, waits for a lock. */
const CLOSING_BUSY_TIMEOUT_MS = 5000;

/**
 * Starts a server on its data folder, which it holds while it runs: a second server on the
 * same folder refuses to start, saying which process serves it (stores/data-folder-lock.ts).
 */
export async function startServer(options: ServerOptions = {}) {
  const dataDir = options.dataDir ?? DEFAULTS.dataDir;
  // Taken before anything is opened, so a second server changes nothing before it refuses.
  const lock = options.dataFolderLock ?? lockDataFolder(dataDir);
  try {
    return await serveFolder(dataDir, lock, options);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function serveFolder(dataDir: string, lock: DataFolderLock, options: ServerOptions) {
  const files = dataFiles(dataDir);
  const wordsFile = options.wordsFile ?? files.words;
  if (!existsSync(wordsFile)) {
    throw new Error(`No word database at ${wordsFile}: run "glossa-server build-data" first`);
  }
  checkWordDataVersion(wordsFile);

  // Whether audio can be synthesized is asked of two programs; they answer while the word
  // database opens.
  // With a database the nodes share, limits are counted there and audio signed with its secret.
  let log: ServerLog = stderrLog;
  // Counted only when they are served: each answer's count and timing costs a little of its time.
  const metrics = options.metricsPort === undefined ? undefined : createMetrics();
  const share = await openNodeShare({
    url: options.countersUrl ?? options.databaseUrl,
    databaseUrl: options.databaseUrl,
    nodes: options.nodes,
    log: () => log,
    rateClock: options.rateClock,
    onRoundTrip: metrics?.counterRoundTrip,
  });
  const audioReady = createAudio({ dataDir, synthesize: options.audio, jobs: options.limits?.audioJobs, secret: share.audioSecret });
  const words = openWordStore(wordsFile);
  let db: AppDatabase;
  try {
    db = await openAppDatabase(options.databaseUrl ?? files.app, { busyTimeoutMs: SERVING_BUSY_TIMEOUT_MS });
  } catch (error) {
    words.close();
    await share.close();
    throw error;
  }
  // The server's own lines (its database's troubles) go to its log, or to standard error when
  // it logs nothing else; the log exists once the app is built, before anything is written.
  const writes = createWriteWatch(
    db.name,
    { warn: (line) => log.warn(line), error: (line) => log.error(line) },
    undefined,
    metrics?.databaseTrouble,
  );
  metrics?.watch({ poolUse: db.poolUse, countersShared: () => share.status().shared });
  const clock = options.clock ?? Date.now;
  const accounts = createAccounts(db, clock, options.limits, writes);
  const { limiter } = share;
  const lists = createWordLists(
    db,
    clock,
    {
      listsPerUser: options.limits?.listsPerUser ?? DEFAULT_LIST_LIMITS.listsPerUser,
      wordsPerList: options.limits?.wordsPerList ?? DEFAULT_LIST_LIMITS.wordsPerList,
    },
    writes,
  );
  const { recordsPerUser = DEFAULT_RECORD_LIMITS.recordsPerUser, dataBytes = DEFAULT_RECORD_LIMITS.dataBytes } = options.limits ?? {};
  const records = createUserRecords(db, clock, { recordsPerUser, dataBytes }, writes);
  const idempotency = createIdempotency(db, clock, undefined, writes);
  const audio = await audioReady;

  const { getAudio, ...wordData } = wordHandlers({ words, audio });
  const { getWordListsForLoggedInUser, ...accountData } = accountHandlers({ accounts, lists, limiter });
  // The operations that read the databases on the server's thread take turns by key (see
  // http/turns.ts): the word operations, and on SQLite every list operation, in the same
  // turns, with the records (history and review). Audio awaits its synthesizer, signing in
  // its password hash, and on PostgreSQL a list operation its database: each would hold a
  // turn while it waits.
  const listData = { ...wordListHandlers(lists), ...userRecordHandlers(records), getWordListsForLoggedInUser };
  const turns = createTurns();
  const handlers: Handlers = {
    ...accountData,
    ...inTurns(turns, { ...wordData, ...searchHandlers({ words }) }),
    ...(db.dialect.oneWriterAtATime ? inTurns(turns, listData) : listData),
    getAudio,
  };
  const app = await buildApp({
    accounts,
    limiter,
    handlers,
    idempotency,
    anonymousPlan: options.anonymousPlan ?? DEFAULTS.anonymousPlan,
    validateResponses: options.validateResponses,
    logger: options.logger,
    extraRoutes: (v4) => registerAudioRoute(v4, audio),
    cacheBytes: options.cacheBytes ?? 32 * 1024 * 1024,
    trustProxy: options.trustProxy,
    metrics,
    readiness: readinessOf({ words, db, limits: share.status }),
  });

  if (options.logger) log = { warn: (line) => app.log.warn(line), error: (line) => app.log.error(line) };
  const totals = startTotalsFlush({ limiter, accounts, intervalMs: (options.flushSeconds ?? 5) * 1000, log });

  const address = await app.listen({ host: options.host ?? DEFAULTS.host, port: options.port ?? DEFAULTS.port });
  const metricsServed =
    metrics === undefined || options.metricsPort === undefined
      ? undefined
      : await serveMetrics(metrics.registry, options.metricsHost ?? METRICS_HOST, options.metricsPort).catch(async (error: unknown) => {
          await app.close();
          throw error;
        });
  let closing: Promise<void> | undefined;

  return {
    app,
    accounts,
    audio,
    /** Whether the rate limits hold across every node now, or this node judges alone. */
    limits: share.status,
    /** The app database (tests fill the "disk" of its SQLite connection with `max_page_count`). */
    appDatabase: db,
    /** The base URL of the interface, ending with /v4. */
    baseUrl: `${address.replace('[::1]', 'localhost')}/v4`,
    /** Where the metrics are scraped, when served. */
    metricsUrl: metricsServed?.url,
    /**
     * Stops taking requests, lets the ones in flight finish (for up to `CLOSE_GRACE_MS`),
     * and closes the databases.
     */
    close(): Promise<void> {
      closing ??= (async () => {
        // Fastify closes the keep-alive connections that are idle when close starts; one busy
        // then (a slow audio file, say) would stay open for its whole keep-alive time (72 s)
        // once its answer is sent, so idle ones are swept until the end, and after the grace
        // period whatever is left is cut.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
        try {
          await Promise.all([app.close(), metricsServed?.close()]);
        } finally {
          clearInterval(sweep);
          clearTimeout(cut);
        }
        // Nothing is served now: the last counts may wait for a lock a while.
        setBusyTimeout(db, CLOSING_BUSY_TIMEOUT_MS);
        await totals.stop();
        await share.close();
        await db.close();
        words.close();
        lock.release();
      })();
      return closing;
    },
  };
}

/** The server's own lines when it has no log. */
const stderrLog: ServerLog = {
  warn: (line) => process.stderr.write(`glossa-server: ${line}\n`),
  error: (line) => process.stderr.write(`glossa-server: ${line}\n`),
};

export type RunningServer = Awaited<ReturnType<typeof startServer>>;
