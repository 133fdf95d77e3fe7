/**
 * The running-text set: words in context drawn at random from whole texts (a public-domain novel,
 * addresses of two centuries, software manuals; bench/running-text-sample.ts), each tagged with
 * the senses meant twice, independently, by readers who saw the senses in a fixed order of their
 * own (by dictionary, then alphabetically), never the ranker's.
 *
 * A tagging names the senses that fit the sentence (both dictionaries' wording of one meaning may
 * fit) and the one that fits best. The two taggings agree on a case when they share a sense;
 * exactly when their best senses are the same. The senses meant, for the figures, are those both
 * taggings name; a case where they share none is left out of them, and counted.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Definition } from '../../lib/shared/api';
import { PROJECT_ROOT } from '../../dev/paths';

/** What the set is drawn from: a novel of 1851, addresses of 1800–1880 and of 1993–2016, software manuals of today. */
export type RunningTextSource = 'book' | 'address-older' | 'address-modern' | 'documentation';

export interface RunningTextCase {
  id: string;
  source: RunningTextSource;
  /** The page the sentence stands on (a chapter, an address, a manual page). */
  page: string;
  /** Whether the page is older English by its date. */
  olderByDate: boolean;
  /** Whether the bubble reads the whole page as older English (lib/shared/text/older-english.ts), decided when the set was drawn. */
  olderAsRead: boolean;
  sentence: string;
  /** The word as the sentence has it. */
  word: string;
}

/** One reader's tagging of a case: the keys of the senses that fit, and of the one that fits best. */
export interface Tagging {
  fits: string[];
  best: string;
}

const DIR = join(PROJECT_ROOT, 'bench', 'running-text');
export const RUNNING_TEXT_FILE = join(DIR, 'cases.json');
const TAGGING_FILES = [join(DIR, 'tags-a.json'), join(DIR, 'tags-b.json')] as const;

/** What a lookup of a case's word is asked, as the evaluation asks it (bench/support/sense-cases.ts). */
export const RUNNING_TEXT_ASKED = { dictionaries: ['wordnet', 'gcide'] as const, includeRelated: true, limit: 40 };

/** A sense's key: its dictionary and a digest of its gloss, the same whatever order the senses come in. */
export function senseKey(definition: Definition): string {
  const digest = createHash('sha1')
    .update(`${definition.partOfSpeech ?? ''}|${definition.text ?? ''}`)
    .digest('hex');
  return `${definition.sourceDictionary === 'wordnet' ? 'wn' : 'wb'}:${digest.slice(0, 8)}`;
}

export function runningTextCases(): RunningTextCase[] {
  return JSON.parse(readFileSync(RUNNING_TEXT_FILE, 'utf8')) as RunningTextCase[];
}

/** The two taggings, by case id; empty where a file is missing. */
export function runningTextTaggings(): [Map<string, Tagging>, Map<string, Tagging>] {
  const read = (file: string) =>
    new Map<string, Tagging>(existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Tagging>) : []);
  return [read(TAGGING_FILES[0]), read(TAGGING_FILES[1])];
}

/** How two taggings of a case compare: sharing a sense, the same best sense, and the senses both name. */
export function compareTaggings(a: Tagging, b: Tagging): { overlap: boolean; sameBest: boolean; agreed: string[] } {
  const agreed = a.fits.filter((key) => b.fits.includes(key));
  return { overlap: agreed.length > 0, sameBest: a.best === b.best, agreed };
}
