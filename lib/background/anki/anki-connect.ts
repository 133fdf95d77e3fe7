/**
 * Sending kept words to Anki through AnkiConnect (its version 6 protocol: one POST of
 * `{ action, version, params }`, answered `{ result, error }`), from the background only.
 *
 * The deck is made if it is missing, the note type's first two fields take the front and the
 * back, and `canAddNotes` checks for duplicates (in the deck) before anything is added, so a
 * word sent twice is said to be there already, not added again. When Anki does not answer
 * (not running, AnkiConnect not installed) nothing is sent and the answer says so; nothing in
 * Glossa changes either way.
 */
import { z } from 'zod';
import type { AnkiAnswer } from '../../shared/messages/answers';
import { ankiNoteFields, type NoteSource } from '../../shared/export/anki-note';

const VERSION = 6;
const TIMEOUT_MS = 10_000;
const TAG = 'glossa';

const Reply = z.object({ result: z.unknown(), error: z.string().nullable() });

/** Anki answered with an error of its own (a deck or note type it refuses, say). */
class AnkiRefused extends Error {}

export interface AnkiTarget {
  /** Where AnkiConnect answers: http://127.0.0.1:8765 unless its own settings moved it. */
  url: string;
  deck: string;
  noteType: string;
}

export function createAnkiConnect(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  async function invoke<T>(target: AnkiTarget, action: string, schema: z.ZodType<T>, params?: object): Promise<T> {
    const response = await fetchImpl(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, version: VERSION, ...(params && { params }) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new AnkiRefused(`HTTP ${response.status}`);
    const reply = Reply.parse(await response.json());
    if (reply.error !== null) throw new AnkiRefused(reply.error);
    return schema.parse(reply.result);
  }

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
      const addable = await invoke(target, 'canAddNotes', z.array(z.boolean()), { notes });
      const fresh = notes.filter((_, i) => addable[i]);
      const duplicates = sources.filter((_, i) => !addable[i]).map((source) => source.word);
      const ids = fresh.length > 0 ? await invoke(target, 'addNotes', z.array(z.number().nullable()), { notes: fresh }) : [];
      return { sent: true, added: ids.filter((id) => id !== null).length, duplicates, deck: target.deck };
    } catch (error) {
      if (error instanceof AnkiRefused) return { sent: false, why: 'refused', detail: error.message };
      if (error instanceof z.ZodError) return { sent: false, why: 'refused', detail: 'an answer AnkiConnect does not give' };
      // The connection itself failed: Anki is not running, or AnkiConnect is not installed.
      return { sent: false, why: 'unreachable' };
    }
  }

  return { send };
}

export type AnkiConnect = ReturnType<typeof createAnkiConnect>;
