/**
 * The marks on pages, as the background and the page's marker both name them: the highlight
 * each state paints (styled by public/content-scripts/marks.css and the PDF viewer), and the
 * `storage.local` entry whose change tells every marker to ask for its words again.
 */
import type { WordState } from './word-state';

/** Given a new value whenever the words to mark may have changed. */
export const MARKS_CHANGED_KEY = 'marksChanged';

/** The name of the highlight (`CSS.highlights`, `::highlight()`) that paints words in `state`. */
export function highlightName(state: WordState): string {
  return `glossa-${state}`;
}
