/**
 * GCIDE's letters and links in plain text and in the service's markup: the dictionary's ASCII
 * spellings of letters (`[ae]`, `[=e]`, `[alpha]`) as the letters themselves, and its `{Word}`
 * cross-references as `<xref>` links (or as plain words).
 */

/**
 * GCIDE's names for characters ASCII lacks, written in brackets (`[deg]`, `[eth]`, `[alpha]`):
 * a pronunciation's or a transliteration's marked letters as the plain letter (as the accents
 * below), the rest as the character itself. A bracketed word (`[archaic]`, `[He]`) is not one.
 */
const NAMED_CHARACTERS: Readonly<Record<string, string>> = {
  imac: 'i',
  aum: 'a',
  add: 'a',
  asl: 'a',
  udd: 'u',
  dsdot: 'd',
  zdot: 'z',
  ng: 'ng',
  th: 'th',
  eth: 'ð',
  thorn: 'þ',
  yogh: 'ȝ',
  deg: '°',
  min: '′',
  sec: '″',
  bprime: '″',
  sect: '§',
  para: '¶',
  pounds: '£',
  hand: '☞',
  sharp: '♯',
  flat: '♭',
  times: '×',
  div: '÷',
  divby: '÷',
  middot: '·',
  rarr: '→',
  dagger: '†',
  dag: '†',
  nbsp: ' ',
  cuberoot: '∛',
  ldqo: '“',
  rdqo: '”',
  break: '',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  omicron: 'ο',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  digamma: 'ϝ',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  Sigma: 'Σ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};
const NAMED_CHARACTER = new RegExp(`\\[(${Object.keys(NAMED_CHARACTERS).join('|')})\\]`, 'g');

/** GCIDE's ASCII spellings of letters (`[ae]`, `[=e]`, `\'e`, `[imac]`) in plain text: the accents dropped, ligatures spelled out. */
export function plainLetters(text: string): string {
  return text
    .replace(/\[(ae|AE|oe|OE)\]/g, (_all, pair: string) => pair)
    .replace(NAMED_CHARACTER, (_all, name: string) => NAMED_CHARACTERS[name] ?? '')
    .replace(/\[[=^.~"`'\-:]([a-zA-Z])\]|\[([a-zA-Z])[=^.~"`'\-:]\]/g, (_all, before?: string, after?: string) => before ?? after ?? '')
    .replace(/\[root\]/g, '√')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `{Word}` cross-references as `<xref>` markup; other text escaped for markup. */
export function markup(text: string): string {
  const escaped = plainLetters(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // A reference in double braces (`{{Clupea}}`, as some of GCIDE's newer articles write it) is one link.
  return escaped.replace(/\{([^{}]+)\}/g, '<xref>$1</xref>').replace(/\{(<xref>[^<]*<\/xref>)\}/g, '$1');
}

/** The text of `{Word}` cross-references without their braces. */
export function plain(text: string): string {
  return plainLetters(text).replace(/[{}]/g, '');
}

export const crossReferences = (text: string) => [...text.matchAll(/\{([^{}]+)\}/g)].map((match) => plainLetters(match[1] ?? ''));
