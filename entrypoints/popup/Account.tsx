/** A2 sign-in and sign-out, and who is signed in (A5). */
import { useState } from 'preact/hooks';
import type { AccountInfo } from '../../lib/shared/messages/answers';
import { t } from '../../lib/shared/i18n';
import { AskError, ask, messageOf } from '../../lib/shared/messages/client';
import { useAction } from '../../components/action';
import { useQuery } from '../../components/live';
import { SignOut } from './SignOut';

/** The sign-in errors (A1, A2: 403 account not available, 404 no such user) in plain words. */
export function signInError(error: unknown): string {
  if (error instanceof AskError) {
    if (error.status === 404) return t('signInNoSuchUser');
    if (error.status === 403 || error.kind === 'credentials') {
      if (error.detail && /password/i.test(error.detail)) return t('signInWrongPassword');
      if (error.detail && /not available|disabled|unconfirmed/i.test(error.detail)) return t('signInAccountNotAvailable');
      return t('signInRefused');
    }
  }
  return messageOf(error);
}

/** The account shown follows sign-ins and sign-outs on its own: the background announces them. */
export function Account({ account }: { account: AccountInfo | undefined }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const user = useQuery(
    () => (account?.signedIn ? ask({ type: 'user' }) : Promise.resolve(undefined)),
    [account?.signedIn, account?.username],
  );
  const {
    busy,
    error,
    run: signIn,
  } = useAction(async () => {
    await ask({ type: 'signIn', username, password });
    setPassword('');
    // The user's lists come from the service once; they are kept locally from then on.
    // The sync's status, shown below, says how it went.
    void ask({ type: 'syncNow' }).catch(() => undefined);
  }, signInError);

  if (!account) return <section class="loading">{t('loading')}</section>;

  if (account.signedIn) {
    const u = user.value;
    return (
      <section aria-labelledby="account-heading">
        <h2 id="account-heading" class="visually-hidden">
          {t('accountHeading')}
        </h2>
        <div class="row">
          <p class="grow" data-testid="signed-in-user">
            {t('signedInAs', u?.displayName || u?.username || account.username || '')}
            {u?.email && <span class="muted small"> ({u.email})</span>}
          </p>
          <SignOut />
        </div>
        {user.state === 'failed' && <p class="error small">{user.error}</p>}
      </section>
    );
  }

  // Signing in is optional (lists live in the browser first): folded, so the popup stays short,
  // and open while an attempt is under way or has failed.
  return (
    <section aria-labelledby="account-heading">
      <details class="account" open={busy || Boolean(error)}>
        <summary>
          <h2 id="account-heading">{t('signInHeading')}</h2>
          <span class="muted small">{t('signInWhy')}</span>
        </summary>
        <form
          class="signin"
          onSubmit={(e) => {
            e.preventDefault();
            void signIn();
          }}
        >
          <label>
            {t('username')}
            <input name="username" autocomplete="username" required value={username} onInput={(e) => setUsername(e.currentTarget.value)} />
          </label>
          <label>
            {t('password')}
            <input
              name="password"
              type="password"
              autocomplete="current-password"
              required
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </label>
          <button type="submit" class="primary" disabled={busy}>
            {busy ? t('signingIn') : t('signIn')}
          </button>
        </form>
      </details>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
