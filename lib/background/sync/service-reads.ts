/**
 * Reading the service's lists (A3) and a list's words (L6), page by page, each page
 * through the rate gate. Pages are as large as the operation table allows; `skip` is
 * bounded too, so what lies beyond the last reachable page cannot be read and the
 * answer says it is incomplete (the caller then merges rather than replaces).
 */
import { z } from 'zod';
import { OPERATIONS, type models, type ParamSpec } from '../../shared/api';
import { askPermit, type SignedIn } from './session';

function maxOf(spec: ParamSpec<number>, fallback: number): number {
  return spec.schema instanceof z.ZodNumber ? (spec.schema.maxValue ?? fallback) : fallback;
}

const A3 = OPERATIONS.getWordListsForLoggedInUser.params;
const L6 = OPERATIONS.getWordListWords.params;
const LISTS_PAGE = maxOf(A3.limit, 50);
const LISTS_SKIP_MAX = maxOf(A3.skip, 0);
const WORDS_PAGE = maxOf(L6.limit, 100);
const WORDS_SKIP_MAX = maxOf(L6.skip, 0);

export interface ServiceLists {
  /** Newest first, as A3 answers. */
  lists: models.WordList[];
  /** False when there were more lists than paging can reach. */
  complete: boolean;
  /** Service clock minus engine clock (ms), from the answer's Date header, when it had one. */
  skewMs?: number;
}

/** The id L2–L7 address a list by: its permalink (Glossa), or its number where a service gives none. */
export function permalinkOf(list: models.WordList): string {
  return list.permalink ?? String(list.id);
}

/**
 * The user's lists, paged until exhausted, or until `enough` says the rest (older
 * lists) does not matter. `now`, the engine's clock, is what the service's is measured against.
 */
export async function readServiceLists(
  session: SignedIn,
  now: () => number,
  enough?: (page: models.WordList[], skewMs: number | undefined) => boolean,
): Promise<ServiceLists> {
  const lists: models.WordList[] = [];
  let skewMs: number | undefined;
  for (let skip = 0; ; skip += LISTS_PAGE) {
    askPermit(session);
    const answer = await session.client.request('getWordListsForLoggedInUser', { skip, limit: LISTS_PAGE });
    if (answer.date !== undefined && skewMs === undefined) skewMs = answer.date - now();
    lists.push(...answer.data);
    if (answer.data.length < LISTS_PAGE) return { lists, complete: true, skewMs };
    if (enough?.(answer.data, skewMs)) return { lists, complete: false, skewMs };
    if (skip + LISTS_PAGE > LISTS_SKIP_MAX) return { lists, complete: false, skewMs };
  }
}

export interface ServiceWords {
  words: { word: string; createdAt?: string }[];
  /** True when every word of the list was read. */
  complete: boolean;
}

/**
 * A list's words. Oldest first until exhausted; if skip's bound is reached first, the
 * newest too, from the other end: that reaches twice as many, and whether it reached
 * them all is known from the list's count.
 */
export async function readServiceWords(session: SignedIn, permalink: string, expectedCount: number | undefined): Promise<ServiceWords> {
  const found = new Map<string, string | undefined>();
  for (const sortOrder of ['asc', 'desc'] as const) {
    for (let skip = 0; skip <= WORDS_SKIP_MAX; skip += WORDS_PAGE) {
      askPermit(session);
      const page = await session.client.getWordListWords({
        wordListId: permalink,
        sortBy: 'createDate',
        sortOrder,
        skip,
        limit: WORDS_PAGE,
      });
      for (const word of page) if (word.word) found.set(word.word, word.createdAt ?? undefined);
      // The end was reached from this side, or (from the other end) the count is made up: all seen.
      if (page.length < WORDS_PAGE || (sortOrder === 'desc' && expectedCount !== undefined && found.size >= expectedCount)) {
        return { words: [...found].map(([word, createdAt]) => ({ word, createdAt })), complete: true };
      }
    }
  }
  return { words: [...found].map(([word, createdAt]) => ({ word, createdAt })), complete: false };
}
