/**
 * The entries' columns that search, random words and every lookup read from memory, as the
 * build stores them (table `word_index`, one blob per column) and the server reads them back.
 * Reading a dozen blobs at start-up takes milliseconds; reading the same from 167,000 rows
 * and sorting them twice took most of a second and left a heap of row objects behind.
 *
 * Numbers are stored as the bytes of an Int32Array (this machine's byte order: the file is
 * built where it is served); texts as one UTF-8 string, one value a line.
 */

/** The columns, each indexed by an entry's position in the binary order of `lower`. */
export interface WordIndexColumns {
  ids: Int32Array;
  lower: string[];
  /** The display spelling where it is not `lower` (a capitalized form), else ''. */
  display: string[];
  corpusCount: Int32Array;
  dictionaryCount: Int32Array;
  length: Int32Array;
  posMask: Int32Array;
  flags: Int32Array;
  /** SCOWL tier (10 most common … 70 rarest), 0 when the word is not in SCOWL. */
  tier: Int32Array;
  /** Positions in the binary order of the spellings reversed: words by their endings. */
  byEnding: Int32Array;
  /** The capitalized forms of the entry at position p: `forms[formsStart[p] … formsStart[p + 1])`. */
  formsStart: Int32Array;
  forms: string[];
}

const TEXT_COLUMNS = ['lower', 'display', 'forms'] as const;
const NUMBER_COLUMNS = ['ids', 'corpusCount', 'dictionaryCount', 'length', 'posMask', 'flags', 'tier', 'byEnding', 'formsStart'] as const;

/** The rows of `word_index`: a column's name and its bytes. */
export function packWordIndex(columns: WordIndexColumns): [string, Buffer][] {
  return [
    ...TEXT_COLUMNS.map((name): [string, Buffer] => [name, Buffer.from(columns[name].join('\n'), 'utf8')]),
    ...NUMBER_COLUMNS.map((name): [string, Buffer] => {
      const values = columns[name];
      return [name, Buffer.from(values.buffer, values.byteOffset, values.byteLength)];
    }),
  ];
}

/** The columns again from the rows of `word_index`. */
export function unpackWordIndex(rows: readonly [string, Buffer][]): WordIndexColumns {
  const blobs = new Map(rows);
  const blob = (name: string) => {
    const bytes = blobs.get(name);
    if (!bytes) throw new Error(`The word database has no "${name}" in word_index: build it again`);
    return bytes;
  };
  // A copy, not a view: an Int32Array must start on a multiple of 4 bytes, a blob need not.
  const numbers = (name: string) => new Int32Array(new Uint8Array(blob(name)).buffer);
  const texts = (name: string) => {
    const bytes = blob(name);
    return bytes.length === 0 ? [] : bytes.toString('utf8').split('\n');
  };
  const columns = {} as Record<string, unknown>;
  for (const name of NUMBER_COLUMNS) columns[name] = numbers(name);
  for (const name of TEXT_COLUMNS) columns[name] = texts(name);
  const result = columns as unknown as WordIndexColumns;
  // Texts joined by lines lose one empty value at the end of an empty list only; a list of
  // one empty display spelling is [''] either way. The counts must agree with the ids.
  if (result.display.length === 0 && result.ids.length > 0) result.display = Array<string>(result.ids.length).fill('');
  if (result.lower.length !== result.ids.length || result.display.length !== result.ids.length) {
    throw new Error("The word database's word_index does not match itself: build it again");
  }
  return result;
}
