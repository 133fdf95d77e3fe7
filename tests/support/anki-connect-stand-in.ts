/**
 * A small stand-in for AnkiConnect at the edge of the tests (Anki itself cannot run here): an
 * HTTP server on 127.0.0.1 answering the version 6 protocol as AnkiConnect does — a POST of
 * `{ action, version, params }` answered `{ result, error }` — for the actions Glossa uses,
 * with AnkiConnect's duplicate rule (same first field, same note type, same deck). It keeps
 * every request and the notes added, for the tests to check.
 *
 * `misbehave` makes it answer as no AnkiConnect does, to test how far Glossa trusts the address:
 * a redirect elsewhere, no answer at all, an endless answer, or a list of answers one short (for canAddNotes).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server';

export interface StandInNote {
  deckName: string;
  modelName: string;
  fields: Record<string, string>;
  tags: string[];
}

const MODELS: Record<string, string[]> = { Basic: ['Front', 'Back'], 'Basic (and reversed card)': ['Front', 'Back'], Cloze: ['Text'] };

/** How long an "endless" answer is: far more than any reader should take in. */
const ENDLESS_BYTES = 200 * 1024 * 1024;

export type Misbehaviour = 'redirect' | 'hang' | 'endless' | 'one-short';

export async function startAnkiConnectStandIn(options: { redirectTo?: string } = {}) {
  const state: { misbehave?: Misbehaviour; bytesSent: number; cutShort: boolean } = { bytesSent: 0, cutShort: false };
  const requests: { action: string; version: unknown; params?: Record<string, unknown> }[] = [];
  const notes: StandInNote[] = [];
  const decks = new Set(['Default']);
  const duplicate = (note: StandInNote) => {
    const first = MODELS[note.modelName]?.[0] ?? '';
    return notes.some((n) => n.deckName === note.deckName && n.modelName === note.modelName && n.fields[first] === note.fields[first]);
  };
  const actions: Record<string, (params: Record<string, unknown>) => unknown> = {
    version: () => 6,
    createDeck: ({ deck }) => (decks.add(String(deck)), 1_700_000_000_000 + decks.size),
    deckNames: () => [...decks],
    modelFieldNames: ({ modelName }) => {
      const fields = MODELS[String(modelName)];
      if (!fields) throw new Error(`model was not found: ${String(modelName)}`);
      return fields;
    },
    canAddNotes: ({ notes: asked }) => (asked as StandInNote[]).map((note) => decks.has(note.deckName) && !duplicate(note)),
    addNotes: ({ notes: asked }) =>
      (asked as StandInNote[]).map((note) => {
        if (!decks.has(note.deckName) || duplicate(note)) return null;
        notes.push(note);
        return 1_600_000_000_000 + notes.length;
      }),
  };

  const server = createServer((request, response) => {
    if (state.misbehave === 'redirect')
      return void response.writeHead(307, { location: options.redirectTo ?? 'http://127.0.0.1:9/' }).end();
    if (state.misbehave === 'hang') return; // the request is read and never answered
    if (state.misbehave === 'endless') {
      // An answer with no stated length that goes on until the reader stops reading it.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      // The reader hung up before the end: how a client that stops reading is seen from here.
      response.once('close', () => (state.cutShort ||= state.bytesSent < ENDLESS_BYTES));
      const more = () => {
        while (!response.destroyed && state.bytesSent < ENDLESS_BYTES) {
          state.bytesSent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      return more();
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const reply = (result: unknown, error: string | null) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result, error }));
      if (request.method !== 'POST') return reply(null, 'AnkiConnect takes POST requests');
      let message: { action?: unknown; version?: unknown; params?: Record<string, unknown> };
      try {
        message = JSON.parse(body) as typeof message;
      } catch {
        return reply(null, 'the request is not JSON');
      }
      requests.push({ action: String(message.action), version: message.version, params: message.params });
      if (message.version !== 6) return reply(null, 'this stand-in speaks version 6 only');
      const action = actions[String(message.action)];
      if (!action) return reply(null, 'unsupported action');
      try {
        const result = action(message.params ?? {});
        if (state.misbehave === 'one-short' && message.action === 'canAddNotes') return reply((result as boolean[]).slice(1), null);
        return reply(result, null);
      } catch (error) {
        return reply(null, (error as Error).message);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    notes,
    /** Set to make the stand-in misbehave from its next request on. */
    set misbehave(how: Misbehaviour | undefined) {
      state.misbehave = how;
    },
    /** How much of an endless answer went out before its reader stopped. */
    get bytesSent() {
      return state.bytesSent;
    },
    /** Whether the reader of an endless answer hung up before its end. */
    get cutShort() {
      return state.cutShort;
    },
    close: () => closeServer(server),
  };
}
