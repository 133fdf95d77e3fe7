/**
 * What a view does when the user acts (a button, a form): ask the background, say it is busy
 * meanwhile, and say in plain words what went wrong.
 *
 *     const sync = useAction(() => ask({ type: 'syncNow' }));
 *     <button disabled={sync.busy} onClick={() => void sync.run()}>…</button>
 *     {sync.error && <p class="error">{sync.error}</p>}
 *
 * `run` clears the last error, is busy until the work ends, keeps a failure in `error` (in the
 * words `describe` gives, `messageOf` by default) and never throws. What the work shows when it
 * succeeds it sets itself; a change the background makes reaches the live values by its notice.
 */
import { useState } from 'preact/hooks';
import { messageOf } from '../lib/shared/messages/client';

export interface Action<A extends unknown[]> {
  /** The work is under way: what would start it again is disabled. */
  readonly busy: boolean;
  /** Why the last run failed, until the next run starts. */
  readonly error: string | undefined;
  /** Runs the work with `args`; resolves when it has ended, failed or not. */
  run(...args: A): Promise<void>;
}

export function useAction<A extends unknown[] = []>(
  work: (...args: A) => Promise<unknown>,
  describe: (failure: unknown) => string = messageOf,
): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return {
    busy,
    error,
    async run(...args) {
      setBusy(true);
      setError(undefined);
      try {
        await work(...args);
      } catch (failure) {
        setError(describe(failure));
      } finally {
        setBusy(false);
      }
    },
  };
}

/** Work given when it is run, for a view whose buttons each do something else: `useAction(perform)`. */
export const perform = (work: () => Promise<unknown>): Promise<unknown> => work();
