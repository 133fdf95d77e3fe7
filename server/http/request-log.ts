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
  const { level, stream } = options === true ? { level: 'info', stream: undefined } : options;
  return {
    level,
    ...(stream ? { stream } : {}),
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
