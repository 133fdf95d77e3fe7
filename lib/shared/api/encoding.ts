/**
 * Building request URLs from the operation table: path segments and query values are
 * percent-encoded by RFC 3986, so spaces, `/`, `?`, `#`, apostrophes and non-Latin
 * letters all travel intact.
 */
import { encodeParamValue, type ParamSpec } from './params';
import { RESPONSE_FORMAT } from './values';

/** encodeURIComponent leaves `!'()*` as they are; RFC 3986 reserves them, so encode those too. */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Fills a path template (`/word.{format}/{word}`) with encoded values. */
export function fillPath(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'format') return RESPONSE_FORMAT;
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name}`);
    return encodeRfc3986(value);
  });
}

/** Joins a base URL (with or without a trailing slash) and a path. */
export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

/** Writes query pairs in the given order, each name and value encoded. */
export function buildQuery(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`).join('&')}`;
}

/**
 * Splits typed input into encoded path values, query pairs and headers, following
 * each parameter's descriptor. Absent values are left out: the service applies its
 * own defaults.
 */
export function encodeParams(
  params: Readonly<Record<string, ParamSpec>>,
  input: Readonly<Record<string, unknown>>,
): { path: Record<string, string>; query: [string, string][]; headers: Record<string, string> } {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const [name, spec] of Object.entries(params)) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    const encoded = encodeParamValue(spec, value);
    if (spec.in === 'path') path[name] = encoded;
    else if (spec.in === 'header') headers[name] = encoded;
    else query.push([name, encoded]);
  }
  return { path, query, headers };
}
