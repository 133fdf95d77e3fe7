/**
 * GCIDE's labels: fields (`(Min.)`, `(Mar. Law)`) and usage (`[Obs.]`, `[Colloq.]`), as the
 * header gives them to every sense or a sense to itself.
 */

/** Short usage brackets such as `[Obs.]`, `[R.]`, `[Colloq.]`: labels, not etymologies. */
export const USAGE_BRACKET =
  /^\[((?:Obs|R|Colloq|Archaic|Prov\. Eng|Eng|Scot|U\. S|Local|Slang|Vulgar|Poetic|Low|Rare|Cant|Humorous)\.?)\]$/;
/** A bracket of labels alone: `[Obs.]`, `[Colloq.]`, `[Scot. & North of Eng.]`, `[Prov. Eng. & U. S.]`. */
export const LABELS_BRACKET = /^\[(?:[A-Z][A-Za-z]*\.?|&|of|and|or|[,;]|\s)+\]/;
/** A field label: `Min.`, `Zool.`, `Mar. Law`, `Naut. & Fig.` (an abbreviation, then capitalized words). */
export const FIELD_LABEL = String.raw`[A-Z][a-z]*\.(?: ?(?:&|[A-Z][A-Za-z]*\.?))*`;

/** Leading `(Min.)`, `(Zool.)` and `[Obs.]` labels off a sense's text. */
export function takeLabels(text: string): { labels: string[]; text: string } {
  const labels: string[] = [];
  let rest = text;
  for (;;) {
    const match = new RegExp(`^\\s*\\((${FIELD_LABEL})\\)\\s*|^\\s*\\[((?:[A-Z][a-z]*\\.\\s*){1,3})\\]\\s*`).exec(rest);
    if (!match) break;
    labels.push((match[1] ?? match[2] ?? '').trim());
    rest = rest.slice(match[0].length);
  }
  // Usage labels written after the text: "To make red; to redden. [R.]"
  const trailing = /\s*\[((?:Obs|R|Colloq|Archaic|Poetic|Rare|Slang|Prov\. Eng|Eng|Scot|U\. S)\.?)\]\s*(?=--|$)/.exec(rest);
  if (trailing?.[1]) {
    labels.push(trailing[1]);
    rest = rest.slice(0, trailing.index) + rest.slice(trailing.index + trailing[0].length);
  }
  return { labels, text: rest };
}
