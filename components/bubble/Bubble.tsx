/**
 * The bubble's view: what a lookup answered, in plain words, with every action as a
 * button. It holds no I/O: its shell (BubbleShell.tsx) passes the state and callbacks in,
 * so the view can be rendered and tested on its own; and it decides nothing about the
 * senses: the answer gives them in the order to show (lib/background/lookup/ranked-answer.ts).
 * Text from the service is rendered as text or safe rich text (RichText), never as HTML.
 * Its own words are the `bubble…` messages of public/_locales.
 */
import { useRef, useState } from 'preact/hooks';
import type { RankedLookup } from '../../lib/shared/messages/answers';
import { t } from '../../lib/shared/i18n';
import { firstShownSense } from '../../lib/shared/model/kept-sense';
import type { KeepSenseProps } from '../KeepSense';
import { ExternalLink } from '../ExternalLink';
import type { BubbleError, BubbleProps } from './bubble-props';
import { AudioNote, Header } from './Header';
import { FormLine } from './FormLine';
import { Senses } from './Senses';
import { Lists } from './Lists';

function formatTime(at: number, withDate: boolean): string {
  return new Date(at).toLocaleString(undefined, withDate ? { dateStyle: 'medium', timeStyle: 'short' } : { timeStyle: 'short' });
}

function Credit({ answer }: { answer: RankedLookup }) {
  return (
    <p class="credit">
      <ExternalLink href={answer.credit.url}>{t('bubblePoweredBy', answer.credit.name)}</ExternalLink>
    </p>
  );
}

function errorText(error: BubbleError): string {
  switch (error.kind) {
    case 'rate-limited':
      return error.resetAt
        ? t('bubbleRateLimited', formatTime(error.resetAt, error.resetAt - Date.now() > 12 * 3600_000))
        : t('bubbleRateLimitedSoon');
    case 'network':
    case 'timeout':
      return t('bubbleOffline');
    case 'credentials':
      return t('bubbleCredentials');
    case 'invalid-input':
      // Not a failure: the selection holds no word ("1961", "→"). Said plainly.
      return error.message;
    default:
      return t('bubbleFailed', error.message);
  }
}

export function Bubble(props: BubbleProps) {
  const { state } = props;
  if (state.kind === 'loading') {
    return (
      <>
        <Header title={state.query} props={props} />
        <p class="note" role="status" aria-busy="true">
          {t('bubbleLoading', state.query)}
        </p>
      </>
    );
  }
  if (state.kind === 'error') {
    // Nothing to look up is no failure: said as a note, with nothing to try again.
    const noWord = state.error.kind === 'invalid-input';
    return (
      <>
        <Header title={state.query} props={props} />
        <p class={noWord ? 'note' : 'note error'} role={noWord ? 'status' : 'alert'} data-error={state.error.kind}>
          {errorText(state.error)}
        </p>
        {!noWord && state.error.kind !== 'rate-limited' && (
          <div class="actions">
            <button type="button" onClick={props.onRetry}>
              {t('bubbleRetry')}
            </button>
          </div>
        )}
      </>
    );
  }
  const { answer } = state;
  if (!answer.found && answer.readIn && readsAsName(answer.query)) {
    // A capital the lookup kept inside a sentence read on a page (not a word in capitals, nor one
    // typed in the popup, where capitals say nothing): a person or a place,
    // where other spellings and "check the spelling" would only mislead.
    return (
      <>
        <Header title={answer.query} props={props} />
        <p class="note" role="status">
          {t('bubbleNotFoundName', answer.query)}
        </p>
        <Credit answer={answer} />
      </>
    );
  }
  if (!answer.found) {
    return (
      <>
        <Header title={answer.query} props={props} />
        <p class="note" role="status">
          {t('bubbleNotFound', answer.query)}
        </p>
        {answer.suggestions.length > 0 ? (
          <p class="suggestions">
            <span class="label">{t('bubbleSuggestions')} </span>
            {answer.suggestions.map((suggestion) => (
              <button key={suggestion} type="button" class="chip" onClick={() => props.onLookup(suggestion)}>
                {suggestion}
              </button>
            ))}
          </p>
        ) : (
          // A shorter part helps only when several words were selected.
          <p class="note">{/\s/.test(answer.query.trim()) ? t('bubbleNoSuggestions') : t('bubbleNoSuggestionsWord')}</p>
        )}
        <Credit answer={answer} />
      </>
    );
  }
  return <Answered answer={answer} props={props} />;
}

/** A capitalized word of lowercase letters ("Knightley", "Netherfield"), not one in capitals ("NASA"). */
function readsAsName(word: string): boolean {
  return /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)*$/u.test(word);
}

/** "I know this word", and once said, that it was kept. */
function Know({ word, onKnow }: { word: string; onKnow(word: string): Promise<boolean> }) {
  const [known, setKnown] = useState<boolean>();
  return known ? (
    <span class="note" role="status">
      {t('reviewKnown')}
    </span>
  ) : (
    <button type="button" onClick={() => void onKnow(word).then(setKnown)}>
      {t('reviewKnow')}
    </button>
  );
}

function Answered({ answer, props }: { answer: RankedLookup; props: BubbleProps }) {
  const addButton = useRef<HTMLButtonElement>(null);
  // Add to list keeps the sense the reader kept, else the one shown first.
  const sense = props.keptSense ?? firstShownSense(answer);
  const keep: KeepSenseProps = { kept: props.keptSense, ...(props.onKeepSense && { onKeep: props.onKeepSense }) };
  return (
    <>
      {/* A name of the page's own is headed as the page writes it ("Brown", not the entry brown). */}
      <Header title={answer.senses.name ? answer.query : answer.word} props={props} found={answer} />
      <FormLine answer={answer} />
      {props.kept && (
        <p class={`note kept ${props.kept.state}`} data-testid="bubble-kept">
          {t('bubbleKept', props.kept.lists.join(', '), t(`markState_${props.kept.state}`))}
        </p>
      )}
      {answer.stale && (
        <p class="note stale" role="status" data-stale="true">
          {t('bubbleStale', formatTime(answer.storedAt, true))}
        </p>
      )}
      <AudioNote audio={props.audio} />
      <Senses answer={answer} onLookup={props.onLookup} keep={keep} />
      <div class="actions">
        <button ref={addButton} type="button" onClick={props.onAddToList} aria-expanded={props.lists?.kind === 'choose'}>
          {t('bubbleAddToList')}
        </button>
        <button type="button" onClick={() => props.onMore(answer.word)} aria-label={t('bubbleMoreLabel', answer.word)}>
          {t('bubbleMore')}
        </button>
        {props.onKnow && <Know word={answer.word} onKnow={props.onKnow} />}
      </div>
      <Lists word={answer.word} lists={props.lists ?? { kind: 'closed' }} props={props} addButton={addButton} sense={sense} />
      <Credit answer={answer} />
    </>
  );
}
