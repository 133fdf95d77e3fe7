/**
 * The lookup history: every word looked up in the bubble or the popup, newest first, with
 * how often, when, and the sentence and page it was met in. Searched and filtered by date
 * and site; an entry removed, or all; a word added to a list; exported as CSV or as Anki
 * cards; and the history turned off (or kept to words only) right here.
 */
import { ConfirmButton } from '../../components/ConfirmButton';
import { useEffect, useState } from 'preact/hooks';
import type { HistoryEntry, ListSummary } from '../../lib/shared/messages/answers';
import type { HistoryMode } from '../../lib/shared/settings/choices';
import { historyToAnki, historyToCsv } from '../../lib/shared/export/history-export';
import { t, tCount } from '../../lib/shared/i18n';
import { ask } from '../../lib/shared/messages/client';
import { download } from '../../components/download';
import { wordPageUrl } from '../../lib/shared/extension-pages';
import { followTheme } from '../../components/theme';
import { perform, useAction } from '../../components/action';
import { announced, useLive, useQuery } from '../../components/live';
import { stores } from '../../components/stores';
import { serviceName } from '../../components/ListsHome';

const PAGE_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const PERIODS = { all: undefined, today: 0, week: 7, month: 30 } as const;
type Period = keyof typeof PERIODS;

/** The start of the period: midnight today, or that many days before it. */
function sinceOf(period: Period): number | undefined {
  const days = PERIODS[period];
  if (days === undefined) return undefined;
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return midnight.getTime() - days * DAY_MS;
}

function when(at: number): string {
  return new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function App() {
  useEffect(() => followTheme(), []);
  const [query, setQuery] = useState('');
  const [site, setSite] = useState('');
  const [period, setPeriod] = useState<Period>('all');
  const [skip, setSkip] = useState(0);
  const filter = { query, ...(site && { site }), ...(sinceOf(period) !== undefined && { since: sinceOf(period) }) };
  const page = useQuery(
    () => ask({ type: 'history', ...filter, skip, limit: PAGE_SIZE }),
    [query, site, period, skip],
    announced('history'),
  );
  const lists = useLive(stores.lists);
  // What the user does to the history; its failures are said at the foot of the page.
  const { error, run: act } = useAction(perform);

  async function exportAs(kind: 'csv' | 'anki') {
    const entries = await ask({ type: 'historyExport', ...filter });
    if (kind === 'csv') download('glossa-history.csv', historyToCsv(entries), 'text/csv;charset=utf-8');
    else download('glossa-history-anki.txt', historyToAnki(entries), 'text/plain;charset=utf-8');
  }

  const entries = page.value?.entries ?? [];
  const total = page.value?.total ?? 0;
  return (
    <main>
      <h1>{t('keepHistoryHeading')}</h1>
      <HistoryMode />
      <div class="row filters" role="search">
        <label>
          {t('keepHistorySearch')} <input type="search" value={query} onInput={(e) => (setQuery(e.currentTarget.value), setSkip(0))} />
        </label>
        <label>
          {t('keepHistorySite')}{' '}
          <select value={site} onChange={(e) => (setSite(e.currentTarget.value), setSkip(0))}>
            <option value="">{t('keepHistoryAnySite')}</option>
            {(page.value?.sites ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('keepHistoryWhen')}{' '}
          <select value={period} onChange={(e) => (setPeriod(e.currentTarget.value as Period), setSkip(0))}>
            <option value="all">{t('keepHistoryAnyTime')}</option>
            <option value="today">{t('keepHistoryToday')}</option>
            <option value="week">{t('keepHistoryWeek')}</option>
            <option value="month">{t('keepHistoryMonth')}</option>
          </select>
        </label>
      </div>
      <div class="row filters">
        <button type="button" disabled={total === 0} onClick={() => void act(() => exportAs('csv'))}>
          {t('keepHistoryExportCsv')}
        </button>
        <button type="button" disabled={total === 0} onClick={() => void act(() => exportAs('anki'))}>
          {t('keepHistoryExportAnki')}
        </button>
        <span class="grow" />
        <ConfirmButton
          label={t('keepHistoryClear')}
          question={t('keepHistoryClearConfirm')}
          yes={t('keepHistoryClearYes')}
          onConfirm={() => act(() => ask({ type: 'clearHistory' }))}
        />
      </div>
      {page.state === 'failed' && <p class="error">{page.error}</p>}
      {page.value && total === 0 && <p class="muted">{t('keepHistoryEmpty')}</p>}
      {entries.length > 0 && (
        <table class="history" data-testid="history">
          <thead>
            <tr>
              <th scope="col">{t('columnWord')}</th>
              <th scope="col">{t('keepHistoryWhere')}</th>
              <th scope="col">{t('keepHistoryLast')}</th>
              <th scope="col">{t('keepHistoryActions')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <Row key={entry.key} entry={entry} lists={lists.value ?? []} act={act} />
            ))}
          </tbody>
        </table>
      )}
      {total > PAGE_SIZE && (
        <div class="row filters" role="navigation" aria-label={t('pages')}>
          <button type="button" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE_SIZE))}>
            {t('previousPage')}
          </button>
          <span>{t('pageRange', skip + 1, Math.min(skip + PAGE_SIZE, total), total)}</span>
          <button type="button" disabled={skip + PAGE_SIZE >= total} onClick={() => setSkip(skip + PAGE_SIZE)}>
            {t('nextPage')}
          </button>
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}

function Row({
  entry,
  lists,
  act,
}: {
  entry: HistoryEntry;
  lists: readonly ListSummary[];
  act: (work: () => Promise<unknown>) => Promise<void>;
}) {
  const [added, setAdded] = useState<string>();
  return (
    <tr>
      <td>
        <a href={wordPageUrl(entry.headword)} target="_blank" rel="noopener">
          {entry.headword}
        </a>
        {entry.asked.toLowerCase() !== entry.key && <span class="muted small"> ({entry.asked})</span>}
        <div class="muted small">{tCount('keepHistoryCount', entry.count)}</div>
      </td>
      <td>
        {entry.sentence && <div>{entry.sentence}</div>}
        {entry.url && (
          <a class="small" href={entry.url} target="_blank" rel="noopener noreferrer">
            {entry.title ?? entry.site ?? entry.url}
          </a>
        )}
      </td>
      <td class="small muted">{when(entry.lastAt)}</td>
      <td>
        <select
          aria-label={t('keepHistoryAddTo', entry.headword)}
          value=""
          onChange={(e) => {
            const list = lists.find((l) => l.localId === e.currentTarget.value);
            if (list)
              void act(async () => (await ask({ type: 'addWords', listId: list.localId, words: [entry.headword] }), setAdded(list.name)));
          }}
        >
          <option value="">{t('keepHistoryAddToList')}</option>
          {lists.map((list) => (
            <option key={list.localId} value={list.localId}>
              {list.name}
            </option>
          ))}
        </select>{' '}
        <button
          type="button"
          aria-label={t('keepHistoryRemoveWord', entry.headword)}
          onClick={() => void act(() => ask({ type: 'removeHistory', keys: [entry.key] }))}
        >
          {t('keepHistoryRemove')}
        </button>
        {added && (
          <div class="small" role="status">
            {t('bubbleAdded', entry.headword, added)}
          </div>
        )}
      </td>
    </tr>
  );
}

/** Where the history is kept: with the account on a Glossa server, or in this browser only. */
function HistoryHome() {
  const home = useLive(stores.recordsHome).value;
  return (
    <p class="small muted" data-testid="history-home">
      {home?.kind === 'account' ? t('keepHistoryFollows', serviceName(home.baseUrl), home.username) : t('keepHistoryPrivate')}
    </p>
  );
}

/** On, words only, or off: a setting, kept with the others. */
function HistoryMode() {
  const settings = useLive(stores.settings);
  const { error, run: choose } = useAction(async (next: HistoryMode) => {
    await ask({ type: 'updateSettings', patch: { history: next } });
    settings.reload();
  });
  const mode = settings.value?.history;
  if (!mode) return null;
  return (
    <div>
      <label>
        {t('keepHistoryMode')}{' '}
        <select value={mode} onChange={(e) => void choose(e.currentTarget.value as HistoryMode)}>
          <option value="on">{t('keepHistoryModeOn')}</option>
          <option value="words">{t('keepHistoryModeWords')}</option>
          <option value="off">{t('keepHistoryModeOff')}</option>
        </select>
      </label>
      <HistoryHome />
      {error && <p class="error">{error}</p>}
    </div>
  );
}
