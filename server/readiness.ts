/**
 * Whether this node can serve, for `/ready` (http/health-routes.ts): its word data open, its
 * database answering, and the rate counters the nodes share reachable. Each part says `ok` or
 * what is wrong; a part that does not answer within `CHECK_MS` is not ready, so the question
 * is answered in time for a balancer that asks every few seconds.
 */
import { READY, type ReadinessChecks } from './http/health-routes.ts';
import type { SharedLimitsStatus } from './rules/shared-rate-limits.ts';
import { pingAppDatabase, type AppDatabase } from './stores/app-db.ts';
import type { WordStore } from './stores/word-store.ts';

const CHECK_MS = 2000;

export function readinessOf(parts: { words: WordStore; db: AppDatabase; limits: () => SharedLimitsStatus }) {
  return async (): Promise<ReadinessChecks> => ({
    words: parts.words.isOpen() ? READY : 'the word database is closed',
    database: await databaseState(parts.db),
    counters: countersState(parts.limits()),
  });
}

async function databaseState(db: AppDatabase): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${db.name} did not answer within ${CHECK_MS / 1000} s`), CHECK_MS);
  });
  const asked = pingAppDatabase(db).then(
    () => READY,
    (error: unknown) => `${db.name} cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

function countersState(status: SharedLimitsStatus): string {
  if (status.shared) return READY;
  return `the shared rate counters cannot be reached (${status.problem ?? 'no answer'}): each key is allowed 1/${status.nodes} of its plan here`;
}
