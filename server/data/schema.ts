/**
 * The word database: one SQLite file, built by `build.ts` from open data and read by
 * `server/stores/word-store.ts`.
 *
 * Lookup unit. An `entries` row is one lowercase spelling: WordNet's index is case-insensitive,
 * and a double-clicked "The" or "Bush" must find "the" and "bush". Its `id`s are dense (1..N in
 * `lower` order) so random words are drawn by picking ids. Entries are every WordNet lemma, plus
 * every SCOWL word that has a CMUdict pronunciation or occurs in the Brown corpus (so "the",
 * "dogs", "mice" exist with the data they really have), plus every GCIDE headword that is a word
 * a reader looks up (build/gcide-headwords.ts: no abbreviations, affixes or numbers). Spellings
 * with capitals (`Titian`, `Einstein`) are kept in `forms`, for case-sensitive search and
 * display; the lowercase spelling itself is a form when the flag `lowercaseSpelling` is set, and
 * `entries.word` (the display spelling) is NULL when it is just `lower`. Most entries are
 * lowercase, so this keeps the file small.
 *
 * Per entry: `reversed` (for `*suffix` searches through a b-tree range), `length`,
 * `corpus_count` (Brown tokens, case-folded: 0 for a word Brown never saw), `dictionary_count`
 * (definitions: WordNet's senses and GCIDE's), `tier` (SCOWL 10 most common … 70 rarest, NULL
 * when absent), `pos_mask` (bits of PART_OF_SPEECH_BITS: noun, verb, adjective, adverb from
 * WordNet, or from GCIDE for a word GCIDE alone lists; closed classes such as article or
 * preposition from the Brown tags), `flags` (ENTRY_FLAGS). Lookups, wildcard search and random
 * words read an in-memory index of the entries, laid out at build time in `word_index` (one blob
 * per column, see word-index-columns.ts) and read in one go when the server opens the file.
 *
 * WordNet: `synsets` (id = file code × 10^8 + byte offset, so a pointer needs no lookup table;
 * the gloss without its quoted examples; a verb's sentence frames as "frame.member" pairs, member 0
 * for all), `synset_examples` (the examples split out of glosses),
 * `senses` (entry → synset, in the order senses are served: `sort_key` = the sense's place among
 * all of the entry's senses × 10^4 + its sense rank within its part of speech, places by WordNet's
 * tag counts across parts of speech, ties in WordNet's order (build/sense-order.ts); `tag_count`
 * is that count, W4's `score`; `member` is the lemma's 1-based place in the synset, which lexical pointers name;
 * `form_id` is NULL when the synset spells the lemma in lowercase),
 * `pointers` (every WordNet pointer; `source_member`/`target_member` 0 = the whole synset).
 * Synonyms, antonyms, hypernyms, hyponyms, sister terms, derivations and similar-to adjectives are
 * all joins over `senses` and `pointers`.
 *
 * Morphology: `inflections` holds inflected spelling → base entry per part of speech, from
 * WordNet's exception lists (`source` = 'exception') and from regular English inflection rules,
 * kept only when the inflected spelling is attested (`source` = 'regular'; see build/inflections.ts). The
 * store's morphy reads it, then falls back to WordNet's detachment rules. `variant_spellings`: a
 * spelling GCIDE gives as another of an entry's (a later headword, or an entry of its own that
 * only points to the other), answered with that entry (build/variant-spellings.ts).
 *
 * CMUdict: `pronunciations` (every variant, ARPAbet and IPA), `rhyme_keys` (phones from the last
 * stressed vowel, shared by rhyming pronunciations), `syllables` (spelling split per `source`:
 * 'cmudict' where it matches CMUdict's syllable count, see syllables.ts; 'gcide' as GCIDE's
 * syllable marks cut the headword). `checked_pronunciations`: eSpeak NG's IPA of an entry whose
 * first CMUdict pronunciation GCIDE's marks contradict and eSpeak sides with GCIDE (see
 * build/pronunciation-check.ts), served before CMUdict's. `unconfirmed_readings`: entries no
 * dictionary pronounces whose reading eSpeak NG would generate GCIDE's syllable marks contradict
 * (in number of syllables or main stress): no reading is generated for them. `british_readings`:
 * eSpeak NG's IPA in its British voice (en-gb) of each entry it can read, but those
 * `unconfirmed_readings` holds, served after the American readings; `seq` 1 and 2 for a word
 * eSpeak NG reads otherwise as a noun or as a verb (a ˈrecord, to reˈcord: build/british-readings.ts).
 *
 * Brown corpus: `brown_texts` (500 texts: code, genre, source), `brown_sentences` (only those
 * used as examples, detokenized), `brown_examples` (entry → up to 20 sentences, readable ones
 * first), `tokens` (case-folded vocabulary with counts: frequency), `bigrams` (adjacent word
 * pairs seen at least twice, with MI and WLMI: phrases).
 *
 * `wordnet_examples`: per entry, the gloss examples of its senses that contain the word.
 *
 * GCIDE (only when the Debian package is installed; see build/gcide.ts): `etymologies` (per
 * entry, each article's bracketed etymology in `<ety>` markup), `gcide_examples` (per entry,
 * the quotations of its senses with their authors, short complete sentences first). Its
 * syllable marks are `syllables` rows of their own (`source` = 'gcide'), and its plural and
 * verb forms join `inflections` (`source` = 'gcide').
 *
 * `definition_answers`: per entry, W4's definitions of each dictionary (a column each: `gcide`,
 * `wordnet`), shaped once at build time as the answer's JSON in the dictionary's order, each with
 * its labels, examples, notes, quotations and synonyms (see definition-shape.ts), so a lookup
 * reads one row instead of joining senses, examples, labels and synonyms.
 * `wotd_pool`: word-of-the-day candidates in a fixed, hash-shuffled order.
 * `sources`: attribution per source. `build_info`: versions, counts, duration: the only place
 * where a build's time appears.
 */

/**
 * The word database's layout, and what the build reads from its sources: a server given a file of
 * another version builds it again (setup.ts), so a change of either reaches every install.
 * 11: GCIDE's phrases keep their lettered senses, and a sense runs on while a bracket is open;
 * a lowercase word's Brown examples leave out its uses as a name; Greek in etymologies is in Greek
 * letters; eSpeak NG's checked pronunciations carry their stress marks at the syllable's start.
 * 12: GCIDE's variant spellings (amongst, chuse, plaister) find the entry they spell. GCIDE's senses:
 * a quotation typed straight after a sentence gets its space; a number alone on its line (`2.`) heads
 * its lettered senses, also under a number of two digits; a full stop or a part of speech alone on its
 * line is no sense; a reference in double braces is one link. eSpeak NG's reduced vowels are written
 * as the IPA's.
 * 13: a GCIDE sense that only points to another ("See X.", "Same as X, n., 6.", "= X") carries the
 * senses it points to, with a note saying so.
 * 14: a reading eSpeak NG would generate that GCIDE's syllable marks contradict is withheld.
 * 15: eSpeak NG's British readings (en-gb).
 * 16: a WordNet sense's related words are its synonyms, hypernyms, hyponyms, similar adjectives
 * and derived forms, each type a group of `relatedWords`. GCIDE's articles of a word with "re-"
 * before it (to re-lease) come after the word's own.
 * 17: a WordNet verb's sense says whether it takes an object ("transitive", "intransitive"), from its
 * sentence frames.
 * 18: a WordNet verb's sense carries grammar labels from its sentence frames: who does it, to
 * whom or what, and what may follow it (lib/shared/english/verb-frames.ts).
 * 19: a GCIDE article of a participle or a proper name used as an adjective ("p. a.", "prop. a."),
 * of a proper noun's plural or of a verb's noun has its part of speech (it had none).
 * 20: a GCIDE sense carries its article's respelling as its text pronunciation (`textProns`), and
 * a stored definition says which of five lists are empty (four before).
 * 21: a word eSpeak NG's British voice reads one way as a noun and another as a verb has both
 * British readings (`british_readings.seq`).
 */
export const SCHEMA_VERSION = 21;

/** Part-of-speech bits in `entries.pos_mask`, named by the interface's part-of-speech values. */
export const PART_OF_SPEECH_BITS = {
  noun: 1,
  verb: 2,
  adjective: 4,
  adverb: 8,
  pronoun: 16,
  preposition: 32,
  conjunction: 64,
  article: 128,
  interjection: 256,
  'auxiliary-verb': 512,
} as const;

export type PartOfSpeechName = keyof typeof PART_OF_SPEECH_BITS;

/** The bits WordNet can set; morphy checks a candidate base against these only. */
export const WORDNET_POS_BITS = { n: 1, v: 2, a: 4, r: 8 } as const;

export const ENTRY_FLAGS = {
  /** A WordNet sense is marked with the usage domain "obscenity/vulgarism". */
  vulgar: 1,
  /** A sense is marked vulgar, ethnic slur or disparagement. */
  offensive: 2,
  /** At least one Brown or WordNet example. */
  hasExample: 4,
  /** The lowercase spelling is a real spelling (WordNet or SCOWL write it so), not only a key. */
  lowercaseSpelling: 8,
} as const;

/** Part-of-speech order of definitions: WordNet's own (noun, verb, adjective, adverb). */
export const POS_ORDER = { n: 0, v: 1, a: 2, s: 2, r: 3 } as const;
export const FILE_CODE = { n: 1, v: 2, a: 3, r: 4 } as const;
export const SYNSET_ID_BASE = 100_000_000;

export const CREATE_STATEMENTS: readonly string[] = [
  `CREATE TABLE build_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID`,
  `CREATE TABLE sources (
    id TEXT PRIMARY KEY, package TEXT NOT NULL, version TEXT NOT NULL,
    source_dictionary TEXT NOT NULL, title TEXT NOT NULL, attribution_text TEXT NOT NULL,
    attribution_url TEXT NOT NULL, licence TEXT NOT NULL
  ) WITHOUT ROWID`,
  `CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    lower TEXT NOT NULL UNIQUE,
    word TEXT,
    reversed TEXT NOT NULL,
    length INTEGER NOT NULL,
    corpus_count INTEGER NOT NULL,
    dictionary_count INTEGER NOT NULL,
    tier INTEGER,
    pos_mask INTEGER NOT NULL,
    flags INTEGER NOT NULL
  )`,
  `CREATE TABLE forms (
    id INTEGER PRIMARY KEY,
    entry_id INTEGER NOT NULL REFERENCES entries(id),
    form TEXT NOT NULL UNIQUE
  )`,
  `CREATE TABLE synsets (
    id INTEGER PRIMARY KEY,
    pos TEXT NOT NULL,
    lex_file INTEGER NOT NULL,
    definition TEXT NOT NULL,
    frames TEXT NOT NULL
  )`,
  `CREATE TABLE synset_examples (
    synset_id INTEGER NOT NULL, seq INTEGER NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (synset_id, seq)
  ) WITHOUT ROWID`,
  `CREATE TABLE senses (
    entry_id INTEGER NOT NULL, sort_key INTEGER NOT NULL, synset_id INTEGER NOT NULL,
    member INTEGER NOT NULL, form_id INTEGER, tag_count INTEGER NOT NULL,
    PRIMARY KEY (entry_id, sort_key)
  ) WITHOUT ROWID`,
  `CREATE TABLE pointers (
    synset_id INTEGER NOT NULL, symbol TEXT NOT NULL, source_member INTEGER NOT NULL,
    target_id INTEGER NOT NULL, target_member INTEGER NOT NULL,
    PRIMARY KEY (synset_id, symbol, source_member, target_id, target_member)
  ) WITHOUT ROWID`,
  `CREATE TABLE inflections (
    form TEXT NOT NULL, pos TEXT NOT NULL, base_id INTEGER NOT NULL, source TEXT NOT NULL,
    PRIMARY KEY (form, pos, base_id)
  ) WITHOUT ROWID`,
  `CREATE TABLE variant_spellings (form TEXT PRIMARY KEY, base_id INTEGER NOT NULL) WITHOUT ROWID`,
  `CREATE TABLE rhyme_keys (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE)`,
  `CREATE TABLE pronunciations (
    entry_id INTEGER NOT NULL, seq INTEGER NOT NULL, arpabet TEXT NOT NULL, ipa TEXT NOT NULL,
    rhyme_id INTEGER,
    PRIMARY KEY (entry_id, seq)
  ) WITHOUT ROWID`,
  `CREATE TABLE checked_pronunciations (entry_id INTEGER PRIMARY KEY, ipa TEXT NOT NULL)`,
  `CREATE TABLE unconfirmed_readings (entry_id INTEGER PRIMARY KEY)`,
  `CREATE TABLE british_readings (
    entry_id INTEGER NOT NULL, seq INTEGER NOT NULL, ipa TEXT NOT NULL, PRIMARY KEY (entry_id, seq)
  ) WITHOUT ROWID`,
  `CREATE TABLE syllables (
    entry_id INTEGER NOT NULL, source TEXT NOT NULL, pieces TEXT NOT NULL, stressed INTEGER,
    PRIMARY KEY (entry_id, source)
  ) WITHOUT ROWID`,
  `CREATE TABLE brown_texts (
    id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, genre TEXT NOT NULL, source TEXT NOT NULL
  )`,
  `CREATE TABLE brown_sentences (
    id INTEGER PRIMARY KEY, text_id INTEGER NOT NULL, position INTEGER NOT NULL,
    token_count INTEGER NOT NULL, text TEXT NOT NULL
  )`,
  `CREATE TABLE brown_examples (
    entry_id INTEGER NOT NULL, rank INTEGER NOT NULL, sentence_id INTEGER NOT NULL,
    PRIMARY KEY (entry_id, rank)
  ) WITHOUT ROWID`,
  `CREATE TABLE wordnet_examples (
    entry_id INTEGER NOT NULL, rank INTEGER NOT NULL, synset_id INTEGER NOT NULL,
    example_seq INTEGER NOT NULL,
    PRIMARY KEY (entry_id, rank)
  ) WITHOUT ROWID`,
  `CREATE TABLE tokens (id INTEGER PRIMARY KEY, token TEXT NOT NULL UNIQUE, count INTEGER NOT NULL)`,
  `CREATE TABLE bigrams (
    first_id INTEGER NOT NULL, second_id INTEGER NOT NULL, count INTEGER NOT NULL,
    mi REAL NOT NULL, wlmi REAL NOT NULL,
    PRIMARY KEY (first_id, second_id)
  ) WITHOUT ROWID`,
  `CREATE TABLE wotd_pool (seq INTEGER PRIMARY KEY, entry_id INTEGER NOT NULL)`,
  `CREATE TABLE etymologies (
    entry_id INTEGER NOT NULL, seq INTEGER NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (entry_id, seq)
  ) WITHOUT ROWID`,
  `CREATE TABLE gcide_examples (
    entry_id INTEGER NOT NULL, rank INTEGER NOT NULL, text TEXT NOT NULL, author TEXT NOT NULL,
    PRIMARY KEY (entry_id, rank)
  ) WITHOUT ROWID`,
  `CREATE TABLE definition_answers (entry_id INTEGER PRIMARY KEY, gcide TEXT, wordnet TEXT)`,
  `CREATE TABLE word_index (name TEXT PRIMARY KEY, data BLOB NOT NULL) WITHOUT ROWID`,
];

/** Created after the bulk load, which is faster than keeping them up to date row by row. */
export const INDEX_STATEMENTS: readonly string[] = [
  `CREATE INDEX entries_reversed ON entries (reversed)`,
  `CREATE INDEX forms_entry ON forms (entry_id)`,
  `CREATE INDEX senses_synset ON senses (synset_id, member, entry_id, form_id)`,
  `CREATE INDEX inflections_base ON inflections (base_id, pos)`,
  `CREATE INDEX pronunciations_rhyme ON pronunciations (rhyme_id, entry_id)`,
  `CREATE INDEX bigrams_second ON bigrams (second_id)`,
];
