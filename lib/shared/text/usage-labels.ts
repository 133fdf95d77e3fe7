/**
 * How a sense is used (obsolete, rare, informal, British…), as a reader reads it. Dictionaries
 * abbreviate these (`Obs.`, `R.`, `[Colloq. U.S.]`): known abbreviations are written out, plain
 * words are shown as the service gave them, and an abbreviation Glossa cannot write out is left
 * out rather than shown as a riddle. Subject fields (`(Zoöl.)`) and grammar (`countable`) are
 * not usage and are not shown.
 */
import { t } from '../i18n';

interface Label {
  text?: string | null;
  type?: string | null;
}

/** The label types that say how a sense is used, by the names the services give them. */
const USAGE_TYPES = new Set(['usage', 'register', 'mark', 'chronological', 'region']);

/** Abbreviations written out, by their spelling without the final dot. */
const WRITTEN_OUT: Readonly<Record<string, () => string>> = {
  obs: () => t('labelObsolete'),
  r: () => t('labelRare'),
  rare: () => t('labelRare'),
  colloq: () => t('labelInformal'),
  archaic: () => t('labelArchaic'),
  poetic: () => t('labelPoetic'),
  slang: () => t('labelSlang'),
  'prov. eng': () => t('labelRegional'),
  local: () => t('labelRegional'),
  eng: () => t('labelBritish'),
  scot: () => t('labelScottish'),
  'u.s': () => t('labelUs'),
  fig: () => t('labelFigurative'),
};

/** `[Colloq. U.S.]` → `Colloq.`, `U.S.`; `Prov. Eng.` stays one. */
function pieces(text: string): string[] {
  const inner = text.replace(/^[[(]\s*|\s*[\])]$/g, '');
  const parts = inner.split(/\s*[,;]\s*/);
  return parts.flatMap((part) => {
    const key = part.toLowerCase().replace(/\.$/, '');
    if (WRITTEN_OUT[key] || !part.includes('.')) return [part];
    // Two abbreviations in one (`Colloq. U.S.`): each is written out or left out alone.
    return part.replace(/\b([A-Z])\.\s(?=[A-Z]\.)/g, '$1.').split(/\s+/);
  });
}

/** The usage labels of a sense, written out, each once, at most `atMost`. */
export function usageLabels(labels: readonly Label[] | null | undefined, atMost = 3): string[] {
  const shown: string[] = [];
  for (const label of labels ?? []) {
    if (!label.text || !USAGE_TYPES.has(label.type ?? '')) continue;
    for (const piece of pieces(label.text.trim())) {
      const writeOut = WRITTEN_OUT[piece.toLowerCase().replace(/\.$/, '')];
      const words = writeOut ? writeOut() : piece.includes('.') ? undefined : piece;
      if (words && !shown.includes(words)) shown.push(words);
    }
  }
  return shown.slice(0, atMost);
}

/**
 * A sense's text without a leading label that the labels shown already say: WordNet writes
 * "(slang) offensive term…" and lists "slang" among the sense's labels as well.
 */
export function withoutRepeatedLabel(text: string, shown: readonly string[]): string {
  const leading = /^\s*\(([^()]{1,30})\)\s*/.exec(text);
  if (!leading?.[1]) return text;
  const said = new Set(shown.map((label) => label.toLowerCase()));
  const repeated = usageLabels([{ text: leading[1], type: 'usage' }]);
  return repeated.length > 0 && repeated.every((label) => said.has(label.toLowerCase())) ? text.slice(leading[0].length) : text;
}
