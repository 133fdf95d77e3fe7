/**
 * Values a view shows that the background may change while the view is open (word lists,
 * the sync status, the budget, who is signed in): loaded as with `useAsync`, and loaded
 * again whenever the background announces a change to their topic. No polling.
 */
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { isChangeNotice, type ChangeTopic } from '../lib/shared/messages/changes';
import { useAsync, type Loaded } from './use-async';

/** Calls `changed` whenever the background announces a change to `topic`; answers how to stop listening. */
function onChange(topic: ChangeTopic, changed: () => void): () => void {
  // Never answers: a notice wants no answer, and every other message is someone else's to answer.
  const listener = (message: unknown) => {
    if (isChangeNotice(message) && message.topics.includes(topic)) changed();
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}

export function useLive<T>(topic: ChangeTopic, load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [loaded, reload] = useAsync(load, deps);
  useEffect(() => onChange(topic, reload), [topic, reload]);
  return [loaded, reload];
}

/** Calls `callback` once at `at` (epoch ms), for a change no one announces: a time passing. */
export function useAt(at: number | undefined, callback: () => void): void {
  useEffect(() => {
    if (at === undefined) return;
    const timer = setTimeout(callback, Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at, callback]);
}
