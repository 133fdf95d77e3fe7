/**
 * Time limits for database calls: IndexedDB can hang (an open blocked by another
 * connection's upgrade) rather than fail, and a lookup must not hang with it.
 */

/** Lets a pending timer not keep a Node process (tests, the bench) alive; a no-op in browsers. */
export function unref(timer: ReturnType<typeof setTimeout>): void {
  (timer as { unref?: () => void }).unref?.();
}

/** The promise's outcome, or a rejection once `ms` have passed (the work itself goes on). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message = `No answer within ${ms} ms`): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    unref(timer);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
