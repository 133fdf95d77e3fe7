/**
 * Abbreviations whose full stop ends no sentence: titles ("Mrs. Bennet"), older books'
 * shortened names and ranks ("Wm. Collins", "Lieut. Price"), references ("vol.", "pp."), and
 * an initial ("J. Austen"). Both the sentence a lookup keeps and the marker's sense of where a
 * sentence starts (a capital after "Mr." is a name's) read this one list.
 */

/** Each as it is written, case and all: "No. 5" is a number, "no." ends a sentence. */
const ABBREVIATIONS = [
  // Titles and ranks.
  'Mr',
  'Mrs',
  'Ms',
  'Dr',
  'St',
  'Mt',
  'Messrs',
  'Mme',
  'Mlle',
  'Capt',
  'Col',
  'Gen',
  'Lt',
  'Lieut',
  'Sgt',
  'Rev',
  'Hon',
  'Prof',
  'Gov',
  'Bart',
  'Sr',
  'Jr',
  // Older books' shortened first names.
  'Wm',
  'Geo',
  'Chas',
  'Thos',
  'Jas',
  'Jno',
  'Robt',
  'Benj',
  // References.
  'No',
  'vol',
  'viz',
  'cf',
  'etc',
  'ch',
  'p',
  'pp',
] as const;

/** Text that ends with an abbreviation's full stop (or an initial's), spaces after it allowed. */
const ENDS_IN_ABBREVIATION = new RegExp(`(?:^|[\\s(])(?:${ABBREVIATIONS.join('|')}|[A-Z])\\.\\s*$`, 'u');

/** Whether `text` ends with an abbreviation's full stop, which ends no sentence: "… said Mrs." */
export function endsInAbbreviation(text: string): boolean {
  return ENDS_IN_ABBREVIATION.test(text);
}
