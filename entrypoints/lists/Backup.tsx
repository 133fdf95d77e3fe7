/**
 * The backup file: every list with its words and the review (cards and log) saved as JSON,
 * and read back. The file is checked whole before anything changes.
 */
import { useState } from 'preact/hooks';
import { GlossaBackup, backupFileName } from '../../lib/shared/export/backup';
import { readListFile } from '../../lib/shared/export/import';
import { t } from '../../lib/shared/i18n';
import { ask } from '../../lib/shared/messages/client';
import { useAction } from '../../components/action';
import { download } from '../../components/download';

export function Backup() {
  const [done, setDone] = useState<string>();
  const save = useAction(async () => {
    setDone(undefined);
    download(backupFileName(), `${JSON.stringify(await ask({ type: 'exportBackup' }), null, 1)}\n`, 'application/json');
  });
  const read = useAction(async (file: File) => {
    setDone(undefined);
    let backup: GlossaBackup;
    try {
      backup = GlossaBackup.parse(JSON.parse(await readListFile(file)));
    } catch {
      throw new Error(t('backupNotBackup'));
    }
    const result = await ask({ type: 'importBackup', backup });
    setDone(t('backupImported', result.lists, result.words, result.cards));
  });
  const error = save.error ?? read.error;
  return (
    <section aria-labelledby="backup-heading">
      <h2 id="backup-heading">{t('backupHeading')}</h2>
      <p class="muted small">{t('backupHint')}</p>
      <button type="button" disabled={save.busy} onClick={() => void save.run()}>
        {t('backupExport')}
      </button>
      <label>
        {t('backupImport')}
        <input
          type="file"
          accept=".json,application/json"
          disabled={read.busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void read.run(file);
          }}
        />
      </label>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p role="status" data-testid="backup-result">
          {done}
        </p>
      )}
    </section>
  );
}
