/** The lookup cache: how long answers are kept, how much it holds, and "clear cache". */
import { useState } from 'preact/hooks';
import { t, tCount } from '../../lib/shared/i18n';
import { MAX_CACHE_HOURS } from '../../lib/shared/settings/settings';
import { ask } from '../../lib/shared/messages/client';
import { useAction } from '../../components/action';
import { useQuery } from '../../components/live';

/** "12 answers, about 48 kB": what the lookup cache holds now. */
function cacheSizeText(stats: { entries: number; bytes: number }): string {
  const kilobytes = Math.max(stats.entries > 0 ? 1 : 0, Math.round(stats.bytes / 1024));
  return kilobytes >= 1024
    ? tCount('wpCacheSizeMegabytes', stats.entries, (kilobytes / 1024).toFixed(1))
    : tCount('wpCacheSizeKilobytes', stats.entries, kilobytes);
}

/** The cache's lifetime (applied as changed) and its contents: how much, and "clear cache". */
export function Cache({ hours, onSave }: { hours: number; onSave: (hours: number) => Promise<void> }) {
  const [value, setValue] = useState(String(hours));
  const stats = useQuery(() => ask({ type: 'cacheStats' }), []);
  const [cleared, setCleared] = useState<string>();
  const clear = useAction(async () => {
    try {
      await ask({ type: 'clearCache' });
      setCleared(t('cacheCleared'));
    } finally {
      stats.reload();
    }
  });
  const note = clear.error ?? cleared;
  return (
    <fieldset>
      <legend>{t('optionsCache')}</legend>
      <label>
        {t('cacheHours')}{' '}
        <input
          id="cache-hours"
          type="number"
          min={0}
          max={MAX_CACHE_HOURS}
          step={1}
          value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
          // A number field changes as it is typed in: it is saved when left (or Enter).
          onChange={(e) => {
            const n = Number(e.currentTarget.value);
            if (e.currentTarget.value !== '' && Number.isFinite(n)) void onSave(Math.min(MAX_CACHE_HOURS, Math.max(0, Math.round(n))));
          }}
        />
      </label>
      <p class="muted small">{t('cacheHint')}</p>
      <div class="row">
        <span data-testid="cache-size">{stats.value ? cacheSizeText(stats.value) : '\u00a0'}</span>
        <button type="button" onClick={() => void clear.run()}>
          {t('clearCache')}
        </button>
      </div>
      {note && <p role="status">{note}</p>}
    </fieldset>
  );
}
