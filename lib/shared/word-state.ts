/**
 * What a reader knows of a word they keep: `new` until it is first reviewed, then `learning`,
 * then `known`. The review decides a word's state; the marks on pages and the bubble show it.
 */
export const WORD_STATES = ['new', 'learning', 'known'] as const;

export type WordState = (typeof WORD_STATES)[number];
