/**
 * morphy: the base forms of an inflected word, from WordNet's exceptions and rules and the
 * attested inflections; and the entry another spelling of it stands for (variant_spellings).
 */
import { adjectivesOfAdverb, detach, possessiveOwner, type MorphPos } from '../../../lib/shared/english/inflection.ts';
import { WORDNET_POS_BITS } from '../../data/schema.ts';
import { DISPLAY, normalize, type WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';
import { partOfSpeech, type DefinitionPartOfSpeech } from '../../data/synsets.ts';

interface CanonicalCandidate {
  word: string;
  pos: DefinitionPartOfSpeech;
  /** exception: WordNet's exception lists; inflection: a regular inflection attested in a corpus;
   * rule: WordNet's detachment rules (or an adverb's -ly); self: the word is itself a WordNet lemma. */
  via: 'exception' | 'self' | 'inflection' | 'rule';
}

interface CanonicalForm {
  /** The best base form, or undefined when the word is unknown and no rule finds one. */
  root?: string;
  candidates: CanonicalCandidate[];
  /** With a root: the parts of speech the word has as a form of it (see `inflectedAs`). */
  inflectedAs?: DefinitionPartOfSpeech[];
}

/**
 * How many times more often than a word as itself its base must have been met for a plural or
 * an -s that is an entry of its own to be read as its base's form: set by hand, so that the
 * commonest plurals (years 25 and 450, eyes 4 and 277, days, hands, minutes, things) are read
 * as their singular's, and entries a reader looks up as themselves (glasses, means, words,
 * papers, grounds) stay themselves.
 */
const BASE_MET_MORE = 10;
/**
 * The same for a verb's -ed that is an adjective of its own, set by hand on `npm run
 * eval:first-part`: its verb five times as common as it, so that "the area was covered", "a
 * program is needed" and "he headed for the street" are the verb's, while "bored", "experienced"
 * and "organized" (about four times) stay themselves, as "tired" and "interested" do. (Lower, the
 * measure gains more, but Brown tags an adjective's participle, "was bored", as a verb too.)
 */
const PAST_MET_MORE = 5;

/** A base an inflection table gives a form (WordNet's exceptions, the attested regular forms, GCIDE's). */
interface Base {
  word: string;
  pos: string;
  source: string;
  id: number;
}

const MORPH_POS: readonly MorphPos[] = ['n', 'v', 'a', 'r'];

/** Spellings the dictionaries do not enter, and how they enter the word (see `otherSpelling`). */
const RESPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/^([a-z]{3,}ic)k$/, '$1'],
  [/^([a-z]+)our([a-z]*)$/, '$1or$2'],
];
const POS_RANK: Record<string, number> = { n: 0, v: 1, a: 2, r: 3 };

export function canonicalQueries(db: WordDatabase, entries: Entries) {
  const inflectionBases = db.prepare(
    `SELECT ${DISPLAY} AS word, i.pos, i.source, i.base_id AS id FROM inflections i JOIN entries e ON e.id = i.base_id
     WHERE i.form = ? ORDER BY i.source, i.pos, e.lower`,
  );
  /** How often WordNet's concordance met an entry's senses, all told: how common the word is as itself. */
  const taggedCount = db.prepare(`SELECT coalesce(sum(tag_count), 0) FROM senses WHERE entry_id = ?`).pluck();
  /** The same, for its senses of one part of speech only (WordNet's letter: n, v, a with its satellites, r). */
  const taggedCountAs = db
    .prepare(
      `SELECT coalesce(sum(s.tag_count), 0) FROM senses s JOIN synsets y ON y.id = s.synset_id
       WHERE s.entry_id = ? AND (y.pos = ? OR (? = 'a' AND y.pos = 's'))`,
    )
    .pluck();

  const variantBase = db
    .prepare(`SELECT ${DISPLAY} AS word FROM variant_spellings v JOIN entries e ON e.id = v.base_id WHERE v.form = ?`)
    .pluck();

  /**
   * The entry a spelling is another spelling of: one GCIDE gives (amongst → among, chuse → choose),
   * or, for a word no dictionary defines, the spelling the dictionaries enter it by: an older
   * spelling's -ick (musick, publick → music, public: "k was added to c in certain words of Latin
   * origin … but now it is omitted", Webster's 1913), a British -our (unhonoured → unhonored).
   */
  function otherSpelling(lower: string, defined: boolean): string | undefined {
    const given = variantBase.get(lower) as string | undefined;
    if (given !== undefined || defined) return given;
    for (const [spelled, entered] of RESPELLINGS) {
      const respelled = spelled.test(lower) ? lower.replace(spelled, entered) : undefined;
      const entry = respelled === undefined ? undefined : entries.byLower(respelled)?.word;
      if (entry !== undefined) return entry;
    }
    return undefined;
  }

  /**
   * A plural or a verb's -s, -ed or -ing that is also an entry of its own ("years": a late time of
   * life; "eyes": opinion; "needs": of necessity; "opened": used of mouth or eyes; "wanted": sought
   * by the police) is its base's form first, as running text means it, where the concordance met
   * its base as that part of speech many times more often than the word as itself
   * (BASE_MET_MORE; PAST_MET_MORE for an -ed): "he opened the door" is open's past; "glasses"
   * (spectacles, met 4 times; glass, 39), "means", "words", "tired" and "interested" stay. Moves
   * those bases before the word's own candidates. (The answer carries the word's own senses
   * after its base's: see handlers/words.ts.)
   */
  function formBeforeItself(self: { id: number }, lower: string, bases: readonly Base[], candidates: CanonicalCandidate[]): void {
    const at = candidates.findIndex((c) => c.via === 'self');
    const verbForm = /(?:ed|ing)$/.test(lower);
    if (at === -1 || !(/s$/.test(lower) || verbForm)) return;
    const own = taggedCount.get(self.id) as number;
    const leading = bases.filter(
      (base) =>
        base.source === 'regular' &&
        (verbForm ? base.pos === 'v' : base.pos === 'n' || base.pos === 'v') &&
        (taggedCountAs.get(base.id, base.pos, base.pos) as number) > (/ed$/.test(lower) ? PAST_MET_MORE : BASE_MET_MORE) * (own + 1),
    );
    const first = candidates.filter(
      (c) => c.via === 'inflection' && leading.some((base) => base.word === c.word && partOfSpeech(base.pos) === c.pos),
    );
    const others = candidates.filter((c) => !first.includes(c));
    candidates.splice(0, candidates.length, ...others.slice(0, at), ...first, ...others.slice(at));
  }

  return {
    /**
     * morphy: the base form(s) of an inflected word. Order of preference: WordNet's exception
     * lists (mice → mouse, better → good), the word itself when WordNet has it, attested regular
     * inflections (dogs → dog), then WordNet's detachment rules checked against WordNet.
     */
    canonical(asked: string): CanonicalForm {
      // A possessive is its owner's form ("to-day's" → to-day), unless the word as written is an entry.
      const owner = possessiveOwner(normalize(asked));
      const word = owner !== undefined && entries.find(asked) === undefined ? owner : asked;
      // The entry as found, accents folded when the exact spelling is not one (naïve → naive).
      const self = entries.find(word);
      const lower = self?.lower ?? normalize(word).toLowerCase();
      const candidates: CanonicalCandidate[] = [];
      const add = (candidate: CanonicalCandidate) => {
        if (!candidates.some((c) => c.word === candidate.word && c.pos === candidate.pos)) candidates.push(candidate);
      };
      const bases = inflectionBases.all(lower) as Base[];
      bases.sort((a, b) => (POS_RANK[a.pos] ?? 9) - (POS_RANK[b.pos] ?? 9));
      const exceptions = bases.filter((base) => base.source === 'exception');
      // A comparative that WordNet enters as an adjective or adverb of its own (better, best,
      // worse) is that entry first: its exception (better → good) comes after it. A verb's past
      // or a noun's plural that is also a word (saw, found) still means its base first, unless
      // the concordance met the word as itself more often than its base: "offer" is not off's
      // comparative, "feed" not fee's past, "dive" not diva's plural, "data" not datum's.
      // (The counts are read only for a word that is an entry and has an exception, once each.)
      const ownCount = self === undefined || exceptions.length === 0 ? 0 : (taggedCount.get(self.id) as number);
      const ownFirst = new Set(
        exceptions.filter(
          (base) =>
            self !== undefined &&
            (((base.pos === 'a' || base.pos === 'r') && (self.pos_mask & WORDNET_POS_BITS[base.pos]) !== 0) ||
              ownCount > (taggedCount.get(base.id) as number)),
        ),
      );
      for (const base of exceptions) {
        if (!ownFirst.has(base)) add({ word: base.word, pos: partOfSpeech(base.pos), via: 'exception' });
      }
      if (self) {
        for (const pos of MORPH_POS) {
          if ((self.pos_mask & WORDNET_POS_BITS[pos]) !== 0) add({ word: self.word, pos: partOfSpeech(pos), via: 'self' });
        }
      }
      for (const base of ownFirst) add({ word: base.word, pos: partOfSpeech(base.pos), via: 'exception' });
      for (const base of bases) {
        if (base.source !== 'exception') add({ word: base.word, pos: partOfSpeech(base.pos), via: 'inflection' });
      }
      if (self) formBeforeItself(self, lower, bases, candidates);
      // A compound's base as the dictionaries write it: "saddle-horses" → saddle horse.
      for (const pos of MORPH_POS) {
        for (const base of detach(lower, pos)) {
          const row = entries.find(base);
          if (row && (row.pos_mask & WORDNET_POS_BITS[pos]) !== 0) add({ word: row.word, pos: partOfSpeech(pos), via: 'rule' });
        }
      }
      // An adverb no dictionary enters is a form of its adjective: "glutinously" → glutinous.
      if (!candidates.length && !self) {
        for (const base of adjectivesOfAdverb(lower)) {
          const row = entries.byLower(base);
          if (row && (row.pos_mask & WORDNET_POS_BITS.a) !== 0) add({ word: row.word, pos: partOfSpeech('a'), via: 'rule' });
        }
      }
      const found = candidates[0]?.word ?? self?.word;
      // Another spelling of an entry is answered with that entry (amongst → among), a form's as its base's.
      const defined = candidates.length > 0 || (self?.dictionary_count ?? 0) > 0;
      const root = otherSpelling((found ?? lower).toLowerCase(), defined) ?? found;
      if (root === undefined) return { candidates };
      return { root, candidates, inflectedAs: found === undefined ? [] : inflectedAs(found, candidates) };
    },
  };
}

/**
 * The parts of speech an inflected form belongs to as a form of its root (went: verb; geese:
 * noun; dogs: noun and verb), from WordNet's exception lists and the attested inflections, else
 * WordNet's detachment rules; none when the word is its own root.
 */
function inflectedAs(root: string, candidates: readonly CanonicalCandidate[]): DefinitionPartOfSpeech[] {
  const ofRoot = candidates.filter((candidate) => candidate.word === root);
  if (ofRoot.some((candidate) => candidate.via === 'self')) return [];
  const attested = ofRoot.filter((candidate) => candidate.via !== 'rule');
  return [...new Set((attested.length ? attested : ofRoot).map((candidate) => candidate.pos))];
}
