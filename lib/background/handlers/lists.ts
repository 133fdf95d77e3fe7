/** The word lists, local first: reading, changing, importing and exporting them, and a list as the service has it. */
import { thenDrain } from './sync';
import type { SenderInfo } from '../sender-info';
import type { CardContext } from '../../shared/model/cards';
import { listSummaryOf, listWordOf } from './answers-of';
import { carriedSenses } from './carried-senses';
import type { HandlerDeps, Handlers } from './types';

type ListHandlers = Pick<
  Handlers,
  | 'lists'
  | 'listWords'
  | 'createList'
  | 'updateList'
  | 'deleteList'
  | 'addWords'
  | 'removeWords'
  | 'importList'
  | 'exportList'
  | 'serviceList'
>;

/** A list's fields as the sync engine takes them (`listType` is the service's `type`). */
const listFields = (request: { name?: string; description?: string; listType?: 'PUBLIC' | 'PRIVATE' }) => ({
  name: request.name,
  description: request.description,
  type: request.listType,
});

/**
 * The sentence a word was added from, as the list's word and its review card keep it: never from
 * a private window, nor while the history keeps words only (or nothing).
 */
async function keptContext(
  s: HandlerDeps,
  context: { sentence?: string; title?: string } | undefined,
  sender?: SenderInfo,
): Promise<CardContext | undefined> {
  const sentence = context?.sentence?.trim();
  if (!sentence) return undefined;
  const [settings, privateWindow] = await Promise.all([s.settings.read(), sender?.isPrivate?.() ?? Promise.resolve(false)]);
  if (privateWindow || settings.history !== 'on') return undefined;
  // A page's address, or a PDF's in Glossa's viewer; no other extension page is a place words are read.
  const url = sender?.pageUrl;
  return { sentence, ...(context?.title && { title: context.title }), ...(url && { url }) };
}

export function listHandlers(s: HandlerDeps): ListHandlers {
  return {
    // A view showing lists opened (the popup, the lists page, the bubble's Add to list): the
    // mirror answers at once, and a pull older than a minute is made afresh (its changes are announced).
    lists: () => {
      void s.sync.freshen().catch(s.problems.failed('syncFreshen'));
      return s.sync.lists().then((lists) => lists.map(listSummaryOf));
    },
    listWords: async ({ listId, sortBy, sortOrder, skip, limit }) => {
      const { total, words } = await s.sync.words(listId, { sortBy, sortOrder, skip, limit });
      return { total, words: words.map(listWordOf) };
    },
    createList: (request) => thenDrain(s, s.sync.createList({ ...listFields(request), name: request.name })).then(listSummaryOf),
    updateList: ({ listId, ...request }) => thenDrain(s, s.sync.updateList(listId, listFields(request))),
    deleteList: ({ listId }) => thenDrain(s, s.sync.deleteList(listId)),
    addWords: async ({ listId, words, context, sense }, sender) => {
      const kept = { ...(sense && { sense }), ...(await keptContext(s, context, sender).then((c) => c && { context: c })) };
      await thenDrain(s, s.sync.addWords(listId, words, kept));
      // The review's cards keep them too (a card is made for each word first).
      if (kept.sense || kept.context) void s.review.meet(words, kept).catch(s.problems.failed('reviewMeet'));
    },
    removeWords: ({ listId, words }) => thenDrain(s, s.sync.removeWords(listId, words)),
    importList: ({ into, words, kept }) =>
      thenDrain(
        s,
        s.sync.importWords(
          into,
          words,
          kept && new Map(kept.map(({ word, sense, context }) => [word.trim(), { ...(sense && { sense }), ...(context && { context }) }])),
        ),
      ).then(({ list, added }) => ({ list: listSummaryOf(list), added })),
    exportList: async ({ listId, lookUpSenses }) => {
      const list = (await s.sync.lists()).find((l) => l.localId === listId);
      const { words } = await s.sync.words(listId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: Number.MAX_SAFE_INTEGER });
      const kept = words.map(listWordOf);
      const senses = await carriedSenses(s, kept, lookUpSenses === true);
      return {
        name: list?.name ?? '',
        words: kept.map((word, i) => {
          const sense = senses[i];
          return sense ? { ...word, sense } : word;
        }),
      };
    },
    serviceList: async ({ listId }) => {
      const list = (await s.sync.lists()).find((l) => l.localId === listId);
      // A list made offline is not on the service yet.
      if (!list?.permalink) return { onService: false };
      return { onService: true, list: await s.gateway.client('interactive').getWordListById({ wordListId: list.permalink }) };
    },
  };
}
