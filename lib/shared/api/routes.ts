/**
 * Matching a request path to its operation, from the operation table's path
 * templates. The server routes with it; tests use it to read recorded requests.
 */
import { ALL_OPERATIONS, type HttpMethod, type OperationSpec } from './operations';

export interface RouteMatch {
  operation: OperationSpec;
  /** Decoded path parameter values, by name. */
  pathParams: Record<string, string>;
  /** The `{format}` segment as requested (only `json` is served). */
  format: string;
}

interface CompiledRoute {
  operation: OperationSpec;
  pattern: RegExp;
  names: string[];
}

function compile(operation: OperationSpec): CompiledRoute {
  const names: string[] = [];
  const source = operation.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      // A format is a short name; other segments are anything but a slash.
      return name === 'format' ? '([A-Za-z0-9]+)' : '([^/]+)';
    })
    .join('');
  return { operation, pattern: new RegExp(`^${source}/?$`), names };
}

const COMPILED = ALL_OPERATIONS.map(compile);

/**
 * Finds the operation for a method and a path (after the base URL, e.g.
 * `/word.json/ruby/definitions`). `undefined` when no route has that path;
 * `{ methodNotAllowed }` when the path exists for other methods only.
 */
export function matchRoute(method: string, path: string): RouteMatch | { methodNotAllowed: HttpMethod[] } | undefined {
  const allowed: HttpMethod[] = [];
  for (const route of COMPILED) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    if (route.operation.method !== method.toUpperCase()) {
      allowed.push(route.operation.method);
      continue;
    }
    const pathParams: Record<string, string> = {};
    let format = '';
    route.names.forEach((name, index) => {
      const raw = found[index + 1] ?? '';
      if (name === 'format') format = raw;
      else pathParams[name] = safeDecode(raw);
    });
    return { operation: route.operation, pathParams, format };
  }
  return allowed.length > 0 ? { methodNotAllowed: allowed } : undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as sent; the parameter's own check then rejects or keeps it.
    return segment;
  }
}
