/**
 * The marks of the reader's words on the pages they read: on or off, which lists mark, known
 * words too or not, and the sites where nothing is marked (the popup adds the current one).
 */
import { t } from '../../lib/shared/i18n';
import type { SettingsPatch, Settings } from '../../lib/shared/settings/settings';
import { markDecoration } from '../../lib/shared/marks';
import { WORD_STATES } from '../../lib/shared/word-state';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';
import { SitesField } from './SitesField';

type MarkSettings = Pick<Settings, 'marks' | 'markKnown' | 'unmarkedLists' | 'unmarkedSites'>;

export function Marks({ settings, onSave }: { settings: MarkSettings; onSave: (patch: SettingsPatch) => Promise<void> }) {
  const lists = useLive(stores.lists).value ?? [];
  const unmarked = new Set(settings.unmarkedLists);
  const markList = (listId: string, marked: boolean) =>
    void onSave({ unmarkedLists: marked ? settings.unmarkedLists.filter((id) => id !== listId) : [...unmarked, listId] });
  return (
    <fieldset class="marks">
      <legend>{t('optionsMarks')}</legend>
      <label>
        <input type="checkbox" checked={settings.marks} onChange={(e) => void onSave({ marks: e.currentTarget.checked })} />{' '}
        {t('optionsMarksOn')}
      </label>
      {settings.marks && (
        <>
          <p class="muted small">
            {t('optionsMarksLook')}{' '}
            {WORD_STATES.map((state) => (
              <span key={state} class="mark-sample" style={{ textDecoration: markDecoration(state) }}>
                {t(`markState_${state}`)}
              </span>
            ))}
          </p>
          <label>
            <input type="checkbox" checked={settings.markKnown} onChange={(e) => void onSave({ markKnown: e.currentTarget.checked })} />{' '}
            {t('optionsMarksKnown')}
          </label>
          <div role="group" aria-labelledby="marked-lists">
            <p id="marked-lists" class="small">
              {t('optionsMarksLists')}
            </p>
            {lists.length === 0 && <p class="muted small">{t('optionsMarksNoLists')}</p>}
            <div class="choices">
              {lists.map((list) => (
                <label key={list.localId}>
                  <input
                    type="checkbox"
                    checked={!unmarked.has(list.localId)}
                    onChange={(e) => markList(list.localId, e.currentTarget.checked)}
                  />{' '}
                  {list.name}
                </label>
              ))}
            </div>
          </div>
          <SitesField
            id="unmarked-sites"
            hint={t('optionsMarksSites')}
            sites={settings.unmarkedSites}
            onSave={(unmarkedSites) => onSave({ unmarkedSites })}
          />
        </>
      )}
    </fieldset>
  );
}
