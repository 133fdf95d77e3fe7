/**
 * The word operations the word page and the popup call through the background as they are; the
 * pronunciations in the reader's voice first, as the bubble has them.
 */
import type { OperationResult } from '../../shared/api';
import { pronunciationsInVoice } from '../lookup/voice';
import type { HandlerDeps, Handlers } from './types';

type CallHandlers = Pick<Handlers, 'call'>;

export function callHandlers(s: HandlerDeps): CallHandlers {
  return {
    call: async ({ operation, params }) => {
      // The table checks the parameters (the client refuses bad ones before sending)
      // and says whether the answer may be kept.
      const answer = await s.gateway.call(operation, params as never);
      if (answer.status === 404) return { found: false, stale: answer.stale };
      const data =
        operation === 'getTextPronunciations'
          ? pronunciationsInVoice(answer.data as OperationResult<'getTextPronunciations'>, answer.current.settings.voice)
          : answer.data;
      return { found: true, data, stale: answer.stale, storedAt: answer.storedAt };
    },
  };
}
