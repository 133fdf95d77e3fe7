/** S1, the search with every filter, and S3, random words with theirs. */
import { useState } from 'preact/hooks';
import type { PARTS_OF_SPEECH } from '../../lib/shared/api';
import { t } from '../../lib/shared/i18n';
import { call } from '../../lib/shared/messages/client';
import { useAction } from '../../components/action';
import { WordLink } from './Section';

interface Filters {
  pos: string;
  minCorpusCount: string;
  minDictionaryCount: string;
  minLength: string;
  maxLength: string;
}

const NO_FILTERS: Filters = { pos: '', minCorpusCount: '', minDictionaryCount: '', minLength: '', maxLength: '' };

function paramsOf(filters: Filters): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (filters.pos) params.includePartOfSpeech = [filters.pos];
  for (const key of ['minCorpusCount', 'minDictionaryCount', 'minLength', 'maxLength'] as const) {
    if (filters[key] !== '') params[key] = Number(filters[key]);
  }
  return params;
}

/**
 * The parts of speech a reader searches by: the interface's list also has the dictionary's
 * working labels (noun-posessive, phrasal-prefix, …), which no reader picks.
 */
const SEARCHED_PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'idiom',
  'abbreviation',
] as const satisfies readonly (typeof PARTS_OF_SPEECH)[number][];

function FilterFields({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const number = (key: keyof Omit<Filters, 'pos'>, label: string) => (
    <label>
      {label}
      <input type="number" min={0} value={filters[key]} onInput={(e) => onChange({ ...filters, [key]: e.currentTarget.value })} />
    </label>
  );
  return (
    <>
      <label>
        {t('filterPartOfSpeech')}
        <select value={filters.pos} onChange={(e) => onChange({ ...filters, pos: e.currentTarget.value })}>
          <option value="">{t('filterAny')}</option>
          {SEARCHED_PARTS_OF_SPEECH.map((pos) => (
            <option key={pos} value={pos}>
              {pos}
            </option>
          ))}
        </select>
      </label>
      {number('minCorpusCount', t('filterMinCorpus'))}
      {number('minLength', t('filterMinLength'))}
      {number('maxLength', t('filterMaxLength'))}
    </>
  );
}

function Words({ words, testid }: { words: string[]; testid: string }) {
  return words.length === 0 ? (
    <p class="muted">{t('searchNone')}</p>
  ) : (
    <ul class="chips" data-testid={testid}>
      {words.map((w) => (
        <li key={w}>
          <WordLink word={w} />
        </li>
      ))}
    </ul>
  );
}

/** A finder's results and failure; `run` (a form's submit handler) asks for new results. */
function useFinder(find: () => Promise<string[]>) {
  const [results, setResults] = useState<string[]>();
  const action = useAction(async () => setResults(await find()));
  function run(event: Event) {
    event.preventDefault();
    void action.run();
  }
  return { results, error: action.error, run };
}

export function AdvancedSearch() {
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<Filters>({ ...NO_FILTERS, minCorpusCount: '0', minDictionaryCount: '0' });
  const { results, error, run } = useFinder(async () => {
    const answer = await call('searchWords', { query: query.trim(), limit: 50, ...paramsOf(filters) });
    return answer.found ? answer.data.map((w) => w.wordstring ?? '').filter(Boolean) : [];
  });
  return (
    <section aria-labelledby="advanced-search-heading" data-testid="section-search">
      <h2 id="advanced-search-heading">{t('advancedSearch')}</h2>
      <form class="filters" onSubmit={run}>
        <label>
          {t('searchLabel')}
          <input required value={query} placeholder={t('searchPlaceholder')} onInput={(e) => setQuery(e.currentTarget.value)} />
        </label>
        <FilterFields filters={filters} onChange={setFilters} />
        <button type="submit">{t('search')}</button>
      </form>
      <p class="muted small">{t('searchHint')}</p>
      {error && <p class="error">{error}</p>}
      {results && <Words words={results} testid="search-results" />}
    </section>
  );
}

export function RandomWords() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { results, error, run } = useFinder(async () => {
    const answer = await call('getRandomWords', { limit: 10, hasDictionaryDef: true, ...paramsOf(filters) });
    return answer.found ? answer.data.map((w) => w.word ?? '').filter(Boolean) : [];
  });
  return (
    <section aria-labelledby="random-heading" data-testid="section-random">
      <h2 id="random-heading">{t('randomWords')}</h2>
      <form class="filters" onSubmit={run}>
        <FilterFields filters={filters} onChange={setFilters} />
        <button type="submit">{t('randomWordsGo')}</button>
      </form>
      {error && <p class="error">{error}</p>}
      {results && <Words words={results} testid="random-results" />}
    </section>
  );
}
