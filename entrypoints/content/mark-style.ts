/**
 * How marked words look, in light and dark pages alike: an underline (dotted for new words,
 * solid for those being learned, dashed for known ones), so the state does not rest on colour
 * alone. Its colours are of middle lightness, which keeps them at 3:1 or more against both a
 * white and a black page. The build writes it to content-scripts/marks.css, which the
 * browser adds to marked pages without an element; open shadow roots and the PDF viewer
 * take it as a style sheet of their own.
 */
import { highlightName } from '../../lib/shared/marks';
import type { WordState } from '../../lib/shared/word-state';

const LOOKS: Record<WordState, { line: string; colour: string }> = {
  new: { line: 'dotted', colour: '#8b5cf6' },
  learning: { line: 'solid', colour: '#d97706' },
  known: { line: 'dashed', colour: '#0d9488' },
};

export const MARK_STYLE = Object.entries(LOOKS)
  .map(
    ([state, { line, colour }]) =>
      `::highlight(${highlightName(state as WordState)}){text-decoration:underline ${line} ${colour} 2px;text-underline-offset:3px}`,
  )
  .join('\n');
