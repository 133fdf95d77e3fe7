/**
 * The senses the reader chose in the bubble, kept in this browser as cases of their own
 * (lib/background/sense-choices): how many, saved as a JSON file when the reader asks, and
 * forgotten on request. They leave the browser only through that file.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { ask } from '../../lib/shared/messages/client';
import { useAction } from '../../components/action';
import { download } from '../../components/download';

export function SenseChoices() {
  const [count, setCount] = useState<number>();
  const recount = async () => setCount((await ask({ type: 'senseChoices' })).length);
  const [unread, setUnread] = useState<string>();
  // A count that cannot be read says so, as the page's other sections do.
  useEffect(() => void recount().catch((error: unknown) => setUnread(error instanceof Error ? error.message : String(error))), []);
  const save = useAction(async () => {
    const choices = await ask({ type: 'senseChoices' });
    download('glossa-sense-choices.json', `${JSON.stringify({ glossaSenseChoices: 1, choices }, null, 2)}\n`, 'application/json');
  });
  const forget = useAction(async () => {
    await ask({ type: 'clearSenseChoices' });
    await recount();
  });
  return (
    <fieldset data-testid="sense-choices">
      <legend>{t('optionsSenseChoices')}</legend>
      <p class="muted small">{t('senseChoicesHint')}</p>
      {count !== undefined && <p data-testid="sense-choices-count">{t('senseChoicesCount', count)}</p>}
      {count !== undefined && count > 0 && (
        <p>
          <button type="button" disabled={save.busy} onClick={() => void save.run()}>
            {t('senseChoicesSave')}
          </button>{' '}
          <button type="button" disabled={forget.busy} onClick={() => void forget.run()}>
            {t('senseChoicesForget')}
          </button>
        </p>
      )}
      {(unread ?? save.error ?? forget.error) && <p class="error">{unread ?? save.error ?? forget.error}</p>}
    </fieldset>
  );
}
