/**
 * What the server's log says about a request: its method, its URL with the values of
 * credentials blanked, and where it came from; never its headers (`api_key` and
 * `auth_token` travel there). Keys, passwords and sign-in tokens are secrets a log file
 * must not keep.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets, by lowercased name. */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['api_key', 'password', 'auth_token']);

export interface LogOptions {
  level: string;
  /** Where log lines go (tests capture them); standard output when absent. */
  stream?: { write(line: string): void };
  /** At most this many routine lines a minute (default 600); warnings and errors always pass. */
  routineLinesPerMinute?: number;
  /** The clock (ms), for tests. */
  now?: () => number;
}

const DEFAULT_ROUTINE_LINES_PER_MINUTE = 600;
/** pino's level number for a warning: lines at or above it are never dropped. */
const WARN_LEVEL = 40;

/**
 * The log's size has a bound whatever the traffic: a flood of requests could otherwise
 * fill the disk of whatever keeps standard output. Routine lines (one per request) pass
 * up to a number a minute; the rest are counted, and the next minute starts with one
 * warning saying how many were left out. Warnings and errors always pass.
 */
function cappedLog(
  target: { write(line: string): void },
  { perMinute = DEFAULT_ROUTINE_LINES_PER_MINUTE, now = Date.now }: { perMinute?: number; now?: () => number } = {},
) {
  let windowStart = now();
  let written = 0;
  let dropped = 0;
  return {
    write(line: string) {
      const at = now();
      if (at - windowStart >= 60_000) {
        if (dropped > 0) {
          const msg = `${dropped} request log lines were left out in the last minute (the log keeps at most ${perMinute} routine lines a minute)`;
          target.write(`${JSON.stringify({ level: WARN_LEVEL, time: at, msg })}\n`);
        }
        windowStart = at;
        written = 0;
        dropped = 0;
      }
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level !== undefined && Number(level) >= WARN_LEVEL) return void target.write(line);
      if (written < perMinute) {
        written++;
        target.write(line);
      } else dropped++;
    },
  };
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** `/v4/x?api_key=k&limit=1` → `/v4/x?api_key=[redacted]&limit=1`: other parameters as sent. */
function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_PARAMS.has(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark + 1)}${query}`;
}

/** Fastify's logger settings: pino at `level`, with requests serialized as above. */
export function loggerOptions(options: boolean | LogOptions | undefined) {
  if (!options) return false;
  const { level, stream, routineLinesPerMinute, now } = options === true ? ({ level: 'info' } as LogOptions) : options;
  return {
    level,
    stream: cappedLog(stream ?? process.stdout, { perMinute: routineLinesPerMinute, now }),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
