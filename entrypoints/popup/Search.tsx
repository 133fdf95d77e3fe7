/** S2 search with wildcards, and S4 a random word; every result opens the word page. */
import { useState } from 'preact/hooks';
import { t, tCount } from '../../lib/shared/i18n';
import { call } from '../../lib/shared/messages/client';
import { perform, useAction } from '../../components/action';
import { wordPageUrl } from '../../lib/shared/extension-pages';
import { OPERATIONS } from '../../lib/shared/api';

/**
 * What the popup's searches filter by: the interface's own defaults, sent as they are shown,
 * so that the line under the form says what a search left out.
 */
const { minCorpusCount, minDictionaryCount } = OPERATIONS.searchWordsByPath.params;
const SEARCH_FILTERS = { minCorpusCount: minCorpusCount.default ?? 0, minDictionaryCount: minDictionaryCount.default ?? 0 };
/**
 * A random word a reader has a chance to meet: one seen in use at least once. The dictionaries
 * alone hold tens of thousands of words no one has written for a century.
 */
const RANDOM_FILTERS = { minCorpusCount: 1 };

type Results = { query: string; words: string[]; total: number };

export function Search() {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>();
  const [random, setRandom] = useState<string>();
  // One at a time: the search and the random word share the buttons' busy state and the error line.
  const { busy, error, run } = useAction(perform);

  function search(event: Event) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    void run(async () => {
      const answer = await call('searchWordsByPath', { query: q, limit: 20, ...SEARCH_FILTERS });
      const words = answer.found ? (answer.data.searchResults ?? []).map((r) => r.word).filter((w): w is string => Boolean(w)) : [];
      setResults({ query: q, words, total: answer.found ? (answer.data.totalResults ?? words.length) : 0 });
    });
  }

  const randomWord = () =>
    run(async () => {
      const answer = await call('getRandomWord', RANDOM_FILTERS);
      setRandom(answer.found ? (answer.data.word ?? undefined) : undefined);
      if (!answer.found) throw new Error(t('randomNone'));
    });

  return (
    <section aria-labelledby="search-heading">
      <h2 id="search-heading">{t('searchHeading')}</h2>
      <form role="search" class="row" onSubmit={search}>
        <label class="visually-hidden" for="search-query">
          {t('searchLabel')}
        </label>
        <input
          id="search-query"
          class="grow"
          type="search"
          placeholder={t('searchPlaceholder')}
          aria-describedby="search-hint"
          value={query}
          onInput={(e) => setQuery(e.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          {t('search')}
        </button>
        <button type="button" onClick={() => void randomWord()} disabled={busy}>
          {t('randomWord')}
        </button>
      </form>
      <p id="search-hint" class="muted small">
        {t('searchHint')}
      </p>
      <p class="muted small" data-testid="search-filters">
        {t(
          'compatSearchFilters',
          tCount('timesCount', SEARCH_FILTERS.minCorpusCount),
          tCount('dictionaryEntryCount', SEARCH_FILTERS.minDictionaryCount),
        )}
      </p>
      {busy && <p class="loading">{t('loading')}</p>}
      {error && <p class="error">{error}</p>}
      {random && (
        <p data-testid="random-word">
          {t('randomIs')}{' '}
          <a href={wordPageUrl(random)} target="_blank" rel="noopener">
            {random}
          </a>
        </p>
      )}
      {results && (
        <div data-testid="search-results" aria-live="polite">
          <p class="muted small">{tCount('searchCount', results.total, results.query)}</p>
          {results.words.length === 0 ? (
            <p class="muted">{t('searchNone')}</p>
          ) : (
            <ul class="plain results">
              {results.words.map((word) => (
                <li key={word}>
                  <a href={wordPageUrl(word)} target="_blank" rel="noopener">
                    {word}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
