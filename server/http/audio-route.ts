/** Serves the synthesized audio files behind W10's signed, expiring URLs. */
import type { FastifyInstance } from 'fastify';
import type { Audio } from '../rules/audio.ts';
import { lastValue, lineOf } from './admission.ts';
import { asHttpError, errorBody } from './http-error.ts';

const AUDIO_ROUTE_PREFIX = '/audio/';

export function registerAudioRoute(app: FastifyInstance, audio: Audio) {
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    `${AUDIO_ROUTE_PREFIX}:name`,
    { config: { uncounted: true } },
    async (request, reply) => {
      // A parameter given twice counts by its last value, as for the operations.
      const word = lastValue(request.query.word);
      const Signature = lastValue(request.query.Signature);
      const expires = Number(lastValue(request.query.Expires));
      // A file of one of the word's readings (rules/audio.ts) names it, under its signature.
      const reading = lastValue(request.query.reading);
      if (!word || !Signature || !Number.isInteger(expires)) {
        return reply.code(403).send(errorBody(403, 'This audio link is not signed'));
      }
      // A file not made yet is synthesized now, at the caller's turn, and may meet a busy
      // synthesizer (429).
      const found = await audio
        .file(request.params.name, word, expires, Signature, lineOf(request.caller), reading)
        .catch((error: unknown) => {
          throw asHttpError(error);
        });
      if ('error' in found) {
        const message =
          found.error === 'expired' ? 'This audio link has expired: ask for the word’s audio again' : 'This audio link is not valid';
        return reply.code(403).send(errorBody(403, message));
      }
      return reply.code(200).header('content-type', 'audio/mpeg').header('cache-control', 'private, max-age=600').send(found.body);
    },
  );
}
