/**
 * The marks on pages, as the background, the page's marker and the options all name them: how
 * each state looks, and the `storage.local` entry whose change tells every marker to ask for
 * its words again.
 */
import type { WordState } from './word-state';

/** Given a new value (a fingerprint of the words and settings) whenever what pages mark changes. */
export const MARKS_CHANGED_KEY = 'marksChanged';

/**
 * How a word in each state is marked, in light and dark pages alike: an underline, dotted for
 * new words, solid for those being learned, dashed for known ones, so the state does not rest
 * on colour alone. The colours are of middle lightness, 3:1 or more against both a white and
 * a black page.
 */
const MARK_LOOKS: Record<WordState, { line: 'dotted' | 'solid' | 'dashed'; colour: string }> = {
  new: { line: 'dotted', colour: '#8b5cf6' },
  learning: { line: 'solid', colour: '#d97706' },
  known: { line: 'dashed', colour: '#0d9488' },
};

/** The underline of a word in `state`, as a `text-decoration` value. */
export function markDecoration(state: WordState): string {
  const { line, colour } = MARK_LOOKS[state];
  return `underline ${line} ${colour} 2px`;
}

/** The underline of a word in `state` as the marker draws it, as a `border-bottom` value: the same line as `markDecoration`. */
export function markBorder(state: WordState): string {
  const { line, colour } = MARK_LOOKS[state];
  return `2px ${line} ${colour}`;
}
