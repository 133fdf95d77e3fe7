/**
 * How each GCIDE article says its word (gcide-respelling.ts), as its senses carry it: the
 * article's own respelling, or the one before it of the same headword. Webster's gives a
 * pronunciation once and leaves it out of the articles that follow with the same one: "Bass
 * (b[=a]s), n." (the voice), then "Bass, a." and "Bass, v. t.", said alike; "Lead (l[=e]d),
 * v. t." (to guide), then "Lead, v. i." and "Lead, n." (the first place). An article spelt
 * with other marks ("Des"ert" after "De*sert"") or after another word takes none.
 */
import { GCIDE_RESPELLING } from '../../../lib/shared/english/respelling.ts';
import type { GcideArticle } from '../sources/gcide-entry.ts';

/** Each article's respelling, in the articles' order: its own or the one it follows; undefined where neither. */
export function articleRespellings(articles: readonly GcideArticle[]): (string | undefined)[] {
  let last: { marks: string; respelling: string | undefined } | undefined;
  return articles.map((article) => {
    const headword = article.headwords[0];
    if (!headword) return (last = undefined);
    const marks = `${headword.word}\\${headword.syllables.join('*')}\\${headword.stressed ?? ''}`;
    const respelling = headword.respelling ?? (last?.marks === marks ? last.respelling : undefined);
    last = { marks, respelling };
    return respelling;
  });
}

/** A sense's text pronunciations: the article's respelling, or none. */
export function textPronsOf(respelling: string | undefined): { raw: string; rawType: string }[] {
  return respelling ? [{ raw: respelling, rawType: GCIDE_RESPELLING }] : [];
}
