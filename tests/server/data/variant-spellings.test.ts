/** GCIDE's other spellings of an entry, as the build finds them (server/data/build/variant-spellings.ts), on real articles. */
import { describe, expect, it } from 'vitest';
import { findVariantSpellings } from '../../../server/data/build/variant-spellings.ts';
import type { GcideArticle } from '../../../server/data/sources/gcide-entry.ts';
import { readGcideArticle } from '../../../server/data/sources/gcide-entry.ts';

const article = (text: string) => readGcideArticle(text) as GcideArticle;

const AMONG = article(`Among \\A*mong"\\, Amongst \\A*mongst"\\, prep. [OE. amongist,
   amonges, amonge, among, AS. onmang.]
   1. Mixed or mingled; surrounded by.
      [1913 Webster]`);
const ACHENE = article(`Achene \\A*chene"\\, n. (Bot.)
   A small, dry, indehiscent fruit, containing a single seed.
   [Written also {akene} and {ach[ae]nium}.]
   [1913 Webster]`);
const SHEW_VERB = article(`Shew \\Shew\\, v. t. & i.
   See {Show}.
   [1913 Webster]`);
const SHEW_NOUN = article(`Shew \\Shew\\, n.
   Show. [Obs. except in shewbread.]
   [1913 Webster]`);
const DESPATCH = article(`Despatch \\De*spatch"\\, n.
   Same as {Dispatch}.
   [1913 Webster]`);
// A word whose only sense is another word, not spelled alike: a synonym, no spelling of it.
const BLEE = article(`Blee \\Blee\\, n.
   Color. [Obs.]
   [1913 Webster]`);
// An entry that defines, beside one that points.
const CROUD = [
  article(`Croud \\Croud\\, n.
   See {Crowd}, a violin.
   [1913 Webster]`),
  article(`Croud \\Croud\\, v. t.
   To press hard upon.
   [1913 Webster]`),
];

/** The variants found, with these entries and of them these WordNet's lemmas. */
function variants(articles: GcideArticle[], entries: string[], wordnet: string[]) {
  return findVariantSpellings(articles, { entryId: new Map(entries.map((e, i) => [e, i + 1])) }, new Set(wordnet));
}

describe("GCIDE's other spellings of an entry", () => {
  it('reads an article’s later headwords and the spellings it is written in too, where no dictionary defines them', () => {
    const found = variants([AMONG, ACHENE], ['among', 'achene'], []);
    expect(found.get('amongst')).toBe('among');
    expect(found.get('akene')).toBe('achene');
    expect(found.get('achænium') ?? found.get('achaenium')).toBe('achene');
    // A spelling listed (by a word list) but defined by no dictionary is found too; one WordNet defines keeps its own.
    expect(variants([AMONG], ['among', 'amongst'], []).get('amongst')).toBe('among');
    expect(variants([AMONG], ['among', 'amongst'], ['amongst']).has('amongst')).toBe(false);
  });

  it('sends a word GCIDE alone defines, whose every sense points elsewhere, to that entry', () => {
    const found = variants([SHEW_VERB, SHEW_NOUN, DESPATCH, BLEE], ['shew', 'show', 'despatch', 'dispatch', 'blee', 'color'], ['show', 'dispatch', 'color']);
    expect(found.get('shew')).toBe('show');
    expect(found.get('despatch')).toBe('dispatch');
    expect(found.has('blee')).toBe(false);
    // A word spelled almost alike, alone, is a definition: "Whilst: While." keeps its own.
    const whilst = article(`Whilst \\Whilst\\, adv.
   While.
   [1913 Webster]`);
    expect(variants([whilst], ['whilst', 'while'], ['while']).has('whilst')).toBe(false);
    const connexion = article(`Connexion \\Con*nex"ion\\, n.
   Connection. See {Connection}.
   [1913 Webster]`);
    expect(variants([connexion], ['connexion', 'connection'], ['connection']).get('connexion')).toBe('connection');
    // A word made from the one it points to is no spelling of it: "Unspontaneous: See spontaneous." is its opposite.
    const unspontaneous = article(`Unspontaneous \\Un*spon*ta"ne*ous\\
   See {spontaneous}.
   [1913 Webster]`);
    const poppy = article(`Poppy \\Pop"py\\, Poppyhead \\Pop"py*head\\, n.
   A raised ornament.
   [1913 Webster]`);
    expect(variants([unspontaneous, poppy], ['unspontaneous', 'spontaneous', 'poppy'], ['spontaneous']).size).toBe(0);
    // Not when one of its senses defines, nor when WordNet lists the word too.
    expect(variants(CROUD, ['croud', 'crowd'], ['crowd']).has('croud')).toBe(false);
    expect(variants([DESPATCH], ['despatch', 'dispatch'], ['despatch', 'dispatch']).has('despatch')).toBe(false);
  });
});
