/**
 * Signing out. Changes not yet on the service are kept for this account and sent after
 * the next sign-in, but the user may not know that, or may want them there now: with
 * changes waiting, "Sign out" first says how many and offers to sync before signing out.
 */
import { useState } from 'preact/hooks';
import { t, tCount } from '../../lib/shared/i18n';
import { ask } from '../../lib/shared/messages/client';
import { perform, useAction } from '../../components/action';

export function SignOut() {
  /** Set while the user decides: how many changes are waiting. */
  const [waiting, setWaiting] = useState<number>();
  const { busy, error, run } = useAction(perform);

  const signOut = async () => {
    setWaiting(undefined);
    await ask({ type: 'signOut' });
  };

  const start = () =>
    run(async () => {
      const { pending } = await ask({ type: 'syncStatus' });
      if (pending > 0) setWaiting(pending);
      else await signOut();
    });

  // What could not be sent (offline, refused) is counted again and the user decides again.
  const syncFirst = () =>
    run(async () => {
      const { pending, lastError } = await ask({ type: 'syncNow' });
      if (pending > 0) {
        setWaiting(pending);
        // Said as this attempt's failure.
        if (lastError) throw new Error(lastError);
      } else await signOut();
    });

  return (
    <>
      {waiting === undefined ? (
        <button type="button" onClick={() => void start()} disabled={busy}>
          {t('signOut')}
        </button>
      ) : (
        <div class="sign-out-pending" role="alertdialog" aria-labelledby="sign-out-pending" data-testid="sign-out-pending">
          <p id="sign-out-pending" class="warn">
            {tCount('signOutPending', waiting)}
          </p>
          <p class="muted small">{t('signOutKeptNote')}</p>
          <button type="button" class="primary" onClick={() => void syncFirst()} disabled={busy}>
            {busy ? t('syncing') : t('signOutAfterSync')}
          </button>{' '}
          <button type="button" onClick={() => void run(signOut)} disabled={busy}>
            {t('signOutAnyway')}
          </button>{' '}
          <button type="button" onClick={() => setWaiting(undefined)} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
