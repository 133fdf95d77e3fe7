/**
 * Words sent to Anki: what the review's cards keep (the sentence, the sense) and what a
 * lookup gives (how the word is said, its first sense when none was kept), as one note each.
 */
import type { NoteSource } from '../../shared/export/anki-note';
import { keptSenseOf } from '../../shared/model/kept-sense';
import { readablePronunciation } from '../../shared/text/pronunciation';
import type { HandlerDeps, Handlers } from './types';

type AnkiHandlers = Pick<Handlers, 'sendToAnki'>;

/** The words of a list, all of them. */
async function listWords(s: HandlerDeps, listId: string): Promise<string[]> {
  const { words } = await s.sync.words(listId, { sortBy: 'createDate', sortOrder: 'asc', skip: 0, limit: Number.MAX_SAFE_INTEGER });
  return words.map((w) => w.word);
}

async function noteOf(s: HandlerDeps, kept: Awaited<ReturnType<HandlerDeps['review']['kept']>>[number]): Promise<NoteSource> {
  const [context] = kept.contexts;
  // A lookup is a nicety here: a word the service cannot answer now still goes, with its sentence.
  const answer = await s.lookup.lookup(kept.word).catch(() => undefined);
  const first = answer?.definitions.find((d) => d.text);
  const sense = kept.sense ?? (first && keptSenseOf(first));
  const pronunciation = answer && readablePronunciation(answer.pronunciations);
  return {
    word: kept.word,
    ...(context && { sentence: context.sentence, source: { title: context.title, url: context.url } }),
    ...(sense && { sense }),
    ...(pronunciation && { pronunciation }),
  };
}

export function ankiHandlers(s: HandlerDeps): AnkiHandlers {
  return {
    sendToAnki: async ({ words, listId }) => {
      const chosen = listId ? await listWords(s, listId) : (words ?? []);
      const settings = await s.settings.read();
      const notes: NoteSource[] = [];
      for (const kept of await s.review.kept(chosen)) notes.push(await noteOf(s, kept));
      return s.anki.send({ url: settings.ankiConnectUrl, deck: settings.ankiDeck, noteType: settings.ankiNoteType }, notes);
    },
  };
}
