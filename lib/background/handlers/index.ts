/**
 * What the background does for each message: one file of handlers per domain, each a plain
 * function over the background's engines (`HandlerDeps`), so it can be tested without a
 * browser. Merged here into the full table: a message of lib/shared/messages/protocol.ts
 * without a handler does not compile.
 */
import { accountHandlers } from './account';
import { ankiHandlers } from './anki';
import { backupHandlers } from './backup';
import { callHandlers } from './calls';
import { historyHandlers } from './history';
import { listHandlers } from './lists';
import { lookupHandlers } from './lookup';
import { markHandlers } from './marks';
import { pdfHandlers } from './pdf';
import { problemHandlers } from './problems';
import { reviewHandlers } from './review';
import { senseChoiceHandlers } from './sense-choices';
import { serviceHandlers } from './service';
import { settingsHandlers } from './settings';
import { syncHandlers } from './sync';
import type { HandlerDeps, Handlers } from './types';

export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...lookupHandlers(deps),
    ...listHandlers(deps),
    ...syncHandlers(deps),
    ...historyHandlers(deps),
    ...reviewHandlers(deps),
    ...ankiHandlers(deps),
    ...backupHandlers(deps),
    ...accountHandlers(deps),
    ...serviceHandlers(deps),
    ...settingsHandlers(deps),
    ...pdfHandlers(deps),
    ...callHandlers(deps),
    ...markHandlers(deps),
    ...problemHandlers(deps),
    ...senseChoiceHandlers(deps),
  };
}
