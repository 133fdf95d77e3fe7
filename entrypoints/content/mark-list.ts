/**
 * The marks found in one text, packed: each mark is where a list word stands in the text (its
 * start and end offsets) and the word's state, kept as three small integers in one array rather
 * than as an object and a range apiece. A page of 40 frames can hold 80,000 marks; as objects
 * with a StaticRange each, they took about 3 MB of the page's JS heap, and as much again of the
 * browser's own memory. The mark layer makes a range of a mark's offsets only to place its
 * underline.
 */
import { WORD_STATES, type WordState } from '../../lib/shared/word-state';

const STATE_INDEX = new Map<WordState, number>(WORD_STATES.map((state, index) => [state, index]));

export class MarkList {
  /** start, end and the state's index of each mark in turn: small integers, which an array keeps at 4 bytes each. */
  private readonly triples: number[] = [];

  get length(): number {
    return this.triples.length / 3;
  }

  push(state: WordState, start: number, end: number): void {
    this.triples.push(start, end, STATE_INDEX.get(state) ?? 0);
  }

  /** Where the mark at `index` starts in its text. */
  start(index: number): number {
    return this.triples[3 * index] ?? 0;
  }

  /** Where it ends. */
  end(index: number): number {
    return this.triples[3 * index + 1] ?? 0;
  }

  state(index: number): WordState {
    return WORD_STATES[this.triples[3 * index + 2] ?? 0] as WordState;
  }
}
