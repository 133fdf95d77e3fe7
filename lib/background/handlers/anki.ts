/**
 * Words sent to Anki: what the review's cards keep (the sentence, the sense), the sense the
 * bubble showed when none was kept (./carried-senses.ts), and how the word is said, as one
 * note each.
 */
import type { NoteSource } from '../../shared/export/anki-note';
import type { KeptSense } from '../../shared/model/kept-sense';
import { firstSenseOf, shownSenses } from './carried-senses';
import { readablePronunciation } from '../../shared/text/pronunciation';
import type { HandlerDeps, Handlers } from './types';

type AnkiHandlers = Pick<Handlers, 'sendToAnki'>;

/** The words of a list, all of them. */
async function listWords(s: HandlerDeps, listId: string): Promise<string[]> {
  const { words } = await s.sync.words(listId, { sortBy: 'createDate', sortOrder: 'asc', skip: 0, limit: Number.MAX_SAFE_INTEGER });
  return words.map((w) => w.word);
}

async function noteOf(
  s: HandlerDeps,
  kept: Awaited<ReturnType<HandlerDeps['review']['kept']>>[number],
  shown: KeptSense | undefined,
): Promise<NoteSource> {
  const [context] = kept.contexts;
  // A lookup is a nicety here: a word the service cannot answer now still goes, with its sentence.
  const answer = await s.lookup.lookup(kept.word).catch(() => undefined);
  const sense = kept.sense ?? shown ?? (answer && firstSenseOf(answer));
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
      const shown = await shownSenses(s, chosen);
      for (const kept of await s.review.kept(chosen)) notes.push(await noteOf(s, kept, shown(kept.word)));
      return s.anki.send({ url: settings.ankiConnectUrl, deck: settings.ankiDeck, noteType: settings.ankiNoteType }, notes);
    },
  };
}
