/** The word operations the word page and the popup call through the background as they are. */
import type { HandlerDeps, Handlers } from './types';

type CallHandlers = Pick<Handlers, 'call'>;

export function callHandlers(s: HandlerDeps): CallHandlers {
  return {
    call: async ({ operation, params }) => {
      // The table checks the parameters (the client refuses bad ones before sending)
      // and says whether the answer may be kept.
      const answer = await s.gateway.call(operation, params as never);
      return answer.status === 404
        ? { found: false, stale: answer.stale }
        : { found: true, data: answer.data, stale: answer.stale, storedAt: answer.storedAt };
    },
  };
}
