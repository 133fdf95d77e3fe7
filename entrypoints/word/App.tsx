/**
 * The word page, `word.html?word=…`: a word as a reader wants it. At the top the headword, how
 * it is said, play and Add to list; then its senses, examples, related words, phrases, usage
 * and recordings, each from its own operation with its source's credit, a section with
 * nothing to say left out; the service credited with a link to the word at its source; then
 * search with filters (S1) and random words (S3).
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { ask, call } from '../../lib/shared/messages/client';
import { wordPageUrl } from '../../lib/shared/extension-pages';
import { ExternalLink } from '../../components/ExternalLink';
import { followTheme } from '../../components/theme';
import { announced, useLive, useQuery } from '../../components/live';
import { stores } from '../../components/stores';
import { AdvancedSearch, RandomWords } from './Finders';
import { SettleGate } from '../../components/settle';
import { Audio, Etymologies, Examples, Frequency } from './Sections';
import { WordLinks } from './Section';
import { Senses } from './Senses';
import { keptSenseOf, type KeptSense } from '../../lib/shared/model/kept-sense';
import { Phrases, RelatedWords } from './Related';
import { WordHeader } from './WordHeader';

function wordFromUrl(): string {
  return (new URLSearchParams(location.search).get('word') ?? '').trim();
}

async function probe(word: string) {
  const [object, definitions] = await Promise.all([
    // The word object only adds suggestions: the definitions' answer (and its failure) says the rest.
    call('getWord', { word, useCanonical: true, includeSuggestions: true }).catch(() => undefined),
    call('getDefinitions', { word, sourceDictionaries: ['all'], useCanonical: true, includeTags: false, limit: 200 }),
  ]);
  const known = definitions.found && definitions.data.length > 0;
  // The sense shown first (Senses.tsx keeps the service's order): what Add to list keeps unless the reader keeps another.
  const first = known ? definitions.data.find((d) => d.text) : undefined;
  return {
    known,
    headword: (known && definitions.data.find((d) => d.word)?.word) || word,
    object: object?.found ? object.data : undefined,
    firstSense: first && keptSenseOf(first),
  };
}

/** W1's `vulgar` is a string: "true" (or any mark but "false") says the word is vulgar. */
const markedVulgar = (mark: string | null | undefined) => Boolean(mark) && mark !== 'false';

export function App() {
  useEffect(() => followTheme(), []);
  const [word, setWord] = useState(wordFromUrl());
  const [typed, setTyped] = useState(word);
  // The sense the reader kept with "Keep this sense", for the word it was kept for.
  const [keptSense, setKeptSense] = useState<{ word: string; sense: KeptSense }>();
  const account = useLive(stores.account);
  const known = useQuery(() => (word ? probe(word) : Promise.resolve(undefined)), [word]);

  useEffect(() => {
    document.title = word ? t('wordPageTitle', word) : t('extName');
  }, [word]);

  function go(next: string) {
    const w = next.trim();
    if (!w) return;
    history.pushState(null, '', wordPageUrl(w));
    setWord(w);
    setTyped(w);
    scrollTo(0, 0);
  }
  useEffect(() => {
    const onPop = () => {
      setWord(wordFromUrl());
      setTyped(wordFromUrl());
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const credit = useQuery(() => ask({ type: 'serviceCredit', word: word || undefined }), [word, account.value?.baseUrl]).value;
  const info = known.value;
  // The sense kept with the word before, if it is in a list: shown as chosen, and what Add to list keeps again.
  const before = useQuery(
    () => (info?.known ? ask({ type: 'keptWord', word, headword: info.headword }) : Promise.resolve(undefined)),
    [word, info?.headword],
    announced('lists'),
  ).value?.sense;
  const chosen = keptSense?.word === word ? keptSense.sense : before;
  return (
    <main>
      <form
        class="row lookup-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go(typed);
        }}
      >
        <label class="visually-hidden" for="word-input">
          {t('lookUpLabel')}
        </label>
        <input
          id="word-input"
          class="grow"
          value={typed}
          placeholder={t('lookUpPlaceholder')}
          onInput={(e) => setTyped(e.currentTarget.value)}
        />
        <button type="submit" class="primary">
          {t('lookUp')}
        </button>
      </form>

      {word && (
        <header>
          {info?.known ? (
            <WordHeader word={info.headword} asked={word} vulgar={markedVulgar(info.object?.vulgar)} sense={chosen ?? info.firstSense} />
          ) : (
            <h1 class="headword">{word}</h1>
          )}
          {credit && (
            <p class="credit small" data-testid="service-credit">
              {t('poweredBy')} <ExternalLink href={credit.url}>{credit.name}</ExternalLink>
              {credit.wordUrl && (
                <>
                  {' · '}
                  <ExternalLink href={credit.wordUrl}>{t('wordAtSource', word, credit.name)}</ExternalLink>
                </>
              )}
            </p>
          )}
        </header>
      )}

      {word && known.state === 'loading' && !info && <p class="loading">{t('loading')}</p>}
      {known.state === 'failed' && <p class="error">{known.error}</p>}

      {/* The sections, shown together once they have loaded (see components/settle.tsx). */}
      {(!word || known.state !== 'loading') && (
        <SettleGate key={word}>
          {word && info && !info.known && (
            <section data-testid="not-found" aria-labelledby="not-found-heading">
              <h2 id="not-found-heading">{t('wordUnknown', word)}</h2>
              {(info.object?.suggestions ?? []).length > 0 ? (
                <p>
                  {t('didYouMean')} <WordLinks words={info.object?.suggestions ?? []} />
                </p>
              ) : (
                <p class="muted">{t('noSuggestions')}</p>
              )}
            </section>
          )}

          {word && info?.known && (
            <>
              <Senses word={info.headword} onWord={go} keep={{ kept: chosen, onKeep: (sense) => setKeptSense({ word, sense }) }} />
              <Etymologies word={info.headword} onWord={go} />
              <Examples word={info.headword} />
              <RelatedWords word={info.headword} />
              <Phrases word={info.headword} />
              <Frequency word={info.headword} />
              <Audio word={info.headword} />
            </>
          )}

          {!word && <p class="muted">{t('wordPageIntro')}</p>}
          <AdvancedSearch />
          <RandomWords />
        </SettleGate>
      )}
    </main>
  );
}
