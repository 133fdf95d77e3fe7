/**
 * A value loaded by a view: loading, ready or failed, and a way to load it again. Inside a
 * SettleGate (components/settle.tsx), a first load holds the gate, so sections appear together.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { messageOf } from '../lib/shared/messages/client';
import { useSettling } from './settle';

export type Loaded<T> =
  | { state: 'loading'; value?: T }
  | { state: 'ready'; value: T }
  | { state: 'failed'; error: string; cause: unknown; value?: T };

export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const generation = useRef(0);
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    const mine = ++generation.current;
    // Keep the last value while loading again: no layout jump.
    setLoaded((previous) => ({ state: 'loading', value: previous.value }));
    run().then(
      (value) => {
        if (mine === generation.current) setLoaded({ state: 'ready', value });
      },
      (error: unknown) => {
        if (mine === generation.current) setLoaded((previous) => ({ state: 'failed', error: messageOf(error), cause: error, value: previous.value }));
      },
    );
  }, [run]);
  useEffect(reload, [reload]);
  useSettling(loaded.state === 'loading');
  return [loaded, reload];
}

/** Today in the user's time zone, yyyy-MM-dd. */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A yyyy-MM-dd day moved by `days`. */
export function shiftDay(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return localDay(new Date(y, m - 1, d + days));
}
