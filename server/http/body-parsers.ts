/**
 * How request bodies are read, for every route at once: the bytes must be UTF-8 (a body that
 * is not would be read with U+FFFD in place of its bad bytes, and kept so), and JSON may nest
 * no deeper than the contract's bound (`JSON_BODY_MAX_DEPTH`), judged on the bytes before
 * anything is parsed. Either refusal is a 400 that says why, and nothing of the body is read.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { JSON_BODY_MAX_DEPTH } from '../../lib/shared/api/index.ts';
import { HttpError } from './http-error.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export function registerBodyParsers(app: FastifyInstance): void {
  // A JSON body that is just a string (`"secret"`) is accepted where text is expected.
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(notUtf8(), undefined);
    done(null, body.toString('utf8'));
  });
  // An empty body typed as JSON is no body: Java's and Ruby's clients type every request
  // `application/json`, a DELETE with nothing to send included. Anything else is JSON as before.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (body.length === 0) return done(null, undefined);
    if (!isUtf8(body)) return done(notUtf8(), undefined);
    if (nestsDeeperThan(body, JSON_BODY_MAX_DEPTH)) {
      return done(new HttpError(400, `The body nests deeper than ${JSON_BODY_MAX_DEPTH} levels of arrays and objects`), undefined);
    }
    parseJson(request, body.toString('utf8'), done);
  });
}

const notUtf8 = () => new HttpError(400, 'The body is not valid UTF-8');

/** Whether the JSON text nests arrays and objects deeper than `limit` (brackets inside strings are text). */
function nestsDeeperThan(json: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return false;
}
