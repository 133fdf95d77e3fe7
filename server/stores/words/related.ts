/**
 * Related words by type, each list in WordNet's sense order (the word's first sense first),
 * not alphabetical, so a short limit keeps the most relevant ones.
 */
import type { RelationshipType } from '../../../lib/shared/api/index.ts';
import { rhymeOnset } from '../../data/ipa.ts';
import { ENTRY_FLAGS } from '../../data/schema.ts';
import { DISPLAY, type Statement, type WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';

/**
 * The interface's relationship types this database has words for, in the order answers list
 * them; the others (variant, etymologically-related-term, …) need sources it does not have.
 */
const ANSWERED_RELATIONSHIP_TYPES = [
  'synonym',
  'antonym',
  'equivalent',
  'cross-reference',
  'form',
  'hypernym',
  'hyponym',
  'same-context',
  'inflected-form',
  'verb-form',
  'verb-stem',
  'rhyme',
] as const satisfies readonly RelationshipType[];
type AnsweredRelationshipType = (typeof ANSWERED_RELATIONSHIP_TYPES)[number];

interface RelatedGroup {
  relationshipType: AnsweredRelationshipType;
  words: string[];
}

/**
 * What each type means here: synonym: other lemmas of the word's synsets; antonym: WordNet `!`
 * (lexical, for this word); equivalent: adjective similar-to `&` (the satellites of a head
 * adjective and back); cross-reference: also-see `^`; form: derivationally related `+` and
 * pertainyms `\`; hypernym: `@` and instance `@i`; hyponym: `~` and `~i`; same-context: sister
 * terms, the first lemma of each other hyponym of the word's hypernyms, offensive words left
 * out (a suggestion, like rhymes); inflected-form /
 * verb-form: the attested inflections of the word as a noun or adjective / as a verb;
 * verb-stem: the verb an inflected form comes from; rhyme: perfect rhymes from CMUdict, most
 * frequent first. Each statement takes the entry's id.
 */
function relatedStatements(db: WordDatabase): Record<AnsweredRelationshipType, Statement> {
  /** Lemmas of the synsets a pointer leads to, in sense order. */
  const pointerStatement = (symbols: string[], lexical: boolean) =>
    db.prepare(
      `SELECT coalesce(f.form, e.lower) AS word
       FROM senses s
       JOIN pointers p ON p.synset_id = s.synset_id AND p.symbol IN (${symbols.map((x) => `'${x}'`).join(', ')})
         ${lexical ? 'AND (p.source_member = 0 OR p.source_member = s.member)' : ''}
       JOIN senses t ON t.synset_id = p.target_id
         ${lexical ? 'AND (p.target_member = 0 OR t.member = p.target_member)' : ''}
       JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
       WHERE s.entry_id = ? ORDER BY s.sort_key, p.target_id, t.member`,
    );
  return {
    synonym: db.prepare(
      `SELECT coalesce(f.form, e.lower) AS word
       FROM senses s JOIN senses t ON t.synset_id = s.synset_id AND t.entry_id != s.entry_id
       JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
       WHERE s.entry_id = ? ORDER BY s.sort_key, t.member`,
    ),
    antonym: pointerStatement(['!'], true),
    equivalent: pointerStatement(['&'], false),
    'cross-reference': pointerStatement(['^'], true),
    form: pointerStatement(['+', '\\'], true),
    hypernym: pointerStatement(['@', '@i'], false),
    hyponym: pointerStatement(['~', '~i'], false),
    'same-context': db.prepare(
      `SELECT coalesce(f.form, e.lower) AS word
       FROM senses s
       JOIN pointers h ON h.synset_id = s.synset_id AND h.symbol IN ('@', '@i')
       JOIN pointers c ON c.synset_id = h.target_id AND c.symbol IN ('~', '~i') AND c.target_id != s.synset_id
       JOIN senses t ON t.synset_id = c.target_id AND t.member = 1
       JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
       WHERE s.entry_id = ? AND (e.flags & ${ENTRY_FLAGS.offensive}) = 0 ORDER BY s.sort_key, c.target_id`,
    ),
    'inflected-form': db.prepare(`SELECT form AS word FROM inflections WHERE base_id = ? AND pos != 'v' ORDER BY pos, source, form`),
    'verb-form': db.prepare(`SELECT form AS word FROM inflections WHERE base_id = ? AND pos = 'v' ORDER BY form`),
    'verb-stem': db.prepare(
      `SELECT ${DISPLAY} AS word FROM inflections i JOIN entries e ON e.id = i.base_id
       WHERE i.form = (SELECT lower FROM entries WHERE id = ?) AND i.pos = 'v' ORDER BY e.lower`,
    ),
    rhyme: db.prepare(
      `SELECT ${DISPLAY} AS word, p.arpabet AS own, r.arpabet AS other FROM pronunciations p
       JOIN pronunciations r ON r.rhyme_id = p.rhyme_id AND r.entry_id != p.entry_id
       JOIN entries e ON e.id = r.entry_id
       WHERE p.entry_id = ? AND (e.flags & ${ENTRY_FLAGS.offensive}) = 0
       ORDER BY e.corpus_count DESC, e.tier IS NULL, e.tier, e.lower`,
    ),
  };
}

/**
 * Two pronunciations with the same rhyme key rhyme perfectly only when the sound before the
 * rhyme changes (happy/snappy, not happy/unhappy) and both rhymes carry stress: the weak form
 * of a word said without stress ("an" as AH0 N, "than" as DH AH0 N) shares run's key but is
 * no rhyme of it.
 */
function rhymesPerfectly(own: string, other: string): boolean {
  return rhymeOnset(own) !== rhymeOnset(other) && isStressed(own) === isStressed(other);
}

/** Whether a pronunciation has a stressed vowel (primary or secondary). */
const isStressed = (arpabet: string): boolean => /[12]/.test(arpabet);

/** The first `limit` distinct words a statement gives, other than the word itself. */
function words(statement: Statement, id: number, limit: number, exclude: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>([exclude]);
  for (const row of statement.iterate(id) as IterableIterator<{ word: string; own?: string; other?: string }>) {
    if (seen.has(row.word.toLowerCase())) continue;
    // a perfect rhyme changes the sound before the rhyming part (not unhappy for happy)
    if (row.own !== undefined && row.other !== undefined && !rhymesPerfectly(row.own, row.other)) continue;
    seen.add(row.word.toLowerCase());
    out.push(row.word);
    if (out.length >= limit) break;
  }
  return out;
}

export function relatedQueries(db: WordDatabase, entries: Entries) {
  const statements = relatedStatements(db);

  return {
    /** Related words of the types asked for (all it has when none are named); types with no words are left out. */
    related(word: string, options: { types?: readonly string[]; limitPerType?: number } = {}): RelatedGroup[] {
      const row = entries.find(word);
      if (!row) return [];
      const limit = Math.max(0, Math.trunc(options.limitPerType ?? 10));
      const types = options.types?.length
        ? ANSWERED_RELATIONSHIP_TYPES.filter((t) => options.types?.includes(t))
        : ANSWERED_RELATIONSHIP_TYPES;
      const groups: RelatedGroup[] = [];
      for (const type of types) {
        const list = words(statements[type], row.id, limit, row.lower);
        if (list.length > 0) groups.push({ relationshipType: type, words: list });
      }
      return groups;
    },
  };
}
