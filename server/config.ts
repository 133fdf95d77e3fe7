/** Where the server keeps its files and what it listens on, unless told otherwise. */
import { join, resolve } from 'node:path';
import { SERVER_DIR } from './shared/paths.ts';
import type { Plan } from './rules/accounts.ts';

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 8787,
  /** Beside the server's code, ignored by git. */
  dataDir: process.env.GLOSSA_DATA_DIR ?? resolve(SERVER_DIR, '.data'),
  /** Calls without a valid key only ever see 401s; they are still counted, per address. */
  anonymousPlan: { perMinute: 60, perHour: 600 } satisfies Plan,
} as const;

/** The demo account `serve --demo` creates: a local, single-person server bound to loopback. */
export const DEMO_ACCOUNT = {
  username: 'demo',
  password: 'glossa-demo',
  email: 'demo@localhost',
  plan: { perMinute: 600, perHour: 20_000 } satisfies Plan,
} as const;

export const dataFiles = (dataDir: string) => ({
  words: join(dataDir, 'words.sqlite'),
  app: join(dataDir, 'glossa.sqlite'),
});
