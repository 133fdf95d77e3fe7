/**
 * Live state in the views: one idiom for every value a view shows that may change while the
 * view is open. No view polls.
 *
 * A `Live` is a value asked of the background and kept in a signal. It is loaded when a view
 * first follows it, and loaded again whenever what it watches says it changed (the background's
 * change notices for its topics, the stored settings). When the last view stops following it,
 * it stops watching: its value may then go stale, so it counts as loading until the next view
 * to follow it has read it again. While it loads it keeps its last value, so nothing on the
 * page jumps; an answer overtaken by a newer load is dropped.
 *
 * Views use it in one of two ways, and read `.value` (and `.state`, `.error`) either way:
 *
 * - a store, one per thing the background can change, shared by every view of the page
 *   (components/stores.ts): `const lists = useLive(stores.lists)`;
 * - a view's own query, for data asked with parameters (a page of a list's words with its
 *   sort and skip, the history's filtered page, a word page's section):
 *   `const page = useQuery(() => ask({ … skip … }), [skip], announced('lists'))`, asked again
 *   with the new parameters when `deps` change. Without a watch it changes only then.
 *
 * Inside a SettleGate (components/settle.tsx), a value loading for the first time holds the
 * gate, so the sections of a page appear together.
 */
import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { isChangeNotice, type ChangeTopic } from '../lib/shared/messages/changes';
import { messageOf } from '../lib/shared/messages/client';
import { useSettling } from './settle';

/** A value as a view has it: loading (with the last value, if any), ready or failed. */
type Loaded<T> =
  { state: 'loading'; value?: T } | { state: 'ready'; value: T } | { state: 'failed'; error: string; cause: unknown; value?: T };

/** A live value as a view has it, with a way to load it again now (the same function every time). */
export type Shown<T> = Loaded<T> & { reload(): void };

/** Calls `changed` whenever the value may have changed; answers how to stop. */
export type Watch = (changed: () => void) => () => void;

/** Watches the background's change notices for any of `topics` (lib/shared/messages/changes.ts). */
export function announced(...topics: ChangeTopic[]): Watch {
  return (changed) => {
    // Never answers: a notice wants no answer, and every other message is someone else's to answer.
    const listener = (message: unknown) => {
      if (isChangeNotice(message) && message.topics.some((topic) => topics.includes(topic))) changed();
    };
    browser.runtime.onMessage.addListener(listener);
    return () => browser.runtime.onMessage.removeListener(listener);
  };
}

/** Watches nothing: a value asked again only with new parameters. */
const unwatched: Watch = () => () => undefined;

export interface Live<T> {
  /** What the view shows; read in a component's render, the component re-renders on each change. */
  readonly loaded: Loaded<T>;
  /** The last value loaded (kept while loading again), or undefined before the first. */
  readonly value: T | undefined;
  /** Starts following: the first follower loads the value and starts watching. Answers how to stop. */
  follow(): () => void;
  /** Loads again now, keeping the last value shown until the answer. */
  reload(): void;
  /** Shows `value` at once, as a change made in this view (a load under way is dropped). */
  set(value: T): void;
  /**
   * Shows `shown` at once, for a change this view has asked the background to make, and `saved`
   * (the background's answer) when it comes. Until every change asked is answered, no load and
   * no older change's answer may show an older value: a reader's second click, made before the
   * first was saved, is not undone for a moment. A change refused is read again from the background.
   */
  change(shown: T, saved: Promise<T>): Promise<T>;
  /** Asks with `load` from now on (a query's new parameters), and again now if followed. */
  query(load: () => Promise<T>): void;
}

/** A live value loaded by `load` and loaded again whenever `watch` says; see the top of this file. */
export function live<T>(load: () => Promise<T>, watch: Watch = unwatched): Live<T> {
  const loaded = signal<Loaded<T>>({ state: 'loading' });
  let current = load;
  let followers = 0;
  let stopWatching: (() => void) | undefined;
  let generation = 0;
  // Changes asked and not yet answered, and whether a load was wanted meanwhile.
  let unanswered = 0;
  let loadWanted = false;

  const reload = () => {
    if (unanswered > 0) {
      loadWanted = true;
      return;
    }
    const mine = ++generation;
    // Keep the last value while loading again: no layout jump.
    loaded.value = { state: 'loading', value: loaded.peek().value };
    new Promise<T>((done) => done(current())).then(
      (value) => {
        if (mine === generation) loaded.value = { state: 'ready', value };
      },
      (error: unknown) => {
        if (mine === generation) loaded.value = { state: 'failed', error: messageOf(error), cause: error, value: loaded.peek().value };
      },
    );
  };

  return {
    get loaded() {
      return loaded.value;
    },
    get value() {
      return loaded.value.value;
    },
    follow() {
      if (followers++ === 0) {
        stopWatching = watch(reload);
        reload();
      }
      let following = true;
      return () => {
        if (!following) return;
        following = false;
        if (--followers > 0) return;
        stopWatching?.();
        stopWatching = undefined;
        generation++;
        loaded.value = { state: 'loading', value: loaded.peek().value };
      };
    },
    reload,
    set(value) {
      generation++;
      loaded.value = { state: 'ready', value };
    },
    change(shown, saved) {
      const mine = ++generation;
      unanswered++;
      loaded.value = { state: 'ready', value: shown };
      const answered = (refused: boolean) => {
        unanswered--;
        if (refused) loadWanted = true;
        if (unanswered > 0 || !loadWanted) return;
        loadWanted = false;
        if (followers > 0) reload();
      };
      return saved.then(
        (value) => {
          // Only the newest change's answer shows; an older one's is already overtaken.
          if (mine === generation) loaded.value = { state: 'ready', value };
          answered(false);
          return value;
        },
        (error: unknown) => {
          answered(true);
          throw error;
        },
      );
    },
    query(load) {
      current = load;
      if (followers > 0) reload();
    },
  };
}

/** Follows `store` while the view is shown, and answers what it holds now. */
export function useLive<T>(store: Live<T>): Shown<T> {
  useEffect(() => store.follow(), [store]);
  const loaded = store.loaded;
  useSettling(loaded.state === 'loading');
  return { ...loaded, reload: store.reload };
}

/**
 * The view's own live value: `load` (which reads the view's parameters) asked when the view
 * appears, again when `deps` (those parameters) change, and whenever `watch` says.
 */
export function useQuery<T>(load: () => Promise<T>, deps: readonly unknown[], watch?: Watch): Shown<T> {
  const [store] = useState(() => live(load, watch));
  // Before useLive's effect: on the first render this only sets `load`, which following then asks.
  useEffect(() => store.query(load), deps);
  return useLive(store);
}

/** Calls `callback` once at `at` (epoch ms), for a change no one announces: a time passing. */
export function useAt(at: number | undefined, callback: () => void): void {
  useEffect(() => {
    if (at === undefined) return;
    const timer = setTimeout(callback, Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at, callback]);
}
