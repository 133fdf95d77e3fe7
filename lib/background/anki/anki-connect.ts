/**
 * Sending kept words to Anki through AnkiConnect (its version 6 protocol: one POST of
 * `{ action, version, params }`, answered `{ result, error }`), from the background only.
 *
 * The deck is made if it is missing, the note type's first two fields take the front and the
 * back, and `canAddNotes` checks for duplicates (in the deck) before anything is added, so a
 * word sent twice is said to be there already, not added again. When Anki does not answer
 * (not running, AnkiConnect not installed) nothing is sent and the answer says so; nothing in
 * Glossa changes either way.
 *
 * The address is the reader's to set, so what answers there is trusted no further than the
 * protocol: a redirect is not followed (it would post the notes somewhere else), an answer is read
 * only up to a size no AnkiConnect answer reaches, and an answer of another shape (a list of
 * another length, say) is an error, never read as "already there".
 */
import { z } from 'zod';
import type { AnkiAnswer } from '../../shared/messages/answers';
import { ankiNoteFields, type NoteSource } from '../../shared/export/anki-note';

const VERSION = 6;
const TIMEOUT_MS = 10_000;
const TAG = 'glossa';
/** AnkiConnect's answers are ids and flags, one per note: a megabyte holds tens of thousands. */
const MAX_ANSWER_BYTES = 1024 * 1024;

const Reply = z.object({ result: z.unknown(), error: z.string().nullable() });

/** Anki answered with an error of its own (a deck or note type it refuses, say). */
class AnkiRefused extends Error {}

export interface AnkiTarget {
  /** Where AnkiConnect answers: http://127.0.0.1:8765 unless its own settings moved it. */
  url: string;
  deck: string;
  noteType: string;
}

/** An answer's text, read no further than `limit` bytes: past it, the answer is refused. */
async function boundedText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) throw new AnkiRefused(`an answer of ${declared} bytes`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AnkiRefused(`an answer of more than ${limit} bytes`);
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}

export interface AnkiConnectOptions {
  /** How long one request may take, its answer included. */
  timeoutMs?: number;
  /** The largest answer read. */
  maxAnswerBytes?: number;
}

export function createAnkiConnect(fetchImpl: typeof fetch = (...args) => fetch(...args), options: AnkiConnectOptions = {}) {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;

  async function invoke<T>(target: AnkiTarget, action: string, schema: z.ZodType<T>, params?: object): Promise<T> {
    const response = await fetchImpl(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, version: VERSION, ...(params && { params }) }),
      // AnkiConnect never redirects: a redirect would re-post the notes to another host.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // A browser shows a redirect not followed as an opaque answer; Node as the 3xx itself.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))
      throw new AnkiRefused('a redirect to another address');
    if (!response.ok) throw new AnkiRefused(`HTTP ${response.status}`);
    const reply = Reply.parse(JSON.parse(await boundedText(response, maxAnswerBytes)));
    if (reply.error !== null) throw new AnkiRefused(reply.error);
    return schema.parse(reply.result);
  }

  /** One answer per note asked about, or the answer is not AnkiConnect's. */
  const perNote = <T>(item: z.ZodType<T>, count: number) =>
    z.array(item).refine((answers) => answers.length === count, 'one answer per note');

  /** Sends one note per word; answers what was added and what Anki already had. */
  async function send(target: AnkiTarget, sources: readonly NoteSource[]): Promise<AnkiAnswer> {
    try {
      const version = await invoke(target, 'version', z.number());
      if (version < VERSION) return { sent: false, why: 'old-version', detail: String(version) };
      await invoke(target, 'createDeck', z.unknown(), { deck: target.deck });
      const fields = await invoke(target, 'modelFieldNames', z.array(z.string()), { modelName: target.noteType });
      const [frontField, backField] = fields;
      if (!frontField || !backField) return { sent: false, why: 'note-type', detail: target.noteType };
      const notes = sources.map((source) => {
        const { front, back } = ankiNoteFields(source);
        return {
          deckName: target.deck,
          modelName: target.noteType,
          fields: { [frontField]: front, [backField]: back },
          tags: [TAG],
          options: { allowDuplicate: false, duplicateScope: 'deck' },
        };
      });
      const addable = await invoke(target, 'canAddNotes', perNote(z.boolean(), notes.length), { notes });
      const fresh = notes.filter((_, i) => addable[i] === true);
      const duplicates = sources.filter((_, i) => addable[i] === false).map((source) => source.word);
      const ids = fresh.length > 0 ? await invoke(target, 'addNotes', perNote(z.number().nullable(), fresh.length), { notes: fresh }) : [];
      return { sent: true, added: ids.filter((id) => id !== null).length, duplicates, deck: target.deck };
    } catch (error) {
      if (error instanceof AnkiRefused) return { sent: false, why: 'refused', detail: error.message };
      if (error instanceof z.ZodError || error instanceof SyntaxError)
        return { sent: false, why: 'refused', detail: 'an answer AnkiConnect does not give' };
      if (error instanceof DOMException && error.name === 'TimeoutError')
        return { sent: false, why: 'refused', detail: 'no answer in time' };
      // The connection itself failed: Anki is not running, or AnkiConnect is not installed.
      return { sent: false, why: 'unreachable' };
    }
  }

  return { send };
}

export type AnkiConnect = ReturnType<typeof createAnkiConnect>;
