/** L1–L7: a signed-in user's word lists; X6, the words removed from one, and when. */
import type { Handlers } from '../http/app.ts';
import { HttpError } from '../http/http-error.ts';
import type { UserRow } from '../rules/accounts.ts';
import type { WordLists } from '../rules/word-lists.ts';

type ListHandlers = Pick<
  Handlers,
  | 'createWordList'
  | 'updateWordList'
  | 'deleteWordList'
  | 'getWordListById'
  | 'addWordsToWordList'
  | 'getWordListWords'
  | 'deleteWordsFromWordList'
  | 'getRemovedWords'
>;

/** The router has checked the token; a handler still refuses to run without a user. */
export function userOf(caller: { user?: UserRow }): UserRow {
  if (!caller.user) throw new HttpError(403, 'Not authenticated');
  return caller.user;
}

export function wordListHandlers(lists: WordLists): ListHandlers {
  return {
    createWordList: ({ input, caller }) => lists.create(userOf(caller), input.body),
    updateWordList: async ({ input, caller }) => {
      await lists.update(input.wordListId, userOf(caller), input.body);
      return undefined;
    },
    deleteWordList: async ({ input, caller }) => {
      await lists.remove(input.wordListId, userOf(caller));
      return undefined;
    },
    getWordListById: ({ input, caller }) => lists.get(input.wordListId, userOf(caller)),
    addWordsToWordList: async ({ input, caller }) => {
      await lists.addWords(
        input.wordListId,
        userOf(caller),
        input.body.map((entry) => entry.word),
      );
      return undefined;
    },
    getWordListWords: ({ input, caller }) => lists.words(input.wordListId, userOf(caller), input),
    getRemovedWords: ({ input, caller }) => {
      if (input.since !== undefined && Number.isNaN(Date.parse(input.since))) throw new HttpError(400, 'since must be a time (ISO 8601)');
      return lists.removedWords(input.wordListId, userOf(caller), input.since);
    },
    deleteWordsFromWordList: async ({ input, caller }) => {
      await lists.removeWords(
        input.wordListId,
        userOf(caller),
        input.body.map((entry) => entry.word),
      );
      return undefined;
    },
  };
}
