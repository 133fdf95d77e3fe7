/**
 * Sections that each load their own answer (the word page's, the popup's), shown as they
 * arrive, would each push the ones below them down: a layout shift of 0.25 measured for
 * "dog" on the word page, where 0.1 is the most a page should have. So they are shown
 * together: hidden (their space kept) until every one that started loading has its
 * answer, or SETTLE_MAX_MS has passed, whichever comes first.
 */
import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../lib/shared/i18n';

/** The longest the sections stay hidden: a slow one then fills in where it is. */
const SETTLE_MAX_MS = 1500;

/** Registers a section as loading; the answer releases it. */
const Settling = createContext<() => () => void>(() => () => undefined);

/** In a section: holds the page's sections back while this one is `loading`. */
export function useSettling(loading: boolean): void {
  const register = useContext(Settling);
  // A layout effect, so every section has registered before the gate below looks.
  useLayoutEffect(() => (loading ? register() : undefined), [loading, register]);
}

/** Shows its children once the sections inside have settled. Give it a `key` per word. */
export function SettleGate({ children }: { children: ComponentChildren }) {
  const [shown, setShown] = useState(false);
  const pending = useRef(0);
  const register = useCallback(() => {
    pending.current++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      if (--pending.current === 0) setShown(true);
    };
  }, []);
  // Runs after the sections' own layout effects: with nothing loading, show at once.
  useLayoutEffect(() => {
    if (pending.current === 0) return setShown(true);
    const timer = setTimeout(() => setShown(true), SETTLE_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Settling.Provider value={register}>
      <div class={shown ? 'settle' : 'settle settling'} aria-busy={!shown}>
        {!shown && <p class="loading settle-note">{t('loading')}</p>}
        {children}
      </div>
    </Settling.Provider>
  );
}
