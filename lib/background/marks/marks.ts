/**
 * The words marked on pages: which words of which lists, in which state, on which sites.
 *
 * The background keeps one set of the words to mark, built from the lists (the syncing
 * account's, or the browser's own) and the settings, and read again only when either
 * changes. A page's marker asks for it once (`markSet`) and again when told the words changed
 * (`MarkScripts.changed`). The marker runs only where there is something to mark: with marks
 * off, or no word in a list that marks, no page loads anything more than its loader.
 */
import type { KeptWord, MarkSet } from '../../shared/messages/answers';
import type { Settings } from '../../shared/settings/settings';
import { shortHash } from '../../shared/service-identity/service-key';
import { excludedHost } from '../../shared/settings/sites';
import { irregularFormsOf, possibleHeadwords } from '../../shared/english/forms';
import type { WordState } from '../../shared/word-state';
import type { Review } from '../review/review';
import type { SyncEngine } from '../sync/engine';
import { wordStates } from './word-states';

/** How the background starts and stops the page's marker, and tells it the words changed. */
export interface MarkScripts {
  /**
   * The marker runs in every page and frame but those of `unmarkedSites` (in the pages open
   * now too), or, when `on` is false, in none from now on.
   */
  follow(state: { on: boolean; unmarkedSites: readonly string[] }): Promise<void>;
  /**
   * Every open page's marker asks for its words again, if `version` differs from the last one
   * told (a restarted background tells the same version again, and no page asks).
   */
  changed(version: string): Promise<void>;
  /**
   * Where marking stopped in the tab `tabId`, at how many marks, if it did in one of its frames
   * (a page holding more list words than a page may mark: entrypoints/content/marker.ts).
   */
  stoppedIn(tabId: number): Promise<number | undefined>;
}

interface KeptWords {
  /** Each kept word (as its list keeps it), its lists' names, and whether one of them marks. */
  words: Map<string, { lists: string[]; marked: boolean }>;
  states: Map<string, WordState>;
}

export interface MarksDeps {
  /** The review, which gives each kept word its state. */
  review: Pick<Review, 'states'>;
  sync: Pick<SyncEngine, 'lists' | 'words'>;
  settings: () => Settings;
  scripts: MarkScripts;
  /** Where a refresh that failed with nobody waiting is recorded (lib/background/problems). */
  failed?: (error: unknown) => void;
}

/** How long changes are collected before the marks follow them. */
const REFRESH_DELAY_MS = 50;

/** The sites where nothing is marked: those the reader set apart for marks, and those where Glossa does nothing. */
const unmarkedSites = (settings: Settings) => [...settings.unmarkedSites, ...settings.excludedSites];

export function createMarks({ review, sync, settings, scripts, failed }: MarksDeps) {
  let kept: Promise<KeptWords> | undefined;
  let followed = '';

  async function readKept(): Promise<KeptWords> {
    const unmarked = new Set(settings().unmarkedLists);
    const words = new Map<string, { lists: string[]; marked: boolean }>();
    for (const list of await sync.lists()) {
      const page = await sync.words(list.localId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: Number.MAX_SAFE_INTEGER });
      for (const { word } of page.words) {
        const entry = words.get(word) ?? { lists: [], marked: false };
        entry.lists.push(list.name);
        entry.marked ||= !unmarked.has(list.localId);
        words.set(word, entry);
      }
    }
    return { words, states: await wordStates(review, [...words.keys()]) };
  }
  const current = () => (kept ??= readKept());

  /** The states painted on pages: known words only when the reader asks for them. */
  const markedStates = (state: WordState) => state !== 'known' || settings().markKnown;

  async function markSet(pageUrl: string | undefined): Promise<MarkSet> {
    const now = settings();
    let host = '';
    try {
      host = new URL(pageUrl ?? '').host;
    } catch {
      // An extension page (the PDF viewer) has no site of its own to leave alone.
    }
    if (!now.marks || (host && excludedHost(host, unmarkedSites(now)))) return {};
    const { words, states } = await current();
    const set: MarkSet = {};
    for (const [word, { marked }] of words) {
      // A phrase is not marked: a page's words are marked one by one.
      if (!marked || /\s/.test(word)) continue;
      const state = states.get(word) ?? 'new';
      if (markedStates(state)) (set[state] ??= []).push(isName(word) ? word : word.toLowerCase());
    }
    // A word's irregular forms are marked as it is ("went" for go): the page's marker finds only
    // regular forms, and loads no table of irregular ones.
    const listed = new Set(Object.values(set).flat());
    for (const [state, listWords] of Object.entries(set) as [WordState, string[]][]) {
      for (const word of [...listWords]) {
        for (const form of irregularFormsOf(word).filter((one) => !listed.has(one))) {
          listed.add(form);
          listWords.push(form);
        }
      }
      set[state] = listWords;
    }
    return set;
  }

  /** Which lists hold `word`, or the headword it is a form of ("daughters": daughter). */
  async function keptWord(word: string): Promise<KeptWord | undefined> {
    const { words, states } = await current();
    const byLowercase = new Map([...words.keys()].map((kept) => [kept.toLowerCase(), kept]));
    for (const candidate of [word, word.toLowerCase(), ...possibleHeadwords(word)]) {
      const found = words.has(candidate) ? candidate : byLowercase.get(candidate.toLowerCase());
      const entry = found === undefined ? undefined : words.get(found);
      if (found !== undefined && entry) return { lists: entry.lists, state: states.get(found) ?? 'new' };
    }
    return undefined;
  }

  /**
   * The lists, their words or the settings changed: the set is built again, the marker runs
   * where it now should, and open pages ask again if what they mark may differ.
   */
  async function refresh(): Promise<void> {
    kept = undefined;
    const now = settings();
    const { words, states } = await current();
    const on = now.marks && [...words.values()].some((entry) => entry.marked);
    const state = { on, unmarkedSites: unmarkedSites(now) };
    const key = JSON.stringify(state);
    if (key !== followed) {
      followed = key;
      await scripts.follow(state);
    }
    const marked = [...words].filter(([, entry]) => entry.marked).map(([word]) => `${word}:${states.get(word) ?? 'new'}`);
    // A fingerprint: the same words and settings, the same version.
    await scripts.changed(shortHash(JSON.stringify([key, now.markKnown, marked.sort()])));
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The lists or the settings changed: one refresh for every change of the moment (a pull changes many lists). */
  function changed(): void {
    kept = undefined;
    timer ??= setTimeout(() => {
      timer = undefined;
      refresh().catch((error: unknown) => failed?.(error));
    }, REFRESH_DELAY_MS);
  }

  /** Where marking stopped on the tab's page, if it did: the popup says so. */
  const stoppedIn = (tabId: number) => scripts.stoppedIn(tabId);

  return { markSet, keptWord, refresh, changed, stoppedIn };
}

/** A list word written with a capital (a name: "Paris", not "NASA") is marked only as written. */
function isName(word: string): boolean {
  return /\p{Lu}/u.test(word) && word !== word.toUpperCase();
}

export type Marks = ReturnType<typeof createMarks>;
