/**
 * Importing a list file (the CSV Glossa exports, or plain text with one word per line)
 * into a new list or an existing one. The file is read and checked here; the background
 * then adds every word or none, so a bad file changes nothing and says why.
 */
import { useState } from 'preact/hooks';
import type { ListSummary } from '../../lib/shared/messages/answers';
import { ListFileError, keptInListFile, parseListFile, readListFile } from '../../lib/shared/export/import';
import { t, tCount } from '../../lib/shared/i18n';
import { ask, messageOf } from '../../lib/shared/messages/client';
import { useAction } from '../../components/action';

const NEW = '';

/** The file's name without its extension: the new list's name unless the user gives one. */
function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').trim();
}

export function ImportList({ lists, onImported }: { lists: readonly ListSummary[]; onImported: (list: ListSummary) => void }) {
  const [file, setFile] = useState<File>();
  const [target, setTarget] = useState(NEW);
  const [name, setName] = useState('');
  const [imported, setImported] = useState<string>();
  const { busy, error, run } = useAction(
    async (chosen: File) => {
      setImported(undefined);
      const text = await readListFile(chosen);
      const words = parseListFile(text);
      // Glossa's CSV brings back the sense and sentence kept with each word.
      const kept = keptInListFile(text);
      const result = await ask({
        type: 'importList',
        into: target === NEW ? { name: name.trim() || baseName(chosen.name) } : { listId: target },
        words,
        ...(kept.length > 0 && { kept }),
      });
      setImported(tCount('keepImported', result.added, result.list.name));
      onImported(result.list);
    },
    // A file that cannot be read says why in its own words.
    (failure) => (failure instanceof ListFileError ? failure.message : messageOf(failure)),
  );
  const message = error ? { error: true, text: error } : imported && { error: false, text: imported };

  return (
    <section aria-labelledby="import-heading">
      <h2 id="import-heading">{t('keepImportHeading')}</h2>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) void run(file);
        }}
      >
        <label>
          {t('keepImportFile')}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => setFile(e.currentTarget.files?.[0])} />
        </label>
        <label>
          {t('keepImportInto')}
          <select value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
            <option value={NEW}>{t('keepImportNewList')}</option>
            {lists.map((list) => (
              <option key={list.localId} value={list.localId}>
                {list.name}
              </option>
            ))}
          </select>
        </label>
        {target === NEW && (
          <label>
            {t('keepImportNewName')}
            <input value={name} placeholder={file ? baseName(file.name) : ''} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
        )}
        <button type="submit" disabled={!file || busy}>
          {t('keepImportButton')}
        </button>
      </form>
      {message && (
        <p class={message.error ? 'error' : 'small'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
