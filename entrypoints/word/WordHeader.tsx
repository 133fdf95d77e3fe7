/**
 * The top of the word page: the headword, how it is said (IPA, or the service's own notation
 * when it has no IPA, never ARPAbet), its syllables, a play button and Add to list.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { KeptSense } from '../../lib/shared/model/kept-sense';
import { t } from '../../lib/shared/i18n';
import { ask, messageOf } from '../../lib/shared/messages/client';
import type { ListSummary } from '../../lib/shared/messages/answers';
import { Play } from '../../components/Play';
import { readablePronunciation } from '../../lib/shared/text/pronunciation';
import { useQuery } from '../../components/live';
import { data } from './Section';

async function loadSound(word: string) {
  const [prons, syllables] = await Promise.all([
    // Extras: a header without them still names the word; the page's sections show a failing service.
    data('getTextPronunciations', { word, useCanonical: true, limit: 50 }).catch(() => undefined),
    data('getHyphenation', { word, useCanonical: true }).catch(() => undefined),
  ]);
  return {
    pronunciation: readablePronunciation(prons ?? []),
    syllables: syllables && syllables.length > 1 ? syllables.map((s) => s.text).join('·') : undefined,
  };
}

type Adding =
  { kind: 'closed' } | { kind: 'choose'; lists: ListSummary[] } | { kind: 'added'; list: string } | { kind: 'failed'; message: string };

/** Add to list, keeping `sense` with the word; a sense kept once the word is added goes to that list too. */
function AddToList({ word, sense }: { word: string; sense?: KeptSense }) {
  const [adding, setAdding] = useState<Adding>({ kind: 'closed' });
  const addedTo = useRef<string>(undefined);
  useEffect(() => {
    const listId = addedTo.current;
    if (listId && sense)
      void ask({ type: 'addWords', listId, words: [word], sense }).catch((error: unknown) =>
        setAdding({ kind: 'failed', message: messageOf(error) }),
      );
  }, [sense?.id, sense?.text]);
  async function open() {
    try {
      setAdding({ kind: 'choose', lists: await ask({ type: 'lists' }) });
    } catch (error) {
      setAdding({ kind: 'failed', message: messageOf(error) });
    }
  }
  async function add(list: ListSummary) {
    try {
      await ask({ type: 'addWords', listId: list.localId, words: [word], ...(sense && { sense }) });
      addedTo.current = list.localId;
      setAdding({ kind: 'added', list: list.name });
    } catch (error) {
      setAdding({ kind: 'failed', message: messageOf(error) });
    }
  }
  return (
    <div class="add-to-list">
      <button type="button" aria-expanded={adding.kind === 'choose'} onClick={() => void open()}>
        {t('bubbleAddToList')}
      </button>
      {adding.kind === 'choose' && (
        <div class="row" role="group" aria-label={t('bubbleListsLabel')}>
          {adding.lists.length === 0 && <span class="muted small">{t('wpNoListsYet')}</span>}
          {adding.lists.map((list) => (
            <button key={list.localId} type="button" class="chip" onClick={() => void add(list)}>
              {list.name}
            </button>
          ))}
        </div>
      )}
      {adding.kind === 'added' && (
        <span class="small" role="status">
          {t('wpAddedTo', word, adding.list)}
        </span>
      )}
      {adding.kind === 'failed' && (
        <span class="error small" role="alert">
          {t('bubbleAddFailed', adding.message)}
        </span>
      )}
    </div>
  );
}

/** `sense`: the sense Add to list keeps (the one kept with "Keep this sense", else the one shown first). */
export function WordHeader({ word, asked, vulgar, sense }: { word: string; asked: string; vulgar: boolean; sense?: KeptSense }) {
  const sound = useQuery(() => loadSound(word), [word]);
  return (
    <div class="word-header">
      <div class="row headline">
        <h1 class="headword">{word}</h1>
        {sound.value?.pronunciation && (
          <span class="pron" data-testid="pronunciation">
            {sound.value.pronunciation}
          </span>
        )}
        <Play word={word} />
      </div>
      {sound.value?.syllables && (
        <p class="muted small" data-testid="syllables">
          {sound.value.syllables}
        </p>
      )}
      {asked.toLowerCase() !== word.toLowerCase() && <p class="muted">{t('canonicalOf', asked, word)}</p>}
      {vulgar && <p class="warn small">{t('wpVulgar')}</p>}
      <AddToList key={word} word={word} sense={sense} />
    </div>
  );
}
