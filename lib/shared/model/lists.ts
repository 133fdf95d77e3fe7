/**
 * A word list as Glossa keeps it, and a word of it: what the background stores (with whose it
 * is, in lib/background/store/db.ts) and the views are shown through their answers
 * (lib/shared/messages/answers.ts), mapped at the background's handlers.
 */
import type { CardContext } from './cards';
import type { KeptSense } from './kept-sense';

/** A word list: the service's fields, its ids there once known, and the id it has in this browser. */
export interface List {
  /** Stable local id: a list made offline has no permalink until its first sync. */
  localId: string;
  /** The list's permalink on the service (what L2–L7 address it by), once known. */
  permalink?: string;
  /**
   * The service's number for the list (WordList `id`), once known. A permalink can be
   * taken again by a list made later; this tells ours from it.
   */
  serverId?: number;
  name: string;
  description?: string;
  type?: string;
  numberWordsInList: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * One word of a list, with what the reader kept with it in this browser: the sense they meant
 * and the sentence they read it in (the service's lists hold words only).
 */
export interface ListEntry {
  word: string;
  createdAt: string;
  sense?: KeptSense;
  context?: CardContext;
}
