/**
 * A real Glossa server for a test file or a benchmark: its own data folder under .tmp/,
 * the word database built once for the whole run (see word-database.ts), a port of its
 * own, every answer checked against its model, and a user with a key.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type ClientOptions } from '../lib/shared/api';
import { startServer, type RunningServer, type ServerOptions } from '../server/server';
import { PROJECT_ROOT, TEST_WORDS_FILE } from './paths';

export const ANN = { username: 'ann', password: 'correct horse', email: 'ann@example.org' } as const;

export interface TestServer {
  server: RunningServer;
  /** The server's data folder (its app database is `glossa.sqlite` there, unless `databaseUrl` is given). */
  dataDir: string;
  /** The PostgreSQL database the server keeps accounts and lists in, when it was given one. */
  databaseUrl?: string;
  baseUrl: string;
  apiKey: string;
  /** A client of the server with Ann's key (and whatever else is given). */
  client(options?: ClientOptions): ReturnType<typeof createClient>;
  /** Signs Ann (or another user) in and answers a client that carries the token. */
  signIn(user?: { username: string; password: string }): Promise<ReturnType<typeof createClient>>;
  close(): Promise<void>;
}

export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const tmp = join(PROJECT_ROOT, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const dataDir = mkdtempSync(join(tmp, 'server-'));
  const server = await startServer({
    dataDir,
    wordsFile: TEST_WORDS_FILE,
    port: 0,
    validateResponses: true,
    audio: false,
    ...options,
  });
  const ann = await server.accounts.addUser(ANN);
  const apiKey = (await server.accounts.addKey(ann.id, { perMinute: 10_000, perHour: 100_000 })).key;
  const client = (clientOptions: ClientOptions = {}) =>
    createClient({ baseUrl: server.baseUrl, apiKey, apiKeyIn: 'header', ...clientOptions });
  return {
    server,
    dataDir,
    databaseUrl: options.databaseUrl,
    baseUrl: server.baseUrl,
    apiKey,
    client,
    async signIn(user = ANN) {
      const { token } = await client().authenticatePost({ username: user.username, body: user.password });
      return client({ authToken: token });
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
