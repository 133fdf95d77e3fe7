/** The live service's recorded answers (shared/fixtures/recorded-v4), read for tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Recording {
  name: string;
  recordedAt: string;
  request: { method: string; path: string; query: Record<string, string>; apiKeyIn: string };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

const here = dirname(fileURLToPath(import.meta.url));
/** shared/ sits beside the project's clone. */
const RECORDINGS_DIR = resolve(here, '../../../shared/fixtures/recorded-v4');

export function loadRecordings(): Recording[] {
  return readdirSync(RECORDINGS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(join(RECORDINGS_DIR, file), 'utf8')) as Omit<Recording, 'name'>),
    }));
}
