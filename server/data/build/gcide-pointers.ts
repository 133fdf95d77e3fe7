/**
 * Webster's 1913 senses that only send the reader elsewhere, followed at build time to the
 * senses they point to, so that every client of the server gets a sense that says something
 * rather than "See wept.":
 *
 *     Unwept     See {wept}.                 -> wept: imp. & p. p. of {Weep}.  -> weep's senses
 *     Centering  Same as {Center}, n., 6.    -> center's noun sense 6
 *     Centring   See {Centring}.             (itself) -> the article written also "centring": Centering -> …
 *     Unsavory   See {savory}.               -> "Not savory." (un- + savory: never savory's own senses)
 *
 * Here rather than in the extension alone: the build has every article at hand, so a pointer
 * costs nothing to follow, where a client would spend a call on it. The extension's ranker
 * still places a stub after every sense that says something (lib/shared/text/cross-reference.ts),
 * for the live service's answers, which this build does not touch.
 *
 * Honest data: a followed sense is Webster's own text of the target, from the same dictionary
 * (so under the same attribution), and carries a note that says where it was found. A sense
 * of a phrase ("See under {Red}.") points into an article whose phrases Glossa does not read,
 * and is left as it is; so is a pointer that leads nowhere a sense says something.
 *
 * A word Webster's makes of a prefix and the word it points to ("Unwept: See {wept}.", as its
 * note under Un- says it lists such compounds) means the opposite of the target's senses: an
 * un- word reads "Not wept.", by the 2d Un-, "signifying not"; a word of another prefix keeps its pointer.
 */
import type { GcideArticle } from '../sources/gcide-entry.ts';
import type { GcideSense } from '../sources/gcide-senses.ts';
import { writtenAlso } from './variant-spellings.ts';

/** A sense found at the end of a pointer, and where: the target's headword and part of speech. */
export interface FollowedSense {
  sense: GcideSense;
  /** The headword of the article it is a sense of, as Webster's writes it (`Weep`). */
  headword: string;
  partOfSpeech?: string;
  /** Where it was found, said for the reader: the pointer as Webster's gives it, and the word whose sense it is. */
  foundAt: string;
}

/** Senses a pointer is replaced by, at most: a pointer to a whole entry shows its first senses, not all. */
const FOLLOWED_AT_MOST = 4;
/** Pointers followed one after another, at most (unwept -> wept -> weep is two). */
const DEPTH = 3;

/**
 * A sense that is a pointer and nothing else: "See {X}.", "Same as {X}, n., 6.", "= {X}", and
 * (only on the way, never as the first pointer) a form's "imp. & p. p. of {X}.".
 */
const POINTER =
  /^(see|same as|=|(?:imp\.|p\.\s?p\.|imp\.\s?(?:&|and)\s?p\.\s?p\.|pl\.|p\.\s?pr\.(?:\s?(?:&|and)\s?vb\.\s?n\.)?)\s+of)\s+(?:([1-4])(?:st|d|th)\s+)?<xref>([^<]+)<\/xref>(?:,\s*(n|v\.\s?t|v\.\s?i|v|a|adj|adv)\.)?(?:,?\s*(\d+)[a-z]?)?\s*\.?$/i;

interface Pointer {
  target: string;
  /** Whether it names a form ("imp. & p. p. of"), whose target is a verb or a noun's singular. */
  form: boolean;
  partOfSpeech?: string;
  /** Which of the target's articles ("See 2d {Timber}."), counted from 1. */
  article?: number;
  /** The target's sense number ("Same as {Center}, n., 6."). */
  number?: string;
}

/** Where a sense points, if pointing is all it does. */
export function pointerOf(text: string): Pointer | undefined {
  // "Same as {Center}, n., 6. Written also {centring}.": the other spelling says nothing of the meaning.
  // A usage mark left after it ("See {Color}. [Brit.]") says where the spelling is used, not what it means.
  const pointer = text
    .replace(/\s*\b(?:Written|Also written|Formerly written|Sometimes written)\b[^]*$/, '')
    .replace(/\s*\[[^\]]{1,30}\]\s*$/, '');
  const match = POINTER.exec(pointer.trim());
  if (!match) return undefined;
  const kind = (match[1] ?? '').toLowerCase();
  const abbreviation = match[4]?.replace(/\s/g, '').toLowerCase();
  const partOfSpeech =
    abbreviation === undefined ? undefined : abbreviation === 'n' ? 'noun' : abbreviation.startsWith('v') ? 'verb' : 'adj';
  return {
    target: (match[3] ?? '').toLowerCase(),
    ...(match[2] && { article: Number(match[2]) }),
    form: kind !== 'see' && kind !== 'same as' && kind !== '=',
    ...(partOfSpeech && { partOfSpeech }),
    ...(match[5] && { number: match[5] }),
  };
}

/** Spellings of one word that Webster's writes either way (centring, centering; centre, center; honour, honor). */
const SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/tring$/, 'tering'],
  [/tred$/, 'tered'],
  [/tre$/, 'ter'],
  [/our$/, 'or'],
  [/ise$/, 'ize'],
  [/ll(ed|ing)$/, 'l$1'],
];

const matchesPart = (article: GcideArticle, partOfSpeech: string | undefined) =>
  !partOfSpeech || (article.partOfSpeech ?? '').startsWith(partOfSpeech === 'adj' ? 'adj' : partOfSpeech);

/**
 * A function that gives the senses a pointer sense leads to (undefined for a sense that is no
 * pointer, or whose pointer leads to nothing that defines).
 */
export function pointerFollower(
  articles: readonly GcideArticle[],
): (article: GcideArticle, sense: GcideSense) => FollowedSense[] | undefined {
  const byHeadword = new Map<string, GcideArticle[]>();
  const writtenAlsoIn = new Map<string, string>();
  // The articles that list a word among their forms: "Wept, imp. & p. p. of {Weep}." is a header
  // with no sense, and Weep's article lists wept among its verb's forms.
  const formOf = new Map<string, GcideArticle[]>();
  for (const article of articles) {
    for (const form of [...article.verbForms, ...article.plurals]) {
      const list = formOf.get(form.toLowerCase());
      if (list) list.push(article);
      else formOf.set(form.toLowerCase(), [article]);
    }
    for (const { word } of article.headwords) {
      const key = word.toLowerCase();
      const list = byHeadword.get(key);
      if (list) list.push(article);
      else byHeadword.set(key, [article]);
    }
    const own = article.headwords[0]?.word.toLowerCase();
    if (!own) continue;
    for (const sense of article.senses) for (const other of writtenAlso(sense.text)) writtenAlsoIn.set(other.toLowerCase(), own);
  }

  /** The entry a pointer to `target` from `from` means: itself read as another spelling where it points to itself. */
  const resolve = (target: string, from: string): string | undefined => {
    if (target !== from) return target;
    const written = writtenAlsoIn.get(target);
    if (written && written !== target) return written;
    for (const [ending, other] of SPELLINGS) {
      const respelled = target.replace(ending, other);
      if (respelled !== target && byHeadword.has(respelled)) return respelled;
    }
    return undefined;
  };

  const follow = (article: GcideArticle, sense: GcideSense, seen: Set<GcideSense>, depth: number): FollowedSense[] => {
    const pointer = pointerOf(sense.text);
    const headword = article.headwords[0]?.word ?? '';
    if (!pointer) return [{ sense, headword, ...(article.partOfSpeech && { partOfSpeech: article.partOfSpeech }), foundAt: '' }];
    if (depth >= DEPTH || (pointer.form && depth === 0)) return [];
    const from = headword.toLowerCase();
    // A word made of a prefix and its target ("overpraise": See {praise}) is not the target.
    if (from.length > pointer.target.length && from.endsWith(pointer.target)) return [];
    const key = resolve(pointer.target, from);
    if (!key) return [];
    const partOfSpeech = pointer.partOfSpeech ?? (pointer.form ? 'verb' : undefined);
    // "Same as 1st {Timber}.": the first article of that headword.
    const nth = pointer.article === undefined ? undefined : (byHeadword.get(key) ?? [])[pointer.article - 1];
    const named = (nth ? [nth] : (byHeadword.get(key) ?? [])).filter((a) => a.senses.length > 0);
    const targets = (named.length ? named : (formOf.get(key) ?? [])).filter((a) => a !== article && matchesPart(a, partOfSpeech));
    const found: FollowedSense[] = [];
    for (const target of targets) {
      for (const next of target.senses) {
        if (seen.has(next) || (pointer.number && /^\d*/.exec(next.number)?.[0] !== pointer.number)) continue;
        seen.add(next);
        found.push(...follow(target, next, seen, depth + 1));
        if (found.length >= FOLLOWED_AT_MOST) return found.slice(0, FOLLOWED_AT_MOST);
      }
    }
    return found;
  };

  return (article, sense) => {
    const pointer = pointerOf(sense.text);
    if (!pointer) return undefined;
    const word = (article.headwords[0]?.word ?? '').toLowerCase();
    const said = `"${sense.text.replace(/<[^>]*>/g, '')}"`;
    if (!pointer.form && word === `un${pointer.target}`) {
      const not = `Not <xref>${pointer.target}</xref>.`;
      const foundAt = `Webster's 1913 gives ${word} as ${said}, of un-, "signifying not", and ${pointer.target}.`;
      return [{ sense: { number: '', labels: sense.labels, text: not, quotations: [], notes: [] }, headword: 'Un-', foundAt }];
    }
    const found = follow(article, sense, new Set([sense]), 0);
    return found.length
      ? found.map((f) => ({ ...f, foundAt: `Webster's 1913 gives ${word} as ${said}: this is its sense of ${f.headword.toLowerCase()}.` }))
      : undefined;
  };
}
