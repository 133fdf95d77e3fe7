/**
 * S5: the word of the day as a short card (the word, its pronunciation, its first sense and
 * one short example; the rest is on the word page), and earlier days by date.
 */
import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { RichText } from '../../components/RichText';
import { ExternalLink } from '../../components/ExternalLink';
import { ask, call } from '../../lib/shared/messages/client';
import { wordPageUrl } from '../../lib/shared/extension-pages';
import { pronounce, pronounceNote, type PronounceOutcome } from '../../components/pronounce';
import { useQuery } from '../../components/live';
import { partOfSpeechName } from '../../lib/shared/text/part-of-speech-name';
import { readablePronunciation } from '../../lib/shared/text/pronunciation';

/** Today in the user's time zone, yyyy-MM-dd. */
function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A yyyy-MM-dd day moved by `days`. */
function shiftDay(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return localDay(new Date(y, m - 1, d + days));
}

type Attributed = { attributionText?: string | null; attributionUrl?: string | null };
type Example = { text?: string | null; title?: string | null; url?: string | null };

/** An example short enough for a card: the shortest the day has, if it is not a paragraph. */
const CARD_EXAMPLE_LENGTH = 160;
function shortExample(examples: readonly Example[] | null | undefined): Example | undefined {
  const shortest = [...(examples ?? [])].filter((e) => e.text).sort((a, b) => (a.text ?? '').length - (b.text ?? '').length)[0];
  return shortest && (shortest.text ?? '').length <= CARD_EXAMPLE_LENGTH ? shortest : undefined;
}

async function loadDay(date: string) {
  // The date is always sent, so a cached answer is never yesterday's word.
  const answer = await call('getWordOfTheDay', { date });
  if (!answer.found || !answer.data.word) return undefined;
  const word = answer.data.word;
  // A nicety: the word of the day is worth showing without how it is said.
  // All of them: the background puts the reader's voice's first (the British reading, with the UK voice).
  const pron = await call('getTextPronunciations', { word, limit: 10 }).catch(() => undefined);
  return { wotd: answer.data, pronunciation: pron?.found ? readablePronunciation(pron.data) : undefined };
}

/** How "Listen" went, in plain words; the live region stays in place so each change is announced. */
function ListenNote({ audio }: { audio: 'loading' | PronounceOutcome | undefined }) {
  const note = audio && audio !== 'loading' ? audio : undefined;
  return (
    <div role="status" aria-live="polite" data-testid="wotd-audio">
      {note && <p class={note === 'playing' || note === 'speaking' ? 'muted small' : 'error small'}>{pronounceNote(note)}</p>}
    </div>
  );
}

export function WordOfTheDay() {
  const today = localDay();
  const [date, setDate] = useState(today);
  const loaded = useQuery(() => loadDay(date), [date]);
  // Kept with its word, so another day's word does not show how this one played.
  const [listened, setListened] = useState<{ word: string; audio: 'loading' | PronounceOutcome }>();

  async function listen(word: string) {
    setListened({ word, audio: 'loading' });
    // "Playing…" goes when the sound ends (the note that there is no recording stays: it is still true).
    const ended = () => setListened((now) => (now?.word === word && now.audio === 'playing' ? undefined : now));
    const audio = await pronounce(word, () => ask({ type: 'playAudio', word }), ended);
    setListened({ word, audio });
  }

  const day = loaded.value;
  const wotd = day?.wotd;
  const audio = listened && listened.word === wotd?.word ? listened.audio : undefined;
  const example = shortExample(wotd?.examples);
  return (
    <section aria-labelledby="wotd-heading" aria-busy={loaded.state === 'loading'}>
      <div class="row wotd-head">
        <h2 id="wotd-heading" class="grow">
          {t('wotdHeading')}
        </h2>
        <button type="button" onClick={() => setDate(shiftDay(date, -1))} aria-label={t('wotdPreviousDay')} title={t('wotdPreviousDay')}>
          ‹
        </button>
        <label class="visually-hidden" for="wotd-date">
          {t('wotdDate')}
        </label>
        <input
          id="wotd-date"
          type="date"
          value={date}
          max={today}
          onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
        />
        <button
          type="button"
          disabled={date >= today}
          onClick={() => setDate(shiftDay(date, 1))}
          aria-label={t('wotdNextDay')}
          title={t('wotdNextDay')}
        >
          ›
        </button>
      </div>
      {loaded.state === 'loading' && !wotd && <p class="loading">{t('loading')}</p>}
      {loaded.state === 'failed' && <p class="error">{loaded.error}</p>}
      {loaded.state === 'ready' && !wotd && <p class="muted">{t('wotdNone', date)}</p>}
      {wotd && (
        <article class="wotd" data-testid="wotd">
          <div class="row">
            <a class="wotd-word" href={wordPageUrl(wotd.word ?? '')} target="_blank" rel="noopener">
              {wotd.word}
            </a>
            {day?.pronunciation && <span class="pron">{day.pronunciation}</span>}
            <button type="button" class="small" disabled={audio === 'loading'} onClick={() => void listen(wotd.word ?? '')}>
              {t('listen')}
            </button>
          </div>
          <ListenNote audio={audio} />
          {wotd.definitions?.[0] && (
            <p class="definition">
              {wotd.definitions[0].partOfSpeech && <em class="pos">{partOfSpeechName(wotd.definitions[0].partOfSpeech)} </em>}
              <RichText markup={wotd.definitions[0].text ?? ''} />
              <span class="credit"> — {(wotd.definitions[0] as Attributed).attributionText ?? wotd.definitions[0].source}</span>
            </p>
          )}
          {example && (
            <blockquote class="example">
              <RichText markup={example.text ?? ''} />
              {example.title && (
                <footer class="credit" title={example.title}>
                  {example.url ? <ExternalLink href={example.url}>{example.title}</ExternalLink> : example.title}
                </footer>
              )}
            </blockquote>
          )}
        </article>
      )}
    </section>
  );
}
