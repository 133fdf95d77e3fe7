/**
 * The one table of messages (lib/shared/messages/protocol.ts): every request checked alike,
 * who may send what, and a handler for every message.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, Request } from '../../../../lib/shared/messages/protocol';
import { createHandlers } from '../../../../lib/background/handlers';
import type { HandlerDeps } from '../../../../lib/background/handlers/types';

describe('the table of messages', () => {
  it('checks every request as a plain object: unknown fields are dropped, never kept or refused', () => {
    const kinds = Object.entries(MESSAGES).filter(([, message]) => message.request.def.catchall !== undefined);
    expect(kinds.map(([type]) => type)).toEqual([]);
    expect(Request.parse({ type: 'lookup', word: 'owl', evil: true })).toEqual({ type: 'lookup', word: 'owl' });
    expect(Request.parse({ type: 'lists', evil: true })).toEqual({ type: 'lists' });
  });

  it('lets a content script send only what the bubble and the marks need', () => {
    const fromAnyPage = Object.entries(MESSAGES)
      .filter(([, message]) => message.sentBy === 'any-page')
      .map(([type]) => type);
    expect(fromAnyPage.sort()).toEqual(
      [
        'lookup',
        // The bubble's code, put in the asking frame only (the loader's first lookup).
        'loadBubble',
        'audio',
        'playAudio',
        'openWordPage',
        'relayLookup',
        'relayHop',
        'lists',
        'createList',
        'addWords',
        'listsSynced',
        'signedIn',
        'listsHome',
        // The page's marker asks for its words, the bubble which lists hold one: read-only.
        'markSet',
        'keptWord',
        // "I know this word", from the bubble.
        'knowWord',
        // "Keep this sense" in the bubble, kept as the reader's own case (write-only: nothing comes back).
        'senseChosen',
      ].sort(),
    );
  });

  it('has a handler for every message, and no handler without a message', () => {
    const handlers = createHandlers({} as HandlerDeps);
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(MESSAGES).sort());
    expect(Object.values(handlers).every((handler) => typeof handler === 'function')).toBe(true);
  });
});
