/**
 * W4's answer as the Glossa server serves it, from its own handler over a word database, without
 * HTTP: for a benchmark that must see what the bubble is given (a form's base's senses with the
 * form's own after them, "opened": open's, then its own), not one entry's senses alone.
 */
import type { Definition } from '../../lib/shared/api';
import { wordHandlers } from '../../server/handlers/words';
import { HttpError } from '../../server/http/http-error';
import { JsonText } from '../../server/http/json-text';
import type { WordStore } from '../../server/stores/word-store';

export interface DefinitionsAsked {
  word: string;
  useCanonical?: boolean;
  sourceDictionaries?: readonly string[];
  includeRelated?: boolean;
  limit?: number;
}

/** The definitions asked for, or undefined where the server answers 404 (the handler answers at once: it reads the database only). */
export function servedDefinitions(store: WordStore): (asked: DefinitionsAsked) => Definition[] | undefined {
  // No audio is asked for.
  const handlers = wordHandlers({ words: store, audio: undefined as never });
  return (asked) => {
    try {
      const answer: unknown = handlers.getDefinitions({
        input: { includeRelated: false, limit: 200, useCanonical: false, ...asked },
      } as never);
      if (answer instanceof Promise) throw new Error('getDefinitions answered later than at once');
      return (answer instanceof JsonText ? answer.parse() : answer) as Definition[];
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  };
}
