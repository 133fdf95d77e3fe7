/**
 * The resources of the word-data interface (Wordnik API v4), as zod models.
 *
 * The models describe what a client must be able to understand, so they accept both
 * the interface's description and what the live service really sends (see the recordings): every object
 * keeps unknown fields (`looseObject`), optional fields may be `null`, numbers that the
 * live service sends as text (`"1801"`) are read as numbers, and the live service's
 * extra fields (`_id`, `sequence`, `wordnikUrl`, editions such as `ahd-5`) are declared
 * where code reads them. A field of the wrong kind still fails: a body that cannot be
 * understood is an error, never silently dropped.
 */
import { z } from 'zod';
import { plainText } from './plain-text';
import { LIST_TYPES } from './values';

// ---------------------------------------------------------------- building blocks

/** An optional field: absent or `null` in real answers. */
const maybe = <T extends z.ZodType>(schema: T) => schema.nullish();
const text = maybe(z.string());
const integer = maybe(z.number().int());
const decimal = maybe(z.number());
/** An integer the live service sometimes sends as text (frequency years). */
const integerOrText = maybe(z.coerce.number().int());
const flag = maybe(z.boolean());
/** Dates travel as text: ISO 8601 timestamps, or yyyy-MM-dd days. */
const date = maybe(z.string());
/** Identifiers are numbers in the interface; the live service also sends text ids. */
const anyId = maybe(z.union([z.number(), z.string()]));
const listOf = <T extends z.ZodType>(item: T) => maybe(z.array(item));

// ---------------------------------------------------------------- accounts

export const AuthenticationToken = z.looseObject({
  token: z.string().min(1),
  userId: integer,
  userSignature: text,
});

export const ApiTokenStatus = z.looseObject({
  valid: flag,
  token: text,
  resetsInMillis: integer,
  remainingCalls: integer,
  expiresInMillis: integer,
  totalRequests: integer,
});

export const User = z.looseObject({
  id: integer,
  username: text,
  userName: text,
  email: text,
  status: integer,
  faceBookId: text,
  displayName: text,
  password: text,
});

// ---------------------------------------------------------------- word lists

export const WordList = z.looseObject({
  id: z.number().int(),
  username: text,
  userId: integer,
  name: text,
  description: text,
  permalink: text,
  type: text,
  numberWordsInList: integer,
  createdAt: date,
  updatedAt: date,
  lastActivityAt: date,
});

/** A list's name: not blank, plain text (plain-text.ts). */
const listName = plainText(z.string().trim().min(1).max(100));

/**
 * What a client sends to create (L1) or update (L2) a list. The spec leaves the
 * mandatory fields open; Glossa requires a non-blank `name` on create, as a list
 * without one cannot be shown.
 */
export const WordListInput = z.looseObject({
  name: listName.optional(),
  description: plainText(z.string().max(1000), { lines: true }).optional(),
  type: z.enum(LIST_TYPES).optional(),
});
export const NewWordList = WordListInput.extend({ name: listName });

export const WordListWord = z.looseObject({
  id: z.number().int(),
  word: text,
  username: text,
  userId: integer,
  createdAt: date,
  numberCommentsOnWord: integer,
  numberLists: integer,
});

/** A word removed from a list, and when (X6, a Glossa server's own): so a word added offline before it was removed elsewhere does not come back. */
export const RemovedWord = z.looseObject({
  word: z.string(),
  removedAt: z.string(),
});

// ---------------------------------------------------------------- a reader's records (X7, X8)

/**
 * The kinds of record a Glossa server keeps for a signed-in reader beside the lists (X7, X8,
 * its own operations): `history`, one lookup history entry per headword; `card`, one review
 * card per kept word; `grade`, one grade of the review log (append-only, by its id).
 */
export const RECORD_KINDS = ['history', 'card', 'grade'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** A record's key within its kind: a headword in lower case, a card's word, a grade's id. */
const recordKey = plainText(z.string().min(1).max(256));

/**
 * One record as a browser sends it (X7): its data, or `deleted` (a tombstone), and when it
 * was changed by the browser's clock (epoch ms); the server brings that to its own clock by
 * the body's `sentAt` before it compares it with what it holds.
 */
export const RecordChange = z
  .object({
    kind: z.enum(RECORD_KINDS),
    key: recordKey,
    changedAt: z.number().int().nonnegative(),
    data: z.record(z.string(), z.unknown()).optional(),
    deleted: z.literal(true).optional(),
  })
  .refine((r) => (r.data === undefined) !== (r.deleted === undefined), { message: 'a record has data or is deleted, not both' });

/** The body of X7: the records, and the browser's clock when it sent them (epoch ms). */
export const RecordsPut = z.object({
  sentAt: z.number().int().nonnegative(),
  records: RecordChange.array().min(1).max(100),
});

/** A record as the server keeps it: `changedAt` by the server's clock (epoch ms); a deleted one has no data. */
export const StoredRecord = z.looseObject({
  kind: z.string(),
  key: z.string(),
  changedAt: z.number(),
  data: z.record(z.string(), z.unknown()).nullish(),
  deleted: flag,
});

/** X7's answer: the server's records that are later than those sent (so they were not taken), and the cursor after the put. */
export const RecordsPutAnswer = z.looseObject({
  cursor: z.number().int(),
  later: StoredRecord.array(),
});

/** X8's answer: what changed after `since`, oldest change first, the cursor to ask from next, and whether more are waiting. */
export const RecordsPage = z.looseObject({
  records: StoredRecord.array(),
  cursor: z.number().int(),
  more: z.boolean(),
});

/** One word in the body of L5 and L7. */
export const StringValue = z.looseObject({ word: plainText(z.string().trim().min(1).max(200)) });

// ---------------------------------------------------------------- words

export const WordObject = z.looseObject({
  id: z.number().int(),
  word: text,
  vulgar: text,
  /** With `useCanonical=true`: the word asked for, when a root form is answered. */
  originalWord: text,
  canonicalForm: text,
  /** With `includeSuggestions=true`: spelling and case suggestions. */
  suggestions: listOf(z.string()),
});

const Citation = z.looseObject({ cite: text, source: text });
const Label = z.looseObject({ text: text, type: text });
const ExampleUsage = z.looseObject({ text: text, position: integer });
const Note = z.looseObject({ appliesTo: listOf(z.string()), value: text, noteType: text, pos: integer });
export const TextPron = z.looseObject({
  raw: text,
  rawType: text,
  seq: integer,
  id: anyId,
  attributionText: text,
  attributionUrl: text,
});
/** Related words; the live service groups them by `relationshipType`. */
export const Related = z.looseObject({
  words: listOf(z.string()),
  relationshipType: text,
  label1: text,
  label2: text,
  label3: text,
  label4: text,
  gram: text,
});

export const Definition = z.looseObject({
  /** The live service sends a text id ("R5365500-1"). */
  id: anyId,
  word: text,
  /** Absent on some live entries (labels-only senses). */
  text: text,
  extendedText: text,
  partOfSpeech: text,
  /** Live values carry editions: `ahd-5`. */
  sourceDictionary: text,
  seqString: text,
  /** The live service's name for `seqString`. */
  sequence: text,
  score: decimal,
  attributionText: text,
  attributionUrl: text,
  wordnikUrl: text,
  citations: listOf(Citation),
  labels: listOf(Label),
  exampleUses: listOf(ExampleUsage),
  relatedWords: listOf(Related),
  notes: listOf(Note),
  textProns: listOf(TextPron),
});

const Category = z.looseObject({ id: z.number().int(), name: text });
const Root = z.looseObject({ id: z.number().int(), name: text, categories: listOf(Category) });
const PartOfSpeech = z.looseObject({
  roots: listOf(Root),
  storageAbbr: listOf(z.string()),
  allCategories: listOf(Category),
});

const ContentProvider = z.looseObject({ id: integer, name: text });

const ScoredWord = z.looseObject({
  position: integer,
  id: integer,
  docTermCount: integer,
  lemma: text,
  wordType: text,
  score: decimal,
  sentenceId: integer,
  word: text,
  stopword: flag,
  baseWordScore: decimal,
  partOfSpeech: text,
});

const Sentence = z.looseObject({
  hasScoredWords: flag,
  id: integer,
  scoredWords: listOf(ScoredWord),
  display: text,
  rating: integer,
  documentMetadataId: integer,
});

export const Example = z.looseObject({
  id: integer,
  exampleId: integer,
  documentId: integer,
  title: text,
  text: text,
  url: text,
  word: text,
  author: text,
  year: integerOrText,
  rating: decimal,
  score: maybe(ScoredWord),
  sentence: maybe(Sentence),
  /** The live service sends `{id}` only. */
  provider: maybe(ContentProvider),
});

const FacetValue = z.looseObject({ value: text, count: integer });
const Facet = z.looseObject({ name: text, facetValues: listOf(FacetValue) });

export const ExampleSearchResults = z.looseObject({
  examples: listOf(Example),
  /** Absent on the live service. */
  facets: listOf(Facet),
});

/** W6: one syllable; the live service adds `seq` and `type: "stress"`. */
export const Syllable = z.looseObject({ text: text, seq: integer, type: text });

const Frequency = z.looseObject({ year: integerOrText, count: integer });
export const FrequencySummary = z.looseObject({
  word: text,
  totalCount: integer,
  unknownYearCount: integer,
  frequencyString: text,
  frequency: listOf(Frequency),
});

export const Bigram = z.looseObject({
  count: integer,
  gram1: text,
  gram2: text,
  mi: decimal,
  wlmi: decimal,
});

export const AudioFile = z.looseObject({
  id: z.number().int(),
  word: text,
  /** Signed; the live service's expires 600 s after the response's `Date`. */
  fileUrl: text,
  audioType: text,
  duration: decimal,
  attributionText: text,
  attributionUrl: text,
  createdBy: text,
  createdAt: date,
  description: text,
  commentCount: integer,
  voteCount: integer,
  voteAverage: decimal,
  voteWeightedAverage: decimal,
});

/** The live service's Scrabble score (`/word.json/{word}/scrabbleScore`, beyond the 27 operations). */
export const ScrabbleScore = z.looseObject({ value: z.number().int() });

/**
 * The live service's etymologies (`/word.json/{word}/etymologies`): one string per etymology,
 * holding markup (`<ety>[F. rubis ... See <xref>Rouge</xref>.]</ety>`), shown through lib/shared/markup.
 */
export const Etymologies = z.string().array();

/** A dictionary a Glossa server has definitions from (X5), by the name W4's `sourceDictionaries` takes. */
export const DefinitionDictionary = z.looseObject({
  /** The name to send in `sourceDictionaries` and seen in answers' `sourceDictionary` (`gcide`, `wordnet`). */
  name: z.string(),
  /** The interface's dictionary it is, or an edition of (`webster` for `gcide`). */
  source: z.string(),
  title: z.string(),
  attributionText: z.string(),
  attributionUrl: z.string(),
});

// ---------------------------------------------------------------- search, random, word of the day

export const WordFrequency = z.looseObject({ count: integer, wordstring: text });

const WordSearchResult = z.looseObject({ word: text, count: integer, lexicality: decimal });
export const WordSearchResults = z.looseObject({
  searchResults: listOf(WordSearchResult),
  totalResults: integer,
});

/** The smaller definition inside a word of the day. */
const WordOfTheDayDefinition = z.looseObject({
  text: text,
  source: text,
  note: text,
  partOfSpeech: text,
  partOfSpeechObj: maybe(PartOfSpeech),
});

/** The smaller example inside a word of the day. */
const WordOfTheDayExample = z.looseObject({ id: integer, title: text, text: text, url: text });

export const WordOfTheDay = z.looseObject({
  /** Required by the interface; the live service sends `_id` (text) instead. */
  id: integer,
  _id: text,
  parentId: text,
  word: text,
  category: text,
  createdBy: text,
  createdAt: date,
  publishDate: date,
  /** The live service's publish day, yyyy-MM-dd. */
  pdd: text,
  contentProvider: maybe(ContentProvider),
  htmlExtra: text,
  note: text,
  definitions: listOf(WordOfTheDayDefinition),
  examples: listOf(WordOfTheDayExample),
});

// ---------------------------------------------------------------- errors

/** Error bodies come as `{statusCode, error, message}` or as `{message}`. */
export const ErrorBody = z.looseObject({
  statusCode: integer,
  error: text,
  message: text,
});

export type AuthenticationToken = z.output<typeof AuthenticationToken>;
export type ApiTokenStatus = z.output<typeof ApiTokenStatus>;
export type User = z.output<typeof User>;
export type WordList = z.output<typeof WordList>;
export type WordListInput = z.input<typeof WordListInput>;
export type WordListWord = z.output<typeof WordListWord>;
export type RemovedWord = z.output<typeof RemovedWord>;
export type RecordChange = z.output<typeof RecordChange>;
export type StoredRecord = z.output<typeof StoredRecord>;
export type RecordsPage = z.output<typeof RecordsPage>;
export type StringValue = z.output<typeof StringValue>;
export type WordObject = z.output<typeof WordObject>;
export type Definition = z.output<typeof Definition>;
export type TextPron = z.output<typeof TextPron>;
export type Related = z.output<typeof Related>;
export type Example = z.output<typeof Example>;
export type ExampleSearchResults = z.output<typeof ExampleSearchResults>;
export type Syllable = z.output<typeof Syllable>;
export type FrequencySummary = z.output<typeof FrequencySummary>;
export type Bigram = z.output<typeof Bigram>;
export type AudioFile = z.output<typeof AudioFile>;
export type WordFrequency = z.output<typeof WordFrequency>;
export type WordSearchResults = z.output<typeof WordSearchResults>;
export type WordOfTheDay = z.output<typeof WordOfTheDay>;
export type ErrorBody = z.output<typeof ErrorBody>;
