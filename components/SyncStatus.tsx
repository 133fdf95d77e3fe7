/** The sync state in one line: pending changes, the last sync, the last error, and "Sync now". */
import type { SyncStatus } from '../lib/messages/answers';
import { t } from '../lib/i18n';

function formatWhen(at: number): string {
  return new Date(at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
}

export function SyncLine({ status, onSync, busy }: { status: SyncStatus | undefined; onSync: () => void; busy: boolean }) {
  if (!status) return null;
  return (
    <div class="sync" data-testid="sync-status" aria-live="polite">
      <p class="small">
        {status.pending > 0 ? <span class="warn">{t('syncPending', status.pending)}</span> : <span>{t('syncUpToDate')}</span>}
        {' · '}
        <span class="muted">{status.lastSyncAt !== undefined ? t('syncLast', formatWhen(status.lastSyncAt)) : t('syncNever')}</span>
      </p>
      {status.lastError && <p class="error small">{t('syncLastError', status.lastError)}</p>}
      {status.waitingUntil !== undefined && <p class="muted small">{t('syncWaiting', formatWhen(status.waitingUntil))}</p>}
      <button type="button" onClick={onSync} disabled={busy || status.signedOut}>
        {busy ? t('syncing') : t('syncNow')}
      </button>
    </div>
  );
}
